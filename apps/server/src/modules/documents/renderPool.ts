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
      // A runaway template exhausts its own thread's heap, not the server's.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    pools.set(ctx, pool);
  }
  return pool;
}

/** Ends the render threads of a server (its app's onClose). */
export async function closeRenderPool(ctx: ServerContext): Promise<void> {
  const pool = pools.get(ctx);
  if (!pool) return;
  pools.delete(ctx);
  await pool.destroy();
}
