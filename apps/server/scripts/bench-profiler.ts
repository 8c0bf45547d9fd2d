/**
 * `pnpm bench:profiler` — what the profiler costs a request (issue 14 item 6: "no cost when off").
 * In one process, on a fresh PGlite, the same signed-in GET (the navigation tree: session, cache,
 * handler) is injected N times into three servers: the profiler off (the default: nothing
 * installed), on for a user without the flag (steps timed, trace dropped), and on for a user with
 * it (trace kept). Prints the mean, p50 and p95 per request. A script, not a timed test.
 *
 *   BENCH_REQUESTS=2000 pnpm bench:profiler
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { userAccount } from '../src/db/schema/account';
import { accountModule } from '../src/modules/account/index';
import { healthModule } from '../src/modules/health/index';
import { navigationModule } from '../src/modules/navigation/index';
import { profilerModule } from '../src/modules/profiler/index';
import { translationsModule } from '../src/modules/translations/index';
import { TestClient } from '../test/accountClient';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = 200;
const PASSWORD = 'Bench-Admin-Password-1';

interface Figures {
  mean: number;
  p50: number;
  p95: number;
}

interface Server {
  name: string;
  request(): Promise<void>;
  check(): Promise<void>;
  close(): Promise<void>;
}

async function start(name: string, profiler: boolean, flag: boolean): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'insulcalc-bench-profiler-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    INSULCALC_ADMIN_PASSWORD: PASSWORD,
    MINI_PROFILER_ENABLED: String(profiler),
    PUBLIC_DIST: join(dataDir, 'none'),
    PLATFORM_DIST: join(dataDir, 'none'),
  };
  const config = { ...loadConfig(env), env } as ServerConfig;
  const app = await buildApp(config, {
    modules: [healthModule, translationsModule, accountModule, navigationModule, profilerModule],
  });
  await app.ready();
  await app.ctx.db
    .update(userAccount)
    .set({ enableMiniProfiler: flag })
    .where(eq(userAccount.usernameLower, 'admin'));
  const client = new TestClient(app);
  await client.logon('admin', PASSWORD);
  return {
    name,
    async request() {
      const res = await client.request({ method: 'GET', url: '/api/v1/navigation' });
      if (res.statusCode !== 200) throw new Error(`navigation answered ${res.statusCode}`);
    },
    async check() {
      const results = await client.request({ method: 'GET', url: '/profiler/results' });
      const recorded =
        results.statusCode === 200 ? (results.json() as { traces: unknown[] }).traces.length : 0;
      if (recorded !== (profiler && flag ? 10 : 0)) throw new Error(`${name}: ${recorded} traces recorded`);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
  };
}

// The three servers run side by side and take turns in batches of 50 requests, so a burst of
// load on the (shared) machine hits all three alike.
const servers = [
  await start('profiler off (default)', false, false),
  await start('on, user without the flag', true, false),
  await start('on, user with the flag', true, true),
];
const times = servers.map(() => [] as number[]);
const BATCH = 50;
try {
  for (let done = -WARMUP; done < REQUESTS; done += BATCH)
    for (const [i, server] of servers.entries())
      for (let k = 0; k < BATCH; k++) {
        const t0 = performance.now();
        await server.request();
        if (done >= 0) times[i]!.push(performance.now() - t0);
      }
  for (const server of servers) await server.check();
} finally {
  for (const server of servers) await server.close();
}
const rows: [string, Figures][] = servers.map((s, i) => [s.name, figures(times[i]!)]);

const us = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs`;
console.log(`GET /api/v1/navigation, signed in, ${REQUESTS} requests each (in-process inject, PGlite)`);
console.log(`${'server'.padEnd(28)}${'mean'.padStart(10)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
const base = rows[0]![1].mean;
for (const [name, f] of rows)
  console.log(`${name.padEnd(28)}${us(f.mean)}${us(f.p50)}${us(f.p95)}   ×${(f.mean / base).toFixed(2)}`);
