import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DialogHost, registerBuiltinDialogs } from '@insulcalc/dialogs';
import { I18nProvider } from '@insulcalc/i18n';
import { baseApi, createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import gridTexts from '@insulcalc/forms/translations/grid.json';
import formTexts from '@insulcalc/forms/translations/forms.json';
import texts from '../../translations/administration.json';

/** English texts of this package plus the shared ones its screens show (tests). */
const english = (file: Record<string, { en: string | null }>) =>
  Object.fromEntries(Object.entries(file).map(([key, value]) => [key, value.en ?? '']));

export const adminTestMessages: Record<string, string> = {
  ...english(gridTexts),
  ...english(formTexts),
  ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.en])),
  Common_Confirm: 'Confirm',
  Common_Cancel: 'Cancel',
};

export function textOf(key: keyof typeof texts, language: 'en' | 'de' = 'en'): string {
  return texts[key][language];
}

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Renders a screen as the platform does: the app store with the shell's base API (its requests go
 * to `fetch`), a memory router at `path`, the translations and the dialog stack.
 */
export function renderAdmin(
  routes: RouteObject[],
  options: {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    path: string;
    language?: 'en' | 'de';
    messages?: Record<string, string>;
  },
) {
  // A new store per render, with its own services (fetch, dialog stack).
  const store = createAppStore({ api: { fetch: options.fetch as typeof fetch }, setupListeners: false });
  store.dispatch(baseApi.util.resetApiState());
  registerBuiltinDialogs();
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  const view = render(
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <I18nProvider
          language={options.language ?? 'en'}
          messages={options.messages ?? adminTestMessages}
          isProduction={false}
        >
          <RouterProvider router={router} />
          <DialogHost />
        </I18nProvider>
      </ShellServicesProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
