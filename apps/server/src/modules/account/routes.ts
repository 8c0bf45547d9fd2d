import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicBaseUrl } from '../../config';
import type { ServerContext } from '../../context';
import { userAccount } from '../../db/schema/account';
import { userPreference } from '../../db/schema/entities';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { createMailTransport, type MailTransport } from '../mail/index';
import { LANGUAGES, normaliseLanguage, translate, type LanguageCode } from '../translations/index';
import { accountDocs } from './docs';
import { verifyDummy, verifyPassword, randomCode, randomToken } from './crypto';
import { message, resolveLanguage } from './i18n';
import { finishExternalLogOn, loginPagePath, startExternalLogOn } from './oidc';
import { safeReturnUrl } from './returnUrl';
import {
  endSession,
  endUserSessions,
  ensureSession,
  getSession,
  purgeExpiredSessions,
  startSession,
} from './sessions';
import { accountSettings, listOidcProviders } from './settings';
import { accountKey, addressKey, clearFailures, releaseAttempt, reserveAttempt } from './throttle';
import {
  consumeTokenBySecret,
  countRecentTokens,
  createAccountToken,
  findUserById,
  findUserByLogin,
  peekTokenBySecret,
  setPassword,
  spendTokens,
  verifyUserCode,
} from './users';

const RESET_CODE_TTL_MS = 15 * 60_000;
const RESET_TOKEN_TTL_MS = 15 * 60_000;
export const ACTIVATION_TTL_MS = 7 * 24 * 3_600_000;
/** At most this many reset codes per account per code lifetime (no mail bombing). */
const MAX_RESET_CODES = 3;
/** Forgot-password requests per client address before it is throttled. */
const MAX_RESET_REQUESTS_PER_ADDRESS = 10;
/** Wrong one-time codes per client address before it is throttled. */
const MAX_CODE_FAILURES_PER_ADDRESS = 10;

function isXhr(request: FastifyRequest): boolean {
  if (request.headers['x-requested-with']?.toString().toLowerCase() === 'xmlhttprequest') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

const mailers = new WeakMap<ServerContext, MailTransport>();
export function mailTransport(ctx: ServerContext): MailTransport {
  let m = mailers.get(ctx);
  if (!m) {
    m = createMailTransport(accountSettings(ctx).mail, ctx.log);
    mailers.set(ctx, m);
  }
  return m;
}

/** Sends the activation e-mail for an inactive account (admin screens call this). Returns the token. */
export async function sendActivation(ctx: ServerContext, userId: string, baseUrl: string): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`No user ${userId}`);
  const token = randomToken(32);
  await createAccountToken(ctx.db, user.id, 'activation', token, ACTIVATION_TTL_MS);
  if (user.email) {
    const language = normaliseLanguage(user.selectedLanguage) ?? accountSettings(ctx).defaultLanguage;
    const link = `${baseUrl}${ctx.config.platformBasePath}Account/ActivateAccount?token=${encodeURIComponent(token)}`;
    await mailTransport(ctx).send({
      to: user.email,
      subject: await translate(ctx.db, language, 'Mail_Activation_Subject'),
      text: await translate(ctx.db, language, 'Mail_Activation_Body', { username: user.username, link }),
    });
  }
  return token;
}

/**
 * Creates a password reset code valid for `ttlMs` and mails it with the verify page's link, in
 * `language` (the forgot-password flow and the administrators' "send sign-in mail" share it).
 */
