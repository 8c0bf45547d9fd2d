// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, renderApp } from '@insulcalc/shell/testing';
import { platformRoutes } from './routes';
import { platformTestPages } from './testPages';

// Each renderApp has its own store, so its own document-route marker (FullReload) too.
afterEach(cleanup);

describe('the bare platform address for a signed-out visitor', () => {
  it('redirects to Account/LogOn with the base path as ReturnUrl, replacing history', async () => {
    const { router } = renderApp({
      routes: platformRoutes({ isAuthenticated: false, pages: platformTestPages }),
      path: '/platform/',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/Account/LogOn'));
    expect(new URLSearchParams(router.state.location.search).get('ReturnUrl')).toBe('/platform/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: en('LogOn_Title') })).toBeTruthy();
  });
});
