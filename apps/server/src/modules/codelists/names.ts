import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { translation } from '../../db/schema/translations';
import { LANGUAGE_CODES } from '../translations/index';

/** A name in each language, as the MultiLang control edits it. */
export type LocalizedNames = Partial<Record<string, string>>;

/** The texts of a translation key in every language that has one. */
export async function namesOf(db: Db, key: string): Promise<LocalizedNames | null> {
  const rows = await db
    .select({ language: translation.language, text: translation.text })
    .from(translation)
    .where(and(eq(translation.key, key), inArray(translation.language, [...LANGUAGE_CODES])));
  const out: LocalizedNames = {};
  for (const r of rows) if (r.text) out[r.language] = r.text;
  return Object.keys(out).length ? out : null;
}

/** key → text in `language` (English where it lacks one) for these keys, read fresh. */
export async function textsOf(
  db: Db,
  keys: readonly string[],
  language: string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const rows = await db
    .select({ key: translation.key, language: translation.language, text: translation.text })
    .from(translation)
    .where(
      and(inArray(translation.key, [...new Set(keys)]), inArray(translation.language, [language, 'en'])),
    );
  for (const r of rows) if (r.language === 'en' && r.text) out.set(r.key, r.text);
  for (const r of rows) if (r.language === language && r.text) out.set(r.key, r.text);
  return out;
}

/**
 * Writes an item's names under `key` as runtime texts (`source` null), which the translation
 * seed keeps: a key a seed file owns is never written, the caller moves the item to its own key
 * first (see `ownNameKey`), so a later seed cannot undo an administrator's names.
 */
export async function writeNames(tx: Db, key: string, names: LocalizedNames | null): Promise<void> {
  await tx.delete(translation).where(and(eq(translation.key, key), isNull(translation.source)));
  const rows = Object.entries(names ?? {})
    .filter(([language, text]) => (LANGUAGE_CODES as readonly string[]).includes(language) && !!text)
    .map(([language, text]) => ({ key, language, text: text!, source: null }));
  if (rows.length)
    await tx
      .insert(translation)
      .values(rows)
      .onConflictDoUpdate({
        target: [translation.key, translation.language],
        set: { text: sql`excluded.text`, source: sql`excluded.source`, updatedAt: sql`now()` },
      });
}

/** Whether a name key belongs to runtime texts written by the Administration screens. */
export function isOwnNameKey(key: string, prefix: string): boolean {
  return key.startsWith(prefix);
}

/** One failed check, in the entities module's issue shape. */
export interface ValueIssue {
  attribute: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Turns Zod issues of a record into translated-key issues per attribute. Nested paths (a row of
 * a grid: `sizes.3.outerDiameter`) name the row (1-based), so the message stands beside it.
 */
export function zodIssues(
  issues: readonly z.core.$ZodIssue[],
  attributeOf: (field: string) => string,
): ValueIssue[] {
  const out: ValueIssue[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (typeof field !== 'string') continue;
    const attribute = attributeOf(field);
    const row = typeof index === 'number' ? String(index + 1) : 'none';
    const raw = issue as unknown as Record<string, unknown>;
    let entry: ValueIssue;
    if (issue.code === 'too_small' && typeof raw.minimum === 'number')
      entry = {
        attribute,
        key:
          raw.inclusive === false ? 'Administration_Validation_GreaterThan' : 'Administration_Validation_Min',
        values: { row, min: raw.minimum },
      };
    else if (issue.code === 'too_big' && typeof raw.maximum === 'number')
      entry = {
        attribute,
        key: raw.inclusive === false ? 'Administration_Validation_LessThan' : 'Administration_Validation_Max',
        values: { row, max: raw.maximum },
      };
    else if (issue.code === 'too_small')
      entry = { attribute, key: 'Administration_Validation_AtLeastOneRow', values: { row } };
    else if (issue.code === 'invalid_type' && (raw.input === undefined || raw.input === null))
      entry = { attribute, key: 'Administration_Validation_Required', values: { row } };
    else entry = { attribute, key: 'Administration_Validation_Invalid', values: { row } };
    const id = `${entry.attribute}|${entry.key}|${row}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(entry);
    }
  }
  return out;
}

/** 'density' ↔ 'Density': attribute names are the data fields with a capital first letter. */
export const attributeName = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);
export const fieldName = (attribute: string) => attribute.charAt(0).toLowerCase() + attribute.slice(1);
