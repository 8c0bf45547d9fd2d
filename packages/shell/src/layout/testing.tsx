/* Test helpers of the frame (not exported from the package). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Fragment, StrictMode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { dialogStore } from '@insulcalc/dialogs';
import { createDefaultProfile } from '../state/profileDefaults';
import type { NavigationItem, Profile } from '../state/types';
import { createAppStore } from '../store/createAppStore';
import { baseApi } from '../api/baseApi';
import { configureShellApi } from '../api/settings';

const translationsDir = path.resolve(__dirname, '../../../../apps/server/seed/translations');

/** The real seed translations (every area file) of one language. */
export function seedTranslations(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of readdirSync(translationsDir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(translationsDir, file), 'utf8')) as Record<
      string,
      Record<string, string | null>
    >;
    for (const [key, texts] of Object.entries(data)) {
      const text = texts[language];
      if (typeof text === 'string') out[key] = text;
    }
  }
  return out;
}

export const messages: Record<string, string> = seedTranslations('en');

/** English text of a key (fails loudly when the key has no translation). */
export function en(key: string): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`No English translation for ${key}`);
  return text;
}

export interface RenderAppOptions {
  routes: RouteObject[];
  path: string;
  basename?: string;
  profile?: Partial<Profile>;
  navigation?: NavigationItem[];
  language?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response> | Response;
  /** Render inside React.StrictMode. */
  strict?: boolean;
}

export function json(body: unknown, status = 200): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

export function renderApp(options: RenderAppOptions) {
  const profile: Profile = { ...createDefaultProfile(), ...options.profile };
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (options.fetch) return options.fetch(url, init);
    if (url.startsWith('/api/v1/account/options')) return json({ formsEnabled: true, oidcProviders: [] });
    return new Response('', { status: 404 });
  });
  configureShellApi({ fetch: fetchMock as unknown as typeof fetch });
  const store = createAppStore({
    setupListeners: false,
    connectMessageSink: true,
    preloadedState: {
      profile: { profile, revision: 0 },
      navigation: { tree: options.navigation ?? [], selectedNavigationId: null, breadcrumbs: [] },
    },
  });
  store.dispatch(baseApi.util.resetApiState());
  dialogStore.clear();
  const router = createMemoryRouter(options.routes, {
    initialEntries: [options.path],
    basename: options.basename ?? '/platform',
  });
  const Wrapper = options.strict ? StrictMode : Fragment;
  const view = render(
    <Wrapper>
      <Provider store={store}>
        <I18nProvider
          language={options.language ?? 'en'}
          messages={
            options.language && options.language !== 'en' ? seedTranslations(options.language) : messages
          }
          isProduction={false}
        >
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </Wrapper>,
  );
  return { unmount: view.unmount, container: view.container, router, store, fetchMock };
}
