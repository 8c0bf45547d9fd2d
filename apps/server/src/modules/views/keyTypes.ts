import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { ResolvedView } from './resolvedView';

/**
 * What a column's key is in SQL, as far as a filter operand must follow it. Sources build keys as
 * they see fit (ISO text for a workflow task's times, a `timestamptz` column for an account's
 * last sign-in, an `integer` for a product's type id), and an operand of another type fails the
 * query: `timestamptz >= text` does not exist, `integer = 'a'` cannot be parsed.
 */
export type KeyType = 'text' | 'number' | 'boolean' | 'instant' | 'day' | 'other';

const NUMBER_TYPES = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision']);
const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'name', 'citext']);

export function keyTypeOf(pgType: string): KeyType {
  if (TEXT_TYPES.has(pgType)) return 'text';
  if (NUMBER_TYPES.has(pgType)) return 'number';
  if (pgType === 'boolean') return 'boolean';
  if (pgType === 'timestamp with time zone' || pgType === 'timestamp without time zone') return 'instant';
  if (pgType === 'date') return 'day';
  return 'other';
}

// A key's type follows from the provider's SQL for the attribute's data type: it is learned once
// per process. Bounded, so attributes added and retyped over a long run cannot grow it for ever.
const known = new Map<string, KeyType>();
const KNOWN_MAX = 2000;

/**
 * The key types of the named columns: asked of PostgreSQL without reading a row (`pg_typeof` of
 * the key over an empty join is its declared type), once per entity, provider, attribute and
 * data type. Names that are no listable column are left out (the filter refuses them).
 */
export async function keyTypes(
  db: Db,
  view: ResolvedView,
  names: Iterable<string>,
): Promise<Map<string, KeyType>> {
  const types = new Map<string, KeyType>();
  for (const name of new Set(names)) {
    const attribute = view.attributes.get(name);
    const key = attribute ? view.source.key(attribute) : null;
    if (!attribute || !key) continue;
    const cacheKey = [view.entity.id, view.entity.provider, name, attribute.dataType].join('\u0000');
    let type = known.get(cacheKey);
    if (type === undefined) {
      const result = (await db.execute(
        sql`select pg_typeof(probe.k)::text as type from (select 1) as one left join (select ${key} as k from ${view.source.from} limit 0) as probe on true`,
      )) as unknown as { rows: { type: string }[] };
      type = keyTypeOf(result.rows[0]?.type ?? '');
      if (known.size >= KNOWN_MAX) known.clear();
      known.set(cacheKey, type);
    }
    types.set(name, type);
  }
  return types;
}
