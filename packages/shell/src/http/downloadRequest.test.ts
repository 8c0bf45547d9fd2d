import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAntiforgeryToken } from './antiforgery';
import { downloadFromRequest } from './downloadRequest';
import { HttpClient } from './settings';

type Call = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn>;

function stub(make: (url: string, init: RequestInit) => Response | Promise<Response>) {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => make(url, init));
  vi.stubGlobal('fetch', fetchMock);
}

let client: HttpClient;
beforeEach(() => {
  setAntiforgeryToken('tok-7');
  client = new HttpClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAntiforgeryToken(null);
  document.body.innerHTML = '';
});

describe('downloadFromRequest', () => {
  it('POSTs a JSON body with the shell headers and saves the blob under the UTF-8 file name', async () => {
    stub(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Racun-Izracun.pdf"; filename*=UTF-8''Ra%C4%8Dun-Izra%C4%8Dun.pdf`,
          },
        }),
    );
    const created = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const result = await downloadFromRequest(client, {
      url: 'api/v1/calculations/report',
      method: 'POST',
      body: { projectName: 'Račun', calculation: { name: 'Izračun' } },
    });
    expect(result.fileName).toBe('Račun-Izračun.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7');
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe('/api/v1/calculations/report');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('RequestVerificationToken')).toBe('tok-7');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ projectName: 'Račun', calculation: { name: 'Izračun' } });
    expect(created).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([{ download: 'Račun-Izračun.pdf', href: 'blob:pdf' }]);
  });

  it("reads a plain file name, falls back to 'download', and honours an explicit name", async () => {
    stub(
      () =>
        new Response('x', { status: 200, headers: { 'Content-Disposition': 'attachment; filename=a.pdf' } }),
    );
    expect(
      (await downloadFromRequest(client, { url: 'api/v1/x', method: 'POST' }, { save: false })).fileName,
    ).toBe('a.pdf');
    stub(() => new Response('x', { status: 200 }));
    expect(
      (await downloadFromRequest(client, { url: 'api/v1/x', method: 'POST' }, { save: false })).fileName,
    ).toBe('download');
    expect(
      (
        await downloadFromRequest(
          client,
          { url: 'api/v1/x', method: 'POST' },
          { save: false, fileName: 'b.pdf' },
        )
      ).fileName,
    ).toBe('b.pdf');
  });

  it('a redirected response shows its status text as an error and saves nothing', async () => {
    stub(() => {
      const r = new Response('<html>login</html>', {
        status: 200,
        statusText: 'Sign in required',
        headers: { 'Content-Type': 'text/html' },
      });
      Object.defineProperty(r, 'redirected', { value: true });
      return r;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const shown: string[] = [];
    client.setUserMessageSink((m) => shown.push(...m.map((x) => `${x.level}:${x.message}`)));
    await expect(
      downloadFromRequest(client, { url: 'api/v1/x', method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      message: 'Sign in required',
    });
    expect(shown).toEqual(['error:Sign in required']);
    expect(click).not.toHaveBeenCalled();
  });

  it('a problem+json failure shows its translated userMessages and rejects with them', async () => {
    stub(
      () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            userMessages: [
              { message: 'Ungültiger Wert.', level: 'error', controlName: 'calculation.equipment' },
            ],
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    );
    const shown: string[] = [];
    client.setUserMessageSink((m) => shown.push(...m.map((x) => `${x.level}:${x.message}`)));
    await expect(
      downloadFromRequest(client, { url: 'api/v1/x', method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Ungültiger Wert.',
    });
    expect(shown).toEqual(['error:Ungültiger Wert.']);
  });

  it('a silent request shows nothing itself (the caller reports the error)', async () => {
    stub(() => new Response('', { status: 500 }));
    const shown: string[] = [];
    client.setUserMessageSink((m) => shown.push(...m.map((x) => x.message)));
    await expect(
      downloadFromRequest(client, { url: 'api/v1/x', method: 'POST', body: {}, silent: true }),
    ).rejects.toMatchObject({ status: 500 });
    expect(shown).toEqual([]);
  });
});
