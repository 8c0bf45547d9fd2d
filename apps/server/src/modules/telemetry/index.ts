import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { telemetryError, telemetryTiming } from '../../db/schema/telemetry';
import { parseWith } from '../../http/problem';
import { getSessionUser } from '../account/index';
import type { ModulePlugin, ServerModule } from '../types';

/** W3C trace context of spec §3: 00-{32 hex}-{16 hex}-01. */
export const TRACE_ID = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
export const MAX_ENTRIES = 100;

/** Accepts an ISO date-time text or epoch milliseconds; anything else becomes a 400. */
const when = z.union([
  z.number().finite().min(0).max(8.64e15),
  z
    .string()
    .max(64)
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Telemetry_InvalidTimestamp'),
]);

const text = (max: number) => z.string().max(max);
const anyText = (max: number) =>
  z
    .union([
      z.string().max(max),
      z.record(z.string(), z.unknown()),
      z.array(z.unknown()),
      z.number(),
      z.boolean(),
    ])
    .transform((v) => {
      const s = typeof v === 'string' ? v : JSON.stringify(v);
      return s.length > max ? s.slice(0, max) : s;
    });

export const errorEntrySchema = z.object({
  traceId: z.string().regex(TRACE_ID, 'Telemetry_InvalidTraceId').nullish(),
  spanId: z.string().regex(SPAN_ID, 'Telemetry_InvalidSpanId').nullish(),
  timeStamp: when.nullish(),
  logLevel: z.union([text(32), z.number().int().min(0).max(10)]).nullish(),
  state: anyText(4000).nullish(),
  exception: anyText(16000).nullish(),
});

export const timingEntrySchema = z.object({
  parentTraceId: z.string().regex(TRACE_ID, 'Telemetry_InvalidTraceId').nullish(),
  operationId: text(200).nullish(),
  displayName: text(500).nullish(),
  startTime: when.nullish(),
  processingTime: z.number().finite().min(0).max(86_400_000).nullish(),
  tags: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]))
    .refine((t) => Object.keys(t).length <= 50, 'Telemetry_TooManyTags')
    .nullish(),
});

const errorsBody = z.array(errorEntrySchema).max(MAX_ENTRIES, 'Telemetry_TooManyEntries');
const timingsBody = z.array(timingEntrySchema).max(MAX_ENTRIES, 'Telemetry_TooManyEntries');

function toDate(v: string | number | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

const routes: ModulePlugin = async (app, { ctx }) => {
  const limits = { bodyLimit: 512 * 1024 };

  // POST /api/app/v1/telemetry/errors — no anti-forgery token (a beacon), 204.
  app.post('/errors', limits, async (request, reply) => {
    const entries = parseWith(errorsBody, request.body);
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
  });

  // POST /api/app/v1/telemetry/timings
  app.post('/timings', limits, async (request, reply) => {
    const entries = parseWith(timingsBody, request.body);
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
  });
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
