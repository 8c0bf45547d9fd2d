import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { startServer, stopServer as stop } from './serverProcess';
import { openTestDatabase, testDriver, type TestDatabase } from './testServer';
import { patient } from '../../../scripts/patience.mjs';

describe(`node src/main.ts on ${testDriver()}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'insulcalc-main-'));
  let testDb: TestDatabase | undefined;
  afterAll(async () => {
    await testDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts, logs JSON with the URLs, answers health, exits 0 on SIGTERM and SIGINT, restarts',
    async () => {
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (testDriver() === 'postgresql') {
        testDb = await openTestDatabase();
        env.DATABASE_URL = testDb.url ?? '';
      }
      const first = await startServer(env);
      const res = await fetch(`http://127.0.0.1:${first.port}/api/health`, {
        headers: { 'x-request-id': 'main-test-1' },
      });
      expect(res.headers.get('x-request-id')).toBe('main-test-1');
      expect(await res.json()).toMatchObject({ status: 'ok', database: testDriver() });
      expect(await stop(first.child, 'SIGTERM')).toBe(0);
      const logs = first
        .lines()
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; reqId?: string });
      const msgs = logs.map((l) => l.msg);
      expect(msgs).toContain(`Public site: http://localhost:${first.port}/`);
      expect(msgs).toContain(`Platform: http://localhost:${first.port}/platform/`);
      expect(msgs).toContain(`API health: http://localhost:${first.port}/api/health`);
      expect(msgs).toContain('server stopped, database closed');
      // …and the same addresses as plain lines for a person at the terminal.
      expect(first.lines()).toContain(`  Public site  http://localhost:${first.port}/`);
      expect(first.lines()).toContain(`  Platform     http://localhost:${first.port}/platform/`);
      expect(logs.some((l) => l.reqId === 'main-test-1')).toBe(true);

      const second = await startServer(env);
      expect(await stop(second.child, 'SIGINT')).toBe(0);
      console.log(
        `${testDriver()}: first start ${Math.round(first.ms)} ms, second start ${Math.round(second.ms)} ms (incl. tsx)`,
      );
      // No timing assertion: the machine is shared and loaded; the numbers are printed instead
      // (measured on a quiet machine: see the README).
    },
    patient(180_000),
  );

  it('fails with a clear message and exit code 1 on a bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(paths.packageRoot, 'src', 'main.ts')], {
      cwd: paths.packageRoot,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT must be an integer');
  });
});
