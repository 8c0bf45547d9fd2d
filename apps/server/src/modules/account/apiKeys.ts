import { randomUUID } from 'node:crypto';
import { apiKeyParams } from '@insulcalc/api-schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { apiKey, userAccount } from '../../db/schema/account';
import { defineRoute, failFor, type Fail } from '../../http/defineRoute';
import type { ProblemError } from '../../http/problem';
import { accountDocs } from './docs';
import { randomToken, sha256 } from './crypto';
import {
  isBearerAuthenticated,
  markBearerAuthenticated,
  requireUser,
  toSessionUser,
  adoptSession,
  userChangeCount,
} from './sessions';

/**
 * Personal API keys (issue 10 §5): a signed-in user creates a key in the platform, a script sends
 * it as `Authorization: Bearer ick_…` and acts as that user — no cookie, so no anti-forgery
 * token either (a browser never adds this header on its own). Only the SHA-256 is stored.
 */
export const API_KEY_PREFIX = 'ick_';
/** Requests per key and minute, per server process (API_KEY_RATE_LIMIT). */
export const DEFAULT_API_KEY_RATE_LIMIT = 300;
const MAX_KEYS_PER_USER = 20;
/**
 * A key's owner is cached briefly, as a session is, and only while the `sessions` data version is
 * the one it was read under: triggers move it when a user changes (deactivated), a membership
 * changes or a key is revoked (migrations 0007, 0011, 0020), and the notification reaches every
 * process. This process's own user changes count at once, before the notification arrives.
 */
const KEY_CACHE_MS = 5_000;
const KEY_SCOPES = ['sessions'] as const;
const LAST_USED_INTERVAL_MS = 60_000;

interface KeyOwner {
  keyId: string;
  user: ReturnType<typeof toSessionUser>;
  expiresAt: number | null;
  lastUsedAt: number;
}

interface CachedKey {
  at: number;
  stamp: string;
  userChanges: number;
  owner: KeyOwner | null;
}

interface KeyState {
  cache: Map<string, CachedKey>;
  windows: Map<string, { start: number; count: number }>;
}
const states = new WeakMap<Db, KeyState>();
function stateOf(db: Db): KeyState {
  let s = states.get(db);
  if (!s) {
    s = { cache: new Map(), windows: new Map() };
    states.set(db, s);
  }
  return s;
}

async function findOwner(ctx: ServerContext, secretHash: string): Promise<KeyOwner | null> {
  const db = ctx.db;
  const state = stateOf(db);
  // A key revoked on another server is refused from the moment the revocation committed.
  if (ctx.driver === 'postgresql') await ctx.readCache.versions.readAfterNow();
  const stamp = ctx.readCache.versions.stamp(KEY_SCOPES);
  const userChanges = userChangeCount(db);
  const hit = state.cache.get(secretHash);
  if (hit && hit.stamp === stamp && hit.userChanges === userChanges && Date.now() - hit.at < KEY_CACHE_MS)
    return hit.owner;
  const rows = await db
    .select({ key: apiKey, user: userAccount })
    .from(apiKey)
    .innerJoin(userAccount, eq(userAccount.id, apiKey.userId))
    .where(and(eq(apiKey.secretHash, secretHash), isNull(apiKey.revokedAt)))
    .limit(1);
  const row = rows[0];
  const owner =
    row && row.user.isActive
      ? {
          keyId: row.key.id,
          user: toSessionUser(row.user),
          expiresAt: row.key.expiresAt?.getTime() ?? null,
          lastUsedAt: row.key.lastUsedAt?.getTime() ?? 0,
        }
      : null;
  if (state.cache.size > 10_000) state.cache.clear();
  state.cache.set(secretHash, { at: Date.now(), stamp, userChanges, owner });
  return owner;
}

function rateLimit(): number {
  const raw = Number(process.env.API_KEY_RATE_LIMIT);
  return Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_API_KEY_RATE_LIMIT;
}

async function unauthorized(
  ctx: ServerContext,
  request: FastifyRequest,
  detail: string,
): Promise<ProblemError> {
  return failFor(ctx, request)(401, 'AccessDenied_Text', {
    detail,
    headers: { 'www-authenticate': 'Bearer realm="insulcalc", error="invalid_token"' },
  });
}

/**
 * onRequest: a request with `Authorization: Bearer` is authenticated by its key (or refused with
 * 401), counted against the key's rate limit (429 over it), and runs as the key's user.
 */
