import { formLoadRequestSchema, formReloadRequestSchema } from '@insulcalc/forms/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf, parseFor, translator } from '../entities/index';
import { formConsistencyChecks } from './consistency';
import type { ModulePlugin, ServerModule } from '../types';
import { canWrite, openForm, openInstance } from './access';
import { registerDesignerRoutes } from './designer';
import { loadForm } from './load';
import { reloadForm } from './reload';
import { attributeOf } from './render';
import { saveForm } from './save';
import type { propertiesAnswerSchema } from './schemas';
import {
  formParamsSchema,
  formRouteSchemas,
  propertiesQuerySchema,
  reloadQuerySchema,
  scriptParamsSchema,
} from './schemas';
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
  const setup = async (request: FastifyRequest) => ({
    tr: await translator(ctx, request),
    actor: await actorOf(request),
  });

  const doc = formRouteSchemas;
  app.get('/routes', { schema: doc.routes }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return listFormRoutes(ctx.db);
  });

  app.post('/load', { schema: doc.load }, async (request, reply) => {
    const { tr, actor } = await setup(request);
    const body = parseFor(tr, formLoadRequestSchema, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return loadForm(ctx, tr, actor, body);
  });

  app.post('/:formId/save', { schema: doc.save }, async (request, reply) => {
    const { tr, actor } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    reply.header('cache-control', 'no-store');
    return saveForm(ctx, tr, actor, request, formId);
  });

  app.post('/:formId/reload', { schema: doc.reload }, async (request, reply) => {
    const { tr, actor } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    // Who may not open the form is refused before its body is read.
    const opened = await openForm(ctx, tr, actor, { formId });
    const { rid } = parseFor(tr, reloadQuerySchema, request.query);
    const body = parseFor(tr, formReloadRequestSchema, request.body ?? {});
    reply.header('cache-control', 'no-store').header('x-reload-request-id', rid);
    return reloadForm(ctx, tr, actor, formId, body, opened);
  });

  // The script of one form version, by content hash: the same URL always means the same bytes.
  app.get('/javascript/:script', { schema: doc.javascript }, async (request, reply) => {
    const { tr, actor } = await setup(request);
    const { script } = parseFor(tr, scriptParamsSchema, request.params);
    const cut = script.lastIndexOf('_');
    const formId = script.slice(0, cut);
    const version = script.slice(cut + 1);
    const opened = await openForm(ctx, tr, actor, { formId }).catch(() => null);
    const found = await findScript(ctx.db, formId, version);
    if (!found || (!opened && actor.userId === null)) {
      if (actor.userId === null && !opened)
        throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
      throw tr.problem(404, 'Forms_ScriptNotFound', { detail: 'No such form script.' });
    }
    if (found.status === 'draft' && actor.userId === null) throw tr.problem(404, 'Forms_ScriptNotFound');
    const shared = opened?.group.isPublic ?? false;
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', `${shared ? 'public' : 'private'}, max-age=31536000, immutable`)
      .header('etag', `"${version}"`)
      .send(found.javascript);
  });

  registerDesignerRoutes(app, ctx);

  // F1 (ShowPropertiesDialog): what the form shows, which version, which record.
  app.get('/:formId/properties', { schema: doc.properties }, async (request, reply) => {
    const { tr, actor } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    const { entityInstanceId } = parseFor(tr, propertiesQuerySchema, request.query);
    const opened = await openForm(ctx, tr, actor, { formId });
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
      formGroup: { id: group.id, title: tr.t(group.titleKey), isPublic: group.isPublic, route: group.route },
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
  });
};

export const formsModule: ServerModule = {
  name: 'forms',
  prefix: '/api/v1/forms',
  plugin: routes,
  seed: seedForms,
  consistencyChecks: formConsistencyChecks,
};
