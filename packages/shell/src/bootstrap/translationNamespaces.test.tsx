import { useTranslate } from '@insulcalc/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAntiforgeryToken } from '../http/index';
import { profileChanged } from '../state/profile';
import { createAppStore } from '../store/createAppStore';
import { ShellRoot } from './ShellRoot';
import { useTranslationNamespaces } from './translationNamespaces';

// The server's namespaces, per language, and what each needs (app info's translationNamespaces).
const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  en: {
    shell: { Hello: 'Hello' },
    server: { Server_Text: 'From the server' },
    data: { Data_Item: 'Glycol' },
    basics: { Basics_Text: 'Basics' },
    late: { Late_Title: 'Late package' },
    other: { Other_Text: 'Other' },
  },
  de: {
    shell: { Hello: 'Hallo' },
    server: { Server_Text: 'Vom Server' },
    data: { Data_Item: 'Glykol' },
    basics: { Basics_Text: 'Grundlagen' },
    late: { Late_Title: 'Spätes Paket' },
    other: { Other_Text: 'Andere' },
  },
};
const REQUIREMENTS = { shell: [], server: [], data: [], basics: [], late: ['basics'], other: [] };

let calls: string[];
let language: string;
/** When set, the namespace `late` answers only once this settles. */
let lateGate: Promise<void> | undefined;

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  language = 'en';
  lateGate = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      calls.push(path);
      if (path === '/api/v1/account/profile')
        return json({ isAuthenticated: false, selectedLanguage: language, antiforgeryToken: 't' });
      if (path === '/api/v1/appinfo')
        return json({
          applicationVersion: '1.0.0',
          platformVersion: '1',
          fallbackLanguage: 'en',
          translationsVersion: '7',
          translationNamespaces: REQUIREMENTS,
        });
      const m = /^\/api\/v1\/translations\/([a-z]+)\/([a-z]+)$/.exec(path);
      if (m) {
        if (m[2] === 'late') await lateGate;
        const texts = TEXTS[m[1]!]?.[m[2]!];
        return texts ? json(texts) : new Response('', { status: 404 });
      }
      return new Response('', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAntiforgeryToken(null);
});

/** Every text shown, to assert no key ever rendered (the i18n provider shows a missing key as [?:key]). */
const seen: string[] = [];

function LatePage() {
  useTranslationNamespaces(['late']);
  const t = useTranslate();
  const text = `${t('Late_Title')} / ${t('Basics_Text')}`;
  seen.push(text);
  return <h1>{text}</h1>;
}
const LazyLatePage = lazy(async () => ({ default: LatePage }));

function Home() {
  const t = useTranslate();
  return (
    <p>
      {t('Hello')} · {t('Server_Text')} · {t('Data_Item')}
    </p>
  );
}

function setup(namespaces?: string[]) {
  const store = createAppStore({ setupListeners: false });
  let router!: ReturnType<typeof createMemoryRouter>;
  render(
    <ShellRoot
      app="public"
      store={store}
      telemetry={false}
      {...(namespaces ? { translationNamespaces: namespaces } : {})}
      createRouter={() =>
        (router = createMemoryRouter([
          { path: '/', element: <Home /> },
          {
            path: '/late',
            element: (
              <Suspense fallback={<p>loading</p>}>
                <LazyLatePage />
              </Suspense>
            ),
          },
        ]))
      }
    />,
  );
  return { store, router: () => router };
}

describe('translation namespaces', () => {
  it('loads the first screen’s namespaces (shell, server, data and the app’s) at start, in the current texts’ URL', async () => {
    setup([]);
    await screen.findByText('Hello · From the server · Glycol');
    const asked = calls.filter((c) => c.startsWith('/api/v1/translations/'));
    expect(asked.sort()).toEqual([
      '/api/v1/translations/en/data',
      '/api/v1/translations/en/server',
      '/api/v1/translations/en/shell',
    ]);
  });

  it('a lazily loaded package loads its namespace (and what it needs) before it renders: no key ever shows', async () => {
    seen.length = 0;
    let open!: () => void;
    lateGate = new Promise<void>((resolve) => (open = resolve));
    const { router } = setup([]);
    await screen.findByText(/Hello/);
    await act(() => router().navigate('/late'));
    expect(calls).toContain('/api/v1/translations/en/late');
    expect(calls).toContain('/api/v1/translations/en/basics');
    expect(screen.queryByRole('heading')).toBeNull();
    open();
    await screen.findByRole('heading', { name: 'Late package / Basics' });
    expect(seen.every((t) => !t.includes('[?:'))).toBe(true);
  });

  it('a language change loads every namespace loaded so far in the new language', async () => {
    const { store, router } = setup([]);
    await screen.findByText(/Hello/);
    await act(() => router().navigate('/late'));
    await screen.findByRole('heading', { name: 'Late package / Basics' });
    calls.length = 0;
    language = 'de';
    act(() => {
      store.dispatch(profileChanged());
    });
    await waitFor(() => expect(calls).toContain('/api/v1/translations/de/late'));
    await act(() => router().navigate('/late'));
    await screen.findByRole('heading', { name: 'Spätes Paket / Grundlagen' });
  });

  it('without an app list, every namespace the server lists loads at start', async () => {
    setup();
    await screen.findByText(/Hello/);
    const asked = calls.filter((c) => c.startsWith('/api/v1/translations/')).map((c) => c.split('/').pop());
    expect(asked.sort()).toEqual(['basics', 'data', 'late', 'other', 'server', 'shell']);
  });
});
