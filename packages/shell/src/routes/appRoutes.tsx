import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { registerBuiltinDialogs, dialogRoutes, lazyDialog } from '@insulcalc/dialogs';
import { LoadingStatus, loadingTextFor } from '../bootstrap/LoadingStatus';
import {
  AccessDeniedPage,
  ErrorCodePage,
  NotFoundPage,
  PageErrorElement,
  RouteErrorPage,
} from '../errors/ErrorPages';
import { FrameRoot } from '../layout/FrameRoot';
import { PageFrame } from '../layout/Layout';
import type { FrameOptions } from '../layout/frameOptions';
import type { DynamicFormRoute } from '../state/types';
import { DocumentRouteMarker, RedirectToLogOn } from './redirects';

// The account pages and the change-password dialog are loaded on first use (their own chunk):
// most visits never show them.
const ChangePasswordDialog = lazyDialog(() =>
  import('../account/AccountPages').then((m) => m.ChangePasswordDialog),
);

/** Shown in the page area while a lazily loaded page's code loads. */
function PageLoading() {
  return (
    <LoadingStatus
      label={loadingTextFor(typeof document !== 'undefined' ? document.documentElement.lang : null)}
    />
  );
}

/**
 * A page whose code loads when it is first rendered (`React.lazy`, its own chunk): the frame stays
 * on screen and the page area shows a loading status meanwhile.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  const Page = () => (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
  return Page;
}

const LogOnPage = lazyPage(() => import('../account/LogOnPage').then((m) => () => <m.LogOnPage />));
const accountPage = (
  name: 'ForgotPasswordPage' | 'ChangePasswordPage' | 'ActivateAccountPage' | 'VerifyCodePage',
) =>
  lazyPage(() =>
    import('../account/AccountPages').then((m) => {
      const Page = m[name];
      return () => <Page />;
    }),
  );
const ForgotPasswordPage = accountPage('ForgotPasswordPage');
const ChangePasswordPage = accountPage('ChangePasswordPage');
const ActivateAccountPage = accountPage('ActivateAccountPage');
const VerifyCodePage = accountPage('VerifyCodePage');

/** Registers the shell's dialogs (ModalDialog, ConfirmExternalNavigationDialog, ChangePasswordDialog). Idempotent. */
export function registerShellDialogs(): void {
  registerBuiltinDialogs(dialogRoutes);
  dialogRoutes.register({ path: 'ChangePasswordDialog', Component: ChangePasswordDialog, width: 600 });
}

/** The sign-in page (its code loads when it is first shown). */
export const LogOnRoute: ComponentType = LogOnPage;

/** The five account pages (spec §2); each page's code loads when it is first shown. */
export function accountRoutes(): RouteObject[] {
  return [
    { path: 'Account/LogOn', Component: LogOnPage },
    { path: 'Account/ForgotPassword', Component: ForgotPasswordPage },
    { path: 'Account/ChangePassword', Component: ChangePasswordPage },
    { path: 'Account/ActivateAccount', Component: ActivateAccountPage },
    { path: 'Account/VerifyCode', Component: VerifyCodePage },
  ];
}

/**
 * The signed-out set of an app that needs a signed-in user (spec §2): the account and error
 * pages; every other address, the bare base path included, redirects to sign-in.
 */
export function signedOutRoutes(): RouteObject[] {
  return [
    ...accountRoutes(),
    ...errorRoutes(),
    // A splat route does not match the bare base path: the home page needs its own redirect.
    { index: true, Component: RedirectToLogOn },
    { path: '*', Component: RedirectToLogOn },
  ];
}

/** error/401, error/403, error/404, error/:code. */
export function errorRoutes(): RouteObject[] {
  return [
    { path: 'error/401', Component: () => <AccessDeniedPage code="401" /> },
    { path: 'error/403', Component: () => <AccessDeniedPage code="403" /> },
    { path: 'error/404', Component: NotFoundPage },
    { path: 'error/:code', Component: ErrorCodePage },
  ];
}

/**
 * The root route of an app: the frame (top bar, navigation, messages, dialogs) around the
 * app's own routes, with the route and page error elements. Registers the shell's dialogs.
 */
export function appRoutes(options: FrameOptions, children: RouteObject[]): RouteObject[] {
  registerShellDialogs();
  return [
    {
      path: '/',
      element: (
        <>
          <FrameRoot options={options} />
          <DocumentRouteMarker />
        </>
      ),
      errorElement: <RouteErrorPage />,
      children: [{ Component: PageFrame, children: [{ errorElement: <PageErrorElement />, children }] }],
    },
  ];
}

/** Paths of a dynamic form route: a search page gets its route only; other forms {route}/{section}/{id}, {route}/{section} and {route} (the first section). */
export function dynamicFormPaths(route: DynamicFormRoute): string[] {
  const base = route.route.replace(/^\/+|\/+$/g, '');
  if (!base) return [];
  // The bare route too (`/OfferRequest`): the form's first section, not the catch-all's home page.
  return route.isSearchPage ? [base] : [`${base}/:section/:id`, `${base}/:section`, base];
}
