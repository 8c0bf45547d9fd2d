import * as client from 'openid-client';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicBaseUrl } from '../../config';
import type { ServerContext } from '../../context';
import { externalLogin, oidcAuthRequest, userAccount } from '../../db/schema/account';
import { clearCookie, OIDC_STATE_COOKIE, readCookie, setCookie } from './cookies';
import { safeEqual } from './crypto';
import { requestOrigin, safeReturnUrl } from './returnUrl';
import { purgeExpiredSessions, startSession } from './sessions';
import { accountSettings, listOidcProviders, type OidcProviderSettings } from './settings';
import { createUser, uniqueUsername } from './users';

/** Pending authorisation requests expire after ten minutes. */
const AUTH_REQUEST_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/Account/ExternalLogOnCallback';

const configs = new WeakMap<ServerContext, Map<string, Promise<client.Configuration>>>();

/** Discovery result per provider, cached; a failed discovery is retried on the next sign-in. */
function providerConfiguration(
  ctx: ServerContext,
  provider: OidcProviderSettings,
): Promise<client.Configuration> {
  let perCtx = configs.get(ctx);
  if (!perCtx) {
    perCtx = new Map();
    configs.set(ctx, perCtx);
  }
  const key = JSON.stringify([
    provider.providerId,
    provider.issuer,
    provider.clientId,
    provider.clientSecret ?? null,
  ]);
  const cached = perCtx.get(key);
  if (cached) return cached;
  const issuer = new URL(provider.issuer);
  const auth = provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None();
  const promise = client.discovery(
    issuer,
    provider.clientId,
    undefined,
    auth,
    // Plain http is accepted only for an issuer configured with http:// (development, tests).
    issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
  perCtx.set(key, promise);
  promise.catch(() => perCtx.delete(key));
  return promise;
}

/**
 * The base of the redirect URI (decision 0041): PUBLIC_URL; without it, the request's origin only
 * when that is this machine (development, tests), else `http://localhost:PORT`. A Host header
 * never picks where the provider sends the code, even if the provider had that address registered.
 */
function baseUrl(ctx: ServerContext, request: FastifyRequest): string {
  const configured = accountSettings(ctx).publicUrl;
  if (configured) return configured;
  const origin = requestOrigin(request);
  return isLoopbackOrigin(origin) ? origin : publicBaseUrl(ctx.config);
}

function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Where a failed or refused sign-in goes: the login page of the app the user came from. */
export function loginPagePath(ctx: ServerContext, returnUrl: string): string {
  const platform = ctx.config.platformBasePath;
  return returnUrl.startsWith(platform) || returnUrl === platform.replace(/\/$/, '')
    ? `${platform}Account/LogOn`
    : '/Account/LogOn';
}

export function defaultReturnUrl(ctx: ServerContext): string {
  return ctx.config.platformBasePath;
}

function remoteFailure(ctx: ServerContext, reply: FastifyReply, returnUrl: string): FastifyReply {
  const login = loginPagePath(ctx, returnUrl);
  return reply.redirect(`${login}?error=remote&ReturnUrl=${encodeURIComponent(returnUrl)}`, 302);
}

const startQuery = z.object({
  provider: z.string().max(64).optional(),
  // Judged by the return-URL rule (too long → the default), never a reason to drop the provider.
  returnUrl: z.unknown().optional(),
  ReturnUrl: z.unknown().optional(),
});

/** GET /Account/ExternalLogOn?provider={id}&returnUrl={url} */
export async function startExternalLogOn(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const parsed = startQuery.safeParse(request.query);
  const q = parsed.success ? parsed.data : {};
  const returnUrl = safeReturnUrl(ctx, request, q.returnUrl ?? q.ReturnUrl);
  const provider = (await listOidcProviders(ctx)).find((p) => p.providerId === q.provider);
  if (!provider) {
    request.log.warn({ provider: q.provider }, 'oidc: unknown provider');
    return remoteFailure(ctx, reply, returnUrl);
  }
  try {
    const config = await providerConfiguration(ctx, provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const redirectUri = `${baseUrl(ctx, request)}${CALLBACK_PATH}`;
    await ctx.db.delete(oidcAuthRequest).where(lt(oidcAuthRequest.expiresAt, new Date()));
    await ctx.db.insert(oidcAuthRequest).values({
      state,
      providerId: provider.providerId,
      codeVerifier,
      nonce,
      returnUrl,
      redirectUri,
      expiresAt: new Date(Date.now() + AUTH_REQUEST_TTL_MS),
    });
    const target = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scope,
      response_type: 'code',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    // Binds the flow to this browser: the callback must come back with the same state cookie.
    setCookie(request, reply, OIDC_STATE_COOKIE, state, {
      path: '/Account/',
      maxAgeSeconds: AUTH_REQUEST_TTL_MS / 1000,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(target.href, 302);
  } catch (err) {
    request.log.warn({ err, provider: provider.providerId }, 'oidc: cannot start external sign-in');
    return remoteFailure(ctx, reply, returnUrl);
  }
}

/** Optional claims are best effort: an odd value is dropped, never a failed sign-in. */
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: optionalText(320),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined),
  name: optionalText(200),
  preferred_username: optionalText(200),
  given_name: optionalText(200),
  family_name: optionalText(200),
});

/** GET /Account/ExternalLogOnCallback?code=…&state=… */
export async function finishExternalLogOn(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : undefined;
  const cookieState = readCookie(request, OIDC_STATE_COOKIE);
  clearCookie(request, reply, OIDC_STATE_COOKIE, '/Account/');
  reply.header('cache-control', 'no-store');
  const fallback = defaultReturnUrl(ctx);
  if (!state) return remoteFailure(ctx, reply, fallback);
  const rows = await ctx.db.delete(oidcAuthRequest).where(eq(oidcAuthRequest.state, state)).returning();
  const pending = rows[0];
  if (!pending) return remoteFailure(ctx, reply, fallback);
  // Judged again at the redirect: a row stored by an older rule must not decide where we go.
  const returnUrl = safeReturnUrl(ctx, request, pending.returnUrl);
  try {
    if (!cookieState || !safeEqual(cookieState, state)) throw new Error('state cookie missing or different');
    if (pending.expiresAt.getTime() < Date.now()) throw new Error('authorisation request expired');
    if (typeof query.error === 'string')
      throw new Error(`provider answered error=${query.error.slice(0, 100)}`);
    const provider = (await listOidcProviders(ctx)).find((p) => p.providerId === pending.providerId);
    if (!provider) throw new Error(`provider ${pending.providerId} no longer configured`);
    const config = await providerConfiguration(ctx, provider);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const currentUrl = new URL(`${pending.redirectUri}${search}`);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    // Providers that conform to the spec put profile/email claims only into the UserInfo answer.
    let userInfo: Record<string, unknown> = {};
    if (tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      userInfo = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    }
    const claims = claimsSchema.parse({ ...userInfo, ...stripUndefined(idClaims), sub: idClaims.sub });
    const userId = await linkOrCreateUser(ctx, provider, claims);
    await purgeExpiredSessions(ctx.db);
    await startSession(request, reply, userId);
    await ctx.db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, userId));
    request.log.info({ provider: provider.providerId, userId }, 'oidc: signed in');
    return reply.redirect(returnUrl, 302);
  } catch (err) {
    request.log.warn({ err, provider: pending.providerId }, 'oidc: external sign-in failed');
    return remoteFailure(ctx, reply, returnUrl);
  }
}

