import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { profilerTrace } from '../../db/schema/profiler';
import { traceContext, type Trace, type TraceStep } from './trace';

/** Traces kept per user (the panel shows the last 10; a few more survive a page change). */
export const TRACES_PER_USER = 50;
/** Traces older than this are removed (a diagnostic aid, not a log). */
export const TRACE_MAX_AGE_MS = 24 * 60 * 60_000;
/** The age pruning runs at most this often per process. */
const AGE_PRUNE_EVERY_MS = 60_000;

/**
 * The recorded traces, per user, in the database (`profiler_trace`): whichever server process
 * served a request, the panel finds its trace through any process. Each write prunes the user's
 * traces to the newest TRACES_PER_USER; once a minute a write also removes every trace older than
 * a day. Only requests of users with enableMiniProfiler are written, after their answer was sent.
 */
export class TraceStore {
  private lastAgePrune = 0;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Runs `work` (deciding whether and storing a finished request's trace) outside any trace's
   * context, so its own queries are not timed into a request; `flush` waits for it.
   */
  track(work: () => Promise<void>): void {
    const tracked = traceContext
      .exit(work)
      .catch((err: unknown) => this.log?.warn({ err }, 'profiler: storing a trace failed'));
    this.writing.add(tracked);
    void tracked.finally(() => this.writing.delete(tracked));
  }

  /** Stores a trace (replacing one of the same user and request id). */
  add(userId: string, trace: Trace): Promise<void> {
    return traceContext.exit(() => this.write(userId, trace));
  }

  private async write(userId: string, trace: Trace): Promise<void> {
    const row = {
      userId,
      requestId: trace.id,
      method: trace.method,
      url: trace.url,
      status: trace.status,
      // Microseconds (the trace's start is a fractional millisecond), so close requests keep their order.
      startedAt: sql`to_timestamp(${trace.startedAt / 1000})`,
      durationMs: trace.duration,
      steps: trace.steps,
    };
    await this.db
      .insert(profilerTrace)
      .values(row)
      .onConflictDoUpdate({
        target: [profilerTrace.userId, profilerTrace.requestId],
        set: {
          method: row.method,
          url: row.url,
          status: row.status,
          startedAt: sql`excluded.started_at`,
          durationMs: row.durationMs,
          steps: row.steps,
        },
      });
    // The user's newest TRACES_PER_USER stay (one statement: concurrent writes cannot leave more).
    await this.db.execute(sql`
      delete from profiler_trace
      where user_id = ${userId}
        and request_id not in (
          select request_id from profiler_trace where user_id = ${userId}
          order by started_at desc, request_id desc limit ${TRACES_PER_USER}
        )`);
    const now = Date.now();
    if (now - this.lastAgePrune >= AGE_PRUNE_EVERY_MS) {
      this.lastAgePrune = now;
      await this.db
        .delete(profilerTrace)
        .where(lt(profilerTrace.startedAt, new Date(now - TRACE_MAX_AGE_MS)));
    }
  }

  /** Waits for the writes under way (tests, and a clean shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /** The user's newest traces first. */
  async latest(userId: string, count: number): Promise<Trace[]> {
    const rows = await this.db
      .select()
      .from(profilerTrace)
      .where(eq(profilerTrace.userId, userId))
      .orderBy(desc(profilerTrace.startedAt), desc(profilerTrace.requestId))
      .limit(count);
    return rows.map(toTrace);
  }

  async find(userId: string, id: string): Promise<Trace | undefined> {
    const [row] = await this.db
      .select()
      .from(profilerTrace)
      .where(and(eq(profilerTrace.userId, userId), eq(profilerTrace.requestId, id)))
      .limit(1);
    return row ? toTrace(row) : undefined;
  }

  async clear(userId: string): Promise<void> {
    await this.db.delete(profilerTrace).where(eq(profilerTrace.userId, userId));
  }
}

function toTrace(row: typeof profilerTrace.$inferSelect): Trace {
  return {
    id: row.requestId,
    method: row.method,
    url: row.url,
    status: row.status,
    startedAt: row.startedAt.getTime(),
    duration: row.durationMs,
    steps: row.steps as TraceStep[],
  };
}
