import { useTranslate } from '@insulcalc/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAntiforgeryToken } from '../http/index';
import { baseApi } from '../api/baseApi';
import { profileChanged } from '../state/profile';
import { createAppStore } from '../store/createAppStore';
import { useShell, type ShellRouterContext } from './context';
import { useAppInfo, useNavigationTree, useProfile, useShellTranslate } from './hooks';
import { ShellRoot } from './ShellRoot';

interface Server {
  profile: Record<string, unknown> | 'fail';
  translations: Record<string, Record<string, string>> | 'fail';
  /** GET api/v1/forms/routes: a body, 'fail' (500 problem), or 'network' (fetch rejects). */
  formRoutes: unknown;
  /** When set, the profile answers only once this settles. */
  profileGate?: Promise<void>;
  calls: string[];
}

let server: Server;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function installServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      server.calls.push(`${init.method ?? 'GET'} ${url}`);
      if (path === '/api/v1/account/profile') {
        await server.profileGate;
        return server.profile === 'fail' ? new Response('', { status: 500 }) : json(server.profile);
      }
      if (path === '/api/v1/appinfo')
        return json({ applicationVersion: '1.2.3', platformVersion: '9', fallbackLanguage: 'en' });
      if (path.startsWith('/api/v1/translations/')) {
        if (server.translations === 'fail') return new Response('', { status: 500 });
        const lang = path.split('/').pop()!;
        return json(server.translations[lang] ?? {});
      }
      if (path === '/api/v1/navigation') return json([{ id: 'n1', title: 'Home', url: '/' }]);
      if (path === '/api/v1/forms/routes') {
        if (server.formRoutes === 'network') throw new TypeError('Failed to fetch');
        if (server.formRoutes === 'fail')
          return new Response(JSON.stringify({ title: 'Internal Server Error', status: 500 }), {
            status: 500,
            headers: { 'Content-Type': 'application/problem+json' },
          });
        return json(server.formRoutes);
      }
      return new Response('', { status: 404 });
    }),
  );
}

function Page() {
  const i18nT = useTranslate();
  const shell = useShell();
  const profile = useProfile();
  const appInfo = useAppInfo();
  const tree = useNavigationTree();
  const { t } = useShellTranslate();
  return (
    <main>
      <h1>{t('Hello')}</h1>
      <p>i18n: {i18nT('Hello')}</p>
      <button type="button" onClick={() => void shell.reload()}>
        reload
      </button>
      <p>user: {profile.fullName ?? 'anonymous'}</p>
      <p>version: {appInfo.applicationVersion}</p>
      <p>nav: {tree.map((i) => i.title).join(',')}</p>
    </main>
  );
}

function setup(app: 'platform' | 'public' = 'platform') {
  const store = createAppStore({ setupListeners: false });
  const contexts: ShellRouterContext[] = [];
  const createRouter = (ctx: ShellRouterContext) => {
    contexts.push(ctx);
    return createMemoryRouter([{ path: '*', element: <Page /> }]);
  };
  render(<ShellRoot app={app} store={store} createRouter={createRouter} telemetry={false} />);
  return { store, contexts };
}

