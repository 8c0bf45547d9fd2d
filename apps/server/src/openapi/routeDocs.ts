import {
  accountOptionsDto,
  activateBody,
  activateQuery,
  activationInfo,
  apiKeyDto,
  apiKeyParams,
  changePasswordBody,
  CODE_LIST_ITEM_SCHEMAS,
  codeListParams,
  createApiKeyBody,
  createdApiKeyDto,
  externalLogOnCallbackQuery,
  externalLogOnQuery,
  forgotPasswordBody,
  languageDto,
  logonBody,
  logonResult,
  logoutForm,
  navigationDto,
  profileDto,
  resetPasswordBody,
  userMessagesResult,
  verifyCodeBody,
  verifyCodeResult,
} from '@insulcalc/api-schema';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * Schemas for routes whose module file was being reworked by someone else when the OpenAPI
 * document was introduced, keyed by `METHOD url`; applied only to a route that declares no schema
 * of its own. Move an entry next to its route (`app.get(url, { schema }, handler)`) when you next
 * edit that file, and delete it here.
 */
const account = ['account'];
const session = [{ session: [] }];
const redirect = (description: string) => ({
  302: z.null().describe(description),
});
const noContent = { 204: z.null().describe('Done.') };

export const FALLBACK_ROUTE_DOCS: Readonly<Record<string, FastifySchema & Record<string, unknown>>> = {
  'GET /api/v1/account/profile': {
    tags: account,
    summary: 'The profile (spec §3), with the session’s anti-forgery token; anonymous visitors get one too',
    response: { 200: profileDto },
  },
  'GET /api/v1/account/options': {
    tags: account,
    summary: 'Sign-in options: forms sign-in on/off and the external providers',
    response: { 200: accountOptionsDto },
  },
  'POST /api/v1/account/logon': {
    tags: account,
    summary: 'Sign in with user name and password (no anti-forgery token needed); throttled',
    body: logonBody,
    response: { 200: logonResult },
  },
  'POST /api/v1/account/logout': {
    tags: account,
    summary: 'Sign out: 204 for XHR, else a 303 redirect to the sign-in page',
    body: logoutForm,
    response: {
      204: z.null().describe('Signed out.'),
      303: z.null().describe('Redirect to the sign-in page.'),
    },
  },
  'POST /api/v1/account/change-password': {
    tags: account,
    security: session,
    summary: 'Change the password (ends the user’s other sessions); throttled',
    body: changePasswordBody,
    response: { 200: userMessagesResult },
  },
  'POST /api/v1/account/forgot-password': {
    tags: account,
    summary: 'Mail a one-time code to reset the password (the same answer for any user name)',
    body: forgotPasswordBody,
    response: { 200: userMessagesResult },
  },
  'POST /api/v1/account/verify-code': {
    tags: account,
    summary: 'Exchange the mailed one-time code for a reset token',
    body: verifyCodeBody,
    response: { 200: verifyCodeResult },
  },
  'POST /api/v1/account/reset-password': {
    tags: account,
    summary: 'Set a new password with the reset token',
    body: resetPasswordBody,
    response: { 200: userMessagesResult },
  },
  'GET /api/v1/account/activate': {
    tags: account,
    summary: 'Who an activation token belongs to',
    querystring: activateQuery,
    response: { 200: activationInfo },
  },
  'POST /api/v1/account/activate': {
    tags: account,
    summary: 'Activate the account with its token and a first password',
    body: activateBody,
    response: { 200: userMessagesResult },
  },
  'GET /api/v1/account/api-keys': {
    tags: account,
    security: session,
    summary: 'The user’s active API keys (never the secrets); browser sessions only',
    response: { 200: z.array(apiKeyDto) },
  },
  'POST /api/v1/account/api-keys': {
    tags: account,
    security: session,
    summary: 'Create an API key; the secret is in this answer only',
    body: createApiKeyBody,
    response: { 201: createdApiKeyDto },
  },
  'DELETE /api/v1/account/api-keys/:id': {
    tags: account,
    security: session,
    summary: 'Revoke an API key at once',
    params: apiKeyParams,
    response: noContent,
  },
  'GET /Account/ExternalLogOn': {
    tags: account,
    summary: 'Browser navigation: start the external (OpenID Connect) sign-in',
    querystring: externalLogOnQuery,
    response: redirect('To the provider’s authorization endpoint.'),
  },
  'GET /Account/ExternalLogOnCallback': {
    tags: account,
    summary: 'Browser navigation: the provider’s answer; signs in and returns to the returnUrl',
    querystring: externalLogOnCallbackQuery,
    response: redirect('To the (sanitised) return URL, or the sign-in page with an error.'),
  },
  'GET /api/v1/navigation': {
    tags: ['platform'],
    security: session,
    summary: 'The navigation tree of the signed-in user (titles translated)',
    response: { 200: navigationDto },
  },
  'GET /api/v1/codelists/:list': {
    tags: ['catalogue'],
    summary:
      'A code list (languages, countries, materials, mediums, productTypes, fuelTypes, surfaceTypes, subconstructionTypes), names translated',
    params: codeListParams,
    response: {
      200: z.union([
        z.array(languageDto),
        ...Object.values(CODE_LIST_ITEM_SCHEMAS).map((item) => z.array(item)),
      ]),
    },
  },
};
