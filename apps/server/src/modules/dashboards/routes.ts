import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  dashboardAnswerSchema,
  dashboardDefinitionSchema,
  textIn,
  type DashboardAnswer,
} from '@insulcalc/dashboards/core';
import { dashboard, type DashboardRow } from '../../db/schema/dashboards';
import { isAdministrator } from '../account/index';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { permittedOf, type Actor, type Translator } from '../entities/index';
import { hasGrant } from '../permissions/index';
import type { ModulePlugin } from '../types';

const idParams = z.strictObject({ dashboardId: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/) });

const tags = ['dashboards'];
const security = [{ session: [] }];

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
  /**
   * The grant, then a dashboard the actor may see: a seeded one, or their own copy (others' copies
   * do not exist for them: 404, before a body is read).
   */
  const openDashboard =
    (action: 'read' | 'update' | 'delete') =>
    async (
      request: FastifyRequest,
      fail: Fail,
      input: { params: () => Promise<{ dashboardId: string }> },
    ) => {
      const { tr, actor } = await open(request, action);
      const { dashboardId } = await input.params();
      const [row] = await ctx.db.select().from(dashboard).where(eq(dashboard.id, dashboardId)).limit(1);
      if (!row || (row.ownerUserId !== null && row.ownerUserId !== actor.userId))
        throw await fail(404, 'Dashboards_NotFound', { detail: 'No such dashboard.' });
      return { tr, actor, row };
    };

  // The home page (spec §2, the empty path): the user's own copy of their audience's dashboard, else it.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/home',
      tags,
      security,
      summary: "The signed-in user's home dashboard (their own copy, else their audience's)",
      response: { 200: dashboardAnswerSchema },
      authorize: (request) => open(request, 'read'),
    },
    async ({ auth: { tr, actor }, request, reply, fail }) => {
      const base = (await isAdministrator(request)) ? ADMINISTRATORS_HOME : SALES_HOME;
      const [own] = await ctx.db
        .select()
        .from(dashboard)
        .where(and(eq(dashboard.ownerUserId, actor.userId), eq(dashboard.basedOn, base)))
        .limit(1);
      const [seeded] = own
        ? [own]
        : await ctx.db
            .select()
            .from(dashboard)
            .where(and(eq(dashboard.id, base), isNull(dashboard.ownerUserId)))
            .limit(1);
      if (!seeded) throw await fail(404, 'Dashboards_NotFound', { detail: 'No home dashboard.' });
      reply.header('cache-control', 'no-store');
      return answer(tr, seeded, actor);
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:dashboardId',
      tags,
      security,
      summary: 'One dashboard: widgets on the 12-column grid',
      params: idParams,
      response: { 200: dashboardAnswerSchema },
      authorize: openDashboard('read'),
    },
    async ({ auth: { tr, actor, row }, reply }) => {
      reply.header('cache-control', 'no-store');
      return answer(tr, row, actor);
    },
  );

  // Saves a layout: the user's own copy changes; a seeded dashboard gets (or updates) the user's copy.
  defineRoute(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/:dashboardId',
      tags,
      security,
      summary: "Saves a dashboard's layout (a seeded one becomes the user's own copy)",
      params: idParams,
      body: z.strictObject({ definition: dashboardDefinitionSchema }),
      response: { 200: dashboardAnswerSchema },
      authorize: openDashboard('update'),
    },
    async ({ auth: { tr, actor, row }, body: { definition } }) => {
      const id = row.ownerUserId === null ? copyId(row.id, actor.userId) : row.id;
      const [saved] = await ctx.db
        .insert(dashboard)
        .values({ id, definition, ownerUserId: actor.userId, basedOn: row.basedOn, audience: null })
        .onConflictDoUpdate({ target: dashboard.id, set: { definition, updatedAt: new Date() } })
        .returning();
      return answer(tr, saved!, actor);
    },
  );

  // Back to the seeded layout: deletes the user's own copy.
  defineRoute(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/:dashboardId',
      tags,
      security,
      summary: "Deletes the user's own copy of a dashboard (back to the seeded layout)",
      params: idParams,
      response: { 204: z.null().describe('Deleted.') },
      authorize: openDashboard('delete'),
    },
    async ({ auth: { row }, reply, fail }) => {
      if (row.ownerUserId === null)
        throw await fail(409, 'Dashboards_SeededNotDeleted', {
          detail: 'A seeded dashboard is not deleted.',
        });
      await ctx.db.delete(dashboard).where(eq(dashboard.id, row.id));
      return reply.code(204).send();
    },
  );
};
