import type { FastifyRequest } from 'fastify';
import { defineRoute, type Fail } from '../../http/defineRoute';
import type { ProblemError } from '../../http/problem';
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

/** 401 for anonymous visitors, 404 for signed-in users (never says whether the instance exists). */
function denied(fail: Fail, actor: Actor): Promise<ProblemError> {
  return actor.userId === null
    ? fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' })
    : fail(404, 'Entities_NotFound', { detail: 'No such instance.' });
}

export const entityRoutes: ModulePlugin = async (app, { ctx }) => {
  /**
   * The entity of the path and who asks, when they may do `action` with some instance of it:
   * refused before any instance (or the body) is read.
   */
  const permitted = async (
    request: FastifyRequest,
    fail: Fail,
    entityId: string,
    action: EntityAction,
  ): Promise<{ tr: Translator; actor: Actor; entity: EntityDefinition }> => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    const entity = await getEntity(ctx.db, entityId);
    if (!entity) throw await fail(404, 'Entities_NotFound', { detail: 'No such entity.' });
    if (!allows(entity, action, actor))
      throw refusalStatus(entity, action, actor) === 403
        ? await fail(403, 'Permissions_Denied', { detail: `Not permitted: ${action} ${entity.id}.` })
        : await denied(fail, actor);
    return { tr, actor, entity };
  };

  // The audit history of one instance (HistoryDialog): who, when, which attributes, old → new.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:entityId/:instanceId/history',
      ...entityRouteSchemas.history,
      authorize: async (request, fail, { params }) =>
        permitted(request, fail, (await params()).entityId, 'read'),
    },
    async ({ auth: { tr, actor, entity }, params: { instanceId }, reply, fail }) => {
      const instance = await loadInstance(ctx.db, entity, instanceId);
      const readable = instance
        ? allows(entity, 'read', actor, instance.ownerUserId)
        : actor.userId !== null && allows(entity, 'read', actor);
      if (!readable) throw await denied(fail, actor);
      const entries = await instanceHistory(ctx.db, entity.id, instanceId);
      if (!instance && entries.length === 0) throw await denied(fail, actor);
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
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:entityId/delete',
      ...entityRouteSchemas.delete,
      authorize: async (request, fail, { params }) =>
        permitted(request, fail, (await params()).entityId, 'delete'),
    },
    async ({ auth: { tr, actor, entity }, body, fail }) => {
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
          throw await denied(fail, actor);
        case 'forbidden':
          throw await fail(403, 'Entities_DeleteForbidden', { detail: 'This instance cannot be deleted.' });
        case 'stale':
          throw await fail(409, 'Forms_ConcurrencyConflict', {
            detail: 'Changed since it was loaded; nothing was deleted.',
          });
        case 'locked':
          throw await fail(409, 'Forms_InstanceLocked', {
            detail: 'Locked by someone else; nothing was deleted.',
            values: { lockedBy: outcome.lock.lockedBy },
          });
      }
    },
  );

  // Search pages: each selected row on its own (its own transaction); what may not be deleted is
  // reported per row for the mass-edit error dialog instead of failing the whole selection.
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:entityId/delete-allowed',
      ...entityRouteSchemas.deleteAllowed,
      authorize: async (request, fail, { params }) =>
        permitted(request, fail, (await params()).entityId, 'delete'),
    },
    async ({ auth: { tr, actor, entity }, body }) => {
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
    },
  );
};
