import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { formRoute } from '../../db/schema/forms';
import type { ModulePlugin, ServerModule } from '../types';
import { seedFormRoutes } from './seed';

export {
  validateFormRoute,
  FORM_ROUTE_PATTERN,
  FORM_ROUTE_MAX_LENGTH,
  type FormRouteProblem,
} from './routes';
export { seedFormRoutes } from './seed';

/** One entry of GET api/v1/forms/routes (spec §7). */
export interface FormRouteDto {
  route: string;
  isSearchPage: boolean;
  formGroupId: string;
}

/** Enabled form routes, by sortOrder then route. */
export async function listFormRoutes(db: Db): Promise<FormRouteDto[]> {
  return db
    .select({
      route: formRoute.route,
      isSearchPage: formRoute.isSearchPage,
      formGroupId: formRoute.formGroupId,
    })
    .from(formRoute)
    .where(eq(formRoute.enabled, true))
    .orderBy(asc(formRoute.sortOrder), asc(formRoute.route));
}

/**
 * GET api/v1/forms/routes → `[{ route, isSearchPage, formGroupId }]`, enabled rows by sortOrder.
 * Open to anonymous visitors (the public app builds its router from it before anyone signs in);
 * the list is the same for everyone, so it may be cached briefly by browsers and proxies.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  app.get('/routes', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return listFormRoutes(ctx.db);
  });
};

export const formsModule: ServerModule = {
  name: 'forms',
  prefix: '/api/v1/forms',
  plugin: routes,
  seed: seedFormRoutes,
};