export async function sendResetCode(
  ctx: ServerContext,
  user: { id: string; username: string; email: string },
  options: { language: LanguageCode; baseUrl: string; ttlMs: number },
): Promise<void> {
  const code = randomCode(8);
  await createAccountToken(ctx.db, user.id, 'reset_code', code, options.ttlMs);
  const link = `${options.baseUrl}${ctx.config.platformBasePath}Account/VerifyCode?username=${encodeURIComponent(user.username)}`;
  await mailTransport(ctx).send({
    to: user.email,
    subject: await translate(ctx.db, options.language, 'Mail_ResetCode_Subject'),
    text: await translate(ctx.db, options.language, 'Mail_ResetCode_Body', {
      username: user.username,
      code,
      minutes: options.ttlMs / 60_000,
      link,
    }),
  });
}

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Once per server: the mails' links fall back to this machine rather than trust a request's Host.
  if (!ctx.config.publicUrl)
    ctx.log.warn(
      `PUBLIC_URL is not set: links in e-mails point to ${publicBaseUrl(ctx.config)}; set it to the address users reach the server at`,
    );
  const settings = () => accountSettings(ctx);

  const addressRule = (request: FastifyRequest, purpose: string, max: number) => [
    { key: `${purpose}:${addressKey(request.ip)}`, maxFailures: max },
  ];
  const policyOf = () => {
    const s = settings();
    return { baseSeconds: s.lockoutBaseSeconds, maxSeconds: s.lockoutMaxSeconds };
  };
  /** Counts this request for the client address (atomically, before the work); 429 over `max`. */
  const throttleAddress = async (request: FastifyRequest, fail: Fail, purpose: string, max: number) => {
    const { wait } = await reserveAttempt(ctx.db, addressRule(request, purpose, max), policyOf());
    if (wait > 0) {
      throw await fail(429, 'Account_TooManyRequests', {
        values: { seconds: wait, minutes: Math.ceil(wait / 60) },
        headers: { 'retry-after': String(wait) },
      });
    }
  };

  // ---- Profile (spec §3) ----
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/api/v1/account/profile', ...accountDocs.profile },
    async ({ request, reply }) => {
      // Anonymous visitors get a session too: its anti-forgery token protects their first posts.
      const session = await ensureSession(request, reply);
      const s = settings();
      const user = session.user;
      const selectedLanguage = await resolveLanguage(ctx, request);
      // The User settings form's unit system and Message settings (entities module, user_preference).
      const [preference] = user
        ? await ctx.db.select().from(userPreference).where(eq(userPreference.userId, user.id)).limit(1)
        : [];
      reply.header('cache-control', 'no-store');
      return {
        isAuthenticated: user !== null,
        canLogOff: user !== null,
        canChangePassword: user?.canChangePassword ?? false,
        selectedLanguage,
        defaultLanguage: s.defaultLanguage,
        availableLanguages: LANGUAGES.map((l) => ({ code: l.code, localName: l.localName })),
        rememberGridFilters: user?.rememberGridFilters ?? false,
        enableTelemetry: s.telemetryEnabled && (user?.enableTelemetry ?? true),
        enableMiniProfiler: s.miniProfilerEnabled && (user?.enableMiniProfiler ?? false),
        selectedTheme: user?.selectedTheme ?? s.defaultTheme,
        unitSystem: preference?.unitSystem ?? 'SI',
        currency: preference?.currency ?? 'EUR',
        messageAutoHide: {
          error: preference?.autoHideErrors ?? false,
          warn: preference?.autoHideWarnings ?? true,
          info: preference?.autoHideInfos ?? true,
        },
        antiforgeryToken: session.antiforgeryToken,
        fullName: user ? (user.fullName ?? user.username) : null,
        allowedRedirectOrigins: s.allowedRedirectOrigins,
      };
    },
  );

  // ---- Sign-in options ----
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/api/v1/account/options', ...accountDocs.options },
    async ({ reply }) => {
      const s = settings();
      const providers = await listOidcProviders(ctx);
      reply.header('cache-control', 'no-store');
      return {
        formsEnabled: s.formsLoginEnabled,
        oidcProviders: providers.map((p) => ({
          providerId: p.providerId,
          title: p.title,
          autoRedirectToSignIn: p.autoRedirectToSignIn,
        })),
      };
    },
  );

  // ---- Sign-in with username and password ----
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/api/v1/account/logon',
      ...accountDocs.logon,
      controlNames: { username: 'username', password: 'password' },
      // Anyone may sign in, unless password sign-in is off (refused before the form is read).
      authorize: async (_request, fail) => {
        if (!settings().formsLoginEnabled)
          throw await fail(403, 'LogOn_FormsLoginDisabled', { detail: 'Password sign-in is disabled.' });
      },
    },
    async ({ body, request, reply, fail }) => {
      const s = settings();
      const keys = [accountKey(body.username), addressKey(request.ip)];
      const rules = [
        { key: keys[0]!, maxFailures: s.maxFailuresPerAccount },
        { key: keys[1]!, maxFailures: s.maxFailuresPerAddress },
      ];
      const policy = { baseSeconds: s.lockoutBaseSeconds, maxSeconds: s.lockoutMaxSeconds };
      // Counted before the password is checked (one statement): parallel guesses cannot all pass.
      const { wait } = await reserveAttempt(ctx.db, rules, policy);
      if (wait > 0) {
        throw await fail(429, 'LogOn_TooManyAttempts', {
          detail: 'Too many failed sign-in attempts.',
          values: { seconds: wait, minutes: Math.ceil(wait / 60) },
          headers: { 'retry-after': String(wait) },
        });
      }
      const user = await findUserByLogin(ctx.db, body.username);
      const ok = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyDummy(body.password);
      if (!user || !ok) {
        request.log.info({ username: body.username.slice(0, 100) }, 'account: failed sign-in');
        throw await fail(401, 'LogOn_InvalidUsernameOrPassword', { detail: 'Invalid username or password.' });
      }
      await releaseAttempt(ctx.db, rules, keys[0]!);
      if (!user.isActive)
        throw await fail(403, 'LogOn_AccountNotActive', { detail: 'The account is not activated.' });
      await purgeExpiredSessions(ctx.db);
      const session = await startSession(request, reply, user.id);
      await ctx.db.update(userAccount).set({ lastLoginAt: new Date() }).where(eq(userAccount.id, user.id));
      reply.header('cache-control', 'no-store');
      return { antiforgeryToken: session.antiforgeryToken };
    },
  );

  // ---- Sign-out (form post or XHR) ----
  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/api/v1/account/logout', ...accountDocs.logout },
    async ({ request, reply }) => {
      await endSession(request, reply);
      if (isXhr(request)) return reply.code(204).send();
      // A form post names its return URL in either spelling (the public site sends ReturnUrl);
      // the browser is sent on with a redirect, never a JSON answer.
      const form = (request.body ?? {}) as Record<string, unknown>;
      const returnUrl = safeReturnUrl(ctx, request, form.returnUrl ?? form.ReturnUrl);
      return reply.redirect(loginPagePath(ctx, returnUrl), 303);
    },
  );

  // ---- Change password (signed in, or anonymous with username + current password) ----
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/api/v1/account/change-password',
      ...accountDocs.changePassword,
      // Signed in or not: the session, if any, names whose password changes.
      authorize: (request) => getSession(request),
    },
    async ({ body, auth: session, request, reply, fail }) => {
      const s = settings();
      let user = session?.user ? await findUserById(ctx.db, session.user.id) : undefined;
      if (!user) {
        if (!body.username) throw await fail(400, 'validation_required', { controlName: 'username' });
        user = await findUserByLogin(ctx.db, body.username);
      }
      const keys = [accountKey(user?.username ?? body.username ?? ''), addressKey(request.ip)];
      const rules = [
        { key: keys[0]!, maxFailures: s.maxFailuresPerAccount },
        { key: keys[1]!, maxFailures: s.maxFailuresPerAddress },
      ];
      const policy = { baseSeconds: s.lockoutBaseSeconds, maxSeconds: s.lockoutMaxSeconds };
      // A signed-in external-only user is told why; a signed-out requester learns nothing about the account.
      if (user && !user.passwordHash && session?.user?.id === user.id) {
        throw await fail(403, 'ChangePassword_NotAllowed', { detail: 'The account signs in externally.' });
      }
      const { wait } = await reserveAttempt(ctx.db, rules, policy);
      if (wait > 0) {
        throw await fail(429, 'LogOn_TooManyAttempts', {
          values: { seconds: wait, minutes: Math.ceil(wait / 60) },
          headers: { 'retry-after': String(wait) },
        });
      }
      const ok = user?.passwordHash
        ? await verifyPassword(body.currentPassword, user.passwordHash)
        : await verifyDummy(body.currentPassword);
      if (!user || !ok || !user.isActive) {
        throw await fail(400, 'ChangePassword_CurrentPasswordWrong', { controlName: 'currentPassword' });
      }
      await releaseAttempt(ctx.db, rules, keys[0]!);
      if (body.newPassword === body.currentPassword) {
        throw await fail(400, 'ChangePassword_SameAsCurrent', { controlName: 'newPassword' });
      }
      await setPassword(ctx.db, user.id, body.newPassword);
      await endUserSessions(ctx.db, user.id, session?.user?.id === user.id ? session.idHash : undefined);
      reply.header('cache-control', 'no-store');
      return { userMessages: [await message(ctx, request, 'ChangePassword_Success', 'info')] };
    },
  );

  // ---- Forgot password: a one-time code by e-mail ----
  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/api/v1/account/forgot-password', ...accountDocs.forgotPassword },
    async ({ body, request, fail }) => {
      // Every request counts per client address (no mail flood across many accounts).
      await throttleAddress(request, fail, 'reset', MAX_RESET_REQUESTS_PER_ADDRESS);
      const user = await findUserByLogin(ctx.db, body.username);
      // Same answer whether or not the account exists (no account enumeration).
      const answer = { userMessages: [await message(ctx, request, 'ForgotPassword_CodeSent', 'info')] };
      if (!user || !user.email || !user.isActive || !user.passwordHash) {
        request.log.info('account: password reset requested for an unknown or ineligible account');
        return answer;
      }
      const recent = await countRecentTokens(
        ctx.db,
        user.id,
        'reset_code',
        new Date(Date.now() - RESET_CODE_TTL_MS),
      );
      if (recent >= MAX_RESET_CODES) {
        request.log.warn({ userId: user.id }, 'account: too many reset codes requested, none sent');
        return answer;
      }
      const language = await resolveLanguage(ctx, request);
      try {
        await sendResetCode(
          ctx,
          { id: user.id, username: user.username, email: user.email },
          { language, baseUrl: publicBaseUrl(ctx.config), ttlMs: RESET_CODE_TTL_MS },
        );
      } catch (err) {
        request.log.error({ err }, 'account: cannot send the reset code');
        throw await fail(503, 'Account_MailFailed');
      }
      return answer;
    },
  );

  // ---- Verify the code: gives a short-lived reset token ----
  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/api/v1/account/verify-code', ...accountDocs.verifyCode },
    async ({ body, request, fail }) => {
      await throttleAddress(request, fail, 'code', MAX_CODE_FAILURES_PER_ADDRESS);
      const user = await findUserByLogin(ctx.db, body.username);
      const ok = user
        ? await verifyUserCode(ctx.db, user.id, 'reset_code', body.code.replace(/\s+/g, ''))
        : false;
      if (!user || !ok) {
        // The wrong code keeps the count taken in advance for the address (guessing across accounts).
        throw await fail(400, 'VerifyCode_Invalid', { controlName: 'code' });
      }
      await releaseAttempt(ctx.db, addressRule(request, 'code', MAX_CODE_FAILURES_PER_ADDRESS));
      const resetToken = randomToken(32);
      await createAccountToken(ctx.db, user.id, 'reset_token', resetToken, RESET_TOKEN_TTL_MS);
      return { resetToken };
    },
  );

  // ---- Set a new password with the reset token ----
  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/api/v1/account/reset-password', ...accountDocs.resetPassword },
    async ({ body, request, reply, fail }) => {
      const userId = await consumeTokenBySecret(ctx.db, 'reset_token', body.resetToken);
      if (!userId) throw await fail(400, 'ResetPassword_TokenInvalid');
      await setPassword(ctx.db, userId, body.newPassword);
      await spendTokens(ctx.db, userId, ['reset_code', 'reset_token']);
      await endUserSessions(ctx.db, userId);
      const user = await findUserById(ctx.db, userId);
      if (user) await clearFailures(ctx.db, accountKey(user.username));
      reply.header('cache-control', 'no-store');
      return { userMessages: [await message(ctx, request, 'ResetPassword_Success', 'info')] };
    },
  );

  // ---- Account activation (token from the e-mail or an administrator) ----
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/api/v1/account/activate', ...accountDocs.activationInfo },
    async ({ query: { token }, reply, fail }) => {
      const userId = await peekTokenBySecret(ctx.db, 'activation', token);
      const user = userId ? await findUserById(ctx.db, userId) : undefined;
      if (!user) throw await fail(404, 'ActivateAccount_TokenInvalid');
      reply.header('cache-control', 'no-store');
      return { username: user.username, fullName: user.fullName };
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/api/v1/account/activate', ...accountDocs.activate },
    async ({ body, request, reply, fail }) => {
      const userId = await consumeTokenBySecret(ctx.db, 'activation', body.token);
      if (!userId) throw await fail(400, 'ActivateAccount_TokenInvalid');
      await setPassword(ctx.db, userId, body.newPassword);
      await ctx.db
        .update(userAccount)
        .set({ isActive: true, updatedAt: new Date() })
        .where(eq(userAccount.id, userId));
      await spendTokens(ctx.db, userId, ['activation']);
      reply.header('cache-control', 'no-store');
      return { userMessages: [await message(ctx, request, 'ActivateAccount_Success', 'info')] };
    },
  );

  // ---- External sign-in (OpenID Connect, authorization code + PKCE) ----
  // Browser navigations: every answer is a redirect (a failure too, to the sign-in page with
  // error=remote), so oidc.ts reads the raw query leniently; the OIDC client checks the callback URL.
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/Account/ExternalLogOn', ...accountDocs.externalLogOn },
    async ({ request, reply }) => startExternalLogOn(ctx, request, reply),
  );
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/Account/ExternalLogOnCallback', ...accountDocs.externalLogOnCallback },
    async ({ request, reply }) => finishExternalLogOn(ctx, request, reply),
  );
}
