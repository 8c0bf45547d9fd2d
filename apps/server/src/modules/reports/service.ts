/**
 * A report's groups: the source's rows filtered by the report's parameters, grouped by one field,
 * with the measures per group and over all groups (totals), paged and sorted in the database.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  reportDefinitionSchema,
  type ReportDefinition,
  type ReportFilter,
  type ReportSummaryRequest,
} from '@insulcalc/dashboards/core';
import type { Db } from '../../db/index';
import { report as reportTable } from '../../db/schema/reports';
import {
  SOURCES,
  fieldKey,
  fieldOf,
  raw,
  type ReaderTexts,
  type SourceDefinition,
  type SourceField,
} from './sources';

export class ReportRequestError extends Error {
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export async function getReport(db: Db, id: string): Promise<ReportDefinition | null> {
  const [row] = await db.select().from(reportTable).where(eq(reportTable.id, id)).limit(1);
  if (!row) return null;
  const parsed = reportDefinitionSchema.safeParse(row.definition);
  return parsed.success ? parsed.data : null;
}

const NUMERIC = new Set(['integer', 'decimal']);
const MONTH = /^\d{4}-\d{2}(-\d{2})?$/;

/**
 * A `YYYY-MM` or `YYYY-MM-DD` that is a real calendar day in years 1–9999 (PostgreSQL has no year
 * 0 and refuses 2020-13-45 with an error): its midnight UTC as ISO text, else null.
 */
