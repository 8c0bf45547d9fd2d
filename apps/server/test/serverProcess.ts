/**
 * Real server processes for tests: `src/main.ts` started with tsx in a child process, as an
 * operator runs it, so that a test can run several on one database and kill one with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { paths } from '../src/config';
import { freePort } from '@insulcalc/test-utils/postgres';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Milliseconds from the spawn to the "API health" line. */
  ms: number;
  /** Everything the process wrote so far, line by line. */
  lines: () => string[];
  /** The JSON log lines (pino) written so far. */
  logs: () => { msg: string; [field: string]: unknown }[];
}

/**
 * The start is awaited on the process's own signal (its "API health" line, or its exit), not a
 * clock: on a busy machine a start takes what it takes, and the test's own timeout bounds it.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(paths.packageRoot, 'src', 'main.ts')], {
    cwd: paths.packageRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (out.includes('API health: http://localhost:')) {
        child.stdout?.off('data', check);
        child.off('exit', exited);
        resolve();
      }
    };
    const exited = (code: number | null) =>
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    child.stdout?.on('data', check);
    child.once('exit', exited);
  });
  const lines = () => out.split('\n').filter(Boolean);
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    ms: performance.now() - t0,
    lines,
    logs: () =>
      lines()
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string }),
  };
}

/** Sends `signal` and resolves with the exit code once the process has ended. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
