/**
 * The public site's route table (spec §2 'Routes of the public application'): the app composes
 * it from the shell's frame, sign-in and error routes, its own pages and the dynamic form routes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  FullReload,
  LogOnRoute,
  appRoutes,
  dynamicFormPaths,
  errorRoutes,
  placeholderPage,
  type DynamicFormRoute,
  type FrameOptions,
} from '@insulcalc/shell';

export interface PublicRoutesOptions {
  home: ComponentType;
  configurator: ComponentType;
  dynamicFormRoutes?: readonly DynamicFormRoute[];
  /** Renders a dynamic form route (from the forms package); a translated placeholder until then. */
  dynamicFormPage?: ComponentType<{ route: DynamicFormRoute }>;
  /** DynamicForm/Form (no fixed form group; from the forms package); a placeholder until given. */
  formPage?: ComponentType;
  frame?: Omit<FrameOptions, 'app'>;
  extraRoutes?: RouteObject[];
}

const DynamicFormPlaceholder = placeholderPage('Page_DynamicForm_Title', 'Page_DynamicForm_Text');

export function publicRoutes(options: PublicRoutesOptions): RouteObject[] {
  const frame: FrameOptions = { ...options.frame, app: 'public' };
  const FormPage = options.dynamicFormPage;
  const formRoutes: RouteObject[] = (options.dynamicFormRoutes ?? []).flatMap((route) =>
    dynamicFormPaths(route).map((path) => ({
      path,
      Component: FormPage ? () => <FormPage route={route} /> : DynamicFormPlaceholder,
    })),
  );
  return appRoutes(frame, [
    { index: true, Component: options.home },
    { path: 'Configurator', Component: options.configurator },
    { path: 'Account/LogOn', Component: LogOnRoute },
    ...errorRoutes(),
    ...formRoutes,
    { path: 'DynamicForm/Form', Component: options.formPage ?? DynamicFormPlaceholder },
    { path: 'DynamicForm/DownloadFile', Component: () => <FullReload /> },
    { path: 'DynamicForm/GetFile', Component: () => <FullReload /> },
    ...(options.extraRoutes ?? []),
    { path: '*', Component: options.home },
  ]);
}
