import { eq, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { userAccount, userSession, type UserAccount } from '../../db/schema/account';
import { ProblemError } from '../../http/problem';
import { normaliseLanguage, translate } from '../translations/index';
import { clearCookie, LANGUAGE_COOKIE, readCookie, SESSION_COOKIE, setCookie } from './cookies';
import { randomToken, safeEqual, sha256 } from './crypto';
import { accountSettings } from './settings';

/** The signed-in user as other modules see it. */
export interface SessionUser {
  id: string;
  username: string;
  fullName: string | null;
  email: string | null;
  canChangePassword: boolean;
  selectedLanguage: string | null;
  selectedTheme: string | null;
  rememberGridFilters: boolean;
  enableTelemetry: boolean;
  enableMiniProfiler: boolean;
}

export interface SessionState {
  idHash: string;
  antiforgeryToken: string;
  user: SessionUser | null;
}

/** Refresh the sliding expiry at most once a minute per session (keeps reads cheap). */
const TOUCH_INTERVAL_MS = 60_000;

interface RequestState {
  ctx: ServerContext;
  loaded?: Promise<SessionState | null>;
}
/**
 * The request's own slot for its session state: declared on every request by the account plugin
 * (`decorateRequest`), so requests keep one shape; a WeakMap entry per request cost more on the
 * cached reads than the session lookup itself.
 */
export const SESSION_STATE = Symbol('insulcalc.sessionState');
type WithSessionState = FastifyRequest & { [SESSION_STATE]?: RequestState | null };

function requestState(request: FastifyRequest): RequestState | undefined {
  return (request as WithSessionState)[SESSION_STATE] ?? undefined;
}

/** Called by the account module's onRequest hook: makes the session lazily loadable. */
export function attachSessionLoader(request: FastifyRequest, ctx: ServerContext): void {
  (request as WithSessionState)[SESSION_STATE] = { ctx };
}

export function toSessionUser(u: UserAccount): SessionUser {
  return {
    id: u.id,
    username: u.username,
    fullName: u.fullName,
    email: u.email,
    canChangePassword: u.passwordHash !== null,
    selectedLanguage: u.selectedLanguage,
    selectedTheme: u.selectedTheme,
    rememberGridFilters: u.rememberGridFilters,
    enableTelemetry: u.enableTelemetry,
    enableMiniProfiler: u.enableMiniProfiler,
  };
}

/**
 * Sessions read in the last few seconds, per database: most requests of a page load come
 * together, and each would otherwise cost a join on the session and user tables. An entry is
 * used only while the `sessions` data version is the one it was read under: triggers bump it
 * when a session ends or is shortened and when a user changes (deactivated, language), in any
 * process (migration 0007). This process's own sign-in/sign-out also drop entries directly.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
interface CachedSession {
  at: number;
  stamp: string;
  state: SessionState | null;
  expiresAt: number;
  userId: string | null;
}
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();
function sessionCache(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  return cache;
}
function cacheSession(db: Db, idHash: string, entry: Omit<CachedSession, 'at'>): void {
  const cache = sessionCache(db);
  if (cache.size >= SESSION_CACHE_MAX) cache.clear();
  cache.set(idHash, { ...entry, at: Date.now() });
}
const SESSION_SCOPES = ['sessions'] as const;
/**
 * Changes to users this process made, per database: other caches of a user (API keys) compare it,
 * since the trigger's notification of the same change may arrive after the next request.
 */
const userChanges = new WeakMap<Db, number>();
export function userChangeCount(db: Db): number {
  return userChanges.get(db) ?? 0;
}

/** Drops cached sessions: one (by id hash), or every one of a user (and what else caches the user). */
export function forgetCachedSessions(db: Db, which: { idHash?: string; userId?: string }): void {
  const cache = sessionCache(db);
  if (which.idHash) cache.delete(which.idHash);
  if (which.userId) {
    for (const [k, v] of cache) if (v.userId === which.userId) cache.delete(k);
    userChanges.set(db, userChangeCount(db) + 1);
  }
}

async function loadSession(ctx: ServerContext, request: FastifyRequest): Promise<SessionState | null> {
  const raw = readCookie(request, SESSION_COOKIE);
  if (!raw || raw.length > 200) return null;
  const idHash = sha256(raw);
  // Other processes' sign-outs and deactivations count from the moment they committed.
  if (ctx.driver === 'postgresql') await ctx.readCache.versions.readAfterNow();
  const cached = sessionCache(ctx.db).get(idHash);
  const nowMs = Date.now();
  const stamp = ctx.readCache.versions.stamp(SESSION_SCOPES);
  if (
    cached &&
    cached.stamp === stamp &&
    nowMs - cached.at < SESSION_CACHE_MS &&
    (cached.state === null || cached.expiresAt > nowMs)
  ) {
    return cached.state;
  }
  const state = await readSession(ctx, idHash);
  cacheSession(ctx.db, idHash, { ...state, stamp });
  return state.state;
}

async function readSession(ctx: ServerContext, idHash: string): Promise<Omit<CachedSession, 'at' | 'stamp'>> {
  const none = { state: null, expiresAt: 0, userId: null };
  const rows = await ctx.db
    .select({ session: userSession, user: userAccount })
    .from(userSession)
    .leftJoin(userAccount, eq(userAccount.id, userSession.userId))
    .where(eq(userSession.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return none;
  const now = Date.now();
  const s = row.session;
  if (s.expiresAt.getTime() <= now || s.absoluteExpiresAt.getTime() <= now) {
    await ctx.db.delete(userSession).where(eq(userSession.idHash, idHash));
    return none;
  }
  // A session of a deleted or deactivated user is no session.
  if (s.userId !== null && (!row.user || !row.user.isActive)) {
    await ctx.db.delete(userSession).where(eq(userSession.idHash, idHash));
    return none;
  }
  let expiresAt = s.expiresAt.getTime();
  if (now - s.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const settings = accountSettings(ctx);
    expiresAt = Math.min(now + settings.sessionIdleMs, s.absoluteExpiresAt.getTime());
    await ctx.db
      .update(userSession)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) })
      .where(eq(userSession.idHash, idHash));
  }
  return {
    state: { idHash, antiforgeryToken: s.antiforgeryToken, user: row.user ? toSessionUser(row.user) : null },
    expiresAt,
    userId: s.userId,
  };
}

