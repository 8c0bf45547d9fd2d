/**
 * The server's modules, registered by buildApp in this order; their seeds run in this order too
 * (after the migrations, at every start, so they must be idempotent).
 *
 * Adding a module: put it in `src/modules/<name>/index.ts` with its routes declared through
 * `defineRoute` (docs/adding-a-route.md has a real module as the example) and append it to the
 * list below, after the modules whose hooks it needs; keep others' lines.
 */
import { openApiModule } from '../openapi/index';
import { healthModule } from './health/index';
import { translationsModule } from './translations/index';
import { accountModule, userAdministrationProvider } from './account/index';
import { appInfoModule } from './appinfo/index';
import { navigationModule } from './navigation/index';
import { telemetryModule } from './telemetry/index';
import { codeListItemProvider, codeListProvider, codeListsModule } from './codelists/index';
import { productProvider, productsModule } from './products/index';
import { projectsModule } from './projects/index';
import { temperatureRangeModule } from './temperatureRange/index';
import { calculationsModule } from './calculations/index';
import { entitiesModule, registerEntityProviders } from './entities/index';
import { filesModule } from './files/index';
import { formsModule } from './forms/index';
import { viewsModule } from './views/index';
import { iconsModule } from './icons/index';
import { documentsModule } from './documents/index';
import { reportSourceProvider, reportsModule } from './reports/index';
import { dashboardsModule } from './dashboards/index';
import { scriptsModule } from './scripts/index';
import { createConsistencyModule } from './consistency/index';
import { workflowModule, workflowPagesModule, workflowTaskProvider } from './workflow/index';
import { permissionMatrixProvider, permissionsModule } from './permissions/index';
import { profilerModule } from './profiler/index';
import type { ServerModule } from './types';

export type { ModuleOptions, ModulePlugin, SeedFunction, ServerModule } from './types';

// The entities other modules keep, by the provider name an entity row gives (seed/entities/*.json).
registerEntityProviders({
  'codelists.list': codeListProvider,
  'codelists.item': codeListItemProvider,
  'products.product': productProvider,
  'reports.source': reportSourceProvider,
  'account.administration': userAdministrationProvider,
  'workflow.task': workflowTaskProvider,
  'permissions.matrix': permissionMatrixProvider,
});

export const modules: ServerModule[] = [
  // first: its onRoute hook documents the routes of every module after it (GET /api/openapi.json)
  openApiModule,
  healthModule,
  // translations first (seed: the other seeds and messages use the texts); account next (global
  // session + anti-forgery hooks, registered before the modules whose routes they guard).
  translationsModule,
  accountModule,
  appInfoModule,
  navigationModule,
  telemetryModule,
  codeListsModule,
  productsModule,
  temperatureRangeModule,
  projectsModule,
  calculationsModule,
  entitiesModule,
  filesModule,
  formsModule,
  viewsModule,
  iconsModule,
  documentsModule,
  reportsModule,
  dashboardsModule,
  scriptsModule,
  // runs the core checks and every module's `consistencyChecks` (the list is read at each run)
  createConsistencyModule(() => modules),
  workflowModule,
  workflowPagesModule,
  // after workflow (its seed makes the Sales group): grants the seeded groups their defaults once
  permissionsModule,
  profilerModule,
  // other modules: append here
];
