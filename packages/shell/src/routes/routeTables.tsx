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
import { PlaceholderPage } from './PlaceholderPage';
import { DocumentRouteMarker, FullReload, RedirectToLogOn } from './redirects';

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

function placeholder(titleKey: string, textKey: string, queryParams?: string[]): ComponentType {
  const Page = () => <PlaceholderPage titleKey={titleKey} textKey={textKey} queryParams={queryParams} />;
  Page.displayName = `Placeholder(${titleKey})`;
  return Page;
}

/** Pages of the signed-in platform whose content comes from later work; each can be replaced. */
export type PlatformPageName =
  | 'home'
  | 'codeLists'
  | 'codeList'
  | 'documentTemplate'
  | 'editForm'
  | 'editFormGroup'
  | 'checkConsistency'
  | 'validateJavaScript'
  | 'reportGrid'
  | 'dashboardPreview'
  | 'dashboardDisplay'
  | 'dashboard'
  | 'openTask'
  | 'dynamicForm';

export const DEFAULT_PLATFORM_PAGES: Record<PlatformPageName, ComponentType> = {
  home: placeholder('Page_Home_Title', 'Page_Home_Text'),
  codeLists: placeholder('Page_CodeLists_Title', 'Page_CodeLists_Text'),
  codeList: placeholder('Page_CodeList_Title', 'Page_CodeList_Text'),
  documentTemplate: placeholder('Page_DocumentTemplate_Title', 'Page_DocumentTemplate_Text'),
  editForm: placeholder('Page_EditForm_Title', 'Page_EditForm_Text'),
  editFormGroup: placeholder('Page_EditFormGroup_Title', 'Page_EditFormGroup_Text'),
  checkConsistency: placeholder('Page_CheckConsistency_Title', 'Page_CheckConsistency_Text'),
  validateJavaScript: placeholder('Page_ValidateJavaScript_Title', 'Page_ValidateJavaScript_Text'),
  reportGrid: placeholder('Page_Report_Title', 'Page_Report_Text'),
  dashboardPreview: placeholder('Page_DashboardPreview_Title', 'Page_DashboardPreview_Text'),
  dashboardDisplay: placeholder('Page_Dashboard_Title', 'Page_Dashboard_Text'),
  dashboard: placeholder('Page_Dashboard_Title', 'Page_Dashboard_Text'),
  openTask: placeholder('Page_Task_Title', 'Page_Task_Text', ['instanceActivityTaskId']),
  dynamicForm: placeholder('Page_DynamicForm_Title', 'Page_DynamicForm_Text'),
};

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

/** error/401, error/403, error/404, error/:code. */
export function errorRoutes(): RouteObject[] {
  return [
    { path: 'error/401', Component: () => <AccessDeniedPage code="401" /> },
    { path: 'error/403', Component: () => <AccessDeniedPage code="403" /> },
    { path: 'error/404', Component: NotFoundPage },
    { path: 'error/:code', Component: ErrorCodePage },
  ];
}

export interface PlatformRoutesOptions {
  /** From the loaded profile: the signed-in and signed-out route sets differ (spec §2). */
  isAuthenticated: boolean;
  frame?: Omit<FrameOptions, 'app'>;
  /** Real pages replacing the placeholders as they are built. */
  pages?: Partial<Record<PlatformPageName, ComponentType>>;
  /** Extra signed-in routes (inside the page frame). */
  extraRoutes?: RouteObject[];
}

