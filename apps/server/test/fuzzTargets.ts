/**
 * What the fuzz suite aims at, read from the seeded data rather than listed by hand: the forms
 * whose controls send a file or JSON part, and every column of every view with its data type.
 * A form or view added later is fuzzed without editing the suite.
 */
import { asc, eq, and } from 'drizzle-orm';
import type { FormElement } from '@insulcalc/forms/core';
import type { Db } from '../src/db/index';
import { codeListItem } from '../src/db/schema/codelists';
import { form } from '../src/db/schema/forms';
import { view } from '../src/db/schema/views';
import { getEntity, type EntityAttributeRow } from '../src/modules/entities/index';
import { resolveFormById } from '../src/modules/forms/store';
import { getView } from '../src/modules/views/index';

export interface FormTarget {
  formId: string;
  isPublic: boolean;
  /** Controls bound to `file` or `json` attributes: each gets the hostile parts. */
  parts: { name: string; dataType: 'file' | 'json' }[];
  /** A value for every other writable control, as the browser encodes it (JSON text). */
  base: Record<string, string>;
}

/** Texts tried in turn against a pattern the attribute or control sets. */
const TEXT_CANDIDATES = ['Fuzz value', '+386 1 234 56 78', 'FUZZ', '12345'];

function textFor(attribute: EntityAttributeRow, element: FormElement): string | undefined {
  const patterns = [attribute.pattern, element.settings.pattern].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  return TEXT_CANDIDATES.find((text) => patterns.every((p) => new RegExp(`^(?:${p})$`).test(text)));
}

/** A plausible value of an attribute's type, so a save gets as far as the database. */
async function plausible(
  db: Db,
  attribute: EntityAttributeRow,
  element: FormElement,
): Promise<unknown | undefined> {
  const options = attribute.options ?? {};
  switch (attribute.dataType) {
    case 'text':
    case 'longText':
      return textFor(attribute, element);
    case 'email':
      return 'fuzz@example.com';
    case 'integer':
    case 'decimal':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2024-01-01';
    case 'dateTime':
      return '2024-01-01T00:00:00Z';
    case 'localizedText':
      return { en: 'Fuzz value' };
    case 'code': {
      if (Array.isArray(options.values) && options.values.length) return options.values[0];
      const list = options.codeList ?? element.settings.codeList;
      if (list === 'languages') return 'en';
      if (typeof list !== 'string') return undefined;
      const [item] = await db
        .select({ id: codeListItem.id, code: codeListItem.code })
        .from(codeListItem)
        .where(and(eq(codeListItem.list, list), eq(codeListItem.isActive, true)))
        .orderBy(asc(codeListItem.id))
        .limit(1);
      if (!item) return undefined;
      return (options.valueField ?? element.settings.valueField) === 'id' ? item.id : item.code;
    }
    default:
      return undefined;
  }
}

/** Every published form with a control bound to a `file` or `json` attribute. */
export async function formTargets(db: Db): Promise<FormTarget[]> {
  const targets: FormTarget[] = [];
  for (const { id } of await db.select({ id: form.id }).from(form).orderBy(asc(form.id))) {
    const resolved = await resolveFormById(db, id);
    const entity = resolved ? await getEntity(db, resolved.group.entityId) : null;
    if (!resolved || !entity) continue;
    const parts: FormTarget['parts'] = [];
    const base: Record<string, string> = {};
    for (const element of resolved.definition.elements) {
      const attribute = entity.attributes.find((a) => a.name === element.name);
      if (!attribute) continue;
      if (attribute.dataType === 'file' || attribute.dataType === 'json') {
        parts.push({ name: element.name, dataType: attribute.dataType });
        continue;
      }
      if (attribute.readonly || element.readonly) continue;
      const value = await plausible(db, attribute, element);
      if (value !== undefined) base[element.name] = JSON.stringify(value);
    }
    if (parts.length) targets.push({ formId: id, isPublic: resolved.group.isPublic, parts, base });
  }
  return targets;
}

export interface ViewColumnTarget {
  attribute: string;
  dataType: string;
  sortable: boolean;
  filters: string[];
}

export interface ViewTarget {
  viewId: string;
  columns: ViewColumnTarget[];
}

/** Every stored view with its columns' data types. */
export async function viewTargets(db: Db): Promise<ViewTarget[]> {
  const targets: ViewTarget[] = [];
  for (const { id } of await db.select({ id: view.id }).from(view).orderBy(asc(view.id))) {
    const resolved = await getView(db, id);
    if (!resolved) continue;
    targets.push({
      viewId: id,
      columns: resolved.definition.columns.map((c) => ({
        attribute: c.attribute,
        dataType: resolved.attributes.get(c.attribute)!.dataType,
        sortable: c.sortable,
        filters: c.filters,
      })),
    });
  }
  return targets;
}
