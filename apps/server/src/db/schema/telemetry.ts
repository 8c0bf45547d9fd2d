import { bigserial, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Client-side errors reported by the browser (spec §3 error entry). */
export const telemetryError = pgTable(
  'telemetry_error',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    traceId: text('trace_id'),
    spanId: text('span_id'),
    timeStamp: ts('time_stamp'),
    logLevel: text('log_level'),
    state: text('state'),
    exception: text('exception'),
    userId: text('user_id'),
    userAgent: text('user_agent'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_error_received_idx').on(t.receivedAt),
    index('telemetry_error_trace_idx').on(t.traceId),
  ],
);

/** Client-side timings (spec §3 timing entry). */
export const telemetryTiming = pgTable(
  'telemetry_timing',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentTraceId: text('parent_trace_id'),
    operationId: text('operation_id'),
    displayName: text('display_name'),
    startTime: ts('start_time'),
    processingTime: doublePrecision('processing_time'),
    tags: jsonb('tags'),
    userId: text('user_id'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_timing_received_idx').on(t.receivedAt),
    index('telemetry_timing_trace_idx').on(t.parentTraceId),
  ],
);
