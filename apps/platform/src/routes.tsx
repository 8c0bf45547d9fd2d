/**
 * The platform's route table (spec §2 'Routes for signed-out users' and '… signed-in users'):
 * the app composes it from the shell's frame, account and error routes and its own pages.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  FullReload,
  NotFoundPage,
  accountRoutes,
  appRoutes,
  errorRoutes,
  helpContentItem,
  signedOutRoutes,
  type FrameOptions,
} from '@insulcalc/shell';

/** The pages of the signed-in platform's route table, by name; the app hands in every one. */
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

export interface PlatformRoutesOptions {
  /** From the loaded profile: the signed-in and signed-out route sets differ (spec §2). */
  isAuthenticated: boolean;
  frame?: Omit<FrameOptions, 'app'>;
  /**
   * The page of each signed-in route, from the packages that own them (administration, designer,
   * forms, documents, dashboards, workflow).
   */
  pages: Record<PlatformPageName, ComponentType>;
  /** Extra signed-in routes (inside the page frame). */
  extraRoutes?: RouteObject[];
}

/** The route handle naming a page's seeded help-content record (the top bar's help icon). */
const help = (id: string) => ({ helpItem: helpContentItem(id) });

export function platformRoutes(options: PlatformRoutesOptions): RouteObject[] {
  const frame: FrameOptions = { ...options.frame, app: 'platform' };
  if (!options.isAuthenticated) return appRoutes(frame, signedOutRoutes());
  const p = options.pages;
  return appRoutes(frame, [
    ...accountRoutes(),
    { path: 'Administration/CodeList/:codelistId', Component: p.codeList, handle: help('CodeLists') },
    { path: 'Administration/CodeList', Component: p.codeLists, handle: help('CodeLists') },
    {
      path: 'Administration/DocumentTemplates/:documentTemplateId',
      Component: p.documentTemplate,
      handle: help('DocumentTemplates'),
    },
    { path: 'Administration/Forms/EditForm/:formId', Component: p.editForm, handle: help('FormDesigner') },
    {
      path: 'Administration/Forms/EditFormGroup/:formGroupId',
      Component: p.editFormGroup,
      handle: help('FormDesigner'),
    },
    { path: 'Application/CheckConsistency', Component: p.checkConsistency, handle: help('CheckConsistency') },
    {
      path: 'Application/ValidateJavaScript',
      Component: p.validateJavaScript,
      handle: help('ValidateJavaScript'),
    },
    {
      path: 'ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/:reportId',
      Component: p.reportGrid,
      handle: help('Reports'),
    },
    { index: true, Component: p.home, handle: help('Home') },
    { path: 'Dashboards/Preview/:dashboardId', Component: p.dashboardPreview, handle: help('Dashboards') },
    { path: 'Dashboards/Display/:dashboardId', Component: p.dashboardDisplay, handle: help('Dashboards') },
    { path: 'dashboard', Component: p.dashboard, handle: help('Dashboards') },
    { path: 'dashboard/:dashboardId', Component: p.dashboard, handle: help('Dashboards') },
    { path: 'Process/OpenTask', Component: p.openTask, handle: help('Tasks') },
    { path: 'DynamicForm/Form', Component: p.dynamicForm },
    ...errorRoutes(),
    { path: 'Workflow/OpenRequest/*', Component: () => <FullReload /> },
    ...(options.extraRoutes ?? []),
    { path: '*', Component: NotFoundPage },
  ]);
}
