import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'insulcalc-test-';
const ENV = 'INSULCALC_TEST_TMP';

/**
 * Folder for this test run's temp files (data dirs, the PGlite template): created by the global
 * setup, inherited by the workers through the environment, removed at teardown, so even tests
 * that forget to clean up leave nothing behind. Outside a run: the system temp folder.
 */
export function testTmpRoot(): string {
  return process.env[ENV] || tmpdir();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** In the global setup: create (once per run) the run's folder and remove those of dead runs. */
export function createRunRoot(): string {
  const root = join(tmpdir(), `${PREFIX}${process.pid}`);
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  mkdirSync(root, { recursive: true });
  process.env[ENV] = root;
  return root;
}

export function removeRunRoot(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