function stripUndefined(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

async function linkOrCreateUser(
  ctx: ServerContext,
  provider: OidcProviderSettings,
  claims: z.infer<typeof claimsSchema>,
): Promise<string> {
  const db = ctx.db;
  const linked = await db
    .select({ userId: externalLogin.userId, isActive: userAccount.isActive })
    .from(externalLogin)
    .innerJoin(userAccount, eq(userAccount.id, externalLogin.userId))
    .where(and(eq(externalLogin.providerId, provider.providerId), eq(externalLogin.subject, claims.sub)))
    .limit(1);
  if (linked[0]) {
    if (!linked[0].isActive) throw new Error('linked account is not active');
    await db
      .update(externalLogin)
      .set({ lastLoginAt: new Date(), email: claims.email ?? null })
      .where(and(eq(externalLogin.providerId, provider.providerId), eq(externalLogin.subject, claims.sub)));
    return linked[0].userId;
  }
  const fullName = claims.name ?? ([claims.given_name, claims.family_name].filter(Boolean).join(' ') || null);
  let userId: string | undefined;
  if (provider.linkByEmail && claims.email && claims.email_verified === true) {
    const same = await db.select().from(userAccount).where(eq(userAccount.email, claims.email)).limit(2);
    if (same.length === 1 && same[0]!.isActive) userId = same[0]!.id;
  }
  if (!userId) {
    const username = await uniqueUsername(
      db,
      claims.preferred_username ?? claims.email ?? `${provider.providerId}-${claims.sub}`,
    );
    const user = await createUser(db, { username, email: claims.email ?? null, fullName, password: null });
    userId = user.id;
  }
  await db
    .insert(externalLogin)
    .values({
      providerId: provider.providerId,
      subject: claims.sub,
      userId,
      email: claims.email ?? null,
      lastLoginAt: new Date(),
    })
    .onConflictDoNothing();
  return userId;
}
