import { healthDto } from '@insulcalc/api-schema';
import { defineRoute } from '../../http/defineRoute';
import type { ModulePlugin, ServerModule } from '../types';
import { queueHealth, queueTimings, type QueueHealth } from '../workflow/index';

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  version: string;
  database: 'pglite' | 'postgresql';
  /** The workflow job queue (decision 0044); absent when the database does not answer. */
  queue?: QueueHealth;
}

const routes: ModulePlugin = async (app, { ctx }) => {
  const { takeoverMs } = queueTimings();
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/health',
      tags: ['platform'],
      summary:
        'Liveness, database check and the job queue (due, running, oldest running job, workers, takeovers); 503 when the database does not answer',
      response: { 200: healthDto, 503: healthDto },
    },
    async ({ reply }): Promise<HealthResponse> => {
      let queue: QueueHealth | undefined;
      let ok = true;
      try {
        // One statement answers both: the database is up, and how the queue stands.
        queue = await queueHealth(ctx.db, takeoverMs);
      } catch (err) {
        ok = false;
        ctx.log.error({ err }, 'health: database check failed');
      }
      reply.header('cache-control', 'no-store');
      if (!ok) reply.code(503);
      return {
        status: ok ? 'ok' : 'unavailable',
        version: ctx.version,
        database: ctx.driver,
        ...(queue ? { queue } : {}),
      };
    },
  );
};

export const healthModule: ServerModule = { name: 'health', prefix: '/api', plugin: routes };
