import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createShellServices, ShellServicesProvider, type ShellServices } from '@insulcalc/shell';
import { setAntiforgeryToken } from '@insulcalc/shell/http';
import { LocalConfigurator, TestI18n, stubMatchMedia } from '../configurator/testUtils';

stubMatchMedia();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAntiforgeryToken(null);
});

function renderConfigurator(services: ShellServices = createShellServices()) {
  return render(
    <ShellServicesProvider services={services}>
      <TestI18n language="en">
        <LocalConfigurator />
      </TestI18n>
    </ShellServicesProvider>,
  );
}

const button = () => screen.getByRole('button', { name: /PDF report|Preparing the report/ });

describe('the report button (server-side PDF)', () => {
  it('posts the project name and the stored calculation, is busy meanwhile, and saves the file', async () => {
    setAntiforgeryToken('tok-r');
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:r', revokeObjectURL: () => undefined }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConfigurator();
    expect(button().getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().textContent).toBe('Preparing the report…');
    fireEvent.click(button()); // ignored while busy
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/calculations/report');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('RequestVerificationToken')).toBe('tok-r');
    const body = JSON.parse(String(init.body)) as Record<string, unknown> & {
      calculation: Record<string, unknown>;
    };
    expect(body.projectName).toBe('Default project');
    // The stored (flat) form of spec §3.
    expect(body.calculation).toMatchObject({
      name: 'Calculation',
      equipmentDiameter: 60.3,
      mediumTemperature: 100,
    });
    expect(body.calculation).not.toHaveProperty('equipmentDetails');

    await act(async () => {
      answer(
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Default_project-Calculation.pdf"; filename*=UTF-8''Default_project-Calculation.pdf`,
          },
        }),
      );
    });
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('false'));
    expect(saved).toEqual(['Default_project-Calculation.pdf']);
    expect(button().textContent).toBe('Download PDF report');
  });

  it('a failure shows the server’s translated message and a note next to the button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 400,
              title: 'Bad Request',
              userMessages: [{ message: 'Ungültig.', level: 'error' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
      ),
    );
    const shown: string[] = [];
    const services = createShellServices();
    services.http.setUserMessageSink((messages) => shown.push(...messages.map((m) => m.message)));
    renderConfigurator(services);
    fireEvent.click(button());
    await waitFor(() => expect(shown).toEqual(['Ungültig.']));
    await waitFor(() => expect(button().getAttribute('aria-describedby')).toBe('icc-pdf-error'));
    expect(document.getElementById('icc-pdf-error')?.textContent).toBe(
      'The report could not be created. Please try again.',
    );
    expect(button().getAttribute('aria-busy')).toBe('false');
  });
});
