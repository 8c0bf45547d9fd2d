import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { workflowJob } from '../../db/schema/workflow';
import { beat, retire, takeOverDeadWorkers } from './heartbeat';

/**
 * The PostgreSQL job queue every server process shares (decisions 0018 and 0044). Jobs are rows
 * of `workflow_job`; a worker claims one due job at a time with `for update skip locked` and
 * runs it at once under a short lease, which its heartbeat renews while the job runs. A worker
 * whose heartbeat stops (a crashed server) has its jobs taken over by any live worker after the
 * takeover interval (`heartbeat.ts`); a lease that ends without renewal frees the job as well.
 * Jobs run at least once; their effects are made exactly-once by recording them with the job's
 * key (`effects.ts`). `key` is unique: enqueueing in the same transaction as the state change
 * that caused the job, with `on conflict do nothing`, makes a retried command or a second process
 * schedule it once. Jobs with the same order key run one after the other, in id order.
 */

export interface NewJob {
  key: string;
  type: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
  /** Jobs with the same order key run in id order (default: a process's status updates). */
  orderKey?: string | null;
}

export interface ClaimedJob {
  id: number;
  key: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  /** The worker that claimed it: the effects it records check that it still holds the job. */
  lockedBy: string;
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
        orderKey: j.orderKey === undefined ? defaultOrderKey(j) : j.orderKey,
      })),
    )
    .onConflictDoNothing({ target: workflowJob.key });
}

/**
 * A process's status updates apply in the order they were decided (InProgress before Closed),
 * whichever worker claims them, and even when the earlier one waits for a dead worker's takeover.
 */
function defaultOrderKey(job: NewJob): string | null {
  const processId = job.payload.processId;
  return job.type === 'setValues' && typeof processId === 'string' ? `setValues:${processId}` : null;
}

export interface QueueOptions {
  /** How often an idle worker looks for due jobs (ms). */
  pollMs: number;
  /** How long a claimed job stays this worker's without a renewal (ms); the heartbeat renews it. */
  leaseMs: number;
  /** How often the worker writes its heartbeat, renews its leases and looks for dead workers (ms). */
  heartbeatMs: number;
  /** After how long without a heartbeat a worker counts as dead and its jobs are taken over (ms). */
  takeoverMs: number;
  /** Delay before the n-th retry of a failed job: base · 2^(n-1) (ms). */
  retryBaseMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  pollMs: 1000,
  leaseMs: 30_000,
  heartbeatMs: 5_000,
  takeoverMs: 20_000,
  retryBaseMs: 5_000,
};

const ms = (n: number) => sql`(${Math.round(n)}::int * interval '1 millisecond')`;

/** A job of an order key waits while an earlier job of the same key is unfinished. */
const FIRST_OF_ITS_ORDER = sql`(c.order_key is null or not exists (
  select 1 from workflow_job e where e.order_key = c.order_key and e.id < c.id and e.state in ('queued', 'running')))`;

/**
 * Leases the job `selection` names (a `select c.id … limit 1 for update skip locked`) to
 * `workerId`; it is then this worker's alone while its lease is renewed.
 */
async function claimOne(
  db: Db,
  workerId: string,
  leaseMs: number,
  selection: SQL,
): Promise<ClaimedJob | null> {
  const [r] = await queryRows<{
    id: string | number;
    key: string;
    type: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`update workflow_job j set state = 'running', locked_by = ${workerId}, locked_until = now() + ${ms(leaseMs)},
          started_at = now(), attempts = j.attempts + 1
        where j.id in (${selection})
        returning j.id, j.key, j.type, j.payload, j.attempts, j.max_attempts`,
  );
  return r
    ? {
        id: Number(r.id),
        key: r.key,
        type: r.type,
        payload: r.payload,
        attempts: r.attempts,
        maxAttempts: r.max_attempts,
        lockedBy: workerId,
      }
    : null;
}

/**
 * Claims the next due job for `workerId`: a queued one due at `now`, or a running one whose lease
 * ended unrenewed; oldest first, never one waiting behind an earlier job of its order key.
 */
