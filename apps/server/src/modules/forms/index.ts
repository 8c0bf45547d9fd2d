import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { actorOf, translator } from '../entities/index';
import { formConsistencyChecks } from './consistency';
import type { ModulePlugin, ServerModule } from '../types';
import { canWrite, openForm, openInstance } from './access';
import { registerDesignerRoutes } from './designer';
import { loadForm } from './load';
import { reloadForm } from './reload';
import { attributeOf } from './render';
import { saveForm } from './save';
import type { propertiesAnswerSchema } from './schemas';
import { formRouteSchemas } from './schemas';
import { seedForms } from './seed';
import { findScript, listFormRoutes } from './store';

export {
  validateFormRoute,
  FORM_ROUTE_PATTERN,
  FORM_ROUTE_MAX_LENGTH,
  type FormRouteProblem,
} from './routes';
export { seedForms, readFormSeeds, canonicalJson, type FormSeed } from './seed';
export {
  listFormRoutes,
  publishDraft,
  resolveForm,
  resolveFormById,
  saveDraft,
  DefinitionError,
  type ResolvedForm,
} from './store';
export { MAX_SCRIPT_LENGTH } from './designer';
export { formRouteSchemas } from './schemas';

/**
 * The dynamic form engine's server half (spec §2, §3, §7; platform.md "How a form travels"):
 *
 * | method | path (under /api/v1/forms)        | what |
 * |--------|-----------------------------------|------|
 * | GET    | /routes                           | public form groups with a route |
 * | POST   | /load                             | definition + instance values + tokens |
 * | POST   | /{formId}/save                    | multipart save; 409 on a stale token |
 * | POST   | /{formId}/reload?rid=             | data of dependent elements |
 * | GET    | /javascript/{formId}_{version}    | the form's script, immutable |
 * | GET    | /{formId}/properties              | F1: entity, form, version, instance, attributes |
 * | GET    | /{formId}/versions[/{version}]    | designer: versions, one version's definition |
 * | PUT    | /{formId}/draft                   | designer: write the draft (schema-checked) |
 * | POST   | /{formId}/publish                 | designer: publish the draft |
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  // Who asks, in their language; each form and record decides what they may do with it.
  const caller = async (request: FastifyRequest) => ({
    tr: await translator(ctx, request),
    actor: await actorOf(request),
  });
  /** The caller, when they may open the path's form (401/403/404 before the rest is read). */
  const formOpener = async (
    request: FastifyRequest,
    _fail: Fail,
    input: { params: () => Promise<{ formId: string }> },
  ) => {
    const { formId } = await input.params();
    const { tr, actor } = await caller(request);
    return { tr, actor, opened: await openForm(ctx, tr, actor, { formId }) };
  };

  const doc = formRouteSchemas;
  defineRoute(app, ctx, { method: 'GET', url: '/routes', ...doc.routes }, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return listFormRoutes(ctx.db);
  });

  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/load', ...doc.load, bodyWhenAbsent: {}, authorize: caller },
    async ({ auth: { tr, actor }, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return loadForm(ctx, tr, actor, body);
    },
  );

  const { body: saveParts, ...saveDoc } = doc.save;
  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/:formId/save', ...saveDoc, documentedBody: saveParts, authorize: caller },
    async ({ auth: { tr, actor }, params: { formId }, request, reply }) => {
      reply.header('cache-control', 'no-store');
      // Multipart: saveForm streams the parts itself (files go to storage as they arrive).
      return saveForm(ctx, tr, actor, request, formId);
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/:formId/reload', ...doc.reload, bodyWhenAbsent: {}, authorize: formOpener },
    async ({ auth: { tr, actor, opened }, params: { formId }, query: { rid }, body, reply }) => {
      reply.header('cache-control', 'no-store').header('x-reload-request-id', rid);
      return reloadForm(ctx, tr, actor, formId, body, opened);
    },
  );

  // The script of one form version, by content hash: the same URL always means the same bytes.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/javascript/:script',
      ...doc.javascript,
      authorize: async (request, fail, input) => {
        const { script } = await input.params();
        const { tr, actor } = await caller(request);
        const cut = script.lastIndexOf('_');
        const formId = script.slice(0, cut);
        const version = script.slice(cut + 1);
        const opened = await openForm(ctx, tr, actor, { formId }).catch(() => null);
        const found = await findScript(ctx.db, formId, version);
        if (!found || (!opened && actor.userId === null)) {
          if (actor.userId === null && !opened)
            throw await fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
          throw await fail(404, 'Forms_ScriptNotFound', { detail: 'No such form script.' });
        }
        if (found.status === 'draft' && actor.userId === null) throw await fail(404, 'Forms_ScriptNotFound');
        return { found, version, shared: opened?.group.isPublic ?? false };
      },
    },
    async ({ auth: { found, version, shared }, reply }) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', `${shared ? 'public' : 'private'}, max-age=31536000, immutable`)
        .header('etag', `"${version}"`)
        .send(found.javascript),
  );

  registerDesignerRoutes(app, ctx);

  // F1 (ShowPropertiesDialog): what the form shows, which version, which record.
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/:formId/properties', ...doc.properties, authorize: formOpener },
    async ({ auth: { tr, actor, opened }, query: { entityInstanceId }, reply }) => {
      const { entity, group, form, version, definition } = opened;
      const instance = entityInstanceId ? await openInstance(ctx, tr, actor, entity, entityInstanceId) : null;
      const elementByAttribute = new Map<string, string>();
      for (const element of definition.elements) {
        const attribute = attributeOf(entity, element);
        if (attribute) elementByAttribute.set(attribute.name, element.name);
      }
      reply.header('cache-control', 'no-store');
      return {
        entity: { id: entity.id, displayName: tr.t(entity.displayNameKey), provider: entity.provider },
        formGroup: {
          id: group.id,
          title: tr.t(group.titleKey),
          isPublic: group.isPublic,
          route: group.route,
        },
        form: {
          id: form.id,
          name: tr.text(form.name),
          sectionName: form.sectionName,
          version: version.version,
          status: version.status,
          javascriptVersion: version.javascriptVersion,
          publishedAt: version.publishedAt?.toISOString() ?? null,
        },
        instance: instance
          ? {
              id: instance.id,
              displayName: instance.displayName,
              concurrencyToken: instance.token,
              createdAt: instance.createdAt?.toISOString() ?? null,
              createdBy: instance.createdBy ?? null,
              updatedAt: instance.updatedAt?.toISOString() ?? null,
              updatedBy: instance.updatedBy ?? null,
            }
          : null,
        attributes: entity.attributes.map((a) => ({
          name: a.name,
          displayName: a.displayNameKey ? tr.t(a.displayNameKey) : a.name,
          dataType: a.dataType,
          required: a.required,
          readonly: a.readonly || !canWrite(entity, actor, instance),
          maxLength: a.maxLength,
          elementName: elementByAttribute.get(a.name) ?? null,
        })),
      } satisfies z.input<typeof propertiesAnswerSchema>;
    },
  );
};

export const formsModule: ServerModule = {
  name: 'forms',
  prefix: '/api/v1/forms',
  plugin: routes,
  seed: seedForms,
  consistencyChecks: formConsistencyChecks,
};
