import { sql } from 'drizzle-orm';
import { healthDto } from '@insulcalc/api-schema';
import type { ModulePlugin, ServerModule } from '../types';

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  version: string;
  database: 'pglite' | 'postgresql';
}

const routes: ModulePlugin = async (app, { ctx }) => {
  const schema = {
    tags: ['platform'],
    summary: 'Liveness and database check (503 when the database does not answer)',
    response: { 200: healthDto, 503: healthDto },
  };
  app.get('/health', { schema }, async (_request, reply): Promise<HealthResponse> => {
    let ok = true;
    try {
      await ctx.db.execute(sql`select 1`);
    } catch (err) {
      ok = false;
      ctx.log.error({ err }, 'health: database check failed');
    }
    reply.header('cache-control', 'no-store');
    if (!ok) reply.code(503);
    return { status: ok ? 'ok' : 'unavailable', version: ctx.version, database: ctx.driver };
  });
};

export const healthModule: ServerModule = { name: 'health', prefix: '/api', plugin: routes };
