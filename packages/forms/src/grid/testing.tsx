import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DialogHost } from '@insulcalc/dialogs';
import { I18nProvider } from '@insulcalc/i18n';
import { baseApi, createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import gridTexts from '../../translations/grid.json';
import controlTexts from '../../translations/controls.json';
import type { DynamicFormDataInput, FormElementInput } from '../core/index';
import { registerFormDialogs } from '../dialogs/register';
import { testMessages } from '../react/testing';

// jsdom has no CSS.escape; react-aria's popovers (ComboBox suggestions) call it.
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
if (typeof css.escape !== 'function') {
  css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = css;
}

/** English texts of the form engine, the grid and the controls (tests). */
export const gridTestMessages: Record<string, string> = {
  ...testMessages,
  ...Object.fromEntries(
    Object.entries({ ...controlTexts, ...gridTexts }).map(([key, value]) => [key, value.en]),
  ),
};

export interface RenderWithAppOptions {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Extra routes beside the element's (`/` renders the element). */
  routes?: RouteObject[];
  path?: string;
  dialogs?: boolean;
}

/**
 * Renders a grid, lookup or page as the apps do: the app store with the shell's base API (whose
 * requests go to `fetch`), a memory router, the translations and (optionally) the dialog stack.
 */
export function renderWithApp(element: ReactNode, options: RenderWithAppOptions) {
  // A new store per render, with its own services (fetch, dialog stack).
  const store = createAppStore({ api: { fetch: options.fetch as typeof fetch }, setupListeners: false });
  store.dispatch(baseApi.util.resetApiState());
  registerFormDialogs();
  const router = createMemoryRouter([{ path: '/', element }, ...(options.routes ?? [])], {
    initialEntries: [options.path ?? '/'],
  });
  const view = render(
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <I18nProvider language="en" messages={gridTestMessages} isProduction={false}>
          <RouterProvider router={router} />
          {options.dialogs ? <DialogHost /> : null}
        </I18nProvider>
      </ShellServicesProvider>
    </Provider>,
  );
  return { ...view, store, router };
}

/** One control in a loaded one-section form, rendered as the apps render forms (tests). */
export async function renderControlWithApp(
  element: FormElementInput,
  options: Omit<RenderWithAppOptions, 'routes'> & {
    extra?: Partial<DynamicFormDataInput>;
    routes?: RouteObject[];
  },
) {
  const { createLoadedModel, singleFormData } = await import('../controls/testing');
  const { FormView } = await import('../react/FormView');
  const { controlRegistry } = await import('../controls/builtinControls');
  const model = await createLoadedModel(singleFormData([element], options.extra));
  const utils = renderWithApp(<FormView model={model} registry={controlRegistry} formKey="c" />, options);
  return { ...utils, model };
}
