/**
 * The pool of render threads (decision 0042). One per server, started at the first render and
 * closed with the app; an idle thread exits after a minute. Running from sources (tests, `tsx`)
 * the worker is the TypeScript file, loaded through tsx; from the bundle it is
 * dist/renderWorker.js beside dist/main.js.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ServerContext } from '../../context';
import type { RenderResult, RenderTask } from './renderWorker';

export const RENDERS_QUEUED_PER_THREAD = 16;

const pools = new WeakMap<ServerContext, Piscina<RenderTask, RenderResult>>();

function workerOptions(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return {
      filename: fileURLToPath(new URL('./renderWorker.ts', import.meta.url)),
      execArgv: ['--import', tsx],
    };
  }
  return { filename: fileURLToPath(new URL('./renderWorker.js', import.meta.url)), execArgv: [] };
}

export function renderPool(ctx: ServerContext): Piscina<RenderTask, RenderResult> {
  let pool = pools.get(ctx);
  if (!pool) {
    pool = new Piscina<RenderTask, RenderResult>({
      ...workerOptions(),
      name: 'default',
      minThreads: 0,
      maxThreads: ctx.config.documentRenderThreads,
      idleTimeout: 60_000,
      // Renders waiting for a thread are bounded (each holds its context and texts): beyond
      // this the server answers 503 with Retry-After instead of queueing without end.
      maxQueue: RENDERS_QUEUED_PER_THREAD * ctx.config.documentRenderThreads,
      // A runaway template exhausts its own thread's heap, not the server's.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    pools.set(ctx, pool);
  }
  return pool;
}

/** Whether a pool refused a task because its queue is full (piscina's own error). */
export function isQueueFull(error: unknown): boolean {
  return error instanceof Error && error.message === 'Task queue is at limit';
}

/** Ends the render threads of a server (its app's onClose). */
export async function closeRenderPool(ctx: ServerContext): Promise<void> {
  const pool = pools.get(ctx);
  if (!pool) return;
  pools.delete(ctx);
  await pool.destroy();
}