function stateOf(request: FastifyRequest): RequestState {
  const state = requestState(request);
  if (!state) throw new Error('account module is not registered (no session loader on this request)');
  return state;
}

/** Makes `state` the request's session (a request authenticated by an API key). */
export function adoptSession(request: FastifyRequest, state: SessionState): void {
  stateOf(request).loaded = Promise.resolve(state);
}

/** The request's session (anonymous or signed in), or null when it has none. */
export function getSession(request: FastifyRequest): Promise<SessionState | null> {
  const state = stateOf(request);
  state.loaded ??= loadSession(state.ctx, request);
  return state.loaded;
}

/** The server context the request's session loads from (null before the account module's hook ran). */
export function sessionContext(request: FastifyRequest): ServerContext | null {
  return requestState(request)?.ctx ?? null;
}

/** The signed-in user, or null for anonymous requests. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (!requestState(request)) return null;
  return (await getSession(request))?.user ?? null;
}

/** The signed-in user; throws 401 problem+json (translated AccessDenied_Text) for anonymous requests. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const state = requestState(request);
    // An anonymous request's language is the cookie's or the default (no user setting to read);
    // resolved here because i18n.ts reads the session and must not be imported by it.
    const language = state
      ? (normaliseLanguage(readCookie(request, LANGUAGE_COOKIE)) ??
        accountSettings(state.ctx).defaultLanguage)
      : null;
    const text =
      state && language ? await translate(state.ctx.db, language, 'AccessDenied_Text') : 'AccessDenied_Text';
    throw ProblemError.unauthorized('Sign-in required.', [{ message: text, level: 'error' }]);
  }
  return user;
}

/**
 * Creates a session (anonymous when userId is null), sets the cookie, and makes it the request's
 * session. Any session the request carried is deleted first: a sign-in always rotates the id and
 * the anti-forgery token.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
): Promise<SessionState> {
  const { ctx } = stateOf(request);
  const settings = accountSettings(ctx);
  const old = readCookie(request, SESSION_COOKIE);
  if (old && old.length <= 200) {
    forgetCachedSessions(ctx.db, { idHash: sha256(old) });
    await ctx.db.delete(userSession).where(eq(userSession.idHash, sha256(old)));
  }
  const secret = randomToken(32);
  const idHash = sha256(secret);
  const antiforgeryToken = randomToken(32);
  const now = Date.now();
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  await ctx.db.insert(userSession).values({
    idHash,
    userId,
    antiforgeryToken,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + Math.min(settings.sessionIdleMs, settings.sessionMaxMs)),
    absoluteExpiresAt: new Date(now + settings.sessionMaxMs),
    clientAddress: request.ip ?? null,
    userAgent,
  });
  setCookie(request, reply, SESSION_COOKIE, secret);
  let user: SessionUser | null = null;
  if (userId) {
    const rows = await ctx.db.select().from(userAccount).where(eq(userAccount.id, userId)).limit(1);
    user = rows[0] ? toSessionUser(rows[0]) : null;
  }
  const state: SessionState = { idHash, antiforgeryToken, user };
  stateOf(request).loaded = Promise.resolve(state);
  return state;
}

/** The request's session, creating an anonymous one when there is none (for its token). */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  return (await getSession(request)) ?? startSession(request, reply, null);
}

