// The shell's public API: the page frame, the account pages, user messages, the app store and
// the RTK Query base API. The HTTP client core, telemetry and the F8 recorder have their own
// entries (@insulcalc/shell/http, /telemetry, /recorder).

// The app store and the base API packages inject their endpoints into.
export { createAppStore, type AppStore, type AppDispatch, type ShellState } from './store/createAppStore';
// Each store's own services (HTTP client, translator, shortcuts, dialog stack): thunks get them as
// RTK's `extra` argument, components through these hooks.
export {
  ShellServicesContext,
  createShellServices,
  servicesOf,
  useHttp,
  useOptionalShellServices,
  useShellServices,
  type CreateShellServicesOptions,
  type ShellServices,
} from './services/services';
export { ShellServicesProvider, type ShellServicesProviderProps } from './services/ShellServicesProvider';
export type { NamespaceSource, ShellTranslator } from './messages/translator';
export type { ShortcutRegistry } from './keyboard/registry';
export { baseApi, type BaseApi, type ShellBaseQuery } from './api/baseApi';
export type { ShellRequest, ShellResponseMeta } from './http/index';
export { shellApi } from './api/shellApi';
export { isApiError, type ApiError } from './http/index';

// State of the shell's slices.
export { setProfile, selectIsAuthenticated } from './state/profile';
export { setAppInfo } from './state/appInfo';
export { setNavigationTree } from './state/navigation';
export { createDefaultProfile } from './state/profileDefaults';
export type { AccountOptions, AppInfo, DynamicFormRoute, NavigationItem, Profile } from './state/types';

// Bootstrap: profile → token → app info → translations → navigation, then the app's router.
export { ShellRoot, type ShellRootProps } from './bootstrap/ShellRoot';
export { START_NAMESPACES } from './bootstrap/load';
export { useTranslationNamespaces, withTranslationNamespaces } from './bootstrap/translationNamespaces';
export { ShellContext, type ShellContextValue } from './bootstrap/context';

// Route building blocks the apps compose their route tables from.
export {
  LogOnRoute,
  accountRoutes,
  appRoutes,
  dynamicFormPaths,
  errorRoutes,
  signedOutRoutes,
} from './routes/appRoutes';
export { FullReload } from './routes/redirects';
export { NotFoundPage } from './errors/ErrorPages';
export { AboutPage, aboutRoutes, ABOUT_TOPICS, type AboutTopic } from './layout/AboutPage';

// The page frame.
export { brandNameOf, type FrameOptions } from './layout/frameOptions';
export {
  HELP_CONTENT_ENTITY_ID,
  HELP_CONTENT_FORM_GROUP_ID,
  PageStateProvider,
  helpContentItem,
  usePage,
  usePageState,
  type HelpItem,
  type HelpRouteHandle,
} from './layout/pageState';
export { documentTitle, headerTitle } from './layout/PageHeader';
export { usePageNavigation, type PageNavigation } from './layout/pageNavigation';
export {
  navigationIconKey,
  registerNavigationAction,
  registerNavigationBadge,
  type NavigationAction,
} from './layout/NavLinkItem';
export {
  LANGUAGE_NAMES,
  SELECTOR_LANGUAGES,
  applyLanguage,
  type LanguageChangeEnvironment,
} from './layout/language';

// Keyboard shortcuts (spec §2): toolbar buttons register as targets in their store's
// `services.keyboard` (`ToolbarShortcutContext` carries its `register`).
export { createShortcutDispatcher, installShortcuts } from './keyboard/dispatcher';

// User messages (spec §8) raised by packages, and where they show (the frame's page alert area
// and toasts; also for a page rendered outside the frame, such as a story).
export { addUserMessages } from './messages/slice';
export type { UserMessage } from './messages/types';
export { UserMessages, type UserMessagesProps } from './messages/UserMessages';
export { Toasts, type ToastsProps } from './messages/Toasts';
