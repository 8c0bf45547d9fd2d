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
/** An answer documented by its description only: serialised as the handler built it. */
const answer = (description: string) => z.unknown().describe(description);
/** A document download (PDF or DOCX), sent as bytes with Content-Disposition. */
const file = z.unknown().describe('The document as a download (application/pdf or the DOCX type).');

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
  // The platform screens' calls (administration, documents, reports, dashboards, workflow). Their
  // handlers parse params and bodies themselves with translated messages, so only the summary and
  // the answer are documented here; the answers pass through as the handlers build them.
  'GET /api/v1/account/users/:userId/api-keys': {
    tags: ['account'],
    security: session,
    summary: "A user's API keys as administrators see them (never a secret)",
    response: { 200: answer('A list (JSON).') },
  },
  'DELETE /api/v1/account/users/:userId/api-keys/:keyId': {
    tags: ['account'],
    security: session,
    summary: "Revokes one of a user's API keys (administrators, browser session only)",
    response: noContent,
  },
  'POST /api/v1/account/users/:userId/send-sign-in-mail': {
    tags: ['account'],
    security: session,
    summary: "Mails a user the activation link or a reset code, in the user's language",
    response: { 200: userMessagesResult },
  },
  'GET /api/v1/documents/templates': {
    tags: ['documents'],
    security: session,
    summary: 'Document templates of an entity, with their published and draft versions',
    response: { 200: answer('A list (JSON).') },
  },
  'GET /api/v1/documents/templates/:documentTemplateId': {
    tags: ['documents'],
    security: session,
    summary: 'One document template: its source, versions and the field paths its editor completes',
    response: { 200: answer('The answer (JSON).') },
  },
  'PUT /api/v1/documents/templates/:documentTemplateId/draft': {
    tags: ['documents'],
    security: session,
    summary: "Writes a template's draft (checked against the template schema)",
    response: { 200: answer('The answer (JSON).') },
  },
  'DELETE /api/v1/documents/templates/:documentTemplateId/draft': {
    tags: ['documents'],
    security: session,
    summary: "Discards a template's draft",
    response: noContent,
  },
  'POST /api/v1/documents/templates/:documentTemplateId/publish': {
    tags: ['documents'],
    security: session,
    summary: "Publishes a template's draft as its next version",
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/documents/templates/:documentTemplateId/test': {
    tags: ['documents'],
    security: session,
    summary: 'Renders an unsaved or draft source against a stored instance or sample JSON',
    response: { 200: file },
  },
  'POST /api/v1/documents/templates/:documentTemplateId/render': {
    tags: ['documents'],
    security: session,
    summary: 'Renders a stored instance with the published template as a download (PDF or DOCX)',
    response: { 200: file },
  },
  'GET /api/v1/reports': {
    tags: ['reports'],
    security: session,
    summary: 'The reports the user may read, with their parameters and layout',
    response: { 200: answer('A list (JSON).') },
  },
  'GET /api/v1/reports/': {
    tags: ['reports'],
    security: session,
    summary: 'The reports the user may read, with their parameters and layout',
    response: { 200: answer('A list (JSON).') },
  },
  'POST /api/v1/reports/:reportId/summary': {
    tags: ['reports'],
    security: session,
    summary: "A report's rows grouped by one field: a page of groups with totals over all groups",
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/dashboards/home': {
    tags: ['dashboards'],
    security: session,
    summary: "The signed-in user's home dashboard (their own copy, else their audience's)",
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/dashboards/:dashboardId': {
    tags: ['dashboards'],
    security: session,
    summary: 'One dashboard: widgets on the 12-column grid',
    response: { 200: answer('The answer (JSON).') },
  },
  'PUT /api/v1/dashboards/:dashboardId': {
    tags: ['dashboards'],
    security: session,
    summary: "Saves a dashboard's layout (a seeded one becomes the user's own copy)",
    response: { 200: answer('The answer (JSON).') },
  },
  'DELETE /api/v1/dashboards/:dashboardId': {
    tags: ['dashboards'],
    security: session,
    summary: "Deletes the user's own copy of a dashboard",
    response: noContent,
  },
  'GET /api/v1/workflow/tasks': {
    tags: ['workflow'],
    security: session,
    summary: "My tasks: the open tasks of the user and of the user's groups, paged",
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/tasks/counts': {
    tags: ['workflow'],
    security: session,
    summary: 'How many open tasks the user has (the navigation badge)',
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/tasks/:taskId': {
    tags: ['workflow'],
    security: session,
    summary: "One task with its form, transitions, the request's figures and history",
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/tasks/:taskId/history': {
    tags: ['workflow'],
    security: session,
    summary: "A task's process history (who did what, when, with comments)",
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/workflow/tasks/:taskId/complete': {
    tags: ['workflow'],
    security: session,
    summary: 'Completes a task (one transaction with the concurrency token; 409 to the later of two)',
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/workflow/tasks/:taskId/approve': {
    tags: ['workflow'],
    security: session,
    summary: 'Approves a task (one transaction with the concurrency token; 409 to the later of two)',
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/workflow/tasks/:taskId/reject': {
    tags: ['workflow'],
    security: session,
    summary: 'Rejects a task with a comment (mailed to the requester)',
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/workflow/tasks/:taskId/reassign': {
    tags: ['workflow'],
    security: session,
    summary: 'Hands a task to a user or a group',
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/assignees': {
    tags: ['workflow'],
    security: session,
    summary: 'Users and groups a task can be reassigned to',
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/requests/:entityId/:instanceId': {
    tags: ['workflow'],
    security: session,
    summary: 'The processes and tasks of one record',
    response: { 200: answer('The answer (JSON).') },
  },
  'GET /api/v1/workflow/definitions': {
    tags: ['workflow'],
    security: session,
    summary: 'Process definitions with their versions (administrators)',
    response: { 200: answer('A list (JSON).') },
  },
  'GET /api/v1/workflow/definitions/:key/:version': {
    tags: ['workflow'],
    security: session,
    summary: 'One version of a process definition (administrators)',
    response: { 200: answer('The answer (JSON).') },
  },
  'POST /api/v1/workflow/definitions': {
    tags: ['workflow'],
    security: session,
    summary:
      'Publishes a new version of a process definition, checked by its schema and CheckConsistency (administrators)',
    response: { 200: answer('The answer (JSON).') },
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
