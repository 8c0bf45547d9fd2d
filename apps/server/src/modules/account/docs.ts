import {
  accountOptionsDto,
  activateBody,
  activateQuery,
  activationInfo,
  apiKeyDto,
  apiKeyParams,
  changePasswordBody,
  createApiKeyBody,
  createdApiKeyDto,
  externalLogOnCallbackQuery,
  externalLogOnQuery,
  forgotPasswordBody,
  logonBody,
  logonResult,
  logoutForm,
  profileDto,
  resetPasswordBody,
  userApiKeyParams,
  userMessagesResult,
  userParams,
  verifyCodeBody,
  verifyCodeResult,
} from '@insulcalc/api-schema';
import { z } from 'zod';

/**
 * The account module's route specs without method, URL and handler (`defineRoute(app, ctx,
 * { method, url, ...accountDocs.x }, …)`): the same schemas document and validate each route.
 */
const tags = ['account'];
const session = [{ session: [] }];
const redirect = (description: string) => ({ 302: z.null().describe(description) });
const noContent = { 204: z.null().describe('Done.') };

export const accountDocs = {
  profile: {
    tags,
    summary: 'The profile (spec §3), with the session’s anti-forgery token; anonymous visitors get one too',
    response: { 200: profileDto },
  },
  options: {
    tags,
    summary: 'Sign-in options: forms sign-in on/off and the external providers',
    response: { 200: accountOptionsDto },
  },
  logon: {
    tags,
    summary: 'Sign in with user name and password (no anti-forgery token needed); throttled',
    body: logonBody,
    response: { 200: logonResult },
  },
  logout: {
    tags,
    summary: 'Sign out: 204 for XHR, else a 303 redirect to the sign-in page',
    // Sign-out never refuses its form: the return URL (either spelling) is judged by the return-URL rule.
    body: logoutForm.catch({}),
    response: {
      204: z.null().describe('Signed out.'),
      303: z.null().describe('Redirect to the sign-in page.'),
    },
  },
  changePassword: {
    tags,
    security: session,
    summary: 'Change the password (ends the user’s other sessions); throttled',
    body: changePasswordBody,
    response: { 200: userMessagesResult },
  },
  forgotPassword: {
    tags,
    summary: 'Mail a one-time code to reset the password (the same answer for any user name)',
    body: forgotPasswordBody,
    response: { 200: userMessagesResult },
  },
  verifyCode: {
    tags,
    summary: 'Exchange the mailed one-time code for a reset token',
    body: verifyCodeBody,
    response: { 200: verifyCodeResult },
  },
  resetPassword: {
    tags,
    summary: 'Set a new password with the reset token',
    body: resetPasswordBody,
    response: { 200: userMessagesResult },
  },
  activationInfo: {
    tags,
    summary: 'Who an activation token belongs to',
    querystring: activateQuery,
    response: { 200: activationInfo },
  },
  activate: {
    tags,
    summary: 'Activate the account with its token and a first password',
    body: activateBody,
    response: { 200: userMessagesResult },
  },
  listApiKeys: {
    tags,
    security: session,
    summary: 'The user’s active API keys (never the secrets); browser sessions only',
    response: { 200: z.array(apiKeyDto) },
  },
  createApiKey: {
    tags,
    security: session,
    summary: 'Create an API key; the secret is in this answer only',
    body: createApiKeyBody,
    response: { 201: createdApiKeyDto },
  },
  revokeApiKey: {
    tags,
    security: session,
    summary: 'Revoke an API key at once',
    params: apiKeyParams,
    response: noContent,
  },
  externalLogOn: {
    tags,
    summary: 'Browser navigation: start the external (OpenID Connect) sign-in',
    // A browser navigation answers with a redirect whatever the query says (never a 400).
    querystring: externalLogOnQuery.partial().catch({}),
    response: redirect('To the provider’s authorization endpoint.'),
  },
  externalLogOnCallback: {
    tags,
    summary: 'Browser navigation: the provider’s answer; signs in and returns to the returnUrl',
    querystring: externalLogOnCallbackQuery.catch({}),
    response: redirect('To the (sanitised) return URL, or the sign-in page with an error.'),
  },
  userApiKeys: {
    tags,
    security: session,
    summary: "A user's active API keys as administrators see them (never a secret)",
    params: userParams,
    response: { 200: z.array(apiKeyDto) },
  },
  revokeUserApiKey: {
    tags,
    security: session,
    summary: "Revokes one of a user's API keys (administrators, browser session only)",
    params: userApiKeyParams,
    response: noContent,
  },
  sendSignInMail: {
    tags,
    security: session,
    summary: "Mails a user the activation link or a reset code, in the user's language (administrators)",
    params: userParams,
    response: { 200: userMessagesResult },
  },
};
