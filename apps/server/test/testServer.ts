/**
 * Test harness: an app on a fresh, migrated and seeded database of the project's driver (a PGlite
 * loaded from the template, or a PostgreSQL database copied from the template database).
 *
 *   import { createTestServer, type TestServer } from '../../../test/testServer';
 *   let server: TestServer;
 *   beforeAll(async () => { server = await createTestServer(); });
 *   afterAll(async () => { await server?.close(); });
 *   it('answers', async () => {
 *     const res = await server.app.inject({ method: 'GET', url: '/api/health' });
 *     expect(res.json()).toMatchObject({ status: 'ok' });
 *   });
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { ServerConfig } from '../src/config';
import type { ServerContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/index';
import type { TestDriver } from './globalSetup';
import { testConfig } from './testConfig';

export { testConfig };
export type { TestDriver };

export interface TestDatabase {
  database: Database;
  driver: TestDriver;
  /** PostgreSQL only: the connection string of this test's database. */
  url?: string;
  /** Closes and (PostgreSQL) drops the database. */
  close(): Promise<void>;
}

export interface TestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  config: ServerConfig;
  driver: TestDriver;
  /** Closes the app, the database and removes the temp DATA_DIR. */
  close(): Promise<void>;
}

export interface TestServerOptions extends Omit<BuildAppOptions, 'database' | 'ownDatabase'> {
  config?: Partial<ServerConfig>;
}

/** The driver of the running vitest project ('pglite' or 'postgresql'). */
export function testDriver(): TestDriver {
  return inject('insulcalcDriver') ?? 'pglite';
}

/**
 * A fresh database of the project's driver, already migrated and seeded (or `empty: true`: a
 * brand-new database without any table, as at a first start). Always close() it.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const driver = testDriver();
  if (driver === 'pglite') {
    const client = options.empty
      ? await PGlite.create()
      : await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    const database = await openDatabase({ pglite: client, ownClient: true });
    return { database, driver, close: () => database.close() };
  }
  const setupError = inject('pgSetupError');
  if (setupError) throw new Error(setupError);
  const adminUrl = inject('pgAdminUrl');
  const name = `insulcalc_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty
        ? `create database ${name}`
        : `create database ${name} template ${inject('pgTemplateDb')}`,
    );
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    database,
    driver,
    url,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Builds the whole app on a fresh test database; `app.inject` is ready to use. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { config: overrides, ...buildOptions } = options;
  const config = testConfig(overrides);
  const testDb = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...buildOptions, database: testDb.database, ownDatabase: false });
    await app.ready();
  } catch (err) {
    await testDb.close();
    throw err;
  }
  let closed = false;
  return {
    app,
    ctx: app.ctx,
    config,
    driver: testDb.driver,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await testDb.close();
        if (!overrides?.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}
