import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  dashboardAnswerSchema,
  dashboardDefinitionSchema,
  textIn,
  type DashboardAnswer,
  type DashboardDefinition,
} from '@insulcalc/dashboards/core';
import { dashboard, type DashboardRow } from '../../db/schema/dashboards';
import { isAdministrator } from '../account/index';
import { parseFor, permittedOf, type Actor, type Translator } from '../entities/index';
import { hasGrant } from '../permissions/index';
import type { ModulePlugin } from '../types';

const idParams = z.strictObject({ dashboardId: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/) });
/** The definition is checked by dashboardDefinitionSchema after this (its own translated messages). */
const saveBody = z.strictObject({ definition: z.unknown() });

/** The routes' OpenAPI schemas (they document; the handlers parse with the schemas above). */
const tags = ['dashboards'];
const security = [{ session: [] }];
const docs = {
  home: {
    tags,
    security,
    summary: "The signed-in user's home dashboard (their own copy, else their audience's)",
    response: { 200: dashboardAnswerSchema },
  },
  get: {
    tags,
    security,
    summary: 'One dashboard: widgets on the 12-column grid',
    params: idParams,
    response: { 200: dashboardAnswerSchema },
  },
  save: {
    tags,
    security,
    summary: "Saves a dashboard's layout (a seeded one becomes the user's own copy)",
    params: idParams,
    body: z.strictObject({ definition: dashboardDefinitionSchema }),
    response: { 200: dashboardAnswerSchema },
  },
  remove: {
    tags,
    security,
    summary: "Deletes the user's own copy of a dashboard (back to the seeded layout)",
    params: idParams,
    response: { 204: z.null().describe('Deleted.') },
  },
};

export const SALES_HOME = 'SalesHome';
export const ADMINISTRATORS_HOME = 'AdministratorsHome';

/** The id of a user's own copy of a seeded dashboard (stable: saving again updates it). */
export function copyId(basedOn: string, userId: string): string {
  return `${basedOn}-${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

function answer(tr: Translator, row: DashboardRow, actor: Actor): DashboardAnswer {
  const definition = dashboardDefinitionSchema.parse(row.definition);
  return {
    id: row.id,
    title: textIn(definition.title, tr.language),
    definition,
    editable:
      hasGrant(actor, 'DashboardLayout', 'update') &&
      (row.ownerUserId === null || row.ownerUserId === actor.userId),
    basedOn: row.basedOn,
  };
}

export const dashboardRoutes: ModulePlugin = async (app, { ctx }) => {
  /**
   * The DashboardLayout grants: read opens dashboards (the home page included), update saves the
   * user's own copy of a layout, delete resets it (401 anonymous, 403 without the grant).
   */
  const open = (request: FastifyRequest, action: 'read' | 'update' | 'delete') =>
    permittedOf(ctx, request, 'DashboardLayout', action);
  /** A dashboard the actor may see: a seeded one, or their own copy (others' copies do not exist for them). */
  const find = async (tr: Translator, actor: Actor, params: unknown) => {
    const { dashboardId } = parseFor(tr, idParams, params);
    const [row] = await ctx.db.select().from(dashboard).where(eq(dashboard.id, dashboardId)).limit(1);
    if (!row || (row.ownerUserId !== null && row.ownerUserId !== actor.userId))
      throw tr.problem(404, 'Dashboards_NotFound', { detail: 'No such dashboard.' });
    return row;
  };

  // The home page (spec §2, the empty path): the user's own copy of their audience's dashboard, else it.
  app.get('/home', { schema: docs.home }, async (request, reply) => {
    const { tr, actor } = await open(request, 'read');
    const base = (await isAdministrator(request)) ? ADMINISTRATORS_HOME : SALES_HOME;
    const [own] = await ctx.db
      .select()
      .from(dashboard)
      .where(and(eq(dashboard.ownerUserId, actor.userId!), eq(dashboard.basedOn, base)))
      .limit(1);
    const [seeded] = own
      ? [own]
      : await ctx.db
          .select()
          .from(dashboard)
          .where(and(eq(dashboard.id, base), isNull(dashboard.ownerUserId)))
          .limit(1);
    if (!seeded) throw tr.problem(404, 'Dashboards_NotFound', { detail: 'No home dashboard.' });
    reply.header('cache-control', 'no-store');
    return answer(tr, seeded, actor);
  });

  app.get('/:dashboardId', { schema: docs.get }, async (request, reply) => {
    const { tr, actor } = await open(request, 'read');
    const row = await find(tr, actor, request.params);
    reply.header('cache-control', 'no-store');
    return answer(tr, row, actor);
  });

  // Saves a layout: the user's own copy changes; a seeded dashboard gets (or updates) the user's copy.
  app.put('/:dashboardId', { schema: docs.save }, async (request) => {
    const { tr, actor } = await open(request, 'update');
    const row = await find(tr, actor, request.params);
    const { definition: raw } = parseFor(tr, saveBody, request.body ?? {});
    const definition: DashboardDefinition = parseFor(tr, dashboardDefinitionSchema, raw);
    const id = row.ownerUserId === null ? copyId(row.id, actor.userId!) : row.id;
    const [saved] = await ctx.db
      .insert(dashboard)
      .values({ id, definition, ownerUserId: actor.userId, basedOn: row.basedOn, audience: null })
      .onConflictDoUpdate({ target: dashboard.id, set: { definition, updatedAt: new Date() } })
      .returning();
    return answer(tr, saved!, actor);
  });

  // Back to the seeded layout: deletes the user's own copy.
  app.delete('/:dashboardId', { schema: docs.remove }, async (request, reply) => {
    const { tr, actor } = await open(request, 'delete');
    const row = await find(tr, actor, request.params);
    if (row.ownerUserId === null)
      throw tr.problem(409, 'Dashboards_SeededNotDeleted', { detail: 'A seeded dashboard is not deleted.' });
    await ctx.db.delete(dashboard).where(eq(dashboard.id, row.id));
    return reply.code(204).send();
  });
};