beforeEach(() => {
  server = {
    profile: {
      isAuthenticated: true,
      fullName: 'Ana Novak',
      selectedLanguage: 'sl',
      antiforgeryToken: 'tok-A',
      enableTelemetry: false,
    },
    translations: { sl: { Hello: 'Živijo' }, en: { Hello: 'Hello' } },
    formRoutes: [],
    calls: [],
  };
  installServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAntiforgeryToken(null);
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('<ShellRoot>', () => {
  it('shows an accessible loading status, then loads profile → token → app info → translations → navigation', async () => {
    const { contexts } = setup();
    expect(screen.getByRole('status').textContent).toMatch(/Loading|Nalaganje|Učitavanje|geladen/);
    await screen.findByText('Živijo');
    expect(screen.getByText('user: Ana Novak')).toBeTruthy();
    expect(screen.getByText('i18n: Živijo')).toBeTruthy(); // wrapped in i18n's <I18nProvider>
    expect(screen.getByText('version: 1.2.3')).toBeTruthy();
    expect(screen.getByText('nav: Home')).toBeTruthy();
    expect(document.head.dataset.antiforgeryToken).toBe('tok-A');
    expect(document.documentElement.lang).toBe('sl');
    expect(server.calls).toEqual([
      'GET /api/v1/account/profile',
      'GET /api/v1/appinfo',
      'GET /api/v1/translations/sl?v=1.2.3',
      'GET /api/v1/navigation',
    ]);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]).toMatchObject({ app: 'platform', language: 'sl', navigation: [{ id: 'n1' }] });
  });

  it('does not load the navigation for anonymous users', async () => {
    server.profile = { isAuthenticated: false, selectedLanguage: 'en', antiforgeryToken: 't' };
    setup();
    await screen.findByText('Hello');
    expect(server.calls.some((c) => c.includes('navigation'))).toBe(false);
    expect(screen.getByText('nav:')).toBeTruthy();
  });

  it('on a profile change reloads the profile, the translations when the language changed, the navigation, and rebuilds the router', async () => {
    const { store, contexts } = setup();
    await screen.findByText('Živijo');
    server.calls = [];
    server.profile = {
      isAuthenticated: true,
      fullName: 'Ana Novak',
      selectedLanguage: 'en',
      antiforgeryToken: 'tok-B',
    };
    act(() => {
      store.dispatch(profileChanged());
    });
    await screen.findByText('Hello');
    expect(server.calls).toEqual([
      'GET /api/v1/account/profile',
      'GET /api/v1/translations/en?v=1.2.3',
      'GET /api/v1/navigation',
    ]);
    expect(contexts).toHaveLength(2);
    expect(document.head.dataset.antiforgeryToken).toBe('tok-B');

    // Same language: translations are not fetched again.
    server.calls = [];
    server.profile = { ...server.profile, fullName: 'Ana N.' };
    act(() => {
      store.dispatch(profileChanged());
    });
    await screen.findByText('user: Ana N.');
    expect(server.calls).toEqual(['GET /api/v1/account/profile', 'GET /api/v1/navigation']);
    expect(contexts).toHaveLength(3);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('useShell().reload() reloads like a profile change', async () => {
    const { contexts } = setup();
    await screen.findByText('user: Ana Novak');
    server.profile = { ...(server.profile as Record<string, unknown>), fullName: 'Reloaded' };
    act(() => {
      screen.getByRole('button', { name: 'reload' }).click();
    });
    await screen.findByText('user: Reloaded');
    expect(contexts).toHaveLength(2);
  });

  it('translation failure → Common_ApplicationLoadFailed fallback (Slovenian for sl)', async () => {
    server.translations = 'fail';
    setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Aplikacije ni bilo mogoče naložiti');
  });

  it('profile failure → default anonymous profile, unrecoverable error, load-failed screen', async () => {
    server.profile = 'fail';
    const { store } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The application could not be loaded');
    await waitFor(() =>
      expect(store.getState().appErrors.unrecoverable).toEqual([
        expect.objectContaining({ source: 'profile', status: 500 }),
      ]),
    );
    expect(store.getState().profile.profile?.isAuthenticated).toBe(false);
  });

  describe('dynamic form routes (GET api/v1/forms/routes, public app)', () => {
    it('loads them alongside the profile and passes them to createRouter', async () => {
      server.profile = { isAuthenticated: false, selectedLanguage: 'en', antiforgeryToken: 't' };
      server.formRoutes = [
        { route: 'Projects', isSearchPage: true, formGroupId: 'projects' },
        { route: 'Requests', isSearchPage: false, formGroupId: 12 },
        { route: '', isSearchPage: true, formGroupId: 'x' }, // unusable entries are dropped
        { isSearchPage: true, formGroupId: 'y' },
      ];
      const { store, contexts } = setup('public');
      await screen.findByText('Hello');
      // Asked together with the profile and app info (they need nothing of it), so the start-up
      // does not wait for them after the translations.
      expect(server.calls).toEqual([
        'GET /api/v1/account/profile',
        'GET /api/v1/appinfo',
        'GET /api/v1/forms/routes',
        'GET /api/v1/translations/en?v=1.2.3',
      ]);
      expect(contexts).toHaveLength(1);
      expect(contexts[0]!.formRoutes).toEqual([
        { route: 'Projects', isSearchPage: true, formGroupId: 'projects' },
        { route: 'Requests', isSearchPage: false, formGroupId: 12 },
      ]);
      expect(store.getState().appErrors.unrecoverable).toEqual([]);

      // A profile change (sign-in) rebuilds the router with the same list, without refetching it.
      server.calls = [];
      server.profile = { ...server.profile, fullName: 'Ana' };
      act(() => {
        store.dispatch(profileChanged());
      });
      await waitFor(() => expect(contexts).toHaveLength(2));
      expect(server.calls).toEqual(['GET /api/v1/account/profile']);
      expect(contexts[1]!.formRoutes).toEqual(contexts[0]!.formRoutes);
      store.dispatch(baseApi.util.resetApiState());
    });

    it('asks for app info and the form routes before the profile has answered', async () => {
      let answer!: () => void;
      server.profileGate = new Promise<void>((resolve) => (answer = resolve));
      server.profile = { isAuthenticated: false, selectedLanguage: 'en', antiforgeryToken: 't' };
      const { store, contexts } = setup('public');
      await waitFor(() =>
        expect(server.calls).toEqual([
          'GET /api/v1/account/profile',
          'GET /api/v1/appinfo',
          'GET /api/v1/forms/routes',
        ]),
      );
      expect(contexts).toHaveLength(0);
      answer();
      await screen.findByText('Hello');
      expect(server.calls.at(-1)).toBe('GET /api/v1/translations/en?v=1.2.3');
      store.dispatch(baseApi.util.resetApiState());
    });

    it.each([
      ['a 500 problem', 'fail', 500],
      ['a network failure', 'network', 'FETCH_ERROR'],
      ['a body that is not a list', { route: 'Projects' }, 'PARSING_ERROR'],
    ])(
      '%s is kept as an unrecoverable error and the router still builds with []',
      async (_name, body, status) => {
        server.profile = { isAuthenticated: false, selectedLanguage: 'en', antiforgeryToken: 't' };
        server.formRoutes = body;
        const { store, contexts } = setup('public');
        await screen.findByText('Hello'); // the site still works
        expect(screen.queryByRole('alert')).toBeNull();
        expect(contexts).toHaveLength(1);
        expect(contexts[0]!.formRoutes).toEqual([]);
        expect(store.getState().appErrors.unrecoverable).toEqual([
          expect.objectContaining({ source: 'formRoutes', status }),
        ]);
        store.dispatch(baseApi.util.resetApiState());
      },
    );

    it('the platform app does not load them', async () => {
      server.formRoutes = [{ route: 'Projects', isSearchPage: true, formGroupId: 1 }];
      const { contexts } = setup('platform');
      await screen.findByText('Živijo');
      expect(server.calls.some((c) => c.includes('forms'))).toBe(false);
      expect(contexts[0]!.formRoutes).toEqual([]);
    });
  });
});
