import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { workflowJob } from '../../db/schema/workflow';

/**
 * The PostgreSQL job queue every server process shares (decision 0018). Jobs are rows of
 * `workflow_job`; a worker claims due ones with `for update skip locked` in a short transaction
 * and marks them `running` with a lease, so two processes never take one job, and a job whose
 * worker died is taken again when its lease ends. `key` is unique: enqueueing in the same
 * transaction as the state change that caused the job, with `on conflict do nothing`, makes a
 * retried command or a second process schedule it once.
 */

export interface NewJob {
  key: string;
  type: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  key: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** What a handler may answer: done, or "not yet" (run again later without counting an attempt). */
export type JobResult = void | { retryAfterMs: number };

export type JobHandler = (job: ClaimedJob) => Promise<JobResult>;

/** Adds jobs (in the caller's transaction); a key that exists already is skipped. */
export async function enqueue(tx: Db, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await tx
    .insert(workflowJob)
    .values(
      jobs.map((j) => ({
        key: j.key,
        type: j.type,
        payload: j.payload,
        runAt: j.runAt,
        maxAttempts: j.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing({ target: workflowJob.key });
}

export interface QueueOptions {
  /** How often an idle worker looks for due jobs (ms). */
  pollMs: number;
  /** How long a claimed job stays this worker's before another may take it over (ms). */
  leaseMs: number;
  /** Jobs claimed per round. */
  batchSize: number;
  /** Delay before the n-th retry of a failed job: base · 2^(n-1) (ms). */
  retryBaseMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  retryBaseMs: 5_000,
};

/**
 * Leases the jobs `selection` names (a `select id … for update skip locked`) to `workerId`;
 * each is then this worker's alone until its lease ends. Oldest first.
 */
async function claim(
  db: Db,
  workerId: string,
  leaseMs: number,
  now: Date,
  selection: SQL,
): Promise<ClaimedJob[]> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await queryRows<{
    id: string | number;
    key: string;
    type: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`update workflow_job j set state = 'running', locked_by = ${workerId}, locked_until = ${until.toISOString()}::timestamptz,
          attempts = j.attempts + 1
        where j.id in (${selection})
        returning j.id, j.key, j.type, j.payload, j.attempts, j.max_attempts`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      key: r.key,
      type: r.type,
      payload: r.payload,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Claims up to `limit` due jobs for `workerId` (queued ones due now, and running ones whose lease ended). */
export function claimJobs(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedJob[]> {
  return claim(
    db,
    workerId,
    leaseMs,
    now,
    sql`select id from workflow_job
          where (state = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
             or (state = 'running' and locked_until < ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit ${limit}
          for update skip locked`,
  );
}

/**
 * Claims the queued jobs of one type and one process, due now, oldest first: a decision runs its
 * own record updates before it answers (the task page then reloads the request closed), instead
 * of leaving them for the next poll. Jobs another worker holds are skipped; it runs them.
 */
export function claimProcessJobs(
  db: Db,
  workerId: string,
  type: string,
  processId: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedJob[]> {
  return claim(
    db,
    workerId,
    leaseMs,
    now,
    sql`select id from workflow_job
          where state = 'queued' and type = ${type} and payload->>'processId' = ${processId}
            and run_at <= ${now.toISOString()}::timestamptz
          order by id
          for update skip locked`,
  );
}

async function finish(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await db.execute(
    sql`update workflow_job set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
        where id = ${job.id} and locked_by = ${workerId}`,
  );
}

async function later(db: Db, job: ClaimedJob, workerId: string, delayMs: number, error: string | null) {
  const runAt = new Date(Date.now() + delayMs).toISOString();
  // "Not yet" (error null) gives the attempt back.
  await db.execute(
    sql`update workflow_job set state = 'queued', run_at = ${runAt}::timestamptz, locked_by = null, locked_until = null,
          last_error = ${error}, attempts = attempts - ${error === null ? 1 : 0}
        where id = ${job.id} and locked_by = ${workerId}`,
  );
}

async function fail(db: Db, job: ClaimedJob, workerId: string, error: string): Promise<void> {
  await db.execute(
    sql`update workflow_job set state = 'failed', finished_at = now(), locked_by = null, locked_until = null, last_error = ${error}
        where id = ${job.id} and locked_by = ${workerId}`,
  );
}

/**
 * A worker: polls for due jobs and runs them with the handler of their type. `runDue()` runs one
 * round (tests call it directly); `start()` polls until `stop()`.
 */
export class JobWorker {
  readonly id = `w-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly log: FastifyBaseLogger,
    private readonly options: QueueOptions = DEFAULT_QUEUE_OPTIONS,
  ) {}

  /** Runs the jobs due now; returns how many ran (whatever their outcome). */
  runDue(): Promise<number> {
    // One round at a time per worker: a slow round is not overlapped by the next poll.
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await claimJobs(this.db, this.id, this.options.batchSize, this.options.leaseMs);
      for (const job of jobs) await this.run(job);
      total += jobs.length;
      if (jobs.length < this.options.batchSize || this.stopped) return total;
    }
  }

  /**
   * Runs one process's due jobs of one type now, in this request (a decision's `setValues`), in
   * the order they were queued; a job that answers "not yet" goes back to the queue. Works whether
   * or not this process polls: the jobs are the caller's own.
   */
  async runProcessJobs(type: string, processId: string): Promise<number> {
    const jobs = await claimProcessJobs(this.db, this.id, type, processId, this.options.leaseMs);
    for (const job of jobs) await this.run(job);
    return jobs.length;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.type];
    if (!handler) {
      await fail(this.db, job, this.id, `no handler for job type '${job.type}'`);
      return;
    }
    try {
      const result = await handler(job);
      if (result && 'retryAfterMs' in result) await later(this.db, job, this.id, result.retryAfterMs, null);
      else await finish(this.db, job, this.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= job.maxAttempts) {
        this.log.error({ err, job: job.key, type: job.type }, 'workflow job failed for good');
        await fail(this.db, job, this.id, message);
      } else {
        this.log.warn({ err, job: job.key, type: job.type, attempt: job.attempts }, 'workflow job failed');
        await later(this.db, job, this.id, this.options.retryBaseMs * 2 ** (job.attempts - 1), message);
      }
    }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      try {
        await this.runDue();
      } catch (err) {
        this.log.error({ err }, 'workflow queue: a polling round failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
    };
    this.timer = setTimeout(tick, this.options.pollMs);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
