import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { parseWith } from '../../http/problem';
import type { ModulePlugin } from '../types';
import { actorOf, translator, type Translator } from './messages';
import {
  deleteAllowedAnswerSchema,
  deleteAllowedBodySchema,
  deleteAnswerSchema,
  deleteBodySchema,
  entityParamsSchema,
  historyAnswerSchema,
  instanceParamsSchema,
} from './schemas';
import {
  allows,
  deleteInstances,
  getEntity,
  instanceHistory,
  loadInstance,
  refusalStatus,
  type EntityAction,
} from './service';
import type { Actor, EntityDefinition } from './types';
import type { z } from 'zod';

/** Fastify route schemas (Zod) of this module: the OpenAPI document is generated from them. */
export const entityRouteSchemas = {
  history: {
    tags: ['entities'],
    summary: "An instance's audit history (HistoryDialog): who, when, which attributes, old → new",
    params: instanceParamsSchema,
    response: { 200: historyAnswerSchema },
  },
  delete: {
    tags: ['entities'],
    summary: 'Delete instances, all or none (DeleteDialog)',
    params: entityParamsSchema,
    body: deleteBodySchema,
    response: { 200: deleteAnswerSchema },
  },
  deleteAllowed: {
    tags: ['entities'],
    summary: 'Delete the instances the user may delete; the rest come back as MassEditError entries',
    params: entityParamsSchema,
    body: deleteAllowedBodySchema,
    response: { 200: deleteAllowedAnswerSchema },
  },
};

async function parse<S extends z.ZodType>(tr: Translator, schema: S, value: unknown): Promise<z.output<S>> {
  try {
    return parseWith(schema, value);
  } catch (err) {
    const e = err as { userMessages?: { message: string; level: 'error' }[] };
    if (e.userMessages) for (const m of e.userMessages) m.message = tr.t(m.message);
    throw err;
  }
}

async function entityOr404(ctx: ServerContext, tr: Translator, entityId: string): Promise<EntityDefinition> {
  const entity = await getEntity(ctx.db, entityId);
  if (!entity) throw tr.problem(404, 'Entities_NotFound', { detail: 'No such entity.' });
  return entity;
}

/** 401 for anonymous visitors, 404 for signed-in users (never says whether the instance exists). */
function denied(tr: Translator, actor: Actor) {
  return actor.userId === null
    ? tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' })
    : tr.problem(404, 'Entities_NotFound', { detail: 'No such instance.' });
}

