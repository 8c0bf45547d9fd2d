import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** One timed step of a request: the handler, a database query, a cache read. */
export interface TraceStep {
  kind: 'handler' | 'query' | 'cache';
  /** The SQL (shortened), the cache key, or the route. */
  name: string;
  /** Milliseconds from the request's start. */
  start: number;
  duration: number;
  /** For cache reads: whether the answer came from the cache. */
  hit?: boolean;
}

/** One request as the profiler keeps it. */
export interface Trace {
  /** The request id, as in the logs (`reqId`) and the X-Request-Id header. */
  id: string;
  method: string;
  url: string;
  status: number;
  /** Wall-clock start (ms since epoch) and total duration (ms). */
  startedAt: number;
  duration: number;
  steps: TraceStep[];
}

/** The trace being recorded in the current request's async context. */
export interface ActiveTrace {
  id: string;
  method: string;
  url: string;
  origin: number;
  startedAt: number;
  steps: TraceStep[];
}

/** Steps beyond this are dropped (a runaway loop of queries must not eat the memory). */
export const MAX_STEPS = 500;
/** SQL is kept to this many characters. */
const MAX_SQL = 400;

export const traceContext = new AsyncLocalStorage<ActiveTrace>();

export function startTrace(id: string, method: string, url: string): ActiveTrace {
  const origin = performance.now();
  // Wall-clock start with the monotonic clock's sub-millisecond part (orders close requests).
  return { id, method, url, origin, startedAt: performance.timeOrigin + origin, steps: [] };
}

export function addStep(trace: ActiveTrace, step: Omit<TraceStep, 'start'> & { startedAt: number }): void {
  if (trace.steps.length >= MAX_STEPS) return;
  const { startedAt, ...rest } = step;
  trace.steps.push({ ...rest, start: round(startedAt - trace.origin) });
}

export function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** SQL text for the panel: whitespace folded, shortened. */
export function sqlText(query: unknown): string {
  const text = typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? query);
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > MAX_SQL ? `${folded.slice(0, MAX_SQL)}…` : folded;
}

/**
 * Times `run` as a step of the current request's trace, if one is being recorded; otherwise
 * just runs it (one AsyncLocalStorage lookup is all a request outside a trace pays).
 */
export async function timed<T>(
  kind: TraceStep['kind'],
  name: () => string,
  run: () => Promise<T>,
  hit?: () => boolean,
): Promise<T> {
  const trace = traceContext.getStore();
  if (!trace) return run();
  const startedAt = performance.now();
  try {
    return await run();
  } finally {
    const duration = round(performance.now() - startedAt);
    addStep(trace, { kind, name: name(), startedAt, duration, ...(hit ? { hit: hit() } : {}) });
  }
}
