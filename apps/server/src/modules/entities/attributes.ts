import { isSafeText } from '@insulcalc/api-schema';
import { isEmptyValue } from '@insulcalc/forms/core';
import { findUnstorable, jsonValueDepthExceeds, MAX_JSON_DEPTH } from '../../http/input';
import { LANGUAGE_CODES } from '../translations/index';
import type { AttributeIssue, AttributeValues, EntityAttributeRow, EntityDefinition } from './types';

export type { AttributeIssue };

export type Coerced =
  { ok: true; value: unknown } | { ok: false; key: string; values?: Record<string, string | number> };

/** Longest text any attribute stores when it sets no maxLength of its own (characters). */
export const TEXT_HARD_LIMIT = 100_000;
/** Largest JSON attribute value (characters of its JSON text). */
export const JSON_HARD_LIMIT = 100_000;

const INVALID = 'Entities_Validation_InvalidValue';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFERENCE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const bad = (key = INVALID, values?: Record<string, string | number>): Coerced =>
  values ? { ok: false, key, values } : { ok: false, key };
const ok = (value: unknown): Coerced => ({ ok: true, value });

function text(raw: unknown, multiline: boolean): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw === 'number' && Number.isFinite(raw)) return ok(String(raw));
  if (typeof raw === 'boolean') return ok(String(raw));
  if (typeof raw !== 'string') return bad();
  if (!isSafeText(raw, multiline)) return bad('Validation_TextInvalidCharacters');
  if (raw.length > TEXT_HARD_LIMIT) return bad('validation_maxlength', { maxLength: TEXT_HARD_LIMIT });
  return ok(raw);
}

function integer(raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  const n = typeof raw === 'string' && /^-?\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -2147483648 || n > 2147483647)
    return bad('Validation_IntegerOutOfRange');
  return ok(n);
}

function decimal(raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  const n =
    typeof raw === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e15) return bad();
  return ok(n);
}

function boolean(raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw === 'boolean') return ok(raw);
  // Spec §5: the text 'true' or 'false' (any case) converts to a boolean.
  if (typeof raw === 'string' && /^(true|false)$/i.test(raw)) return ok(raw.toLowerCase() === 'true');
  return bad();
}

/** Years 1–9999: PostgreSQL has no year 0, and ISO text past 9999 neither sorts nor reads as a time. */
const STORABLE_YEAR = /^(?!0000)\d{4}-/;

function date(raw: unknown, withTime: boolean): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw !== 'string' || raw.length > 40) return bad();
  if (!withTime) {
    if (!DATE.test(raw) || !STORABLE_YEAR.test(raw)) return bad();
    const d = new Date(`${raw}T00:00:00Z`);
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== raw ? bad() : ok(raw);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return bad();
  const d = new Date(raw);
  const iso = Number.isNaN(d.getTime()) ? '' : d.toISOString();
  return STORABLE_YEAR.test(iso) ? ok(iso) : bad();
}

function localized(raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw !== 'object' || Array.isArray(raw)) return bad();
  const out: Record<string, string> = {};
  for (const [language, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(language)) return bad();
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string' || !isSafeText(value, true) || value.length > TEXT_HARD_LIMIT) return bad();
    out[language] = value;
  }
  return ok(Object.keys(out).length ? out : null);
}

/**
 * Files are a list of `{ fileId }` (a File control's value is a list of file descriptors). Entries
 * without an id describe files arriving in the same request; the caller adds those.
 */
function file(raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > 100) return bad();
  const out: { fileId: string }[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return bad();
    const id = (entry as Record<string, unknown>).fileId;
    if (id === undefined) continue;
    if (typeof id !== 'string' || !FILE_ID.test(id)) return bad();
    out.push({ fileId: id });
  }
  return ok(out.length ? out : null);
}

function json(raw: unknown): Coerced {
  if (raw === undefined) return ok(null);
  // jsonb refuses U+0000 and unpaired surrogates (as values or keys) and recurses on nesting:
  // refused here with a message rather than by the database with a 500. Measured first, so the
  // search for unstorable text below never stops short of the deepest value.
  if (jsonValueDepthExceeds(raw, MAX_JSON_DEPTH)) return bad();
  if (findUnstorable(raw) !== null) return bad('Validation_TextInvalidCharacters');
  let textForm: string;
  try {
    textForm = JSON.stringify(raw);
  } catch {
    return bad();
  }
  if (textForm.length > JSON_HARD_LIMIT || !isSafeText(textForm, true)) return bad();
  return ok(raw);
}

/** Most child rows a FormGrid attribute keeps (its `options.maxRows` may lower it). */
export const CHILD_ROWS_LIMIT = 500;

type ChildColumn = Pick<EntityAttributeRow, 'name' | 'dataType' | 'required' | 'maxLength' | 'options'>;

