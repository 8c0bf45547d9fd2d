import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { createAppStore, ShellServicesProvider } from '@insulcalc/shell';
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

function show(path: string) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  const emitted: unknown[] = [];
  store.services.http.setUserMessageSink((m) => emitted.push(...m));
  const view = render(
    <ShellServicesProvider services={store.services}>
      <I18nProvider language="en" messages={messages} isProduction={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<HomeDashboardPage />} />
            <Route path="/Dashboards/Display/:dashboardId" element={<DashboardDisplayPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ShellServicesProvider>,
  );
  return { ...view, emitted };
}

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
});