/** Deletes the request's session server-side and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { ctx } = stateOf(request);
  const raw = readCookie(request, SESSION_COOKIE);
  if (raw && raw.length <= 200) {
    forgetCachedSessions(ctx.db, { idHash: sha256(raw) });
    await ctx.db.delete(userSession).where(eq(userSession.idHash, sha256(raw)));
  }
  clearCookie(request, reply, SESSION_COOKIE);
  stateOf(request).loaded = Promise.resolve(null);
}

/** Ends every session of a user except `keepIdHash` (after a password change or reset). */
export async function endUserSessions(db: Db, userId: string, keepIdHash?: string): Promise<void> {
  forgetCachedSessions(db, { userId });
  const rows = await db
    .select({ idHash: userSession.idHash })
    .from(userSession)
    .where(eq(userSession.userId, userId));
  for (const r of rows)
    if (r.idHash !== keepIdHash) await db.delete(userSession).where(eq(userSession.idHash, r.idHash));
}

/** Removes expired sessions (run at start and at every sign-in). */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(userSession)
    .where(or(lt(userSession.expiresAt, now), lt(userSession.absoluteExpiresAt, now)));
}

// ---------------------------------------------------------------------------------------------
// Anti-forgery

// Every method but these may change state (POST, PUT, PATCH, DELETE and any WebDAV-style one).
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Unsafe routes (as registered, i.e. the route the router matched) that take no token: the
 * sign-in entry point and the telemetry beacons.
 */
export const ANTIFORGERY_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  '/api/v1/account/logon',
  '/api/app/v1/telemetry/errors',
  '/api/app/v1/telemetry/timings',
]);

/**
 * Stateless routes: they read no session state and change nothing stored, so a request that
 * carries no session cookie has no ambient authority to forge, and scripts may call them
 * without first fetching a token. With a session cookie the token is required as usual.
 */
const STATELESS = new Set(['/api/v1/calculations/calculate', '/api/v1/calculations/report']);

export const ANTIFORGERY_HEADER = 'requestverificationtoken';
export const ANTIFORGERY_FIELD = '__RequestVerificationToken';

export interface AntiforgeryRouteConfig {
  /** false: never needs the token (machine-to-machine); 'stateless': only with a session cookie. */
  antiforgery?: boolean | 'stateless';
}

/** Whether the request carries the session cookie (its value need not be valid). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return readCookie(request, SESSION_COOKIE) !== undefined;
}

/** Requests authenticated otherwise than by a cookie (a personal API key): set by the key hook. */
const bearerAuthenticated = new WeakSet<FastifyRequest>();
export function markBearerAuthenticated(request: FastifyRequest): void {
  bearerAuthenticated.add(request);
}
export function isBearerAuthenticated(request: FastifyRequest): boolean {
  return bearerAuthenticated.has(request);
}

/**
 * Whether the request must carry the anti-forgery token. Decided on the route the router
 * matched (`routeOptions.url`), never on the raw URL: `/%61pi/…`, `/api//…` or `/API/…` reach
 * the same handler as `/api/…`, so they get the same decision. Every unsafe method on every
 * matched route needs the token unless the route is exempt; a request without a match only
 * reaches the 404/405 answer.
 */
export function needsAntiforgery(request: FastifyRequest): boolean {
  if (SAFE.has(request.method)) return false;
  const route = request.routeOptions?.url;
  if (route === undefined) return false;
  const config = request.routeOptions?.config as AntiforgeryRouteConfig | undefined;
  if (config?.antiforgery === false) return false;
  if (ANTIFORGERY_EXEMPT_ROUTES.has(route)) return false;
  // A personal API key is sent explicitly by its holder; a browser never adds it by itself.
  if (isBearerAuthenticated(request)) return false;
  if ((config?.antiforgery === 'stateless' || STATELESS.has(route)) && !hasSessionCookie(request))
    return false;
  return true;
}

function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers[ANTIFORGERY_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object') {
    const field = body[ANTIFORGERY_FIELD];
    if (typeof field === 'string') return field;
    // @fastify/multipart with attachFieldsToBody: { value }
    if (field && typeof field === 'object' && typeof (field as { value?: unknown }).value === 'string')
      return (field as { value: string }).value;
  }
  return undefined;
}

/** Whether the request carries the anti-forgery token of its own session. */
export async function hasValidAntiforgeryToken(request: FastifyRequest): Promise<boolean> {
  const token = tokenFromRequest(request);
  const session = await getSession(request);
  return Boolean(token && session && token.length <= 200 && safeEqual(token, session.antiforgeryToken));
}

/** Throws 403 problem+json unless the request carries the token of its own session. */
export async function checkAntiforgery(request: FastifyRequest): Promise<void> {
  if (!(await hasValidAntiforgeryToken(request))) {
    throw new ProblemError(403, {
      detail: 'Missing or invalid anti-forgery token.',
      userMessages: [{ message: 'Antiforgery_InvalidToken', level: 'error' }],
    });
  }
}