function root(options: FrameOptions, children: RouteObject[]): RouteObject[] {
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

/** Route objects of the platform app (spec §2 'Routes for signed-out users' and '… signed-in users'). */
export function platformRoutes(options: PlatformRoutesOptions): RouteObject[] {
  registerShellDialogs();
  const frame: FrameOptions = { ...options.frame, app: 'platform' };
  if (!options.isAuthenticated) {
    return root(frame, [
      ...accountRoutes(),
      ...errorRoutes(),
      // A splat route does not match the bare base path: the home page needs its own redirect.
      { index: true, Component: RedirectToLogOn },
      { path: '*', Component: RedirectToLogOn },
    ]);
  }
  const p = { ...DEFAULT_PLATFORM_PAGES, ...options.pages };
  return root(frame, [
    ...accountRoutes(),
    { path: 'Administration/CodeList/:codelistId', Component: p.codeList },
    { path: 'Administration/CodeList', Component: p.codeLists },
    { path: 'Administration/DocumentTemplates/:documentTemplateId', Component: p.documentTemplate },
    { path: 'Administration/Forms/EditForm/:formId', Component: p.editForm },
    { path: 'Administration/Forms/EditFormGroup/:formGroupId', Component: p.editFormGroup },
    { path: 'Application/CheckConsistency', Component: p.checkConsistency },
    { path: 'Application/ValidateJavaScript', Component: p.validateJavaScript },
    { path: 'ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/:reportId', Component: p.reportGrid },
    { index: true, Component: p.home },
    { path: 'Dashboards/Preview/:dashboardId', Component: p.dashboardPreview },
    { path: 'Dashboards/Display/:dashboardId', Component: p.dashboardDisplay },
    { path: 'dashboard', Component: p.dashboard },
    { path: 'dashboard/:dashboardId', Component: p.dashboard },
    { path: 'Process/OpenTask', Component: p.openTask },
    { path: 'DynamicForm/Form', Component: p.dynamicForm },
    ...errorRoutes(),
    { path: 'Workflow/OpenRequest/*', Component: () => <FullReload /> },
    ...(options.extraRoutes ?? []),
    { path: '*', Component: NotFoundPage },
  ]);
}

/** A dynamic form route from GET api/v1/forms/routes (spec §7). */
export interface DynamicFormRoute {
  route: string;
  isSearchPage: boolean;
  formGroupId: string | number;
}

export interface PublicRoutesOptions {
  home: ComponentType;
  configurator: ComponentType;
  dynamicFormRoutes?: readonly DynamicFormRoute[];
  /** Renders a dynamic form route (from the forms package); a translated placeholder until then. */
  dynamicFormPage?: ComponentType<{ route: DynamicFormRoute }>;
  frame?: Omit<FrameOptions, 'app'>;
  extraRoutes?: RouteObject[];
}

/** Paths of a dynamic form route: a search page gets its route only; other forms {route}/{section}/{id} and {route}/{section}. */
export function dynamicFormPaths(route: DynamicFormRoute): string[] {
  const base = route.route.replace(/^\/+|\/+$/g, '');
  if (!base) return [];
  return route.isSearchPage ? [base] : [`${base}/:section/:id`, `${base}/:section`];
}

/** Route objects of the public app (spec §2 'Routes of the public application'). */
export function publicRoutes(options: PublicRoutesOptions): RouteObject[] {
  registerShellDialogs();
  const frame: FrameOptions = { ...options.frame, app: 'public' };
  const FormPage = options.dynamicFormPage;
  const formRoutes: RouteObject[] = (options.dynamicFormRoutes ?? []).flatMap((route) =>
    dynamicFormPaths(route).map((path) => ({
      path,
      Component: FormPage ? () => <FormPage route={route} /> : DEFAULT_PLATFORM_PAGES.dynamicForm,
    })),
  );
  return root(frame, [
    { index: true, Component: options.home },
    { path: 'Configurator', Component: options.configurator },
    { path: 'Account/LogOn', Component: LogOnPage },
    ...errorRoutes(),
    ...formRoutes,
    { path: 'DynamicForm/Form', Component: DEFAULT_PLATFORM_PAGES.dynamicForm },
    { path: 'DynamicForm/DownloadFile', Component: () => <FullReload /> },
    { path: 'DynamicForm/GetFile', Component: () => <FullReload /> },
    ...(options.extraRoutes ?? []),
    { path: '*', Component: options.home },
  ]);
}