export function claimNextJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedJob | null> {
  return claimOne(
    db,
    workerId,
    leaseMs,
    sql`select c.id from workflow_job c
          where ((c.state = 'queued' and c.run_at <= ${now.toISOString()}::timestamptz)
             or (c.state = 'running' and c.locked_until < now()))
            and ${FIRST_OF_ITS_ORDER}
          order by c.run_at, c.id
          limit 1
          for update skip locked`,
  );
}

/**
 * Claims the next queued job of one type and one process, due now: a decision runs its own
 * record updates before it answers (the task page then reloads the request closed), instead of
 * leaving them for the next poll. Jobs another worker holds are skipped; it runs them.
 */
export function claimNextProcessJob(
  db: Db,
  workerId: string,
  type: string,
  processId: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedJob | null> {
  return claimOne(
    db,
    workerId,
    leaseMs,
    sql`select c.id from workflow_job c
          where c.state = 'queued' and c.type = ${type} and c.payload->>'processId' = ${processId}
            and c.run_at <= ${now.toISOString()}::timestamptz and ${FIRST_OF_ITS_ORDER}
          order by c.id
          limit 1
          for update skip locked`,
  );
}

/** The job is no longer this worker's (it was taken over): its effects must not happen. */
export class JobLostError extends Error {
  constructor(readonly jobKey: string) {
    super(`The job ${jobKey} was taken over by another worker`);
    this.name = 'JobLostError';
  }
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
 * A worker: polls for due jobs and runs them, one at a time, with the handler of their type,
 * writing its heartbeat while it polls or holds a job. `runDue()` runs due jobs until none is
 * left (tests call it directly); `start()` polls until `stop()`.
 */
export class JobWorker {
  private currentId = newWorkerId();
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  /** Halted: as a killed process, it neither beats nor finishes what it holds. */
  private halted = false;
  /** Rounds and process runs in progress: the heartbeat runs while any is, or while polling. */
  private busy = 0;
  private lastBeat = 0;
  private maintaining: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly log: FastifyBaseLogger,
    private readonly options: QueueOptions = DEFAULT_QUEUE_OPTIONS,
  ) {}

  /** This worker's id in `workflow_job.locked_by` and `workflow_worker` (new after a takeover). */
  get id(): string {
    return this.currentId;
  }

  /** Runs the jobs due now, one after the other; returns how many ran (whatever their outcome). */
  runDue(): Promise<number> {
    // One round at a time per worker: a slow round is not overlapped by the next poll.
    this.running ??= this.hold(() => this.round()).finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<number> {
    let total = 0;
    while (!this.halted) {
      const job = await claimNextJob(this.db, this.id, this.options.leaseMs);
      if (!job) break;
      await this.run(job);
      total++;
      // A stopping server finishes the job in hand and leaves the rest to the others.
      if (this.stopping) break;
    }
    return total;
  }

  /**
   * Runs one process's due jobs of one type now, in this request (a decision's `setValues`), in
   * the order they were queued; a job that answers "not yet" goes back to the queue. Works whether
   * or not this process polls: the jobs are the caller's own.
   */
  runProcessJobs(type: string, processId: string): Promise<number> {
    return this.hold(async () => {
      let total = 0;
      while (!this.halted) {
        const job = await claimNextProcessJob(this.db, this.id, type, processId, this.options.leaseMs);
        if (!job) break;
        total++;
        // "Not yet" and a retry put the job back due later, so the next claim does not take it again.
        await this.run(job);
      }
      return total;
    });
  }

  /**
   * Runs `work` with a live heartbeat: written (and dead workers taken over) before the first
   * claim, and every heartbeat interval while the work runs, so the jobs it claims are renewed.
   */
  private async hold<T>(work: () => Promise<T>): Promise<T> {
    this.busy++;
    this.ensureHeartbeat();
    try {
      await this.maintain(false);
      return await work();
    } finally {
      this.busy--;
      if (this.busy === 0 && this.stopped) this.stopHeartbeat();
    }
  }

  private ensureHeartbeat(): void {
    if (this.heartbeat || this.halted) return;
    this.heartbeat = setInterval(() => {
      this.maintain(true).catch((err: unknown) =>
        this.log.error({ err }, 'workflow queue: the heartbeat failed'),
      );
    }, this.options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * Writes the heartbeat, renews this worker's leases and takes over dead workers' jobs; at most
   * once per heartbeat interval unless `force`d by the timer. Never two at once.
   */
  private maintain(force: boolean): Promise<void> {
    if (this.halted) return Promise.resolve();
    if (!force && Date.now() - this.lastBeat < this.options.heartbeatMs) return Promise.resolve();
    this.maintaining ??= (async () => {
      this.lastBeat = Date.now();
      if (!(await beat(this.db, this.id, this.options.leaseMs))) {
        // This process stalled past the takeover interval: its jobs went to others (whose
        // effects are fenced against it); it goes on as a new worker.
        const old = this.currentId;
        this.currentId = newWorkerId();
        this.log.warn({ worker: old, newId: this.currentId }, 'workflow queue: this worker was taken over');
        await beat(this.db, this.id, this.options.leaseMs);
      }
      for (const t of await takeOverDeadWorkers(this.db, this.id, this.options.takeoverMs))
        this.log.warn(
          {
            deadWorker: t.workerId,
            host: t.host,
            pid: t.pid,
            lastSeenAt: t.lastSeenAt,
            jobs: t.jobs,
            by: this.id,
          },
          `workflow queue: took over ${t.jobs.length} job(s) of the dead worker ${t.workerId}`,
        );
    })().finally(() => (this.maintaining = null));
    return this.maintaining;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.type];
    if (!handler) {
      await fail(this.db, job, job.lockedBy, `no handler for job type '${job.type}'`);
      return;
    }
    try {
      const result = await handler(job);
      if (this.halted) return;
      if (result && 'retryAfterMs' in result)
        await later(this.db, job, job.lockedBy, result.retryAfterMs, null);
      else await finish(this.db, job, job.lockedBy);
    } catch (err) {
      if (this.halted) return;
      if (err instanceof JobLostError) {
        this.log.warn({ job: job.key, worker: job.lockedBy }, 'workflow queue: job taken over while it ran');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= job.maxAttempts) {
        this.log.error({ err, job: job.key, type: job.type }, 'workflow job failed for good');
        await fail(this.db, job, job.lockedBy, message);
      } else {
        this.log.warn({ err, job: job.key, type: job.type, attempt: job.attempts }, 'workflow job failed');
        await later(this.db, job, job.lockedBy, this.options.retryBaseMs * 2 ** (job.attempts - 1), message);
      }
    }
  }

  start(): void {
    if (!this.stopped || this.halted) return;
    this.stopped = false;
    this.stopping = false;
    this.ensureHeartbeat();
    const tick = async () => {
      if (this.stopped) return;
      try {
        await this.maintain(false);
        await this.runDue();
      } catch (err) {
        this.log.error({ err }, 'workflow queue: a polling round failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
    };
    this.timer = setTimeout(tick, this.options.pollMs);
  }

  /** Stops polling, waits for the job in hand and removes this worker's heartbeat row. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    if (this.busy > 0 || this.halted) return;
    this.stopHeartbeat();
    // Nothing in hand: no one needs to take anything over from this worker.
    await retire(this.db, this.id).catch((err: unknown) =>
      this.log.warn({ err }, 'workflow queue: could not remove the heartbeat row'),
    );
  }

  /**
   * Stops at once as a killed process would: no more heartbeats, claims or completions, and the
   * jobs in hand stay claimed until a live worker takes them over. The crash tests use it.
   */
  halt(): void {
    this.halted = true;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopHeartbeat();
  }
}

function newWorkerId(): string {
  return `w-${process.pid}-${randomBytes(4).toString('hex')}`;
}
