import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index';
import { entityInstance } from '../../db/schema/entities';
import { processInstance } from '../../db/schema/workflow';
import { TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testDriver } from '../../../test/testServer';
import { controlFields, saveWith } from '../forms/testing';
import { queueTimings, workerSettings } from './index';
import { patient } from '../../../../../scripts/patience.mjs';
import { jobHandlers } from './jobs';
import { enqueue, JobWorker, type ClaimedJob, type JobHandler, type QueueOptions } from './queue';

/** A logger that keeps what the worker logs (the takeover must be logged). */
function recordingLogger() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      lines.push({ level, obj, msg: typeof obj === 'string' ? obj : (msg ?? '') });
    };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const never = new Promise<never>(() => undefined);

/** Short intervals: the heartbeat renews leases every 100 ms; takeover after 5 s of silence. */
const FAST: QueueOptions = {
  pollMs: 100,
  // Far longer than the test: a job must come back through the takeover, not its lease ending.
  leaseMs: 120_000,
  heartbeatMs: 100,
  takeoverMs: 5_000,
  retryBaseMs: 0,
};

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = patient(20_000),
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('queue timings', () => {
  it('reads the lease, heartbeat and takeover seconds, and refuses a heartbeat too slow for them', () => {
    expect(queueTimings({})).toMatchObject({ leaseMs: 30_000, heartbeatMs: 5_000, takeoverMs: 20_000 });
    expect(
      queueTimings({
        WORKFLOW_LEASE_SECONDS: '10',
        WORKFLOW_HEARTBEAT_SECONDS: '0.5',
        WORKFLOW_TAKEOVER_SECONDS: '3',
      }),
    ).toMatchObject({ leaseMs: 10_000, heartbeatMs: 500, takeoverMs: 3_000, consistent: true });
    // A heartbeat slower than half the takeover interval would lose live workers' jobs.
    expect(queueTimings({ WORKFLOW_HEARTBEAT_SECONDS: '15' })).toMatchObject({
      heartbeatMs: 5_000,
      consistent: false,
    });
    expect(queueTimings({ WORKFLOW_LEASE_SECONDS: 'soon' }).leaseMs).toBe(30_000);
    expect(workerSettings({ WORKFLOW_TAKEOVER_SECONDS: '12' }).takeoverMs).toBe(12_000);
  });
});

/**
 * Crash recovery of the job queue (decision 0044), with two app instances on one database (on
 * PostgreSQL each with its own pool, as two server processes) and workers the test drives: a
 * worker "dies" by stopping its heartbeat while its handler hangs after the effect, before the
 * job's completion — what `kill -9` leaves behind.
 */
