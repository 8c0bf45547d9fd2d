import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/index';
import { queryRows } from '../db/index';

/**
 * In-process caching of reads that change rarely (code lists, products, translations,
 * navigation, app info), invalidated across processes.
 *
 * Every table behind such a read has a statement trigger (migration 0007) that bumps a row of
 * `cache_version` and sends `NOTIFY insulcalc_cache`. Each process LISTENs on that channel
 * (PGlite and PostgreSQL alike) and, as a fallback for a lost notification or connection,
 * re-reads the version rows at most once a second. A cached answer remembers the versions it
 * was built from; when one moved, it is built again. Writes through any code path — a module,
 * an admin screen, a seed, plain SQL in psql — invalidate, because the trigger sees them all.
 */
export const CACHE_CHANNEL = 'insulcalc_cache';

export type CacheScope =
  'codelists' | 'products' | 'translations' | 'navigation' | 'settings' | 'sessions' | 'permissions';

const POLL_MS = 1000;

export class DataVersions {
  private readonly versions = new Map<string, number>();
  /** Notifications seen per scope: moves the stamp at once, before the version row is re-read. */
  private readonly notified = new Map<string, number>();
  /** Each scope's part of a stamp, rebuilt when its version or notification count moves. */
  private readonly parts = new Map<string, string>();
  private lastPoll = 0;
  private polling: Promise<void> | null = null;
  /** Polls started so far, and the number of the one in flight: see readAfterNow. */
  private pollsStarted = 0;
  private pollInFlight = 0;
  private pollsCompleted = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the versions and subscribes to changes. */
  async start(): Promise<void> {
    await this.poll();
    try {
      this.stopListening = await this.listen();
    } catch (err) {
      this.log.warn({ err }, 'cache: LISTEN failed; cached reads fall back to polling once a second');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stopListening?.().catch(() => undefined);
    await this.polling?.catch(() => undefined);
  }

  /** The versions of `scopes`, as a string a cached entry compares with. Never waits. */
  stamp(scopes: readonly CacheScope[]): string {
    if (Date.now() - this.lastPoll > POLL_MS) void this.poll();
    // Called a few times by every request (session, groups, the read itself): no number formatting.
    if (scopes.length === 1) return this.part(scopes[0]!);
    let out = '';
    for (const s of scopes) out += this.part(s);
    return out;
  }

  private part(scope: string): string {
    return this.parts.get(scope) ?? '0:0.';
  }

  private refreshPart(scope: string): void {
    this.parts.set(scope, `${this.versions.get(scope) ?? 0}:${this.notified.get(scope) ?? 0}.`);
  }

  /**
   * The database's version of one scope as this process last read it: the same number in every
   * process once they have caught up (a client may carry it, e.g. in a cache-busting URL).
   */
  version(scope: CacheScope): number {
    if (Date.now() - this.lastPoll > POLL_MS) void this.poll();
    return this.versions.get(scope) ?? 0;
  }

  /** Re-reads every version row (one small query); concurrent callers share it. */
  poll(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.lastPoll = Date.now();
    if (this.polling) return this.polling;
    const number = ++this.pollsStarted;
    this.pollInFlight = number;
    this.polling = (async () => {
      try {
        const rows = await queryRows<{ scope: string; version: string | number }>(
          this.db,
          sql`select scope, version from cache_version`,
        );
        for (const r of rows) {
          const version = Number(r.version);
          if (this.versions.get(r.scope) === version) continue;
          this.versions.set(r.scope, version);
          this.refreshPart(r.scope);
        }
      } catch (err) {
        if (!this.closed) this.log.warn({ err }, 'cache: reading cache_version failed');
      } finally {
        this.polling = null;
        this.pollsCompleted = number;
      }
    })();
    return this.polling;
  }

  /**
   * Reads the versions with a query that starts now or later, sharing it with every caller that
   * asks while it has not started yet. A notification from another process arrives a moment
   * after its change committed; a request that must not act on what was revoked before it was
   * sent (a session, an API key, a membership) calls this first, so "refused at the next
   * request" holds on every server, not a few milliseconds later (issue 28 item 3).
   */
  async readAfterNow(): Promise<void> {
    const asked = this.pollsStarted;
    for (;;) {
      if (this.closed) return;
      if (this.pollsCompleted > asked) return;
      if (this.polling && this.pollInFlight > asked) return this.polling;
      if (this.polling) await this.polling.catch(() => undefined);
      else await this.poll();
    }
  }

  /**
   * Reads the versions now, after any read already in flight (which may predate a change): for
   * code that changed data by plain SQL in this process and must see it at once, where other
   * writers wait for the notification or the next poll.
   */
  async catchUp(): Promise<void> {
    await this.polling?.catch(() => undefined);
    await this.poll();
  }

  private async listen(): Promise<() => Promise<void>> {
    const onNotify = (payload: string | undefined) => {
      const scope = payload ?? '';
      this.notified.set(scope, (this.notified.get(scope) ?? 0) + 1);
      this.refreshPart(scope);
      void this.poll();
    };
    if (this.database.driver === 'pglite') {
      const client = this.database.client as {
        listen: (c: string, cb: (p: string) => void) => Promise<() => Promise<void>>;
      };
      return client.listen(CACHE_CHANNEL, onNotify);
    }
    const pool = this.database.client as pg.Pool & { options: pg.ClientConfig };
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async () => {
      if (this.closed) return;
      const c = new pg.Client(pool.options);
      c.on('notification', (n) => onNotify(n.payload));
      c.on('error', (err) => {
        this.log.warn({ err }, 'cache: LISTEN connection lost; reconnecting');
        c.end().catch(() => undefined);
        if (client === c) client = null;
        retry ??= setTimeout(() => {
          retry = null;
          void connect().catch(() => undefined);
        }, 1000).unref();
      });
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      client = c;
      void this.poll();
    };
    await connect();
    return async () => {
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }
}

/** A cached JSON answer: its bytes, ETag and (built on first demand) compressed forms. */
export interface CachedBody {
  stamp: string;
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 1000;

export class ReadCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(readonly versions: DataVersions) {}

  /** The cached answer for `key` built from data of `scopes`; `produce` runs when it is missing or stale. */
  async get(
    key: string,
    scopes: readonly CacheScope[],
    produce: () => Promise<unknown>,
  ): Promise<CachedBody> {
    const stamp = this.versions.stamp(scopes);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit;
    const buildKey = `${key}\u0000${stamp}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = (async () => {
        const json = Buffer.from(JSON.stringify(await produce()));
        const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
        const entry: CachedBody = { stamp, json, etag };
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, entry);
        return entry;
      })().finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Route options of a read answered with `sendCached`: its bytes are compressed once per version,
 * so the compression plugin's three per-request hooks (and request-body decompression, which a
 * GET never needs) are left off the route.
 */
export const CACHED_READ_ROUTE = { compress: false, decompress: false } as const;

function acceptsEncoding(header: string, name: string): boolean {
  for (const part of String(header).split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== name && coding.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The encoding a cached answer goes out in, per Accept-Encoding value: clients send a handful of
 * distinct values, so each is parsed once (short ones only: the memo stays small whatever is sent).
 */
const encodingChoices = new Map<string, 'br' | 'gzip' | null>();
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const value = String(header);
  const known = encodingChoices.get(value);
  if (known !== undefined) return known;
  const choice = acceptsEncoding(value, 'br') ? 'br' : acceptsEncoding(value, 'gzip') ? 'gzip' : null;
  if (value.length <= 200) {
    if (encodingChoices.size >= 64) encodingChoices.clear();
    encodingChoices.set(value, choice);
  }
  return choice;
}

export interface SendCachedOptions {
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding (e.g. Cookie for the language). */
  vary?: string;
}

/**
 * Answers with a cached body: 304 when If-None-Match names its ETag, else the bytes compressed
 * once per version (brotli, else gzip, else plain) with Content-Encoding set, so the compression
 * plugin leaves them alone.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  options: SendCachedOptions,
): FastifyReply {
  reply.header('etag', entry.etag);
  reply.header('cache-control', options.cacheControl);
  reply.header('vary', options.vary ? `Accept-Encoding, ${options.vary}` : 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === entry.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (entry.json.length >= 1024) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.json.length },
      });
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.json, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
  }
  return reply.send(entry.json);
}
