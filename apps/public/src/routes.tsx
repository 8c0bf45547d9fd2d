/**
 * The public site's route table (spec §2 'Routes of the public application'): the app composes
 * it from the shell's frame, sign-in and error routes, its own pages and the dynamic form routes.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  aboutRoutes,
  FullReload,
  LogOnRoute,
  helpContentItem,
  appRoutes,
  dynamicFormPaths,
  errorRoutes,
  type DynamicFormRoute,
  type FrameOptions,
  type HelpRouteHandle,
} from '@insulcalc/shell';

const CONFIGURATOR_HELP: HelpRouteHandle = { helpItem: helpContentItem('Configurator') };

export interface PublicRoutesOptions {
  home: ComponentType;
  configurator: ComponentType;
  /** A record's calculation in the configurator, read-only (decision 0047): /Configurator/{entityId}/{instanceId}. */
  readOnlyConfigurator?: ComponentType;
  dynamicFormRoutes?: readonly DynamicFormRoute[];
  /** Renders a dynamic form route (the forms package's public form page). */
  dynamicFormPage: ComponentType<{ route: DynamicFormRoute }>;
  /** DynamicForm/Form: a form named by the query, no fixed form group (the forms package's page). */
  formPage: ComponentType;
  frame?: Omit<FrameOptions, 'app'>;
  extraRoutes?: RouteObject[];
}

export function publicRoutes(options: PublicRoutesOptions): RouteObject[] {
  const frame: FrameOptions = { ...options.frame, app: 'public' };
  const FormPage = options.dynamicFormPage;
  const formRoutes: RouteObject[] = (options.dynamicFormRoutes ?? []).flatMap((route) =>
    dynamicFormPaths(route).map((path) => ({
      path,
      Component: () => <FormPage route={route} />,
    })),
  );
  return appRoutes(frame, [
    { index: true, Component: options.home },
    // The help item on the route, not only from the page's usePage (an effect): the server's
    // rendering of the configurator then has the top bar's help button too, so the frame does
    // not change height when the SPA takes its place (decision 0033).
    { path: 'Configurator', Component: options.configurator, handle: CONFIGURATOR_HELP },
    ...(options.readOnlyConfigurator
      ? [
          {
            path: 'Configurator/:entityId/:instanceId',
            Component: options.readOnlyConfigurator,
            handle: CONFIGURATOR_HELP,
          },
        ]
      : []),
    { path: 'Account/LogOn', Component: LogOnRoute },
    ...errorRoutes(),
    ...formRoutes,
    { path: 'DynamicForm/Form', Component: options.formPage },
    { path: 'DynamicForm/DownloadFile', Component: () => <FullReload /> },
    { path: 'DynamicForm/GetFile', Component: () => <FullReload /> },
    // The footer's links of both apps lead here (/about/group|cookies|privacy|terms).
    ...aboutRoutes(),
    ...(options.extraRoutes ?? []),
    { path: '*', Component: options.home },
  ]);
}
