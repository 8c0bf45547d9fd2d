import { eq, sql, type SQL } from 'drizzle-orm';
import {
  viewDefinitionSchema,
  type ViewDefinition,
  type ViewFilter,
  type ViewLookupRequest,
  type ViewRow,
  type ViewRowsRequest,
  type ViewSort,
} from '@insulcalc/forms/core';
import type { Db } from '../../db/index';
import { view as viewTable } from '../../db/schema/views';
import {
  allowsAll,
  getEntity,
  providerOf,
  type Actor,
  type EntityAttributeRow,
  type EntityDefinition,
  type ListReader,
} from '../entities/index';
import { filterCondition, likePattern, ViewRequestError } from './filters';
import { keyTypes, type KeyType } from './keyTypes';
import type { ResolvedView } from './resolvedView';

export { ViewRequestError };

export type { ResolvedView } from './resolvedView';

/** Problems of a definition against its entity (seed time: a bad file fails the start). */
export function viewDefinitionIssues(definition: ViewDefinition, entity: EntityDefinition): string[] {
  const source = providerOf(entity).listSource?.(entity);
  if (!source) return [`entity ${entity.id} cannot be listed`];
  const issues: string[] = [];
  const attributes = new Map(entity.attributes.map((a) => [a.name, a]));
  for (const column of definition.columns) {
    const attribute = attributes.get(column.attribute);
    if (!attribute) issues.push(`column ${column.attribute}: no such attribute`);
    else if (!source.value(attribute)) issues.push(`column ${column.attribute}: not listable`);
    else if ((column.sortable || column.filters.length) && !source.key(attribute))
      issues.push(`column ${column.attribute}: cannot be sorted or filtered`);
  }
  for (const name of definition.indexes.flat())
    if (!attributes.get(name) || !source.key(attributes.get(name)!))
      issues.push(`index ${name}: no such listable attribute`);
  for (const name of [
    ...(definition.lookup?.displayAttributes ?? []),
    ...(definition.lookup?.searchAttributes ?? []),
  ]) {
    const attribute = attributes.get(name);
    if (!attribute || !source.key(attribute)) issues.push(`lookup ${name}: no such listable attribute`);
  }
  return issues;
}

/** The view `id`, its rows read by `reader` (their texts for data a source shows translated). */
export async function getView(db: Db, id: string, reader?: ListReader): Promise<ResolvedView | null> {
  const [row] = await db.select().from(viewTable).where(eq(viewTable.id, id)).limit(1);
  if (!row) return null;
  const parsed = viewDefinitionSchema.safeParse(row.definition);
  if (!parsed.success) return null;
  const entity = await getEntity(db, row.entityId);
  if (!entity) return null;
  const source = providerOf(entity).listSource?.(entity, reader);
  if (!source) return null;
  return {
    definition: parsed.data,
    entity,
    source,
    attributes: new Map(entity.attributes.map((a) => [a.name, a])),
  };
}

function keyOf(view: ResolvedView, name: string): { attribute: EntityAttributeRow; key: SQL } {
  const attribute = view.attributes.get(name);
  const key = attribute ? view.source.key(attribute) : null;
  if (!attribute || !key) throw new ViewRequestError('Views_InvalidFilter', `Unknown column ${name}.`);
  return { attribute, key };
}

function filterSql(view: ResolvedView, filter: ViewFilter, types: Map<string, KeyType>): SQL {
  const { attribute, key } = keyOf(view, filter.attribute);
  return filterCondition({ attribute, key, type: types.get(filter.attribute) ?? 'other' }, filter);
}

/**
 * Who may read which rows: everything when the entity's level or a group's grant lets the actor
 * read every instance, their own rows at the `owner` level, nothing otherwise (as forms apply it
 * to one instance).
 */
function accessSql(view: ResolvedView, actor: Actor): SQL | null | 'denied' {
  if (allowsAll(view.entity, 'read', actor)) return null;
  if (view.entity.permissions.read !== 'owner' || actor.userId === null) return 'denied';
  const owner = view.source.owner;
  return owner ? sql`(${owner} = ${actor.userId} or ${owner} is null)` : null;
}

export type AccessOutcome = { ok: true; where: SQL[] } | { ok: false };

/**
 * The conditions every query of the view carries: the entity's rows, access, fixed filters.
 * `types` holds the key types of the filtered columns (keyTypes).
 */
export function baseConditions(view: ResolvedView, actor: Actor, types: Map<string, KeyType>): AccessOutcome {
  const access = accessSql(view, actor);
  if (access === 'denied') return { ok: false };
  const where: SQL[] = [];
  if (view.source.where) where.push(view.source.where);
  if (access) where.push(access);
  if (view.source.visibleTo) where.push(view.source.visibleTo(actor));
  for (const filter of view.definition.filters) where.push(filterSql(view, filter, types));
  return { ok: true, where };
}

/** The key types of the view's fixed filters and of `filters`. */
function filterKeyTypes(
  db: Db,
  view: ResolvedView,
  filters: ViewFilter[] = [],
): Promise<Map<string, KeyType>> {
  return keyTypes(
    db,
    view,
    [...view.definition.filters, ...filters].map((f) => f.attribute),
  );
}

