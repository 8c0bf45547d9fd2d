import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';

/** The job queue as the health check reports it. */
export interface QueueHealth {
  /** Queued jobs due now. */
  due: number;
  running: number;
  /** Age of the oldest running job's current run (s), or null when none runs. */
  oldestRunningSeconds: number | null;
  /** Live workers (heartbeat within the takeover interval). */
  workers: number;
  /** Dead workers whose jobs were taken over in the last 7 days. */
  deadWorkersTakenOver: number;
  lastTakeoverAt: string | null;
}

/**
 * One statement over the unfinished jobs (the state index; done jobs are not read) and the
 * handful of worker rows: cheap enough for a health check that is polled.
 */
export async function queueHealth(db: Db, takeoverMs: number): Promise<QueueHealth> {
  const [row] = await queryRows<{
    due: string | number;
    running: string | number;
    oldest: string | number | null;
    workers: string | number;
    taken_over: string | number;
    last_takeover: string | Date | null;
  }>(
    db,
    sql`select
          (select count(*) from workflow_job where state = 'queued' and run_at <= now()) as due,
          (select count(*) from workflow_job where state = 'running') as running,
          (select extract(epoch from now() - min(started_at)) from workflow_job where state = 'running') as oldest,
          (select count(*) from workflow_worker where taken_over_at is null
             and last_seen_at >= now() - (${Math.round(takeoverMs)}::int * interval '1 millisecond')) as workers,
          (select count(*) from workflow_worker where jobs_taken_over > 0 and taken_over_at >= now() - interval '7 days') as taken_over,
          (select max(taken_over_at) from workflow_worker where jobs_taken_over > 0) as last_takeover`,
  );
  return {
    due: Number(row?.due ?? 0),
    running: Number(row?.running ?? 0),
    oldestRunningSeconds:
      row?.oldest === null || row?.oldest === undefined ? null : Math.round(Number(row.oldest)),
    workers: Number(row?.workers ?? 0),
    deadWorkersTakenOver: Number(row?.taken_over ?? 0),
    lastTakeoverAt: row?.last_takeover ? new Date(row.last_takeover).toISOString() : null,
  };
}
