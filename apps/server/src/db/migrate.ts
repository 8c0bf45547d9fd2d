import { existsSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { paths } from '../config';
import type { Database } from './index';

/** Key of the PostgreSQL advisory lock that serialises migrations of concurrently starting servers. */
const MIGRATION_LOCK_KEY = 7_412_993_001;

/**
 * Applies the versioned migrations (drizzle-kit output in apps/server/migrations) that are not yet
 * applied, with the migrator matching the driver. Idempotent; fast when nothing is pending.
 */
export async function runMigrations(database: Database, migrationsFolder: string = paths.migrationsDir): Promise<void> {
  if (!existsSync(migrationsFolder)) {
    throw new Error(`Migrations folder not found: ${migrationsFolder}`);
  }
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client as PGlite), { migrationsFolder });
    return;
  }
  // node-postgres: several server processes may start at once against one database; hold an
  // advisory lock on one connection for the whole run.
  const pool = database.client as pg.Pool;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