function whereClause(parts: SQL[]): SQL {
  return parts.length
    ? sql`where ${sql.join(
        parts.map((p) => sql`(${p})`),
        sql` and `,
      )}`
    : sql``;
}

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

function toRow(view: ResolvedView, names: string[], raw: Record<string, unknown>): ViewRow {
  const values: Record<string, unknown> = {};
  names.forEach((name, i) => {
    const v = raw[`c${i}`];
    values[name] = v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : (v ?? null);
  });
  void view;
  return {
    id: String(raw.id),
    displayName:
      raw.display_name === null || raw.display_name === undefined ? null : String(raw.display_name),
    values: values as ViewRow['values'],
  };
}

function selectList(view: ResolvedView, names: string[]): SQL {
  const columns = names.map((name, i) => {
    const attribute = view.attributes.get(name)!;
    return sql`${view.source.value(attribute)} as ${sql.raw(`c${i}`)}`;
  });
  return sql.join(
    [sql`${view.source.id} as id`, sql`${view.source.displayName} as display_name`, ...columns],
    sql`, `,
  );
}

export interface RowsResult {
  sort: ViewSort[];
  page: number;
  pageSize: number;
  total: number;
  totalIsExact: boolean;
  rows: ViewRow[];
}

/**
 * One page of the view: the user's filters on the columns that offer them, sorted by sortable
 * columns with the instance id last, so equal keys keep one order from page to page.
 */
export async function viewRows(
  db: Db,
  view: ResolvedView,
  actor: Actor,
  request: ViewRowsRequest,
): Promise<RowsResult | null> {
  const types = await filterKeyTypes(db, view, request.filters);
  const base = baseConditions(view, actor, types);
  if (!base.ok) return null;
  const where = [...base.where];
  for (const filter of request.filters) {
    const column = view.definition.columns.find((c) => c.attribute === filter.attribute);
    if (!column || !column.filters.includes(filter.kind))
      throw new ViewRequestError(
        'Views_InvalidFilter',
        `${filter.attribute} offers no ${filter.kind} filter.`,
      );
    where.push(filterSql(view, filter, types));
  }
  const sort = request.sort ?? view.definition.defaultSort;
  const order: SQL[] = [];
  for (const s of sort) {
    const column = view.definition.columns.find((c) => c.attribute === s.attribute);
    if (!column?.sortable) throw new ViewRequestError('Views_InvalidSort', `${s.attribute} is not sortable.`);
    order.push(sql`${keyOf(view, s.attribute).key} ${sql.raw(s.direction)}`);
  }
  // The tie-break runs the last key's way, so one index (key, id) serves both directions.
  order.push(sql`${view.source.id} ${sql.raw(sort.at(-1)?.direction ?? 'asc')}`);
  const pageSize = request.pageSize ?? view.definition.pageSize;
  const offset = (request.page - 1) * pageSize;
  const names = view.definition.columns.map((c) => c.attribute);
  const filtered = whereClause(where);
  const rows = await rowsOf(
    db,
    sql`select ${selectList(view, names)} from ${view.source.from} ${filtered} order by ${sql.join(order, sql`, `)} limit ${pageSize} offset ${offset}`,
  );
  const limit = view.definition.countLimit;
  const [count] = await rowsOf(
    db,
    sql`select count(*) as total from (select 1 from ${view.source.from} ${filtered} limit ${limit + 1}) counted`,
  );
  const counted = Number(count?.total ?? 0);
  return {
    sort,
    page: request.page,
    pageSize,
    total: Math.min(counted, limit),
    totalIsExact: counted <= limit,
    rows: rows.map((r) => toRow(view, names, r)),
  };
}

/** Lookup: rows whose search attributes contain the text (or the named ids), display fields only. */
export async function lookupRows(
  db: Db,
  view: ResolvedView,
  actor: Actor,
  request: ViewLookupRequest,
): Promise<{ displayAttributes: string[]; items: ViewRow[] } | null> {
  const base = baseConditions(view, actor, await filterKeyTypes(db, view));
  if (!base.ok) return null;
  const lookup = view.definition.lookup ?? {
    displayAttributes: [view.definition.columns[0]!.attribute],
    searchAttributes: [view.definition.columns[0]!.attribute],
  };
  const where = [...base.where];
  if (request.ids)
    where.push(
      sql`${view.source.id} in (${sql.join(
        request.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const search = request.search.trim();
  if (search)
    where.push(
      sql.join(
        lookup.searchAttributes.map(
          (name) => sql`(${keyOf(view, name).key})::text ilike ${likePattern(search)}`,
        ),
        sql` or `,
      ),
    );
  const first = keyOf(view, lookup.displayAttributes[0]!).key;
  const rows = await rowsOf(
    db,
    sql`select ${selectList(view, lookup.displayAttributes)} from ${view.source.from} ${whereClause(where)} order by ${first} asc, ${view.source.id} asc limit ${request.ids ? request.ids.length : request.limit}`,
  );
  return {
    displayAttributes: lookup.displayAttributes,
    items: rows.map((r) => toRow(view, lookup.displayAttributes, r)),
  };
}
