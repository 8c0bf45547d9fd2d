import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { setAntiforgeryToken } from '../http/index';
import { fileNameFromContentDisposition } from '../http/index';
import { downloadFile } from '../http/index';
import { logoutWithForm } from './logout';
import { HttpClient } from '../http/index';
import { shellApi } from './shellApi';

type Call = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn>;

function stub(make: (url: string, init: RequestInit) => Response | Promise<Response>) {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => make(url, init));
  vi.stubGlobal('fetch', fetchMock);
}

let client: HttpClient;
beforeEach(() => {
  setAntiforgeryToken('tok-1');
  client = new HttpClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAntiforgeryToken(null);
  document.body.innerHTML = '';
});

describe('Content-Disposition file names', () => {
  it('prefers the UTF-8 filename*', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Izracun.pdf"; filename*=UTF-8''Izra%C4%8Dun%20%C5%A1t.%201.pdf`,
      ),
    ).toBe('Izračun št. 1.pdf');
  });
  it('reads quoted and plain names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="report 2026.xlsx"')).toBe(
      'report 2026.xlsx',
    );
    expect(fileNameFromContentDisposition('attachment; filename=data.csv')).toBe('data.csv');
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('GETs a blob with the shell headers and returns the Content-Disposition name', async () => {
    stub(
      () =>
        new Response('a;b', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename*=UTF-8''poro%C4%8Dilo.csv`,
          },
        }),
    );
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const result = await downloadFile(client, 'api/v1/documents/7', { params: { format: 'csv' } });
    expect(result.fileName).toBe('poročilo.csv');
    expect(await result.blob.text()).toBe('a;b');
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe('/api/v1/documents/7?format=csv');
    expect(new Headers(init.headers).get('RequestVerificationToken')).toBe('tok-1');
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'download'", async () => {
    stub(() => new Response('x', { status: 200 }));
    const result = await downloadFile(client, 'api/v1/file', { save: false });
    expect(result.fileName).toBe('download');
  });

  it('a redirected response shows its status text as an error', async () => {
    stub(() => {
      const r = new Response('<html>login</html>', {
        status: 200,
        statusText: 'Sign in required',
        headers: { 'Content-Type': 'text/html' },
      });
      Object.defineProperty(r, 'redirected', { value: true });
      return r;
    });
    const shown: string[] = [];
    client.setUserMessageSink((m) => shown.push(...m.map((x) => `${x.level}:${x.message}`)));
    await expect(downloadFile(client, 'api/v1/file', { save: false })).rejects.toMatchObject({
      message: 'Sign in required',
    });
    expect(shown).toEqual(['error:Sign in required']);
  });

  it('failures follow the error catalogue', async () => {
    stub(() => new Response('', { status: 403 }));
    const shown: string[] = [];
    client.setUserMessageSink((m) => shown.push(...m.map((x) => x.messageKey ?? x.message)));
    await expect(downloadFile(client, 'api/v1/file', { save: false })).rejects.toMatchObject({ status: 403 });
    expect(shown).toEqual(['AccessDenied_Text']);
  });
});

describe('logoutWithForm', () => {
  it('submits a hidden POST form with __RequestVerificationToken', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = logoutWithForm(client, { returnUrl: '/platform/' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form?.method.toUpperCase()).toBe('POST');
    expect(form?.getAttribute('action')).toBe('/api/v1/account/logout');
    const data = new FormData(form!);
    expect(data.get('__RequestVerificationToken')).toBe('tok-1');
    expect(data.get('returnUrl')).toBe('/platform/');
  });

  it('shows a failure in the page messages, or as an alert without a store', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = createAppStore({ setupListeners: false });
    expect(logoutWithForm(store.services.http)).toBeNull();
    expect(store.getState().messages.items).toEqual([
      expect.objectContaining({ level: 'error', target: 'page', message: 'Logging out failed. blocked' }),
    ]);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    logoutWithForm(client);
    expect(alert).toHaveBeenCalledWith('Logging out failed. blocked');
  });
});

describe('shell endpoints', () => {
  it('getProfile: failure → default anonymous profile and an unrecoverable error', async () => {
    stub(() => new Response('', { status: 500 }));
    const store = createAppStore({ setupListeners: false });
    const result = await store.dispatch(shellApi.endpoints.getProfile.initiate());
    expect(result.data).toMatchObject({
      isAuthenticated: false,
      selectedLanguage: 'en',
      enableTelemetry: false,
    });
    expect(store.getState().appErrors.unrecoverable).toEqual([
      expect.objectContaining({ source: 'profile', status: 500 }),
    ]);
    expect(store.getState().profile.profile?.isAuthenticated).toBe(false);
  });

  it('getProfile: stores the profile and keeps the anti-forgery token in the head', async () => {
    stub(() =>
      Response.json({
        isAuthenticated: true,
        selectedLanguage: 'de',
        antiforgeryToken: 'tok-new',
        availableLanguages: [{ code: 'de', localName: 'Deutsch' }],
      }),
    );
    const store = createAppStore({ setupListeners: false });
    await store.dispatch(shellApi.endpoints.getProfile.initiate());
    expect(document.head.dataset.antiforgeryToken).toBe('tok-new');
    expect(store.getState().profile.profile).toMatchObject({
      isAuthenticated: true,
      selectedLanguage: 'de',
      availableLanguages: [{ code: 'de', localName: 'Deutsch' }],
    });
  });

  it('logon: POSTs username/password, keeps the new token, errors are silent (the page shows them)', async () => {
    stub((url) =>
      url.endsWith('/logon')
        ? Response.json({ antiforgeryToken: 'tok-signed-in' })
        : new Response('', { status: 404 }),
    );
    const store = createAppStore({ setupListeners: false });
    const r = await store.dispatch(shellApi.endpoints.logon.initiate({ username: 'ana', password: 'pw' }));
    expect(r.data).toEqual({ antiforgeryToken: 'tok-signed-in' });
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe('/api/v1/account/logon');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'ana', password: 'pw' });
    expect(document.head.dataset.antiforgeryToken).toBe('tok-signed-in');

    stub(
      () =>
        new Response(
          JSON.stringify({
            title: 'Unauthorized',
            status: 401,
            userMessages: [{ message: 'Wrong', level: 'error' }],
          }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/problem+json' },
          },
        ),
    );
    const failed = await store.dispatch(
      shellApi.endpoints.logon.initiate({ username: 'ana', password: 'x' }),
    );
    expect(failed.error).toMatchObject({ status: 401, message: 'Wrong' });
    expect(store.getState().messages.items).toEqual([]);
  });

  it('getAccountOptions and getNavigation read the server shapes', async () => {
    stub((url) =>
      url.endsWith('/options')
        ? Response.json({
            formsEnabled: false,
            oidcProviders: [{ providerId: 'entra', title: 'Entra ID', autoRedirectToSignIn: true }],
          })
        : Response.json([{ id: 'a', title: 'A', items: [{ id: 'b', title: 'B' }] }]),
    );
    const store = createAppStore({ setupListeners: false });
    const options = await store.dispatch(shellApi.endpoints.getAccountOptions.initiate());
    expect(options.data).toEqual({
      formsEnabled: false,
      oidcProviders: [{ providerId: 'entra', title: 'Entra ID', autoRedirectToSignIn: true }],
    });
    await store.dispatch(shellApi.endpoints.getNavigation.initiate());
    expect(store.getState().navigation.tree[0]?.items?.[0]?.id).toBe('b');
  });

  it('getTranslations: GET api/v1/translations/{language}?v={version}', async () => {
    stub(() => Response.json({ A: 'a', B: null, C: 5 }));
    const store = createAppStore({ setupListeners: false });
    const r = await store.dispatch(
      shellApi.endpoints.getTranslations.initiate({ language: 'sl', version: '1.0.0' }),
    );
    expect((fetchMock.mock.calls[0] as Call)[0]).toBe('/api/v1/translations/sl?v=1.0.0');
    expect(r.data).toEqual({ A: 'a', B: null });
  });
});
