/* Test helpers of the frame (not exported from the package). */
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

export const messages: Record<string, string> = {
  validation_required: 'This field is required.',
  LogOn_Title: 'Sign in',
  LogOn_Username: 'Username',
  LogOn_Password: 'Password',
  LogOn_Button: 'Sign in',
  LogOn_InvalidUsernameOrPassword: 'Invalid username or password.',
  AuthError_RemoteFailure: 'External sign-in failed.',
  AccessDenied_Title: 'Access denied',
  AccessDenied_Text: 'You do not have permission to view this page.',
  NotFound_Text: 'Page not found',
  NotFoundGuidance_Text: 'Check the address or go back to the home page.',
  Error_Title: 'Error',
  Error_Text: 'The request failed with code {code}.',
  Page_CodeLists_Title: 'Code lists',
  Page_CodeList_Title: 'Code list {codelistId}',
  Page_Home_Title: 'Home',
  Common_Close: 'Close',
  Common_Cancel: 'Cancel',
  Common_Confirm: 'Confirm',
  Common_Continue: 'Continue',
  Sidebar_Filter: 'Filter menu',
  Sidebar_Label: 'Main navigation',
  Sidebar_Toggle: 'Show or hide the menu',
  UserMenu_UserSettings: 'User settings',
  UserMenu_MessageSettings: 'Message settings',
  UserMenu_ChangePassword: 'Change password',
  UserMenu_EditDashboard: 'Edit dashboard',
  UserMenu_LogOff: 'Sign out',
  UserMenu_Label: 'User menu of {name}',
  Language_Change_Button: 'Change language',
  Help_Button: 'Help',
  Help_NotDefined: 'No help is defined for this page.',
  Frame_SkipToContent: 'Skip to content',
};

export interface RenderAppOptions {
  routes: RouteObject[];
  path: string;
  basename?: string;
  profile?: Partial<Profile>;
  navigation?: NavigationItem[];
  language?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response> | Response;
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
  const router = createMemoryRouter(options.routes, { initialEntries: [options.path], basename: options.basename ?? '/platform' });
  const view = render(
    <Provider store={store}>
      <I18nProvider language={options.language ?? 'en'} messages={messages} isProduction={false}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { unmount: view.unmount, container: view.container, router, store, fetchMock };
}
