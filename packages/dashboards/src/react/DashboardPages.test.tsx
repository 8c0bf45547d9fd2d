import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import {
  createAppStore,
  PageStateProvider,
  ShellServicesProvider,
  usePageState,
  type HelpItem,
} from '@insulcalc/shell';
import texts from '../../translations/dashboards.json';
import { DashboardDisplayPage, HomeDashboardPage } from './DashboardPages';
import { patient } from '../../../../scripts/patience.mjs';

const messages = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.en]));
const DENIED =
  'You do not have the permission for this. An administrator can grant it to one of your groups.';

let answer: { status: number; body: unknown };
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/problem+json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A refusal as the server words it (problem+json with the translated Permissions_Denied). */
const refused = {
  status: 403,
  body: {
    title: 'Forbidden',
    status: 403,
    userMessages: [{ message: DENIED, level: 'error' }],
  },
};

/** What the page tells the frame about its help item (the top bar's help icon reads it). */
const probe: { help: HelpItem | null } = { help: null };
function HelpProbe() {
  const help = usePageState().state.helpItem;
  useEffect(() => {
    probe.help = help;
  }, [help]);
  return null;
}

function show(path: string) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  const emitted: unknown[] = [];
  store.services.http.setUserMessageSink((m) => emitted.push(...m));
  const view = render(
    <ShellServicesProvider services={store.services}>
      <I18nProvider language="en" messages={messages} isProduction={false}>
        <PageStateProvider>
          <HelpProbe />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/" element={<HomeDashboardPage />} />
              <Route path="/Dashboards/Display/:dashboardId" element={<DashboardDisplayPage />} />
            </Routes>
          </MemoryRouter>
        </PageStateProvider>
      </I18nProvider>
    </ShellServicesProvider>,
  );
  return { ...view, emitted };
}

const dashboard = (helpContentId?: string) => ({
  status: 200,
  body: {
    id: 'SalesHome',
    title: 'Sales',
    definition: {
      title: 'Sales',
      widgets: [
        { id: 'note', type: 'text', title: 'Note', x: 0, y: 0, w: 4, h: 2, settings: { text: 'Hi' } },
      ],
      ...(helpContentId ? { helpContentId } : {}),
    },
    editable: false,
    basedOn: 'SalesHome',
  },
});

describe('dashboard pages', () => {
  it('the home page of a user in no group says there are no permissions yet, once, not an error', async () => {
    answer = refused;
    const { container, emitted } = show('/');
    const note = await screen.findByRole('status', {}, { timeout: patient(10_000) });
    expect(note.textContent).toBe(texts.Dashboards_NoPermissions.en);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(texts.Dashboards_Loading.en)).toBeNull();
    // The page's message area does not say it a second time.
    expect(emitted).toEqual([]);
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('a named dashboard the user may not read says the server’s refusal', async () => {
    answer = refused;
    show('/Dashboards/Display/sales');
    expect((await screen.findByRole('alert', {}, { timeout: patient(10_000) })).textContent).toBe(DENIED);
  });

  it('another failure of the home page is a load error', async () => {
    answer = { status: 500, body: { title: 'Internal Server Error', status: 500 } };
    show('/');
    expect((await screen.findByRole('alert', {}, { timeout: patient(10_000) })).textContent).toBe(
      texts.Dashboards_LoadFailed.en,
    );
  });

  it("names the dashboard's own help item for the help icon (spec §2), and none without one", async () => {
    answer = dashboard('SalesHome');
    const { unmount } = show('/Dashboards/Display/SalesHome');
    await screen.findByRole('heading', { name: 'Sales' }, { timeout: patient(10_000) });
    await waitFor(() =>
      expect(probe.help).toEqual({
        entityId: 'HelpContent',
        formGroupId: 'HelpContent',
        entityInstanceId: 'SalesHome',
      }),
    );
    unmount();
    answer = dashboard();
    show('/Dashboards/Display/SalesHome');
    await screen.findByRole('heading', { name: 'Sales' }, { timeout: patient(10_000) });
    // Left to the route's general dashboard help.
    expect(probe.help).toBeNull();
  });
});
