import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { paths } from '../config';
import type { Database } from './index';

/** Key of the PostgreSQL advisory lock that serialises the start-up of concurrent server processes. */
const STARTUP_LOCK_KEY = 7_412_993_001;

/**
 * Runs `fn` (migrations + seeds) while holding a PostgreSQL advisory lock, so several processes
 * starting at once against one database do it one after the other. Advisory locks are per
 * database. PGlite is single-process (see lockDataDir), so no lock is needed there.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.driver === 'pglite') return fn();
  const client = await (database.client as pg.Pool).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies the versioned migrations (drizzle-kit output in apps/server/migrations) that are not yet
 * applied, with the migrator matching the driver. Idempotent; fast when nothing is pending.
 * buildApp calls it inside withStartupLock.
 */
export async function runMigrations(
  database: Database,
  migrationsFolder: string = paths.migrationsDir,
): Promise<void> {
  if (!existsSync(join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(
      `Migrations not found: ${migrationsFolder}/meta/_journal.json (is the migrations folder shipped next to dist/?)`,
    );
  }
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client as PGlite), { migrationsFolder });
  } else {
    await migrateNodePg(drizzleNodePg(database.client as pg.Pool), { migrationsFolder });
  }
}
