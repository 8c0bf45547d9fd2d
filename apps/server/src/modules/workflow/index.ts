import { publicBaseUrl } from '../../config';
import { onInstanceSaved } from '../entities/index';
import type { ModulePlugin, ServerModule } from '../types';
import { workflowConsistencyChecks } from './consistency';
import { jobHandlers } from './jobs';
import { DEFAULT_QUEUE_OPTIONS, JobWorker } from './queue';
import { registerOpenRequestRoute } from './openRequest';
import { registerWorkflowRoutes } from './routes';
import { registerRequestCalculationRoute } from './requestCalculation';
import { seedWorkflow } from './seed';
import { startProcessesFor } from './service';
import { registerOfferRequestDocumentContext } from './calculation';

// The offer's documents print the request's calculation in the reader's language.
registerOfferRequestDocumentContext();

export {
  setDocumentRenderer,
  type DocumentRenderer,
  type DocumentRenderRequest,
  type RenderedDocument,
} from './documents';
export { SALES_GROUP_CODE } from './seed';
export { enqueue, JobWorker, type NewJob, type JobHandler } from './queue';
export { queueHealth, type QueueHealth } from './queueHealth';
export { taskCounts, workflowActor } from './service';
export { workflowTaskProvider } from './taskEntity';

/** Seconds from the environment (fractions allowed) as ms, within bounds, else the default. */
function seconds(value: string | undefined, min: number, max: number, fallbackMs: number): number {
  const n = Number(value?.trim() || NaN);
  return Number.isFinite(n) && n >= min && n <= max ? Math.round(n * 1000) : fallbackMs;
}

/**
 * The lease, heartbeat and takeover intervals (decision 0044): WORKFLOW_LEASE_SECONDS (30),
 * WORKFLOW_HEARTBEAT_SECONDS (5), WORKFLOW_TAKEOVER_SECONDS (20). A heartbeat must come several
 * times within the lease and the takeover interval, or live workers would lose their jobs: an
 * inconsistent set falls back to the defaults.
 */
export function queueTimings(env: NodeJS.ProcessEnv = process.env) {
  const d = DEFAULT_QUEUE_OPTIONS;
  const timings = {
    leaseMs: seconds(env.WORKFLOW_LEASE_SECONDS, 0.2, 3600, d.leaseMs),
    heartbeatMs: seconds(env.WORKFLOW_HEARTBEAT_SECONDS, 0.05, 600, d.heartbeatMs),
    takeoverMs: seconds(env.WORKFLOW_TAKEOVER_SECONDS, 0.2, 3600, d.takeoverMs),
  };
  const consistent =
    timings.heartbeatMs * 2 <= timings.leaseMs && timings.heartbeatMs * 2 <= timings.takeoverMs;
  return {
    ...(consistent ? timings : { leaseMs: d.leaseMs, heartbeatMs: d.heartbeatMs, takeoverMs: d.takeoverMs }),
    consistent,
  };
}

/**
 * Worker settings from the environment: WORKFLOW_WORKER=0 turns this process's worker off, =1 on.
 * Unset, it runs — except in Vitest's own processes (not the built servers the e2e suite starts
 * with NODE_ENV=production), where the other modules' tests must not see request statuses change
 * behind them (the workflow tests drive the worker themselves with `runDue()`).
 */
export function workerSettings(env: NodeJS.ProcessEnv = process.env) {
  const poll = Number(env.WORKFLOW_QUEUE_POLL_MS);
  const flag = (env.WORKFLOW_WORKER ?? '').trim().toLowerCase();
  return {
    ...queueTimings(env),
    enabled:
      flag === ''
        ? !(env.VITEST === 'true' && env.NODE_ENV !== 'production')
        : !['0', 'false', 'off', 'no'].includes(flag),
    pollMs: Number.isInteger(poll) && poll >= 50 && poll <= 600_000 ? poll : DEFAULT_QUEUE_OPTIONS.pollMs,
  };
}

/**
 * Processes and tasks (issue 17; README.md beside this file): the routes under
 * /api/v1/workflow, the start of a process when an entity instance is created (the entities
 * module's saved hook, in the save's transaction), and this process's job worker.
 */
const plugin: ModulePlugin = async (app, { ctx }) => {
  const settings = workerSettings();
  // Links in workflow mails, like the account's, come from PUBLIC_URL only (decision 0041).
  const platformUrl = `${publicBaseUrl(ctx.config)}${ctx.config.platformBasePath}`;
  // One listener per database: two apps on one PGlite handle (tests) must not start a process twice.
  const users = (hooked.get(ctx.db)?.users ?? 0) + 1;
  const unhook =
    hooked.get(ctx.db)?.unhook ??
    onInstanceSaved(ctx.db, async (tx, event) => {
      if (!event.created) return null;
      const tasks = await startProcessesFor(tx, event.entity, event.record, event.actor.userId);
      return tasks[0] ? { openWfTaskId: tasks[0].id } : null;
    });
  hooked.set(ctx.db, { users, unhook });
  if (!settings.consistent)
    ctx.log.warn(
      'workflow queue: WORKFLOW_HEARTBEAT_SECONDS must be at most half of WORKFLOW_LEASE_SECONDS and of WORKFLOW_TAKEOVER_SECONDS; the defaults apply',
    );
  const worker = new JobWorker(ctx.db, jobHandlers(ctx, { platformUrl }), ctx.log, {
    ...DEFAULT_QUEUE_OPTIONS,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    heartbeatMs: settings.heartbeatMs,
    takeoverMs: settings.takeoverMs,
  });
  workers.set(ctx.db, worker);
  if (settings.enabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    const entry = hooked.get(ctx.db);
    if (entry && --entry.users === 0) {
      entry.unhook();
      hooked.delete(ctx.db);
    }
    await worker.stop();
  });
  registerWorkflowRoutes(app, ctx, worker);
  registerRequestCalculationRoute(app, ctx);
};

const workers = new WeakMap<object, JobWorker>();
const hooked = new WeakMap<object, { users: number; unhook: () => void }>();

/** The job worker of the app on `db` (tests run `runDue()` directly). */
export function workflowWorkerOf(db: object): JobWorker | undefined {
  return workers.get(db);
}

export const workflowModule: ServerModule = {
  name: 'workflow',
  prefix: '/api/v1/workflow',
  plugin: plugin,
  seed: seedWorkflow,
  consistencyChecks: workflowConsistencyChecks,
};

/** Workflow/OpenRequest/* under the platform's base path (a page address, so no API prefix). */
export const workflowPagesModule: ServerModule = {
  name: 'workflow-pages',
  plugin: async (app, { ctx }) => registerOpenRequestRoute(app, ctx),
};
