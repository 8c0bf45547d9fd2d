import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/index';
import { codeListItem, type CodeListItemRow } from '../../db/schema/codelists';
import type {
  AttributeValues,
  EntityAttributeRow,
  EntityDefinition,
  EntityProvider,
  InstanceRecord,
  ListSource,
} from '../entityProviders';
import {
  codeListExists,
  configuredListIssues,
  configuredValueIssues,
  defineCodeList,
  isConfiguredListName,
} from './configured';
import { CODE_LISTS, codeListItemSchemas, isCodeListName, type CodeListName } from './lists';
import {
  attributeName,
  fieldName,
  isOwnNameKey,
  namesOf,
  writeNames,
  zodIssues,
  type LocalizedNames,
  type ValueIssue,
} from './names';

/** Entities of code-list items are named `CodeList_<list>` (decision 0016). */
export const CODE_LIST_ENTITY_PREFIX = 'CodeList_';
/** Name keys of names written on the Administration screens: `CodeList_<list>_<id>`. */
const OWN_KEY_PREFIX = 'CodeList_';
/** Codes the platform itself relies on: they stay active and keep their code. */
const SYSTEM_ITEMS: Partial<Record<CodeListName, readonly string[]>> = { userGroups: ['ADMINISTRATORS'] };

/** The attributes every item has; the others are the list's own fields in `data`. */
const COMMON = new Set(['ItemId', 'Code', 'Name', 'IsActive', 'SortOrder']);

/** The code list behind a `CodeList_<list>` entity: a built-in one, or one an administrator configured. */
export function listOfEntity(entity: { id: string }): string {
  const list = entity.id.slice(CODE_LIST_ENTITY_PREFIX.length);
  if (!entity.id.startsWith(CODE_LIST_ENTITY_PREFIX) || !(isCodeListName(list) || isConfiguredListName(list)))
    throw new Error(`Entity ${entity.id} is not a code list's (CodeList_<list>).`);
  return list;
}

/** Every item's own fields, as the seed schemas of the built-in lists check them. */
const configuredItemSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1).max(50),
  nameKey: z.string().min(1).max(200),
  sortOrder: z.number().int().default(0),
  isActive: z.boolean().default(true),
});

const ownKey = (list: string, id: number) => `${OWN_KEY_PREFIX}${list}_${id}`;

