import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  viewLookupAnswerSchema,
  viewLookupRequestSchema,
  viewRowsAnswerSchema,
  viewRowsRequestSchema,
  type ViewRowsAnswer,
} from '@insulcalc/forms/core';
import { ProblemError } from '../../http/problem';
import {
  actorOf,
  allows,
  allowsAll,
  getEntity,
  parseFor,
  providerOf,
  translator,
  type Actor,
  type Translator,
} from '../entities/index';
import type { ModulePlugin } from '../types';
import { codeValues } from './codeValues';
import { getView, lookupRows, viewRows, ViewRequestError, type ResolvedView } from './service';

const viewParamsSchema = z.strictObject({ viewId: z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/) });

/** Fastify route schemas (Zod) of this module: the OpenAPI document is generated from them. */
export const viewRouteSchemas = {
  rows: {
    tags: ['views'],
    summary: "A page of a view's rows: sorted, filtered, with the total count (ViewGrid, search pages)",
    params: viewParamsSchema,
    body: viewRowsRequestSchema,
    response: { 200: viewRowsAnswerSchema },
  },
  lookup: {
    tags: ['views'],
    summary: "Lookup search over a view's search attributes, or the display fields of named ids",
    params: viewParamsSchema,
    body: viewLookupRequestSchema,
    response: { 200: viewLookupAnswerSchema },
  },
};

/** 401 for anonymous visitors, 404 otherwise (never says whether a view exists to a stranger). */
function denied(tr: Translator, actor: Actor): ProblemError {
  return actor.userId === null
    ? tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' })
    : tr.problem(404, 'Views_NotFound', { detail: 'No such view.' });
}

/**
 * A rows or lookup body, parsed: the shared schema words its issues in English (an unknown filter
 * kind, a contains text of 300 characters), so each issue becomes the translated message of what
 * it is about — a filter, a sort, or the request — named by its path.
 */
function parseBody<S extends z.ZodType>(tr: Translator, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  const userMessages = errors.map(({ path }) => {
    const key = path.startsWith('filters')
      ? 'Views_InvalidFilter'
      : path.startsWith('sort')
        ? 'Views_InvalidSort'
        : 'Common_InvalidRequest';
    return tr.message(key, 'error', undefined, path || undefined);
  });
  throw new ProblemError(400, { detail: 'The request is not valid.', userMessages, extensions: { errors } });
}

async function run<T>(tr: Translator, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ViewRequestError) throw tr.problem(400, err.key, { detail: err.detail });
    throw err;
  }
}

export const viewRoutes: ModulePlugin = async (app, { ctx }) => {
  const open = async (request: FastifyRequest) => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    const { viewId } = parseFor(tr, viewParamsSchema, request.params);
    const view = await getView(ctx.db, viewId, tr);
    if (!view) throw denied(tr, actor);
    // A list of records the actor may not read at all: refused before the body is read.
    if (actor.userId !== null && !allows(view.entity, 'read', actor))
      throw tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: read ${view.entity.id}.` });
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

  app.post('/:viewId/rows', { schema: viewRouteSchemas.rows }, async (request, reply) => {
    const { tr, actor, view } = await open(request);
    const body = parseBody(tr, viewRowsRequestSchema, request.body ?? {});
    const result = await run(tr, () => viewRows(ctx.db, view, actor, body));
    if (!result) throw denied(tr, actor);
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
  });

  app.post('/:viewId/lookup', { schema: viewRouteSchemas.lookup }, async (request, reply) => {
    const { tr, actor, view } = await open(request);
    const body = parseBody(tr, viewLookupRequestSchema, request.body ?? {});
    const result = await run(tr, () => lookupRows(ctx.db, view, actor, body));
    if (!result) throw denied(tr, actor);
    reply.header('cache-control', 'no-store');
    return { viewId: view.definition.id, entityId: view.entity.id, ...result };
  });
};
