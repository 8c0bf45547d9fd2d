import { lt } from 'drizzle-orm';
import { z } from 'zod';
import {
  telemetryErrorsBody as errorsBody,
  telemetryTimingsBody as timingsBody,
} from '@insulcalc/api-schema';
import type { ServerContext } from '../../context';
import { telemetryError, telemetryTiming } from '../../db/schema/telemetry';
import { defineRoute } from '../../http/defineRoute';
import { getSessionUser } from '../account/index';
import type { ModulePlugin, ServerModule } from '../types';

export { TRACE_ID, MAX_ENTRIES, errorEntrySchema, timingEntrySchema } from '@insulcalc/api-schema';

function toDate(v: string | number | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

const routes: ModulePlugin = async (app, { ctx }) => {
  const limits = { bodyLimit: 512 * 1024 };

  // POST /api/app/v1/telemetry/errors — no anti-forgery token (a beacon), 204.
  const tags = ['telemetry'];
  const accepted = { 204: z.null().describe('Stored (the answer is not shown).') };
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/errors',
      tags,
      summary: 'Store a batch of client error entries (no anti-forgery token: a beacon)',
      body: errorsBody,
      response: accepted,
      options: limits,
    },
    async ({ body: entries, request, reply }) => {
      if (entries.length > 0) {
        const user = await getSessionUser(request);
        const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
        await ctx.db.insert(telemetryError).values(
          entries.map((e) => ({
            traceId: e.traceId ?? null,
            spanId: e.spanId ?? null,
            timeStamp: toDate(e.timeStamp),
            logLevel: e.logLevel === null || e.logLevel === undefined ? null : String(e.logLevel),
            state: e.state ?? null,
            exception: e.exception ?? null,
            userId: user?.id ?? null,
            userAgent,
          })),
        );
      }
      return reply.code(204).send();
    },
  );

  // POST /api/app/v1/telemetry/timings
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/timings',
      tags,
      summary: 'Store a batch of client timing entries (no anti-forgery token: a beacon)',
      body: timingsBody,
      response: accepted,
      options: limits,
    },
    async ({ body: entries, request, reply }) => {
      if (entries.length > 0) {
        const user = await getSessionUser(request);
        await ctx.db.insert(telemetryTiming).values(
          entries.map((e) => ({
            parentTraceId: e.parentTraceId ?? null,
            operationId: e.operationId ?? null,
            displayName: e.displayName ?? null,
            startTime: toDate(e.startTime),
            processingTime: e.processingTime ?? null,
            tags: e.tags ?? null,
            userId: user?.id ?? null,
          })),
        );
      }
      return reply.code(204).send();
    },
  );
};

/** Days telemetry rows are kept (TELEMETRY_RETENTION_DAYS, default 30); older rows go at start. */
export function retentionDays(env: NodeJS.ProcessEnv): number {
  const n = Number(env.TELEMETRY_RETENTION_DAYS);
  return Number.isInteger(n) && n > 0 ? n : 30;
}

export async function purgeTelemetry(ctx: ServerContext, now = new Date()): Promise<void> {
  const env = (ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env;
  const before = new Date(now.getTime() - retentionDays(env) * 86_400_000);
  await ctx.db.delete(telemetryError).where(lt(telemetryError.receivedAt, before));
  await ctx.db.delete(telemetryTiming).where(lt(telemetryTiming.receivedAt, before));
}

export const telemetryModule: ServerModule = {
  name: 'telemetry',
  prefix: '/api/app/v1/telemetry',
  plugin: routes,
  seed: purgeTelemetry,
};
