/**
 * Two app instances on one fresh test database, as two server processes behind a load balancer:
 * on PostgreSQL the second has its own pool (and so its own LISTEN connection), on PGlite — one
 * process by design — both share the one client. They share a DATA_DIR, as servers sharing a
 * volume do, unless `separateDataDirs`. Suites that prove something "on every server process" use it.
 *
 *   let cluster: TestCluster;
 *   beforeAll(async () => { cluster = await createTestCluster(); });
 *   afterAll(async () => { await cluster?.close(); });
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/index';
import { openTestDatabase, testConfig, type TestDatabase, type TestDriver } from './testServer';
import { testTmpRoot } from './tmpRoot';

export interface TestCluster {
  /** The first instance (the one a suite seeds and signs in on by default). */
  app: FastifyInstance;
  /** The second instance on the same database. */
  other: FastifyInstance;
  driver: TestDriver;
  /** The DATA_DIR the instances write to (mail drops, uploads); the first one's when separate. */
  dataDir: string;
  /** Closes both instances, the second pool and the database, and removes the DATA_DIR. */
  close(): Promise<void>;
}

export interface TestClusterOptions {
  /** Configuration of both instances. */
  config?: Partial<ServerConfig>;
  /** Configuration of the second instance only, over `config`. */
  otherConfig?: Partial<ServerConfig>;
  /** Each instance gets a DATA_DIR of its own (two machines, no shared volume). */
  separateDataDirs?: boolean;
  /** PostgreSQL: the second instance's pool size (default 3). */
  poolSize?: number;
}

export async function createTestCluster(options: TestClusterOptions = {}): Promise<TestCluster> {
  const newDir = () => mkdtempSync(join(testTmpRoot(), 'insulcalc-cluster-'));
  const dataDir = options.config?.dataDir ?? newDir();
  const dirs = [dataDir, options.separateDataDirs ? newDir() : dataDir];
  const configs = [
    testConfig({ ...options.config, dataDir: dirs[0] }),
    testConfig({ ...options.config, ...options.otherConfig, dataDir: dirs[1] }),
  ] as const;
  const testDb: TestDatabase = await openTestDatabase();
  let second: Database | null = null;
  const apps: FastifyInstance[] = [];
  const close = async () => {
    try {
      for (const app of apps) await app.close();
    } finally {
      await second?.close();
      await testDb.close();
      for (const dir of new Set(dirs))
        if (dir !== options.config?.dataDir) rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    apps.push(await buildApp(configs[0], { database: testDb.database, ownDatabase: false }));
    second = testDb.url
      ? await openDatabase({ databaseUrl: testDb.url, poolSize: options.poolSize ?? 3 })
      : null;
    apps.push(await buildApp(configs[1], { database: second ?? testDb.database, ownDatabase: false }));
    for (const app of apps) await app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  const [app, other] = apps as [FastifyInstance, FastifyInstance];
  let closed = false;
  return {
    app,
    other,
    driver: testDb.driver,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
