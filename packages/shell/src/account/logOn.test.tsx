import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, json, renderApp } from '../layout/testing';
import { testRoutes } from '../routes/testRoutes';
import { decideLogOnEntry, externalLogOnUrl } from './logOnLogic';
import { LogOnPage, type LogOnBrowser } from './LogOnPage';
import type { RouteObject } from 'react-router';

afterEach(() => {
  cleanup();
  delete document.head.dataset.antiforgeryToken;
});

const forms = { formsEnabled: true, oidcProviders: [] };

describe('decideLogOnEntry', () => {
  const provider = (id: string, auto: boolean) => ({ providerId: id, title: id, autoRedirectToSignIn: auto });
  it('sends signed-in visitors to the return URL', () => {
    expect(decideLogOnEntry({ isAuthenticated: true, options: forms, remoteError: false })).toEqual({
      kind: 'returnUrl',
    });
  });
  it('forms login off and no provider → error/401', () => {
    expect(
      decideLogOnEntry({
        isAuthenticated: false,
        options: { formsEnabled: false, oidcProviders: [] },
        remoteError: false,
      }),
    ).toEqual({ kind: 'accessDenied' });
  });
  it('forms login off and exactly one auto-redirect provider → straight to it, unless a remote error', () => {
    const options = { formsEnabled: false, oidcProviders: [provider('a', false), provider('b', true)] };
    expect(decideLogOnEntry({ isAuthenticated: false, options, remoteError: false })).toEqual({
      kind: 'provider',
      providerId: 'b',
    });
    expect(decideLogOnEntry({ isAuthenticated: false, options, remoteError: true })).toEqual({
      kind: 'form',
    });
    const two = { formsEnabled: false, oidcProviders: [provider('a', true), provider('b', true)] };
    expect(decideLogOnEntry({ isAuthenticated: false, options: two, remoteError: false })).toEqual({
      kind: 'form',
    });
    expect(
      decideLogOnEntry({
        isAuthenticated: false,
        options: { ...options, formsEnabled: true },
        remoteError: false,
      }),
    ).toEqual({ kind: 'form' });
  });
  it('builds the external sign-in address', () => {
    expect(externalLogOnUrl('local idp', '/platform/a?b=1')).toBe(
      '/Account/ExternalLogOn?provider=local%20idp&returnUrl=%2Fplatform%2Fa%3Fb%3D1',
    );
  });
});

function fakeBrowser(): LogOnBrowser & { replaced: string[]; reloads: number } {
  const b = {
    origin: window.location.origin,
    replaced: [] as string[],
    reloads: 0,
    replace: (href: string) => b.replaced.push(href),
    reload: () => {
      b.reloads += 1;
    },
    currentPathAndSearch: () => '/platform/Account/LogOn',
  };
  return b;
}

function setup(options: {
  path?: string;
  accountOptions?: unknown;
  logon?: (body: { username: string; password: string }) => Response | Promise<Response>;
  profile?: Record<string, unknown>;
}) {
  const browser = fakeBrowser();
  const calls: { url: string; body: unknown }[] = [];
  const routes: RouteObject[] = testRoutes({ isAuthenticated: false });
  // use the fake browser on the login page
  const frame = routes[0]!.children![0]!.children![0]!.children!;
  const index = frame.findIndex((r) => r.path === 'Account/LogOn');
  frame[index] = { path: 'Account/LogOn', Component: () => <LogOnPage browser={browser} /> };
  const app = renderApp({
    routes,
    path: options.path ?? '/platform/Account/LogOn?ReturnUrl=%2Fplatform%2Fdashboard%3Fx%3D1',
    profile: options.profile,
    fetch: async (url, init) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith('/api/v1/account/options')) return json(options.accountOptions ?? forms);
      if (url.startsWith('/api/v1/account/logon'))
        return options.logon ? options.logon(body) : json({ antiforgeryToken: 'tok-1' });
      return new Response('', { status: 404 });
    },
  });
  return { ...app, browser, calls };
}

const submit = () => screen.getByRole('button', { name: en('LogOn_Button') });

