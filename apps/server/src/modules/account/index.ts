import type { ModulePlugin, ServerModule } from '../types';
import { registerAccountRoutes } from './routes';
import { authenticateApiKey, registerApiKeyRoutes } from './apiKeys';
import { seedAccount } from './seed';
import { registerUserAdministrationRoutes } from './userAdministration';
import { t } from './i18n';
import { failFor } from '../../http/defineRoute';
import { SESSION_STATE, attachSessionLoader, hasValidAntiforgeryToken, needsAntiforgery } from './sessions';

export {
  ANTIFORGERY_EXEMPT_ROUTES,
  checkAntiforgery,
  forgetCachedSessions,
  getSession,
  getSessionUser,
  requireUser,
  type SessionState,
  type SessionUser,
} from './sessions';
export { sendActivation, mailTransport } from './routes';
export { createUser, findUserByLogin } from './users';
export {
  ADMINISTRATORS_GROUP,
  USER_GROUPS_LIST,
  addUserToGroup,
  ensureAdministrator,
  ensureUserGroup,
  getSessionGroups,
  isAdministrator,
  listUserGroups,
  userGroupCodes,
  userGroupIds,
  userGroupMembers,
  type UserGroupItem,
  type UserGroupMember,
} from './groups';
export { ADMIN_USERNAME } from './seed';
export { addAdministrator, userAdministrationProvider } from './userAdministration';
export { hashPassword, verifyPassword } from './crypto';
export { sanitizeReturnUrl, matchesOriginPattern, safeReturnUrl } from './returnUrl';
export { accountSettings, loadAccountSettings, setAccountSettings, type AccountSettings } from './settings';
export { message, resolveLanguage, t } from './i18n';
export { addressKey, releaseAttempt, reserveAttempt, type ThrottleRule } from './throttle';

/**
 * Sessions, anti-forgery, sign-in (password and OpenID Connect), password management.
 * Registered globally: its hooks attach the session (or the API key's user) to every request
 * and refuse an unsafe method on any matched route without the session's anti-forgery token.
 */
const plugin: ModulePlugin = async (app, { ctx }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
  // The core's error handler translates framework failures (413, 415, 500 …) through this, in
  // the same language choice as every other server message: lang cookie → user → default.
  ctx.translateMessage = async (request, key, values) => {
    const text = await t(ctx, request, key, values);
    return text === key ? undefined : text;
  };
  // Callback hooks: a request without an Authorization header, and a safe or exempt one, passes
  // without a promise (cached reads are most requests; each promise was measurable there).
  app.decorateRequest(SESSION_STATE, null);
  app.addHook('onRequest', (request, _reply, done) => {
    attachSessionLoader(request, ctx);
    if (request.headers.authorization === undefined) return done();
    authenticateApiKey(ctx, request).then(() => done(), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!needsAntiforgery(request)) return done();
    hasValidAntiforgeryToken(request)
      .then(async (valid) => {
        if (!valid)
          throw await failFor(ctx, request)(403, 'Antiforgery_InvalidToken', {
            detail: 'Missing or invalid anti-forgery token.',
          });
      })
      .then(() => done(), done);
  });
  registerAccountRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  registerUserAdministrationRoutes(app, ctx);
};

export const accountModule: ServerModule = { name: 'account', plugin, global: true, seed: seedAccount };
