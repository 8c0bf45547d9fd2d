/**
 * `pnpm bench:reports` — a report over 1,000,000 offer requests (issue 16 item 2) on a
 * temporary PostgreSQL (and PGlite when asked): the report's rows as ViewGrid pages them (POST
 * /api/v1/views/OfferRequestsReport/rows: sorted, filtered, with the seeded indexes) and its
 * grouped summary with totals (POST /api/v1/reports/OfferRequestsReport/summary), through the
 * whole app, signed in. Prints p50/p95 per scenario. A script, not a timed test.
 *
 *   BENCH_ROWS=1000000 BENCH_REQUESTS=200 BENCH_DATABASES=postgresql pnpm bench:reports
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/index';
import { TestClient } from '../test/accountClient';
import { startTempPostgres, type TempPostgres } from '@insulcalc/test-utils/postgres';
import { testConfig } from '../test/testConfig';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgresql').split(',').map((s) => s.trim());
const BATCH = 100_000;
const ADMIN_PASSWORD = 'Bench-Admin-Password-1';
const COUNTRIES = ['SI', 'DE', 'AT', 'HR', 'RS', 'BA', 'IT', 'FR', 'CH', 'PL'];
const STATUSES = ['New', 'InProgress', 'Offered', 'Closed'];

interface Scenario {
  name: string;
  url: string;
  body: (i: number) => unknown;
  /** The figure printed beside the times. */
  figure: (answer: Record<string, unknown>) => string;
}

const ROWS_URL = '/api/v1/views/OfferRequestsReport/rows';
const SUMMARY_URL = '/api/v1/reports/OfferRequestsReport/summary';

const SCENARIOS: Scenario[] = [
  {
    name: 'rows: newest first, pages 1–20 of 50',
    url: ROWS_URL,
    body: (i) => ({
      page: 1 + (i % 20),
      pageSize: 50,
      sort: [{ attribute: 'CreatedAt', direction: 'desc' }],
    }),
    figure: (a) => `total ${String(a.total)}`,
  },
  {
    name: 'rows: Status = New, newest first, pages 1–20',
    url: ROWS_URL,
    body: (i) => ({
      page: 1 + (i % 20),
      pageSize: 50,
      sort: [{ attribute: 'CreatedAt', direction: 'desc' }],
      filters: [{ attribute: 'Status', kind: 'equals', value: 'New' }],
    }),
    figure: (a) => `total ${String(a.total)}`,
  },
  {
    name: 'summary: by Status, one month',
    url: SUMMARY_URL,
    body: (i) => ({
      groupBy: 'Status',
      filters: [{ field: 'Month', kind: 'equals', value: `2025-${String(1 + (i % 12)).padStart(2, '0')}` }],
    }),
    figure: (a) => `count ${String((a.totals as Record<string, number>).Count)}`,
  },
  {
    name: 'summary: by Month, all 1,000,000 rows',
    url: SUMMARY_URL,
    body: () => ({ groupBy: 'Month', pageSize: 50 }),
    figure: (a) => `count ${String((a.totals as Record<string, number>).Count)}`,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function insertInstances(database: Database): Promise<number> {
  const started = performance.now();
  const countries = `array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
  const statuses = `array[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    // Two years of requests: created_at spread evenly over 2024-01 … 2025-12.
    await database.db.execute(
      sql.raw(`
      insert into entity_instance (entity_id, id, data, display_name, created_by, updated_by, created_at)
      select 'OfferRequest', 'b' || lpad(g::text, 8, '0'),
        jsonb_build_object(
          'ContactName', 'Name ' || ((g::bigint * 7919) % 100000),
          'Company', 'Company ' || ((g::bigint * 104729) % 250000),
          'Email', 'person' || g || '@example.com',
          'Country', (${countries})[1 + g % ${COUNTRIES.length}],
          'Status', (${statuses})[1 + (g / 7) % ${STATUSES.length}],
          'Consent', true),
        'Name ' || ((g::bigint * 7919) % 100000), 'bench', 'bench',
        timestamptz '2024-01-01T00:00:00Z' + ((g::bigint * 63072000 / ${ROWS}) || ' seconds')::interval
      from generate_series(${from}, ${to}) g`),
    );
    process.stdout.write(`  inserted ${to.toLocaleString('en')}\r`);
  }
  await database.db.execute(sql`analyze entity_instance`);
  return performance.now() - started;
}

async function measure(app: FastifyInstance, label: string): Promise<void> {
  const client = new TestClient(app);
  const logon = await client.logon('admin', ADMIN_PASSWORD);
  if (logon.statusCode !== 200) throw new Error(`logon: ${logon.statusCode} ${logon.body}`);
  for (const scenario of SCENARIOS) {
    const times: number[] = [];
    let figure = '';
    for (let i = -20; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await client.request({
        method: 'POST',
        url: scenario.url,
        payload: scenario.body(Math.abs(i)) as object,
      });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
      figure = scenario.figure(res.json());
      if (i >= 0) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(11)} | ${scenario.name.padEnd(46)} | ${figure.padStart(14)} | p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms | p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
    );
  }
}

async function run(label: string, database: Database, dataDir: string): Promise<void> {
  const config = testConfig({ dataDir, adminPassword: ADMIN_PASSWORD });
  const app = await buildApp(config, { database, ownDatabase: false });
  await app.ready();
  try {
    const ms = await insertInstances(database);
    console.log(
      `${label}: ${ROWS.toLocaleString('en')} offer requests inserted in ${(ms / 1000).toFixed(1)} s`,
    );
    await measure(app, label);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:reports — ${ROWS.toLocaleString('en')} instances, ${REQUESTS} requests per scenario after 20 warm-up`,
  );
  for (const driver of DATABASES) {
    const dataDir = mkdtempSync(join(tmpdir(), 'insulcalc-bench-reports-'));
    let pgServer: TempPostgres | null = null;
    let database: Database | null = null;
    try {
      if (driver === 'postgresql') {
        pgServer = await startTempPostgres();
        database = await openDatabase({ databaseUrl: pgServer.url, poolSize: 4 });
        await run(`PostgreSQL ${pgServer.version}`.slice(0, 11), database, dataDir);
      } else {
        const client = await PGlite.create(join(dataDir, 'pglite'));
        database = await openDatabase({ pglite: client, ownClient: true });
        await run('PGlite', database, dataDir);
      }
    } finally {
      await database?.close();
      pgServer?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