describe('<LogOnPage>', () => {
  it('requires username and password and does not submit while either is empty', async () => {
    const { calls } = setup({});
    await screen.findByLabelText(en('LogOn_Username'));
    fireEvent.click(submit());
    const required = screen.getAllByText(en('validation_required'));
    expect(required).toHaveLength(2);
    expect(screen.getByLabelText(en('LogOn_Username')).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    expect(screen.getAllByText(en('validation_required'))).toHaveLength(1);
    fireEvent.click(submit());
    expect(calls.filter((c) => c.url.includes('logon'))).toHaveLength(0);
  });

  it('signs in: disables the button meanwhile, keeps the token in the head and replaces the address by the return URL', async () => {
    let release: (r: Response) => void = () => undefined;
    const { browser, calls } = setup({ logon: () => new Promise<Response>((r) => (release = r)) });
    fireEvent.change(await screen.findByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(en('LogOn_Password')), { target: { value: 'secret' } });
    fireEvent.click(submit());
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    expect(calls.find((c) => c.url.includes('logon'))?.body).toEqual({ username: 'ana', password: 'secret' });
    await act(async () => release(json({ antiforgeryToken: 'tok-2' })));
    await waitFor(() => expect(browser.replaced).toEqual(['/platform/dashboard?x=1']));
    expect(document.head.dataset.antiforgeryToken).toBe('tok-2');
  });

  it('on 401 shows LogOn_InvalidUsernameOrPassword and re-enables the button', async () => {
    setup({
      logon: () =>
        json(
          { title: 'Unauthorized', status: 401, userMessages: [{ message: 'server text', level: 'error' }] },
          401,
        ),
    });
    fireEvent.change(await screen.findByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(en('LogOn_Password')), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(en('LogOn_InvalidUsernameOrPassword'));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("other errors show the error's own message", async () => {
    setup({
      logon: () =>
        json(
          { title: 'Locked', status: 429, userMessages: [{ message: 'Too many attempts.', level: 'error' }] },
          429,
        ),
    });
    fireEvent.change(await screen.findByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(en('LogOn_Password')), { target: { value: 'x' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts.');
  });

  it('error=remote shows AuthError_RemoteFailure; providers get one button each', async () => {
    setup({
      path: '/platform/Account/LogOn?error=remote&ReturnUrl=%2Fplatform%2F',
      accountOptions: {
        formsEnabled: true,
        oidcProviders: [{ providerId: 'corp', title: 'Corporate ID', autoRedirectToSignIn: false }],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(en('AuthError_RemoteFailure'));
    const link = screen.getByRole('link', { name: `Corporate ID ${en('LogOn_Button')}` });
    expect(link.getAttribute('href')).toBe('/Account/ExternalLogOn?provider=corp&returnUrl=%2Fplatform%2F');
  });

  it('sanitises the ReturnUrl to the same host and the allowed origins', async () => {
    const { browser } = setup({ path: '/platform/Account/LogOn?ReturnUrl=https%3A%2F%2Fevil.test%2F' });
    fireEvent.change(await screen.findByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(en('LogOn_Password')), { target: { value: 'x' } });
    fireEvent.click(submit());
    await waitFor(() => expect(browser.replaced).toEqual(['/platform/']));
    cleanup();
    const allowed = setup({
      path: '/platform/Account/LogOn?ReturnUrl=https%3A%2F%2Fshop.partner.test%2Fcart',
      profile: { allowedRedirectOrigins: ['https://*.partner.test'] },
    });
    fireEvent.change(await screen.findByLabelText(en('LogOn_Username')), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText(en('LogOn_Password')), { target: { value: 'x' } });
    fireEvent.click(submit());
    await waitFor(() => expect(allowed.browser.replaced).toEqual(['https://shop.partner.test/cart']));
  });

  it('forms login off without providers goes to error/401', async () => {
    const { router } = setup({ accountOptions: { formsEnabled: false, oidcProviders: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/error/401'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('forms login off with one auto-redirect provider goes straight to it', async () => {
    const { browser } = setup({
      accountOptions: {
        formsEnabled: false,
        oidcProviders: [{ providerId: 'corp', title: 'Corp', autoRedirectToSignIn: true }],
      },
    });
    await waitFor(() =>
      expect(browser.replaced).toEqual([
        '/Account/ExternalLogOn?provider=corp&returnUrl=%2Fplatform%2Fdashboard%3Fx%3D1',
      ]),
    );
  });

  it('redirects a signed-in visitor to the return URL', async () => {
    const { router } = renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/Account/LogOn?ReturnUrl=%2Fplatform%2FAdministration%2FCodeList',
      profile: { isAuthenticated: true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/Administration/CodeList'));
  });
});

vi.setConfig({ testTimeout: 15_000 });
