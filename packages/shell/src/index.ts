// --- data & behaviour infrastructure (shell-api) ---
export * from './api/antiforgery';
export * from './api/baseApi';
export * from './api/errors';
export * from './api/request';
export * from './api/settings';
export * from './api/shellApi';
export * from './api/traceparent';
export * from './messages/normalize';
export * from './messages/slice';
export * from './messages/translator';
export type * from './messages/types';
export * from './state/appErrors';
export * from './state/appInfo';
export * from './state/navigation';
export * from './state/profile';
export * from './state/profileDefaults';
export type * from './state/types';
export * from './store/createAppStore';
export * from './telemetry/client';
export * from './telemetry/routerTimings';
export * from './bootstrap/context';
export * from './bootstrap/hooks';
export * from './bootstrap/load';
export * from './bootstrap/LoadingStatus';
export * from './bootstrap/ShellRoot';
export * from './api/download';
export * from './api/downloadRequest';
export * from './api/logout';
export { UserMessages, type UserMessagesProps } from './messages/UserMessages';
export * from './messages/Toasts';
export { MessageText, loadMessageSanitizer } from './messages/MessageText';
export { sanitizeMessageHtml } from './messages/sanitize';
export * from './keyboard/registry';
export * from './keyboard/dispatcher';
export * from './keyboard/transcript';
export { TestScriptPanel, type TestScriptPanelProps } from './keyboard/TestScriptPanel';
export * from './keyboard/useGlobalShortcuts';
// --- end shell-api ---
// --- UI frame (shell-frame) ---
export * from './navigation/returnUrl';
export * from './navigation/linkRules';
export * from './navigation/navigator';
export {
  useAppNavigator,
  useBasePath,
  LinkInterceptor,
  AppLink,
  useDialogFromHash,
  type AppLinkProps,
} from './navigation/react';
export * from './routes/routeTables';
export { PlaceholderPage, type PlaceholderPageProps } from './routes/PlaceholderPage';
export { RedirectToLogOn, FullReload } from './routes/redirects';
export * from './errors/ErrorPages';
export * from './layout/frameOptions';
export * from './layout/pageState';
export {
  PageHeader,
  DocumentTitle,
  headerTitle,
  documentTitle,
  type PageHeaderProps,
} from './layout/PageHeader';
export { PageFrame } from './layout/Layout';
export { FrameRoot } from './layout/FrameRoot';
export { TopBar, SkipToContent, environmentLabel, MAIN_CONTENT_ID } from './layout/TopBar';
export { Sidebar, type SidebarProps } from './layout/Sidebar';
export * from './layout/sidebarLogic';
export { useSidebarState } from './layout/useSidebarState';
export { Breadcrumbs } from './layout/Breadcrumbs';
export { Footer } from './layout/Footer';
export { HelpButton, helpDialogPath } from './layout/HelpButton';
export { LanguageSelector } from './layout/LanguageSelector';
export * from './layout/language';
export { UserMenu, USER_MENU_WIDTH } from './layout/UserMenu';
export * from './layout/userMenuLogic';
export { DropdownMenu, type DropdownEntry, type DropdownMenuProps } from './layout/DropdownMenu';
export { FrameStyles, frameCss } from './layout/styles';
export { LogOnPage, type LogOnBrowser } from './account/LogOnPage';
export * from './account/logOnLogic';
export {
  ForgotPasswordPage,
  VerifyCodePage,
  ChangePasswordPage,
  ActivateAccountPage,
  ChangePasswordDialog,
} from './account/AccountPages';
export { ChangePasswordForm } from './account/ChangePasswordForm';
export { accountApi, ACCOUNT_PATHS, type AccountApi } from './account/accountApi';
// --- end shell-frame ---