export async function authenticateApiKey(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) return;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw await unauthorized(ctx, request, 'Only Bearer API keys are accepted in Authorization.');
  const secret = match[1]!;
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100)
    throw await unauthorized(ctx, request, 'Invalid API key.');
  const secretHash = sha256(secret);
  const owner = await findOwner(ctx, secretHash);
  const now = Date.now();
  if (!owner || (owner.expiresAt !== null && owner.expiresAt <= now))
    throw await unauthorized(ctx, request, 'Invalid, revoked or expired API key.');

  const windows = stateOf(ctx.db).windows;
  let window = windows.get(owner.keyId);
  if (!window || now - window.start >= 60_000) {
    window = { start: now, count: 0 };
    windows.set(owner.keyId, window);
  }
  window.count += 1;
  const limit = rateLimit();
  if (window.count > limit) {
    const wait = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    throw await failFor(ctx, request)(429, 'Account_TooManyRequests', {
      detail: `More than ${limit} requests a minute with this API key.`,
      values: { seconds: wait, minutes: Math.ceil(wait / 60) },
      headers: { 'retry-after': String(wait), 'ratelimit-limit': String(limit), 'ratelimit-remaining': '0' },
    });
  }

  if (now - owner.lastUsedAt > LAST_USED_INTERVAL_MS) {
    owner.lastUsedAt = now;
    await ctx.db
      .update(apiKey)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKey.id, owner.keyId));
  }
  markBearerAuthenticated(request);
  adoptSession(request, { idHash: `api-key:${owner.keyId}`, antiforgeryToken: '', user: owner.user });
}

/** Drops a revoked key from this process's cache (an administrator revoked it). */
export function forgetApiKey(db: Db, secretHash: string): void {
  stateOf(db).cache.delete(secretHash);
}

/** A user's keys that are not revoked, newest first, as the API shows them (never the secrets). */
export async function activeApiKeys(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .orderBy(desc(apiKey.createdAt));
  return rows.map(keyDto);
}

function keyDto(k: typeof apiKey.$inferSelect) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
  };
}

/** Keys are managed from a signed-in browser session only: a key cannot mint or revoke keys. */
async function requireBrowserUser(request: FastifyRequest, fail: Fail) {
  const user = await requireUser(request);
  if (isBearerAuthenticated(request))
    throw await fail(403, 'AccessDenied_Text', {
      detail: 'API keys are managed from a signed-in session, not with an API key.',
    });
  return user;
}

export function registerApiKeyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // GET /api/v1/account/api-keys — the user's active keys (never the secrets).
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/api/v1/account/api-keys',
      ...accountDocs.listApiKeys,
      authorize: requireBrowserUser,
    },
    async ({ auth: user, reply }) => {
      reply.header('cache-control', 'no-store');
      return activeApiKeys(ctx.db, user.id);
    },
  );

  // POST /api/v1/account/api-keys { name, expiresInDays? } — 201 with the secret, shown once.
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/api/v1/account/api-keys',
      ...accountDocs.createApiKey,
      controlNames: { name: 'name' },
      authorize: requireBrowserUser,
    },
    async ({ auth: user, body, reply, fail }) => {
      const active = await ctx.db
        .select({ id: apiKey.id })
        .from(apiKey)
        .where(and(eq(apiKey.userId, user.id), isNull(apiKey.revokedAt)));
      if (active.length >= MAX_KEYS_PER_USER)
        throw await fail(409, 'Account_TooManyRequests', {
          detail: `At most ${MAX_KEYS_PER_USER} active API keys per user; revoke one first.`,
          values: { seconds: 0, minutes: 0 },
        });
      const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
      const now = new Date();
      const [row] = await ctx.db
        .insert(apiKey)
        .values({
          id: randomUUID(),
          userId: user.id,
          name: body.name,
          prefix: secret.slice(0, 12),
          secretHash: sha256(secret),
          createdAt: now,
          expiresAt: body.expiresInDays ? new Date(now.getTime() + body.expiresInDays * 86_400_000) : null,
        })
        .returning();
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ ...keyDto(row!), key: secret });
    },
  );

  // DELETE /api/v1/account/api-keys/:id — revokes the key at once (here; elsewhere by the trigger's notification).
  defineRoute(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/api/v1/account/api-keys/:id',
      ...accountDocs.revokeApiKey,
      authorize: async (request, fail) => {
        const user = await requireBrowserUser(request, fail);
        // A malformed id names no key: 404, as for someone else's key (never a 400 that tells them apart).
        if (!apiKeyParams.safeParse(request.params).success)
          throw await fail(404, 'Account_ApiKeyNotFound', { detail: 'No such API key.' });
        return user;
      },
    },
    async ({ auth: user, params, reply, fail }) => {
      const rows = await ctx.db
        .update(apiKey)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKey.id, params.id), eq(apiKey.userId, user.id), isNull(apiKey.revokedAt)))
        .returning({ secretHash: apiKey.secretHash });
      if (rows.length === 0) throw await fail(404, 'Account_ApiKeyNotFound', { detail: 'No such API key.' });
      stateOf(ctx.db).cache.delete(rows[0]!.secretHash);
      return reply.code(204).send();
    },
  );
}
