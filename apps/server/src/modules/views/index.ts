import type { ServerModule } from '../types';
import { viewRoutes } from './routes';
import { seedViews } from './seed';

export { createViewIndexes, readViewSeeds, seedViews } from './seed';
export {
  getView,
  lookupRows,
  viewDefinitionIssues,
  viewRows,
  ViewRequestError,
  type ResolvedView,
  type RowsResult,
} from './service';

/**
 * Views (issue 14): server-side lists over an entity, stored as data (seed/views), paged, sorted
 * and filtered in the database with indexes made from the definitions. Routes under
 * /api/v1/views: rows (ViewGrid, search pages) and lookup (Lookup, LookupDialog). Entities are
 * reached through their module's index only.
 */
export const viewsModule: ServerModule = {
  name: 'views',
  prefix: '/api/v1/views',
  plugin: viewRoutes,
  seed: seedViews,
};
