/**
 * Vitest globalSetup, one per project (see vitest.config.ts):
 *  - pglite: migrate + seed an in-memory PGlite once, dump it (dumpDataDir) to a temp tarball;
 *    every test file loads its own copy (loadDataDir).
 *  - postgresql: use TEST_DATABASE_URL / DATABASE_URL, else start Debian's PostgreSQL in a temp
 *    folder; create a migrated + seeded template database; every test file gets
 *    `CREATE DATABASE … TEMPLATE` of it. If PostgreSQL cannot be found the error is provided to
 *    the tests, which then fail with it (never a silent skip).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { startTempPostgres, type TempPostgres } from '@insulcalc/test-utils/postgres';
import { testConfig } from './testConfig';
import { createRunRoot, removeRunRoot } from './tmpRoot';

export type TestDriver = 'pglite' | 'postgresql';

declare module 'vitest' {
  export interface ProvidedContext {
    insulcalcDriver: TestDriver;
    pgliteTemplate: string;
    pgAdminUrl: string;
    pgTemplateDb: string;
    pgSetupError: string;
    pgVersion: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The PGlite template, built once per run: the projects' global setups run one after another in
 * one process before any test starts, and two projects (pglite, pglite-isolated) use PGlite, so a
 * second build was a second migrate + seed on the critical path. Kept on globalThis, since each
 * project may load this file as a module of its own.
 */
interface SharedTemplate {
  file: Promise<string>;
  users: number;
}
const shared = globalThis as { insulcalcPgliteTemplate?: SharedTemplate };

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const template = (shared.insulcalcPgliteTemplate ??= { file: buildPgliteTemplate(), users: 0 });
  template.users += 1;
  project.provide('insulcalcDriver', 'pglite');
  project.provide('pgliteTemplate', await template.file);
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    if (shared.insulcalcPgliteTemplate === template) delete shared.insulcalcPgliteTemplate;
    rmSync(await template.file, { force: true });
  };
}

async function buildPgliteTemplate(): Promise<string> {
  const t0 = performance.now();
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client, ownClient: false });
  const config = testConfig();
  const app = await buildApp(config, { database, ownDatabase: false });
  await app.close();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(createRunRoot(), `pglite-template-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  rmSync(config.dataDir, { recursive: true, force: true });
  if (process.env.TEST_TIMINGS)
    console.log(`pglite template ready in ${Math.round(performance.now() - t0)} ms`);
  return file;
}

async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  project.provide('insulcalcDriver', 'postgresql');
  project.provide('pgSetupError', '');
  const t0 = performance.now();
  let server: TempPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  try {
    if (!adminUrl) {
      server = await startTempPostgres();
      adminUrl = server.url;
    }
    const version = await (async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        const r = await c.query<{ server_version: string }>('show server_version');
        return r.rows[0]?.server_version ?? '?';
      } finally {
        await c.end();
      }
    })();
    const templateDb = `insulcalc_tmpl_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `create database ${templateDb}`);
    const config = testConfig({ databaseUrl: withDatabase(adminUrl, templateDb) });
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    const app = await buildApp(config, { database });
    await app.close(); // closes the pool: nobody may be connected to a template
    rmSync(config.dataDir, { recursive: true, force: true });
    project.provide('pgAdminUrl', adminUrl);
    project.provide('pgTemplateDb', templateDb);
    project.provide('pgVersion', version);
    if (process.env.TEST_TIMINGS)
      console.log(`postgresql ${version} template ready in ${Math.round(performance.now() - t0)} ms`);
    return async () => {
      try {
        await adminQuery(adminUrl, `drop database if exists ${templateDb}`);
      } finally {
        server?.stop();
      }
    };
  } catch (err) {
    server?.stop();
    project.provide('pgSetupError', `PostgreSQL test setup failed: ${(err as Error).message}`);
    return async () => undefined;
  }
}

let active = 0;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = (project.config.env?.INSULCALC_TEST_DRIVER ?? 'pglite') as TestDriver;
  // One temp folder per run (both projects share it), removed when the last teardown ran.
  const root = createRunRoot();
  active++;
  const teardown = driver === 'postgresql' ? await preparePostgres(project) : await preparePglite(project);
  return async () => {
    try {
      await teardown();
    } finally {
      if (--active === 0) removeRunRoot(root);
    }
  };
}