/** The child-row columns of a `json` attribute that stores a FormGrid's rows, or null. */
export function childColumns(attribute: EntityAttributeRow): ChildColumn[] | null {
  const columns = attribute.options?.columns;
  if (!Array.isArray(columns)) return null;
  return columns.flatMap((column): ChildColumn[] => {
    if (typeof column !== 'object' || column === null) return [];
    const c = column as Record<string, unknown>;
    if (typeof c.name !== 'string' || typeof c.dataType !== 'string' || c.dataType === 'json') return [];
    return [
      {
        name: c.name,
        dataType: c.dataType,
        required: c.required === true,
        maxLength: typeof c.maxLength === 'number' ? c.maxLength : null,
        options:
          typeof c.options === 'object' && c.options !== null ? (c.options as Record<string, unknown>) : null,
      },
    ];
  });
}

/**
 * Child rows saved with their parent (a FormGrid, decision 0016): a list of objects, each cell
 * coerced by its column's data type like an attribute of its own; unknown keys are dropped,
 * required cells and text lengths checked; at most `options.maxRows` (≤ 500) rows.
 */
function childRows(attribute: EntityAttributeRow, columns: ChildColumn[], raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (!Array.isArray(raw)) return bad();
  const maxRows = Math.min(
    typeof attribute.options?.maxRows === 'number' ? attribute.options.maxRows : CHILD_ROWS_LIMIT,
    CHILD_ROWS_LIMIT,
  );
  if (raw.length > maxRows) return bad('FormGrid_TooManyRows', { max: maxRows });
  const rows: Record<string, unknown>[] = [];
  for (const [index, entry] of raw.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return bad();
    const row: Record<string, unknown> = {};
    for (const column of columns) {
      const cell = coerceAttributeValue(
        { ...attribute, ...column, pattern: null, readonly: false },
        (entry as Record<string, unknown>)[column.name],
      );
      if (!cell.ok) return cell;
      if (column.required && isEmptyValue(cell.value))
        return bad('FormGrid_RowRequired', { row: index + 1, column: column.name });
      if (typeof cell.value === 'string' && column.maxLength !== null && cell.value.length > column.maxLength)
        return bad('validation_maxlength', { maxLength: column.maxLength });
      row[column.name] = cell.value;
    }
    rows.push(row);
  }
  return ok(rows.length ? rows : null);
}

/** Turns a posted value into the attribute's stored form, or says why it cannot. */
export function coerceAttributeValue(attribute: EntityAttributeRow, raw: unknown): Coerced {
  switch (attribute.dataType) {
    case 'text':
    case 'email':
      return text(raw, false);
    case 'longText':
      return text(raw, true);
    case 'code': {
      // A number is a code-list item's id: an int4 column (a larger one fails the query).
      if (typeof raw === 'number') return integer(raw);
      const coerced = text(raw, false);
      if (coerced.ok && typeof coerced.value === 'string' && coerced.value.length > 100) return bad();
      const allowed = attribute.options?.values;
      if (coerced.ok && coerced.value !== null && Array.isArray(allowed) && !allowed.includes(coerced.value))
        return bad();
      return coerced;
    }
    case 'integer':
      return integer(raw);
    case 'decimal':
      return decimal(raw);
    case 'boolean':
      return boolean(raw);
    case 'date':
      return date(raw, false);
    case 'dateTime':
      return date(raw, true);
    case 'localizedText':
      return localized(raw);
    case 'file':
      return file(raw);
    case 'reference':
      if (raw === null || raw === undefined || raw === '') return ok(null);
      return typeof raw === 'string' && REFERENCE_ID.test(raw) ? ok(raw) : bad();
    case 'json': {
      const columns = childColumns(attribute);
      return columns ? childRows(attribute, columns, raw) : json(raw);
    }
    default:
      return bad();
  }
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}

/** The attribute's own rules (required, maxLength, pattern) over the instance's final values. */
export function attributeIssues(entity: EntityDefinition, values: AttributeValues): AttributeIssue[] {
  const issues: AttributeIssue[] = [];
  for (const attribute of entity.attributes) {
    const value = values[attribute.name];
    if (attribute.required && isEmptyValue(value)) {
      issues.push({ attribute: attribute.name, key: 'validation_required' });
      continue;
    }
    // A consent: required is not enough (false is a value), it must be given.
    if (attribute.options?.mustBeTrue === true && value !== true) {
      const key = attribute.options.messageKey;
      issues.push({ attribute: attribute.name, key: typeof key === 'string' ? key : 'validation_required' });
      continue;
    }
    if (typeof value !== 'string') continue;
    if (attribute.maxLength !== null && value.length > attribute.maxLength)
      issues.push({
        attribute: attribute.name,
        key: 'validation_maxlength',
        values: { maxLength: attribute.maxLength },
      });
    else if (attribute.pattern && !matches(attribute.pattern, value))
      issues.push({
        attribute: attribute.name,
        key: 'Validation_Field_Pattern',
        values: { fieldName: attribute.name, pattern: attribute.pattern },
      });
  }
  return issues;
}

/** Equality for change detection and history (JSON values). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