/** Refuses, before any instance is read, an actor who may not do `action` with any instance. */
function requireAction(tr: Translator, entity: EntityDefinition, action: EntityAction, actor: Actor): void {
  if (allows(entity, action, actor)) return;
  const status = refusalStatus(entity, action, actor);
  throw status === 403
    ? tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: ${action} ${entity.id}.` })
    : denied(tr, actor);
}

export const entityRoutes: ModulePlugin = async (app, { ctx }) => {
  const setup = async (request: FastifyRequest) => ({
    tr: await translator(ctx, request),
    actor: await actorOf(request),
  });

  // The audit history of one instance (HistoryDialog): who, when, which attributes, old → new.
  app.get(
    '/:entityId/:instanceId/history',
    { schema: entityRouteSchemas.history },
    async (request, reply) => {
      const { tr, actor } = await setup(request);
      const { entityId, instanceId } = await parse(tr, instanceParamsSchema, request.params);
      const entity = await entityOr404(ctx, tr, entityId);
      requireAction(tr, entity, 'read', actor);
      const instance = await loadInstance(ctx.db, entity, instanceId);
      const readable = instance
        ? allows(entity, 'read', actor, instance.ownerUserId)
        : actor.userId !== null && allows(entity, 'read', actor);
      if (!readable) throw denied(tr, actor);
      const entries = await instanceHistory(ctx.db, entity.id, instanceId);
      if (!instance && entries.length === 0) throw denied(tr, actor);
      const names = new Map(
        entity.attributes.map((a) => [a.name, a.displayNameKey ? tr.t(a.displayNameKey) : a.name]),
      );
      reply.header('cache-control', 'no-store');
      return {
        entityId: entity.id,
        entityDisplayName: tr.t(entity.displayNameKey),
        entityInstanceId: instanceId,
        entityInstanceDisplayName: instance?.displayName ?? null,
        entries: entries.map((e) => ({
          ...e,
          changes: e.changes.map((c) => ({ ...c, displayName: names.get(c.attribute) ?? c.attribute })),
        })),
      };
    },
  );

  // DeleteDialog: all of the named instances or none.
  app.post('/:entityId/delete', { schema: entityRouteSchemas.delete }, async (request) => {
    const { tr, actor } = await setup(request);
    const { entityId } = await parse(tr, entityParamsSchema, request.params);
    const body = await parse(tr, deleteBodySchema, request.body);
    const entity = await entityOr404(ctx, tr, entityId);
    requireAction(tr, entity, 'delete', actor);
    const outcome = await deleteInstances(
      ctx.db,
      entity,
      [...new Set(body.entityInstanceIds)],
      actor,
      body.concurrencyTokens,
    );
    switch (outcome.status) {
      case 'deleted':
        return {
          deletedIds: outcome.ids,
          userMessages: [tr.message('Entities_Deleted', 'info', { count: outcome.ids.length })],
        } satisfies z.input<typeof deleteAnswerSchema>;
      case 'missing':
        throw denied(tr, actor);
      case 'forbidden':
        throw tr.problem(403, 'Entities_DeleteForbidden', { detail: 'This instance cannot be deleted.' });
      case 'stale':
        throw tr.problem(409, 'Forms_ConcurrencyConflict', {
          detail: 'Changed since it was loaded; nothing was deleted.',
        });
      case 'locked':
        throw tr.problem(409, 'Forms_InstanceLocked', {
          detail: 'Locked by someone else; nothing was deleted.',
          values: { lockedBy: outcome.lock.lockedBy },
        });
    }
  });

  // Search pages: each selected row on its own (its own transaction); what may not be deleted is
  // reported per row for the mass-edit error dialog instead of failing the whole selection.
  app.post('/:entityId/delete-allowed', { schema: entityRouteSchemas.deleteAllowed }, async (request) => {
    const { tr, actor } = await setup(request);
    const { entityId } = await parse(tr, entityParamsSchema, request.params);
    const body = await parse(tr, deleteAllowedBodySchema, request.body);
    const entity = await entityOr404(ctx, tr, entityId);
    requireAction(tr, entity, 'delete', actor);
    const deletedIds: string[] = [];
    const massEditErrors: z.input<typeof deleteAllowedAnswerSchema>['massEditErrors'] = [];
    for (const id of new Set(body.entityInstanceIds)) {
      const instance = await loadInstance(ctx.db, entity, id);
      const readable = instance !== null && allows(entity, 'read', actor, instance.ownerUserId);
      const outcome = readable
        ? await deleteInstances(ctx.db, entity, [id], actor)
        : ({ status: 'missing', id } as const);
      if (outcome.status === 'deleted') {
        deletedIds.push(id);
        continue;
      }
      const reason =
        outcome.status === 'locked' ? 'locked' : outcome.status === 'forbidden' ? 'forbidden' : 'notFound';
      massEditErrors.push({
        entityInstanceId: id,
        // An unreadable row keeps its name to itself.
        entityInstanceDisplayName: readable ? (instance?.displayName ?? null) : null,
        reason,
        message: tr.t(
          reason === 'forbidden'
            ? 'Entities_DeleteForbidden'
            : reason === 'locked'
              ? 'Forms_InstanceLocked'
              : 'Entities_NotFound',
          reason === 'locked' && outcome.status === 'locked'
            ? { lockedBy: outcome.lock.lockedBy }
            : undefined,
        ),
      });
    }
    const userMessages = [];
    if (deletedIds.length)
      userMessages.push(tr.message('Entities_Deleted', 'info', { count: deletedIds.length }));
    if (massEditErrors.length)
      userMessages.push(tr.message('Entities_DeleteRefused', 'warn', { count: massEditErrors.length }));
    return { deletedIds, massEditErrors, userMessages } satisfies z.input<typeof deleteAllowedAnswerSchema>;
  });
};
