import type { ServerModule } from '../types';
import { dashboardRoutes } from './routes';
import { seedDashboards } from './seed';

export { ADMINISTRATORS_HOME, SALES_HOME, copyId } from './routes';
export { readDashboardSeeds, seedDashboards } from './seed';

/**
 * Dashboards (issue 16 item 3): seeded dashboards (the sales and administrators' home pages) and
 * users' own copies. Routes under /api/v1/dashboards: the home dashboard, one dashboard, save a
 * layout (a seeded one becomes the user's copy), delete a copy. Widgets read reports' summaries,
 * views and the workflow's tasks through those modules' own routes.
 */
export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  prefix: '/api/v1/dashboards',
  plugin: dashboardRoutes,
  seed: seedDashboards,
};