async function toRecord(tx: Db, entity: EntityDefinition, row: CodeListItemRow): Promise<InstanceRecord> {
  const names = await namesOf(tx, row.nameKey);
  const values: AttributeValues = {
    ItemId: row.id,
    Code: row.code,
    Name: names,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
  };
  for (const attribute of entity.attributes)
    if (!COMMON.has(attribute.name)) values[attribute.name] = row.data[fieldName(attribute.name)] ?? null;
  return {
    id: String(row.id),
    values,
    ownerUserId: null,
    token: String(row.version),
    displayName: names?.en ?? row.code,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

const ID = /^[1-9]\d{0,8}$/;

async function select(
  tx: Db,
  entity: EntityDefinition,
  id: string,
  forUpdate: boolean,
): Promise<InstanceRecord | null> {
  if (!ID.test(id)) return null;
  const query = tx
    .select()
    .from(codeListItem)
    .where(and(eq(codeListItem.list, listOfEntity(entity)), eq(codeListItem.id, Number(id))))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toRecord(tx, entity, row) : null;
}

/**
 * The list's own fields of an instance's values (`Density` → `density`) over `base`; with `all`,
 * every attribute the values lack is null (a new item, or the whole item for validation).
 */
function dataOf(
  entity: EntityDefinition,
  values: AttributeValues,
  base: Record<string, unknown>,
  all = false,
) {
  const data: Record<string, unknown> = { ...base };
  for (const attribute of entity.attributes)
    if (!COMMON.has(attribute.name) && (all || attribute.name in values))
      data[fieldName(attribute.name)] = values[attribute.name] ?? null;
  return data;
}

/**
 * Code-list items through the codelists module's table, one entity per list (`CodeList_mediums`
 * …). The instance id is the item's numeric id; names are translation texts under the item's
 * name key (an edited seeded item moves to a key of its own, `CodeList_<list>_<id>`); `version`
 * is the token. Every save is checked with the list's seed schema (types and ranges), so an
 * edited item is one the calculator and the seed accept. Items are deactivated, never deleted:
 * stored calculations keep referring to them.
 */
export const codeListItemProvider: EntityProvider = {
  load: (tx, entity, id) => select(tx, entity, id, false),
  loadForUpdate: (tx, entity, id) => select(tx, entity, id, true),
  listSource: (entity) => itemListSource(entity),
  insert: async (tx, entity, values, context) => {
    const list = listOfEntity(entity);
    // Ids are per list and stable (calculations store them): the next one under a lock on the list.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code_list_item:${list}`}))`);
    const [max] = await tx
      .select({ id: sql<number>`coalesce(max(${codeListItem.id}), 0)::int` })
      .from(codeListItem)
      .where(eq(codeListItem.list, list));
    const id = (max?.id ?? 0) + 1;
    const nameKey = ownKey(list, id);
    await writeNames(tx, nameKey, (values.Name as LocalizedNames | null) ?? null);
    const [row] = await tx
      .insert(codeListItem)
      .values({
        list,
        id,
        code: String(values.Code ?? ''),
        nameKey,
        sortOrder:
          typeof values.SortOrder === 'number' ? values.SortOrder : (context.sortOrderHint ?? id * 10),
        isActive: values.IsActive !== false,
        data: dataOf(entity, values, {}, true),
        updatedBy: context.actor.userName ?? context.actor.userId ?? 'administration',
      })
      .returning();
    return toRecord(tx, entity, row!);
  },
  update: async (tx, entity, current, changed, actor) => {
    const list = listOfEntity(entity);
    const id = Number(current.id);
    const [row] = await tx
      .select()
      .from(codeListItem)
      .where(and(eq(codeListItem.list, list), eq(codeListItem.id, id)))
      .limit(1);
    let nameKey = row!.nameKey;
    if ('Name' in changed) {
      // A seeded key's texts belong to the translation seed: the item gets its own key.
      if (!isOwnNameKey(nameKey, OWN_KEY_PREFIX)) nameKey = ownKey(list, id);
      await writeNames(tx, nameKey, (changed.Name as LocalizedNames | null) ?? null);
    }
    const [updated] = await tx
      .update(codeListItem)
      .set({
        ...('Code' in changed ? { code: String(changed.Code) } : {}),
        ...('SortOrder' in changed && typeof changed.SortOrder === 'number'
          ? { sortOrder: changed.SortOrder }
          : {}),
        ...('IsActive' in changed ? { isActive: changed.IsActive !== false } : {}),
        nameKey,
        data: dataOf(entity, changed, row!.data),
        version: sql`${codeListItem.version} + 1`,
        updatedBy: actor.userName ?? actor.userId ?? 'administration',
        updatedAt: sql`now()`,
      })
      .where(and(eq(codeListItem.list, list), eq(codeListItem.id, id)))
      .returning();
    return toRecord(tx, entity, updated!);
  },
  validate: async (tx, entity, values, current) => {
    const list = listOfEntity(entity);
    const issues: ValueIssue[] = [];
    const item = {
      id: current ? Number(current.id) : 1,
      code: values.Code ?? undefined,
      nameKey: 'x',
      sortOrder: values.SortOrder ?? 0,
      isActive: values.IsActive !== false,
      ...dataOf(entity, values, {}, true),
    };
    // Built-in lists: their seed schema; configured lists: the common fields (their own
    // attributes are checked by the form engine against the types and ranges of their controls).
    const parsed = (isCodeListName(list) ? codeListItemSchemas[list] : configuredItemSchema).safeParse(item);
    if (!parsed.success) issues.push(...zodIssues(parsed.error.issues, attributeName));
    if (!isCodeListName(list)) issues.push(...configuredValueIssues(entity.attributes, values));
    const names = values.Name as LocalizedNames | null;
    if (!names?.en) issues.push({ attribute: 'Name', key: 'Administration_Validation_EnglishNameRequired' });
    if (typeof values.Code === 'string') {
      const [duplicate] = await tx
        .select({ id: codeListItem.id })
        .from(codeListItem)
        .where(
          and(
            eq(codeListItem.list, list),
            eq(codeListItem.code, values.Code),
            ...(current ? [ne(codeListItem.id, Number(current.id))] : []),
          ),
        )
        .limit(1);
      if (duplicate) issues.push({ attribute: 'Code', key: 'Administration_CodeList_DuplicateCode' });
    }
    const system = (isCodeListName(list) ? SYSTEM_ITEMS[list] : undefined) ?? [];
    if (current && system.includes(String(current.values.Code)))
      if (values.Code !== current.values.Code || values.IsActive === false)
        issues.push({ attribute: 'IsActive', key: 'Administration_CodeList_SystemItem' });
    return issues;
  },
  remove: null,
};

/** The typed sort/filter key of an item attribute (`c` = code_list_item, `n` = the English name). */
function itemKey(attribute: EntityAttributeRow): string | null {
  switch (attribute.name) {
    case 'ItemId':
      return 'c.id';
    case 'Code':
      return 'c.code';
    case 'Name':
      return 'n.text';
    case 'IsActive':
      return 'c.is_active';
    case 'SortOrder':
      return 'c.sort_order';
  }
  const field = `(c.data ->> '${fieldName(attribute.name).replace(/'/g, "''")}')`;
  switch (attribute.dataType) {
    case 'integer':
    case 'decimal':
      return `(${field}::numeric)`;
    case 'boolean':
      return `(${field}::boolean)`;
    case 'json':
    case 'file':
      return null;
    default:
      return field;
  }
}

/** Every language's text of a name key, as the MultiLang value a grid cell shows. */
const NAMES_SQL = `(select jsonb_object_agg(t.language, t.text) from translation t where t.key = c.name_key and t.text is not null)`;

function itemListSource(entity: EntityDefinition): ListSource {
  const list = listOfEntity(entity);
  return {
    from: sql.raw(`code_list_item c left join translation n on n.key = c.name_key and n.language = 'en'`),
    where: sql.raw(`c.list = '${list}'`),
    id: sql.raw('c.id::text'),
    owner: null,
    displayName: sql.raw('coalesce(n.text, c.code)'),
    key: (a) => {
      const text = itemKey(a);
      return text ? sql.raw(text) : null;
    },
    value: (a) => {
      if (a.name === 'Name') return sql.raw(NAMES_SQL);
      if (COMMON.has(a.name)) return sql.raw(itemKey(a)!);
      return sql.raw(`(c.data -> '${fieldName(a.name).replace(/'/g, "''")}')`);
    },
  };
}

/**
 * The code lists themselves (entity `CodeList`, Administration/CodeList): one read-only instance
 * per list, its id the list's API name; names are translation keys `Administration_CodeList_<list>`.
 */
export const codeListProvider: EntityProvider = {
  load: (tx, _entity, id) => loadList(tx, id),
  loadForUpdate: (tx, _entity, id) => loadList(tx, id),
  listSource: () => listsSource(),
  // A new list (Administration/CodeList, Add): its entity, form and view, written as data.
  insert: async (tx, _entity, values, context) => {
    const { definition } = await configuredListIssues(tx, values);
    if (!definition) throw new Error('A code list is saved only after its values were validated.');
    await defineCodeList(tx, definition, context.actor.userName ?? context.actor.userId ?? 'administration');
    return (await loadList(tx, definition.apiName))!;
  },
  validate: async (tx, _entity, values, current) =>
    current ? [] : (await configuredListIssues(tx, values)).issues,
  update: async (_tx, _entity, current) => current,
  remove: null,
};

async function loadList(tx: Db, id: string): Promise<InstanceRecord | null> {
  if (!(await codeListExists(tx, id))) return null;
  const [counts] = await tx
    .select({
      items: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${codeListItem.isActive}))::int`,
    })
    .from(codeListItem)
    .where(eq(codeListItem.list, id));
  const names = await namesOf(tx, `Administration_CodeList_${id}`);
  const values = {
    ApiName: id,
    Name: names,
    ItemCount: counts?.items ?? 0,
    ActiveCount: counts?.active ?? 0,
    Position: await positionOf(tx, id),
  };
  // The token changes with any value (counts too): a digest, short enough for a concurrency token.
  const token = createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 27);
  return { id, values, ownerUserId: null, token, displayName: names?.en ?? id };
}

const LIST_KEYS: Record<string, string> = {
  ApiName: 'l.name',
  Name: 'n.text',
  ItemCount: 'l.item_count',
  ActiveCount: 'l.active_count',
  Position: 'l.position',
};

/**
 * A list's position in the list of lists (Administration/CodeList/3 addresses it): the built-in
 * lists first, in the module's order, then the configured ones in creation order.
 */
async function positionOf(tx: Db, id: string): Promise<number> {
  if (isCodeListName(id)) return CODE_LISTS.indexOf(id) + 1;
  const [row] = await queryRows<{ position: number }>(
    tx,
    sql`select l.position from (${sql.raw(CONFIGURED_SQL)}) l where l.name = ${id}`,
  );
  return Number(row?.position ?? 0);
}

// Configured lists are the code-list item provider's entities beyond the built-in ones.
const BUILT_IN_SQL = CODE_LISTS.map((name) => `'CodeList_${name}'`).join(', ');
const CONFIGURED_SQL = `select substr(e.id, ${CODE_LIST_ENTITY_PREFIX.length + 1}) as name,
    (${CODE_LISTS.length} + row_number() over (order by e.created_at, e.id))::int as position
  from entity e where e.provider = 'codelists.item' and e.id not in (${BUILT_IN_SQL})`;

function listsSource(): ListSource {
  // The built-in lists (a VALUES relation) and the configured ones, with their items' counts.
  const values = CODE_LISTS.map((name, i) => `('${name}', ${i + 1})`).join(', ');
  const from = `(select v.name, v.position, count(c.id)::int as item_count,
      (count(c.id) filter (where c.is_active))::int as active_count
    from (select * from (values ${values}) as b(name, position) union all ${CONFIGURED_SQL}) as v(name, position)
    left join code_list_item c on c.list = v.name
    group by v.name, v.position) l
  left join translation n on n.key = 'Administration_CodeList_' || l.name and n.language = 'en'`;
  const key = (a: { name: string }) => (LIST_KEYS[a.name] ? sql.raw(LIST_KEYS[a.name]!) : null);
  return {
    from: sql.raw(from),
    where: null,
    id: sql.raw('l.name'),
    owner: null,
    displayName: sql.raw('coalesce(n.text, l.name)'),
    key,
    value: (a) =>
      a.name === 'Name'
        ? sql.raw(
            `(select jsonb_object_agg(t.language, t.text) from translation t where t.key = 'Administration_CodeList_' || l.name and t.text is not null)`,
          )
        : key(a),
  };
}