describe(`job queue crash recovery on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let app2: FastifyInstance;
  let dataDir: string;
  const saved = { ...process.env };
  const halted: JobWorker[] = [];

  beforeAll(async () => {
    process.env.WORKFLOW_WORKER = '0';
    delete process.env.SMTP_URL;
    cluster = await createTestCluster();
    ({ app, other: app2, dataDir } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
    process.env = saved;
  });

  const handlersOf = (a: FastifyInstance) =>
    jobHandlers(a.ctx, { platformUrl: 'http://localhost/platform/' });
  /** A worker whose handler of `type` hangs after doing its work: the effect, then the crash. */
  const dyingWorker = (a: FastifyInstance, type: string) => {
    const real = handlersOf(a);
    const effectDone: string[] = [];
    const handlers: Record<string, JobHandler> = {
      ...real,
      [type]: async (job: ClaimedJob) => {
        await real[type]!(job);
        effectDone.push(job.key);
        return never;
      },
    };
    const worker = new JobWorker(a.ctx.db, handlers, recordingLogger().log, FAST);
    halted.push(worker);
    return { worker, effectDone };
  };
  const liveWorker = (a: FastifyInstance, options: QueueOptions = FAST) => {
    const { lines, log } = recordingLogger();
    return { worker: new JobWorker(a.ctx.db, handlersOf(a), log, options), lines };
  };

  const jobRow = async (key: string) => {
    const [row] = await queryRows<{ state: string; locked_by: string | null; attempts: number }>(
      app.ctx.db,
      sql`select state, locked_by, attempts from workflow_job where key = ${key}`,
    );
    return row;
  };
  const mailsTo = (address: string) => {
    const dir = join(dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(join(dir, f), 'utf8'))
          .filter((m) => m.includes(`To: ${address}`))
      : [];
  };

  let requests = 0;
  /** A submitted OfferRequest (its process running), with the queue drained of its due jobs. */
  const offerRequest = async () => {
    const visitor = new TestClient(app);
    await visitor.profile();
    const res = await saveWith(
      visitor,
      'OfferRequest',
      controlFields({
        ContactName: `Crash Test ${++requests}`,
        Email: `crash${requests}@example.si`,
        Country: 'SI',
        Message: 'Quote please.',
        Consent: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const instanceId = (res.json() as { entityInstanceId: string }).entityInstanceId;
    const [process] = await app.ctx.db
      .select({ id: processInstance.id })
      .from(processInstance)
      .where(eq(processInstance.entityInstanceId, instanceId));
    const { worker } = liveWorker(app);
    await worker.runDue();
    await worker.stop();
    return { instanceId, processId: process!.id };
  };
  const statusOf = async (instanceId: string) => {
    const [row] = await app.ctx.db
      .select({ values: entityInstance.data })
      .from(entityInstance)
      .where(and(eq(entityInstance.entityId, 'OfferRequest'), eq(entityInstance.id, instanceId)));
    return (row?.values as Record<string, unknown>).Status;
  };
  const mailJob = (key: string, processId: string, instanceId: string, address: string) => ({
    key,
    type: 'sendMail',
    // Older than anything else in the queue: the next worker's first claim.
    runAt: new Date(Date.now() - 3_600_000),
    payload: {
      type: 'sendMail',
      key,
      processId,
      runAt: new Date().toISOString(),
      entity: { entity: 'OfferRequest', instanceId },
      template: 'Workflow_Mail_CrashTest',
      to: { type: 'address', address },
      attachments: [],
      comment: null,
      taskId: null,
      activityInstanceId: null,
    },
  });
  const statusJob = (key: string, processId: string, instanceId: string, status: string, ageMs: number) => ({
    key,
    type: 'setValues',
    runAt: new Date(Date.now() - ageMs),
    payload: {
      type: 'setValues',
      key,
      processId,
      runAt: new Date().toISOString(),
      entity: { entity: 'OfferRequest', instanceId },
      values: { Status: status },
    },
  });

  it('a worker that dies holding a job (effect done, completion not): another server takes it over after the takeover interval, logs it, and the mail goes out once', async () => {
    const { processId, instanceId } = await offerRequest();
    const address = 'taken-over@example.si';
    await enqueue(app.ctx.db, [
      mailJob('crash-mail-1', processId, instanceId, address),
      // Due too: a worker claims only the job it starts, so these stay free for others.
      mailJob('crash-mail-2', processId, instanceId, 'second@example.si'),
      mailJob('crash-mail-3', processId, instanceId, 'third@example.si'),
    ]);
    const { worker: dying, effectDone } = dyingWorker(app, 'sendMail');
    void dying.runDue();
    await until('the effect of the first job', async () => effectDone.includes('crash-mail-1'));
    expect(mailsTo(address)).toHaveLength(1);
    const [held] = await queryRows<{ n: number | string }>(
      app.ctx.db,
      sql`select count(*) as n from workflow_job where state = 'running' and locked_by = ${dying.id}`,
    );
    expect(Number(held!.n)).toBe(1);
    // The crash: no heartbeat, no completion; the job stays claimed by the dead worker.
    dying.halt();
    const deadId = dying.id;
    const { worker: survivor, lines } = liveWorker(app2);
    // Before the takeover interval the job is still the dead worker's: the survivor runs the rest.
    await survivor.runDue();
    expect(await jobRow('crash-mail-1')).toMatchObject({ state: 'running', locked_by: deadId });
    expect((await jobRow('crash-mail-2'))!.state).toBe('done');
    const taken = await until('the takeover', async () => {
      await survivor.runDue();
      const row = await jobRow('crash-mail-1');
      return row?.state === 'done' ? row : null;
    });
    // Claimed twice (the dead worker's run and the survivor's), effect once.
    expect(taken.attempts).toBe(2);
    expect(mailsTo(address)).toHaveLength(1);
    expect(mailsTo('second@example.si')).toHaveLength(1);
    const [dead] = await queryRows<{ taken_over_by: string; jobs_taken_over: number }>(
      app.ctx.db,
      sql`select taken_over_by, jobs_taken_over from workflow_worker where id = ${deadId}`,
    );
    expect(dead).toEqual({ taken_over_by: survivor.id, jobs_taken_over: 1 });
    const logged = lines.find((l) => l.level === 'warn' && /took over 1 job/.test(l.msg));
    expect(logged?.obj).toMatchObject({ deadWorker: deadId, jobs: ['crash-mail-1'] });
    // The health check reports it.
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json() as {
      queue: { deadWorkersTakenOver: number; lastTakeoverAt: string | null; running: number };
    };
    expect(health.queue.deadWorkersTakenOver).toBeGreaterThanOrEqual(1);
    expect(health.queue.lastTakeoverAt).not.toBeNull();
    await survivor.stop();
  });

  it('a crash between the effect and the completion, or the same job run twice: each mail and status change happens once', async () => {
    const { processId, instanceId } = await offerRequest();
    const address = 'once@example.si';
    // The completion step aborts after the effect: the job goes back to the queue and runs again.
    await enqueue(app.ctx.db, [mailJob('once-mail', processId, instanceId, address)]);
    const real = handlersOf(app);
    let aborted = 0;
    const aborting = new JobWorker(
      app.ctx.db,
      {
        ...real,
        sendMail: async (job) => {
          await real.sendMail!(job);
          if (aborted++ === 0) throw new Error('the process died before it marked the job done');
        },
      },
      recordingLogger().log,
      FAST,
    );
    // The retry is due at once (no backoff in FAST): the same round runs it again.
    await aborting.runDue();
    expect((await jobRow('once-mail'))!.state).toBe('done');
    expect((await jobRow('once-mail'))!.attempts).toBe(2);
    expect(mailsTo(address)).toHaveLength(1);
    // Written but not marked sent (a crash right after the file transport wrote it): the writer
    // finds the message's file by its key and writes no second one.
    await app.ctx.db.execute(sql`update mail_outbox set sent_at = null where job_key = 'once-mail'`);
    const [claimed] = await queryRows<{ id: string | number }>(
      app.ctx.db,
      sql`select id from workflow_job where key = 'once-mail'`,
    );
    const again: ClaimedJob = {
      id: Number(claimed!.id),
      key: 'once-mail',
      type: 'sendMail',
      payload: mailJob('once-mail', processId, instanceId, address).payload,
      attempts: 3,
      maxAttempts: 5,
      lockedBy: 'nobody',
    };
    await app.ctx.db.execute(sql`update workflow_job set locked_by = 'nobody' where key = 'once-mail'`);
    await real.sendMail!(again);
    await real.sendMail!(again);
    expect(mailsTo(address)).toHaveLength(1);
    const [outbox] = await queryRows<{ n: number | string; sent: number | string }>(
      app.ctx.db,
      sql`select count(*) as n, count(sent_at) as sent from mail_outbox where job_key = 'once-mail'`,
    );
    expect({ n: Number(outbox!.n), sent: Number(outbox!.sent) }).toEqual({ n: 1, sent: 1 });

    // A status update run again after a later one must not undo it.
    await enqueue(app.ctx.db, [statusJob('once-status-1', processId, instanceId, 'InProgress', 2_000)]);
    const { worker } = liveWorker(app);
    await worker.runDue();
    await enqueue(app.ctx.db, [statusJob('once-status-2', processId, instanceId, 'Closed', 1_000)]);
    await worker.runDue();
    expect(await statusOf(instanceId)).toBe('Closed');
    const [first] = await queryRows<{ id: string | number }>(
      app.ctx.db,
      sql`select id from workflow_job where key = 'once-status-1'`,
    );
    await app.ctx.db.execute(sql`update workflow_job set locked_by = 'nobody' where key = 'once-status-1'`);
    await real.setValues!({
      id: Number(first!.id),
      key: 'once-status-1',
      type: 'setValues',
      payload: statusJob('once-status-1', processId, instanceId, 'InProgress', 0).payload,
      attempts: 2,
      maxAttempts: 5,
      lockedBy: 'nobody',
    });
    expect(await statusOf(instanceId)).toBe('Closed');
    await worker.stop();
  });

  it("a process's status updates keep their order: a later one waits while the earlier one is held by a dead worker, then both apply in order", async () => {
    const { processId, instanceId } = await offerRequest();
    await enqueue(app.ctx.db, [
      statusJob('order-1', processId, instanceId, 'InProgress', 3_600_000),
      statusJob('order-2', processId, instanceId, 'Closed', 3_600_000),
    ]);
    const { worker: dying, effectDone } = dyingWorker(app, 'setValues');
    void dying.runDue();
    await until('the first status update', async () => effectDone.includes('order-1'));
    dying.halt();
    // The dead worker's update was written; the survivor neither runs the later one before the
    // earlier is taken over and done, nor applies the earlier one a second time after it.
    const { worker: survivor } = liveWorker(app2);
    await survivor.runDue();
    expect((await jobRow('order-2'))!.state).toBe('queued');
    await until('both done', async () => {
      await survivor.runDue();
      return (await jobRow('order-2'))?.state === 'done';
    });
    expect((await jobRow('order-1'))!.state).toBe('done');
    const applied = await queryRows<{ job_key: string }>(
      app.ctx.db,
      sql`select job_key from workflow_effect where job_key in ('order-1', 'order-2') order by created_at, job_key`,
    );
    expect(applied.map((r) => r.job_key)).toEqual(['order-1', 'order-2']);
    expect(await statusOf(instanceId)).toBe('Closed');
    await survivor.stop();
  });

  it('two workers on two connections never run the same job at once, and each job runs once', async () => {
    const running = new Set<string>();
    const runs = new Map<string, number>();
    let overlaps = 0;
    const probe: JobHandler = async (job) => {
      if (running.has(job.key)) overlaps++;
      running.add(job.key);
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2 + (job.id % 5)));
      running.delete(job.key);
    };
    const keys = Array.from({ length: 40 }, (_, i) => `probe-${i}`);
    await enqueue(
      app.ctx.db,
      keys.map((key) => ({ key, type: 'probe', payload: {}, runAt: new Date(Date.now() - 7_200_000) })),
    );
    const workers = [app, app2, app2].map(
      (a) => new JobWorker(a.ctx.db, { probe }, recordingLogger().log, FAST),
    );
    await Promise.all(workers.map((w) => w.runDue()));
    expect(overlaps).toBe(0);
    expect(keys.filter((k) => runs.get(k) !== 1)).toEqual([]);
    const [left] = await queryRows<{ n: number | string }>(
      app.ctx.db,
      sql`select count(*) as n from workflow_job where type = 'probe' and state <> 'done'`,
    );
    expect(Number(left!.n)).toBe(0);
    await Promise.all(workers.map((w) => w.stop()));
  });
});
