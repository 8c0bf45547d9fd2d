import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerConfig, paths } from './config';
import type { Database, DatabaseDriver, Db } from './db/index';
import type { ReadCache } from './http/readCache';

/** Instance identity stored in the app_setting table at first start. */
export interface InstanceInfo {
  /** Random id of this installation (database), stable across restarts. */
  id: string;
  /** When this database was first started. */
  firstStartedAt: Date;
  /** When this process started. */
  startedAt: Date;
  /**
   * A random 256-bit secret generated at first start and shared by every process on the same
   * database (use it to sign cookies / tokens).
   */
  secret: string;
}

/** What every module plugin and seed function receives. */
export interface ServerContext {
  config: ServerConfig;
  /** Drizzle over PGlite or node-postgres (same type for both). */
  db: Db;
  /** 'pglite' | 'postgresql'. */
  driver: DatabaseDriver;
  /** Lower-level handle (raw client, close). Modules rarely need it. */
  database: Database;
  log: FastifyBaseLogger;
  /** DATA_DIR (absolute). */
  dataDir: string;
  /** Folder for uploaded files: DATA_DIR/files (created at start). */
  filesDir: string;
  /** Shipped folders: migrationsDir, seedDir, packageRoot. */
  paths: typeof paths;
  instance: InstanceInfo;
  /** Application version (server package.json). */
  version: string;
  /**
   * Cached answers of rarely changing reads, invalidated across processes by the data's version
   * rows (src/http/readCache.ts): `sendCached(request, reply, await ctx.readCache.get(key, scopes, produce), …)`.
   */
  readCache: ReadCache;
  /**
   * Optional server-side translator, set by the translations module
   * (`ctx.translateMessage = async (request, key, values) => …`). The core uses it to give the
   * errors Fastify raises before any route runs (413 body too large, 415, malformed JSON, 503
   * while shutting down) a user message in the request's language. Return undefined for an unknown
   * key: the problem then has no userMessages (the client shows its title).
   */
  translateMessage?: (
    request: FastifyRequest,
    key: string,
    values?: Record<string, string | number>,
  ) => Promise<string | undefined>;
}