export function calendarDay(value: string): string | null {
  if (!MONTH.test(value)) return null;
  const [y, m, d = 1] = value.split('-').map(Number) as [number, number, number?];
  if (y < 1 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`;
}

function operand(field: SourceField, value: unknown): SQL {
  const bad = () =>
    new ReportRequestError('Reports_InvalidFilter', `A value for ${field.name} of the wrong type.`);
  if (NUMERIC.has(field.dataType)) {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN;
    if (!Number.isFinite(n) || Math.abs(n) > 1e15) throw bad();
    return sql`${String(n)}::numeric`;
  }
  if (field.dataType === 'dateTime') {
    const day = typeof value === 'string' ? calendarDay(value) : null;
    if (day === null) throw bad();
    return sql`${day}::timestamptz`;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw bad();
  return sql`${String(value)}::text`;
}

function fieldFor(source: SourceDefinition, name: string): SourceField {
  const field = fieldOf(source, name);
  if (!field) throw new ReportRequestError('Reports_InvalidFilter', `Unknown field ${name}.`);
  return field;
}

const MONTH_ONLY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first instant of a 'YYYY-MM' month (UTC), `offset` months later. */
function monthStart(value: unknown, offset = 0): SQL {
  const day = typeof value === 'string' && MONTH_ONLY.test(value) ? calendarDay(value) : null;
  if (day === null) throw new ReportRequestError('Reports_InvalidFilter', 'A month is written YYYY-MM.');
  return sql`(${day}::timestamptz + ${`${offset} months`}::interval)`;
}

/** A month filter as ranges on the timestamp the month comes from (sargable: its index serves it). */
function monthFilterSql(column: SQL, filter: ReportFilter): SQL | null {
  switch (filter.kind) {
    case 'equals':
      if (filter.value === null) return null;
      return sql`(${column} >= ${monthStart(filter.value)} and ${column} < ${monthStart(filter.value, 1)})`;
    case 'range': {
      const parts: SQL[] = [];
      if (filter.from !== undefined) parts.push(sql`${column} >= ${monthStart(filter.from)}`);
      if (filter.to !== undefined) parts.push(sql`${column} < ${monthStart(filter.to, 1)}`);
      return sql.join(parts, sql` and `);
    }
    case 'values':
      return sql`(${sql.join(
        filter.values.map((v) => sql`(${column} >= ${monthStart(v)} and ${column} < ${monthStart(v, 1)})`),
        sql` or `,
      )})`;
    default:
      return null;
  }
}

export function filterSql(source: SourceDefinition, filter: ReportFilter, t?: ReaderTexts): SQL {
  const field = fieldFor(source, filter.field);
  const key = fieldKey(field, t);
  if (field.monthOf) {
    const ranged = monthFilterSql(raw(field.monthOf), filter);
    if (ranged) return ranged;
  }
  switch (filter.kind) {
    case 'contains':
      if (NUMERIC.has(field.dataType))
        throw new ReportRequestError('Reports_InvalidFilter', `${field.name} is not text.`);
      return sql`${key} ilike ${`%${filter.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    case 'equals':
      return filter.value === null ? sql`${key} is null` : sql`${key} = ${operand(field, filter.value)}`;
    case 'range': {
      const parts: SQL[] = [];
      if (filter.from !== undefined) parts.push(sql`${key} >= ${operand(field, filter.from)}`);
      if (filter.to !== undefined) parts.push(sql`${key} <= ${operand(field, filter.to)}`);
      return sql.join(parts, sql` and `);
    }
    case 'values':
      return sql`${key} in (${sql.join(
        filter.values.map((v) => operand(field, v)),
        sql`, `,
      )})`;
  }
}

function measureSql(source: SourceDefinition, measure: ReportDefinition['measures'][number]): SQL {
  if (measure.aggregate === 'count') return sql`count(*)::float8`;
  const field = fieldFor(source, measure.field!);
  return sql`coalesce(${raw(measure.aggregate)}(${raw(field.key)}), 0)::float8`;
}

export interface SummaryResult {
  groupBy: string;
  groups: { key: string | null; values: Record<string, number> }[];
  totals: Record<string, number>;
  total: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/**
 * The groups of a report (one page, sorted) and the totals of every group; with the reader's
 * texts `t`, a stored default name filters and groups as the reader reads it.
 */
export async function reportSummary(
  db: Db,
  definition: ReportDefinition,
  request: ReportSummaryRequest,
  t?: ReaderTexts,
): Promise<SummaryResult> {
  const source = SOURCES[definition.source];
  const groupBy = request.groupBy ?? definition.groupBy[0]!;
  if (!definition.groupBy.includes(groupBy))
    throw new ReportRequestError('Reports_InvalidGroup', `The report cannot be grouped by ${groupBy}.`);
  const allowed = new Set([...definition.parameters, ...definition.columns, ...definition.groupBy]);
  for (const f of request.filters)
    if (!allowed.has(f.field))
      throw new ReportRequestError('Reports_InvalidFilter', `Unknown field ${f.field}.`);
  const where: SQL[] = request.filters.map((f) => filterSql(source, f, t));
  if (source.where) where.unshift(raw(source.where));
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const group = fieldKey(fieldFor(source, groupBy), t);
  const measures = definition.measures.map((m, i) => sql`${measureSql(source, m)} as ${raw(`m${i}`)}`);
  const sort = request.sort ?? { by: 'group', direction: 'asc' as const };
  const index = definition.measures.findIndex((m) => m.name === sort.by);
  if (sort.by !== 'group' && index < 0)
    throw new ReportRequestError('Reports_InvalidSort', `Cannot sort by ${sort.by}.`);
  const direction = raw(sort.direction === 'desc' ? 'desc nulls last' : 'asc nulls first');
  const order = index < 0 ? sql`g ${direction}` : sql`${raw(`m${index}`)} ${direction}, g asc`;
  const offset = (request.page - 1) * request.pageSize;
  const grouped = sql`select ${group}::text as g, ${sql.join(measures, sql`, `)} from ${raw(source.table)} ${whereSql} group by 1`;
  const [pageRows, totalRows] = await Promise.all([
    db.execute(sql`${grouped} order by ${order} limit ${request.pageSize} offset ${offset}`),
    db.execute(
      sql`select count(distinct ${group}) + (case when count(*) filter (where ${group} is null) > 0 then 1 else 0 end) as groups, ${sql.join(
        definition.measures.map((m, i) => sql`${measureSql(source, m)} as ${raw(`m${i}`)}`),
        sql`, `,
      )} from ${raw(source.table)} ${whereSql}`,
    ),
  ]);
  const values = (row: Row) =>
    Object.fromEntries(definition.measures.map((m, i) => [m.name, Number(row[`m${i}`] ?? 0)]));
  const totalsRow = rowsOf(totalRows)[0] ?? {};
  return {
    groupBy,
    groups: rowsOf(pageRows).map((row) => ({
      key: row.g === null ? null : String(row.g),
      values: values(row),
    })),
    totals: values(totalsRow),
    total: Number(totalsRow.groups ?? 0),
  };
}
