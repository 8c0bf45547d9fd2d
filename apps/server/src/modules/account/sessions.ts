import { eq, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { userAccount, userSession, type UserAccount } from '../../db/schema/account';
import { ProblemError } from '../../http/problem';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie } from './cookies';
import { randomToken, safeEqual, sha256 } from './crypto';
import { t } from './i18n';
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
const perRequest = new WeakMap<FastifyRequest, RequestState>();

/** Called by the account module's onRequest hook: makes the session lazily loadable. */
export function attachSessionLoader(request: FastifyRequest, ctx: ServerContext): void {
  perRequest.set(request, { ctx });
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

async function loadSession(ctx: ServerContext, request: FastifyRequest): Promise<SessionState | null> {
  const raw = readCookie(request, SESSION_COOKIE);
  if (!raw || raw.length > 200) return null;
  const idHash = sha256(raw);
  const rows = await ctx.db
    .select({ session: userSession, user: userAccount })
    .from(userSession)
    .leftJoin(userAccount, eq(userAccount.id, userSession.userId))
    .where(eq(userSession.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const s = row.session;
  if (s.expiresAt.getTime() <= now || s.absoluteExpiresAt.getTime() <= now) {
    await ctx.db.delete(userSession).where(eq(userSession.idHash, idHash));
    return null;
  }
  // A session of a deleted or deactivated user is no session.
  if (s.userId !== null && (!row.user || !row.user.isActive)) {
    await ctx.db.delete(userSession).where(eq(userSession.idHash, idHash));
    return null;
  }
  if (now - s.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const settings = accountSettings(ctx);
    const expiresAt = new Date(Math.min(now + settings.sessionIdleMs, s.absoluteExpiresAt.getTime()));
    await ctx.db
      .update(userSession)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(eq(userSession.idHash, idHash));
  }
  return { idHash, antiforgeryToken: s.antiforgeryToken, user: row.user ? toSessionUser(row.user) : null };
}

function stateOf(request: FastifyRequest): RequestState {
  const state = perRequest.get(request);
  if (!state) throw new Error('account module is not registered (no session loader on this request)');
  return state;
}

/** The request's session (anonymous or signed in), or null when it has none. */
export function getSession(request: FastifyRequest): Promise<SessionState | null> {
  const state = stateOf(request);
  state.loaded ??= loadSession(state.ctx, request);
  return state.loaded;
}

/** The signed-in user, or null for anonymous requests. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (!perRequest.has(request)) return null;
  return (await getSession(request))?.user ?? null;
}

/** The signed-in user; throws 401 problem+json (translated AccessDenied_Text) for anonymous requests. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const state = perRequest.get(request);
    const text = state ? await t(state.ctx, request, 'AccessDenied_Text') : 'AccessDenied_Text';
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
  if (old && old.length <= 200) await ctx.db.delete(userSession).where(eq(userSession.idHash, sha256(old)));
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
  if (raw && raw.length <= 200) await ctx.db.delete(userSession).where(eq(userSession.idHash, sha256(raw)));
  clearCookie(request, reply, SESSION_COOKIE);
  stateOf(request).loaded = Promise.resolve(null);
}

/** Ends every session of a user except `keepIdHash` (after a password change or reset). */
export async function endUserSessions(db: Db, userId: string, keepIdHash?: string): Promise<void> {
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

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Unsafe endpoints that take no token: the sign-in entry point and the telemetry beacons. */
const EXEMPT = new Set([
  '/api/v1/account/logon',
  '/api/app/v1/telemetry/errors',
  '/api/app/v1/telemetry/timings',
]);

export const ANTIFORGERY_HEADER = 'requestverificationtoken';
export const ANTIFORGERY_FIELD = '__RequestVerificationToken';

/**
 * Whether the request must carry the anti-forgery token. A route may opt out with
 * `{ config: { antiforgery: false } }` (machine-to-machine endpoints only).
 */
export function needsAntiforgery(request: FastifyRequest): boolean {
  if (!UNSAFE.has(request.method)) return false;
  if ((request.routeOptions?.config as { antiforgery?: boolean } | undefined)?.antiforgery === false)
    return false;
  const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  const lower = path.toLowerCase();
  if (!lower.startsWith('/api/') && !lower.startsWith('/account/')) return false;
  return !EXEMPT.has(lower);
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
