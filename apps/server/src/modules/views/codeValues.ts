import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import type { EntityAttributeRow, ListSource, Translator } from '../entities/index';
import { LANGUAGES } from '../translations/index';

/** At most this many choices travel with a column (a larger list is filtered by text instead). */
export const CODE_VALUES_MAX = 500;

export interface CodeValue {
  value: string | number;
  text: string;
}

/**
 * The choices of a `code` attribute with texts in the requester's language, for the grid's cells
 * and its values filter: a code list's active items (by code, or id with `valueField: 'id'`), the
 * languages, or the attribute's fixed `values`. A fixed value's text is the key
 * `{displayNameKey}{value}` when that key exists (Forms_OfferRequest_Status + New), else the value.
 * A list source may name the choices itself, with their texts' keys (`choices`: workflow tasks'
 * activities, whose names the process definitions hold).
 */
export async function codeValues(
  db: Db,
  tr: Translator,
  attribute: EntityAttributeRow,
  source?: ListSource,
): Promise<CodeValue[] | null> {
  const query = source?.choices?.(attribute);
  if (query) {
    const result = (await db.execute(
      sql`select value, text_key from (${query}) choices order by value limit ${CODE_VALUES_MAX}`,
    )) as unknown as { rows: { value: string; text_key: string | null }[] };
    return result.rows.map((r) => ({
      value: r.value,
      text: r.text_key ? tr.t(r.text_key) : r.value,
    }));
  }
  const options = attribute.options ?? {};
  const list = options.codeList;
  if (list === 'languages') return LANGUAGES.map((l) => ({ value: l.code, text: l.localName }));
  if (typeof list === 'string') {
    const rows = await db
      .select()
      .from(codeListItem)
      .where(and(eq(codeListItem.list, list), eq(codeListItem.isActive, true)))
      .orderBy(asc(codeListItem.sortOrder), asc(codeListItem.id))
      .limit(CODE_VALUES_MAX);
    const byId = options.valueField === 'id';
    return rows.map((r) => ({ value: byId ? r.id : r.code, text: tr.t(r.nameKey) }));
  }
  const fixed = options.values;
  if (!Array.isArray(fixed)) return null;
  return fixed
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .slice(0, CODE_VALUES_MAX)
    .map((value) => {
      const key = attribute.displayNameKey ? `${attribute.displayNameKey}${value}` : null;
      const text = key ? tr.texts.get(key) : undefined;
      return { value, text: typeof text === 'string' ? text : String(value) };
    });
}
