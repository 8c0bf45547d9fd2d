import type { FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  reportSummaryAnswerSchema,
  reportSummaryRequestSchema,
  type ReportDefinition,
  type ReportFieldAnswer,
  type ReportSummaryAnswer,
} from '@insulcalc/dashboards/core';
import { report as reportTable } from '../../db/schema/reports';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { actorOf, allows, getEntity, translator, type Actor, type Translator } from '../entities/index';
import type { ModulePlugin } from '../types';
import type { ServerContext } from '../../context';
import { refreshCalculationFacts } from './facts';
import { ReportRequestError, getReport, reportSummary } from './service';
import { SOURCES, fieldOf, readerTexts } from './sources';
import { codeListItem } from '../../db/schema/codelists';
import { and, eq } from 'drizzle-orm';

const idParams = z.strictObject({ reportId: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/) });

const tags = ['reports'];
const security = [{ session: [] }];

/** A field's title and, for code fields, its values with texts in the reader's language. */
async function fieldAnswer(
  ctx: ServerContext,
  tr: Translator,
  definition: ReportDefinition,
  name: string,
): Promise<ReportFieldAnswer> {
  const field = fieldOf(SOURCES[definition.source], name)!;
  const answer: ReportFieldAnswer = { name, title: tr.t(field.displayNameKey), dataType: field.dataType };
  if (field.values)
    answer.values = field.values.map((value) => ({
      value,
      text: tr.texts.get(`${field.displayNameKey}${value}`) ?? value,
    }));
  else if (field.codeList) {
    const rows = await ctx.db
      .select()
      .from(codeListItem)
      .where(and(eq(codeListItem.list, field.codeList), eq(codeListItem.isActive, true)))
      .orderBy(asc(codeListItem.sortOrder), asc(codeListItem.id));
    answer.values = rows.map((r) => ({ value: r.code, text: tr.t(r.nameKey) }));
  }
  return answer;
}

/** Brings the calculation facts up to date before a report over them runs. */
export async function prepareSource(ctx: ServerContext, definition: ReportDefinition): Promise<void> {
  if (definition.source !== 'offerRequests') await refreshCalculationFacts(ctx);
}

export const reportRoutes: ModulePlugin = async (app, { ctx }) => {
  /** Any signed-in reader: each report is then theirs as far as they may read its source. */
  const open = async (request: FastifyRequest, fail: Fail) => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    if (actor.userId === null) throw await fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
    return { tr, actor };
  };
  /** Whether the actor may read the report's source (its entity, Administration → Permissions). */
  const readable = async (actor: Actor, definition: ReportDefinition) => {
    const entity = await getEntity(ctx.db, SOURCES[definition.source].entityId);
    return entity !== null && allows(entity, 'read', actor);
  };

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/',
      tags,
      security,
      summary: 'The reports, titled in the reader’s language',
      response: { 200: z.array(z.object({ id: z.string(), title: z.string() })) },
      authorize: open,
    },
    async ({ auth: { tr, actor }, reply }) => {
      const all = await ctx.db
        .select()
        .from(reportTable)
        .orderBy(asc(reportTable.sortOrder), asc(reportTable.id));
      const rows = [];
      for (const row of all) if (await readable(actor, row.definition as ReportDefinition)) rows.push(row);
      reply.header('cache-control', 'no-store');
      return rows.map((r) => ({
        id: r.id,
        title: tr.t(String((r.definition as { titleKey?: string }).titleKey ?? r.id)),
      }));
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:reportId/summary',
      tags,
      security,
      summary: "A report's rows grouped by one field: a page of groups with totals over all groups",
      params: idParams,
      body: reportSummaryRequestSchema,
      // No body asks for the first page with the report's own grouping.
      bodyWhenAbsent: {},
      response: { 200: reportSummaryAnswerSchema },
      // The report, before its body is read: missing 404, a source the reader may not read 403.
      authorize: async (request, fail, input) => {
        const { tr, actor } = await open(request, fail);
        const { reportId } = await input.params();
        const definition = await getReport(ctx.db, reportId);
        if (!definition) throw await fail(404, 'Reports_NotFound', { detail: 'No such report.' });
        if (!(await readable(actor, definition)))
          throw await fail(403, 'Permissions_Denied', { detail: 'Not permitted: read the report.' });
        return { tr, definition };
      },
    },
    async ({ auth: { tr, definition }, body, reply, fail }) => {
      await prepareSource(ctx, definition);
      let result;
      try {
        result = await reportSummary(ctx.db, definition, body, readerTexts(tr));
      } catch (error) {
        if (error instanceof ReportRequestError) throw await fail(400, error.key, { detail: error.detail });
        throw error;
      }
      const source = SOURCES[definition.source];
      const group = await fieldAnswer(ctx, tr, definition, result.groupBy);
      const label = (key: string | null) =>
        key === null || key === ''
          ? tr.t('Reports_NoValue')
          : (group.values?.find((v) => v.value === key)?.text ?? key);
      reply.header('cache-control', 'no-store');
      return {
        reportId: definition.id,
        title: tr.t(definition.titleKey),
        viewId: definition.id,
        groupBy: result.groupBy,
        groupTitle: group.title,
        measures: definition.measures.map((m) => ({
          name: m.name,
          title: tr.t(m.titleKey),
          decimals: m.decimals,
          ...(m.unit ? { unit: m.unit } : {}),
        })),
        groups: result.groups.map((g) => ({ key: g.key, label: label(g.key), values: g.values })),
        totals: result.totals,
        total: result.total,
        page: body.page,
        pageSize: body.pageSize,
        ...(definition.chart ? { chart: definition.chart } : {}),
        parameters: await Promise.all(definition.parameters.map((p) => fieldAnswer(ctx, tr, definition, p))),
        groupByOptions: definition.groupBy.map((name) => ({
          name,
          title: tr.t(fieldOf(source, name)!.displayNameKey),
        })),
      } satisfies ReportSummaryAnswer;
    },
  );
};
