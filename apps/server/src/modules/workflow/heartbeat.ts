import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';

/**
 * Worker heartbeats and takeover (decision 0044). Every live worker writes its row of
 * `workflow_worker` every heartbeat interval and renews the leases of the jobs it runs; a worker
 * whose row is older than the takeover interval is dead, and the first live worker to notice
 * returns its running jobs to the queue in one statement (so a job is taken over once, whichever
 * of N servers sweeps). All times are the database's, so the servers' clocks do not matter.
 */

const ms = (n: number) => sql`(${Math.round(n)}::int * interval '1 millisecond')`;

/**
 * Writes this worker's heartbeat and renews the leases of its running jobs. Returns false when
 * the row was taken over meanwhile (this process stalled longer than the takeover interval): its
 * jobs are someone else's now, and the caller continues under a new id.
 */
export async function beat(db: Db, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into workflow_worker (id, host, pid, started_at, last_seen_at)
        values (${workerId}, ${hostname()}, ${process.pid}, now(), now())
        on conflict (id) do update set last_seen_at = now() where workflow_worker.taken_over_at is null
        returning id`,
  );
  if (rows.length === 0) return false;
  await db.execute(
    sql`update workflow_job set locked_until = now() + ${ms(leaseMs)}
        where locked_by = ${workerId} and state = 'running'`,
  );
  return true;
}

/** A graceful stop: the worker's jobs are finished, its row goes. */
export async function retire(db: Db, workerId: string): Promise<void> {
  await db.execute(sql`delete from workflow_worker where id = ${workerId} and taken_over_at is null`);
}

export interface Takeover {
  workerId: string;
  host: string;
  pid: number;
  lastSeenAt: string;
  /** The keys of the jobs returned to the queue (or failed, when out of attempts). */
  jobs: string[];
}

/**
 * Takes over the jobs of every worker (other than `workerId`) whose heartbeat is older than
 * `takeoverMs`: their running jobs become queued again at once (failed when out of attempts, so
 * a job that kills its server does not do so forever). A dead worker that held nothing is just
 * removed. Takeovers are kept a week for the health check, then removed.
 */
export async function takeOverDeadWorkers(db: Db, workerId: string, takeoverMs: number): Promise<Takeover[]> {
  await db.execute(
    sql`delete from workflow_worker w
        where w.id <> ${workerId} and w.taken_over_at is null and w.last_seen_at < now() - ${ms(takeoverMs)}
          and not exists (select 1 from workflow_job j where j.locked_by = w.id and j.state = 'running')`,
  );
  const rows = await queryRows<{
    id: string;
    host: string;
    pid: number;
    last_seen_at: string | Date;
    jobs: string[] | null;
  }>(
    db,
    sql`with dead as (
          update workflow_worker w set taken_over_at = now(), taken_over_by = ${workerId},
            jobs_taken_over = (select count(*) from workflow_job j where j.locked_by = w.id and j.state = 'running')
          where w.id <> ${workerId} and w.taken_over_at is null and w.last_seen_at < now() - ${ms(takeoverMs)}
          returning w.id, w.host, w.pid, w.last_seen_at
        ), returned as (
          update workflow_job j set
            state = case when j.attempts >= j.max_attempts then 'failed' else 'queued' end,
            finished_at = case when j.attempts >= j.max_attempts then now() else null end,
            run_at = least(j.run_at, now()), locked_by = null, locked_until = null, started_at = null,
            last_error = 'taken over from worker ' || j.locked_by || ' (heartbeat lost)'
          from dead where j.locked_by = dead.id and j.state = 'running'
          returning j.key, dead.id as worker
        )
        select d.id, d.host, d.pid, d.last_seen_at,
          (select json_agg(r.key order by r.key) from returned r where r.worker = d.id) as jobs
        from dead d`,
  );
  await db.execute(sql`delete from workflow_worker where taken_over_at < now() - interval '7 days'`);
  return rows.map((r) => ({
    workerId: r.id,
    host: r.host,
    pid: Number(r.pid),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    jobs: r.jobs ?? [],
  }));
}
