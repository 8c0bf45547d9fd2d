import { z } from 'zod';
import { multiLineText } from './text';

/** Bodies of POST api/app/v1/telemetry/errors and /timings (spec §3 Telemetry entries). */
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

// Messages and stack traces span lines; other control characters and NUL are refused (400).
const text = (max: number) => multiLineText(max);
const anyText = (max: number) =>
  z
    .union([
      multiLineText(max),
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

export const telemetryErrorsBody = z.array(errorEntrySchema).max(MAX_ENTRIES, 'Telemetry_TooManyEntries');
export const telemetryTimingsBody = z.array(timingEntrySchema).max(MAX_ENTRIES, 'Telemetry_TooManyEntries');
