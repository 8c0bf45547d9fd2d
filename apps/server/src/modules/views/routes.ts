import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  viewLookupAnswerSchema,
  viewLookupRequestSchema,
  viewRowsAnswerSchema,
  viewRowsRequestSchema,
  type ViewRowsAnswer,
} from '@insulcalc/forms/core';
import { defineRoute, type Fail } from '../../http/defineRoute';
import {
  actorOf,
  allows,
  allowsAll,
  getEntity,
  providerOf,
  translator,
  type Actor,
  type Translator,
} from '../entities/index';
import type { ModulePlugin } from '../types';
import { codeValues } from './codeValues';
import { getView, lookupRows, viewRows, ViewRequestError, type ResolvedView } from './service';

const viewParamsSchema = z.strictObject({ viewId: z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/) });

/** 401 for anonymous visitors, 404 otherwise (never says whether a view exists to a stranger). */
function denied(fail: Fail, actor: Actor) {
  return actor.userId === null
    ? fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' })
    : fail(404, 'Views_NotFound', { detail: 'No such view.' });
}

/**
 * A rows or lookup body's issue, by its path: the shared schema words its issues in English (an
 * unknown filter kind, a contains text of 300 characters), so each becomes the translated message
 * of what it is about — a filter, a sort, or the request.
 */
function bodyIssueKey(path: string): string {
  return path.startsWith('filters')
    ? 'Views_InvalidFilter'
    : path.startsWith('sort')
      ? 'Views_InvalidSort'
      : 'Common_InvalidRequest';
}

async function run<T>(fail: Fail, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ViewRequestError) throw await fail(400, err.key, { detail: err.detail });
    throw err;
  }
}

export const viewRoutes: ModulePlugin = async (app, { ctx }) => {
  /** The view, before its body is read: unknown 401/404, a list of records the actor may not read at all 403. */
  const open = async (
    request: FastifyRequest,
    fail: Fail,
    input: { params: () => Promise<{ viewId: string }> },
  ) => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    const { viewId } = await input.params();
    const view = await getView(ctx.db, viewId, tr);
    if (!view) throw await denied(fail, actor);
    if (actor.userId !== null && !allows(view.entity, 'read', actor))
      throw await fail(403, 'Permissions_Denied', { detail: `Not permitted: read ${view.entity.id}.` });
    return { tr, actor, view };
  };

  const columnsOf = async (tr: Translator, view: ResolvedView) => {
    const columns = [];
    for (const c of view.definition.columns) {
      const attribute = view.attributes.get(c.attribute)!;
      const titleKey = c.titleKey ?? attribute.displayNameKey;
      const codeList = attribute.options?.codeList;
      const decimals = attribute.options?.decimals;
      const values =
        attribute.dataType === 'code' ? await codeValues(ctx.db, tr, attribute, view.source) : null;
      columns.push({
        attribute: c.attribute,
        title: titleKey ? tr.t(titleKey) : c.attribute,
        dataType: attribute.dataType,
        sortable: c.sortable,
        filters: c.filters,
        ...(c.width !== undefined ? { width: c.width } : {}),
        hidden: c.hidden,
        ...(typeof codeList === 'string' ? { codeList } : {}),
        ...(values ? { values } : {}),
        ...(typeof decimals === 'number' ? { decimals } : {}),
      });
    }
    return columns;
  };

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:viewId/rows',
      tags: ['views'],
      summary: "A page of a view's rows: sorted, filtered, with the total count (ViewGrid, search pages)",
      params: viewParamsSchema,
      body: viewRowsRequestSchema,
      bodyWhenAbsent: {},
      bodyIssueKey,
      response: { 200: viewRowsAnswerSchema },
      authorize: open,
    },
    async ({ auth: { tr, actor, view }, body, reply, fail }) => {
      const result = await run(fail, () => viewRows(ctx.db, view, actor, body));
      if (!result) throw await denied(fail, actor);
      reply.header('cache-control', 'no-store');
      const { entity } = view;
      // Rows that open another entity's record (a report's rows): only for a reader who may read
      // every record of it, since the rows span everyone's (a Sales user reads the Calculations
      // report but not the engineers' projects).
      const opens = providerOf(entity).rowsOpen?.(entity) ?? null;
      const openTarget = opens ? await getEntity(ctx.db, opens) : null;
      return {
        viewId: view.definition.id,
        entityId: entity.id,
        title: tr.t(view.definition.titleKey ?? entity.displayNameKey),
        columns: await columnsOf(tr, view),
        ...result,
        canDelete: providerOf(entity).remove !== null && allows(entity, 'delete', actor),
        canCreate: providerOf(entity).insert !== null && allows(entity, 'create', actor),
        ...(opens ? { canOpenRows: openTarget !== null && allowsAll(openTarget, 'read', actor) } : {}),
        ...(view.definition.helpContentId ? { helpContentId: view.definition.helpContentId } : {}),
      } satisfies ViewRowsAnswer;
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:viewId/lookup',
      tags: ['views'],
      summary: "Lookup search over a view's search attributes, or the display fields of named ids",
      params: viewParamsSchema,
      body: viewLookupRequestSchema,
      bodyWhenAbsent: {},
      bodyIssueKey,
      response: { 200: viewLookupAnswerSchema },
      authorize: open,
    },
    async ({ auth: { actor, view }, body, reply, fail }) => {
      const result = await run(fail, () => lookupRows(ctx.db, view, actor, body));
      if (!result) throw await denied(fail, actor);
      reply.header('cache-control', 'no-store');
      return { viewId: view.definition.id, entityId: view.entity.id, ...result };
    },
  );
};
