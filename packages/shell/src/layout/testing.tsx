/* Test helpers of the frame (not exported from the package). */
import { Fragment, StrictMode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { packageMessages } from '@insulcalc/test-utils';
import { createDefaultProfile } from '../state/profileDefaults';
import type { NavigationItem, Profile } from '../state/types';
import { createAppStore } from '../store/createAppStore';
import { baseApi } from '../api/baseApi';
import { DialogLayer } from './DialogLayer';

/** The real translations the frame can show (its own and its dependencies') in one language. */
export function seedTranslations(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(packageMessages(import.meta.url, language)))
    if (typeof text === 'string') out[key] = text;
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
  // A new store per render: its own services (fetch, dialogs, shortcuts, document route marker).
  const store = createAppStore({
    api: { fetch: fetchMock as unknown as typeof fetch },
    setupListeners: false,
    connectMessageSink: true,
    preloadedState: {
      profile: { profile, revision: 0 },
      navigation: { tree: options.navigation ?? [], selectedNavigationId: null, breadcrumbs: [] },
    },
  });
  store.dispatch(baseApi.util.resetApiState());
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
          <DialogLayer />
        </I18nProvider>
      </Provider>
    </Wrapper>,
  );
  return { unmount: view.unmount, container: view.container, router, store, fetchMock };
}
