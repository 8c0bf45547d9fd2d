import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export { schema };

/** The one Drizzle type every module uses, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** The raw client: a PGlite instance or a node-postgres Pool. */
  client: PGlite | pg.Pool;
  /** Closes the connection(s). Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string | undefined;
  /** Data folder; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests: loaded from the migrated template). Not closed by close() unless ownClient. */
  pglite?: PGlite;
  /** With `pglite`: close it when the database is closed (default true). */
  ownClient?: boolean;
  /** Pool size for node-postgres (default 10). */
  poolSize?: number;
  /** Receives pool errors (an idle client losing its connection) instead of crashing. */
  onPoolError?: (err: Error) => void;
}

/**
 * PGlite is single-process: a second server on the same folder would corrupt it. A pid lock file
 * (`<dataDir>/pglite.lock`) refuses that with a clear message; a stale lock of a dead process is
 * taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.lock');
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusive(file, String(process.pid))) return release;
    const holder = liveLockHolder(file);
    if (holder !== undefined) {
      throw new Error(
        `Another Insulcalc server (pid ${holder}) is using the embedded database in ${dataDir}. ` +
          'Stop it, choose another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes.',
      );
    }
    rmSync(file, { force: true }); // stale lock of a dead process
  }
  throw new Error(`Could not lock ${file}`);
}

function createExclusive(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** The pid in the lock file if that process is alive (and not us), else undefined. */
function liveLockHolder(file: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Where PGlite stores its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export function wrapPglite(client: PGlite): Db {
  return drizzlePglite(client, { schema }) as unknown as Db;
}

export function wrapNodePg(client: pg.Pool | pg.PoolClient | pg.Client): Db {
  return drizzleNodePg(client, { schema }) as unknown as Db;
}

/** Opens PGlite (embedded) or a node-postgres pool (DATABASE_URL), both behind the same Drizzle type. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (err) => options.onPoolError?.(err));
    // Fail fast with a clear error when the server is unreachable.
    try {
      const c = await pool.connect();
      c.release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${(err as Error).message}`, {
        cause: err,
      });
    }
    let closed = false;
    return {
      db: wrapNodePg(pool),
      driver: 'postgresql',
      client: pool,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let client = options.pglite;
  const own = options.pglite ? (options.ownClient ?? true) : true;
  let unlock: (() => void) | undefined;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir or databaseUrl is required');
    const dir = pgliteDir(options.dataDir);
    // PGlite's Node filesystem only creates the last folder.
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(dir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pglite = client;
  let closed = false;
  return {
    db: wrapPglite(pglite),
    driver: 'pglite',
    client: pglite,
    async close() {
      if (closed || !own) return;
      closed = true;
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock?.();
      }
    },
  };
}

/** Runs a raw SQL query and returns its rows, for both drivers. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A cheap liveness probe. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
