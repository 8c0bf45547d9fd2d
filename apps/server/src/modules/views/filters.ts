import { sql, type SQL } from 'drizzle-orm';
import type { ViewFilter } from '@insulcalc/forms/core';
import type { EntityAttributeRow } from '../entities/index';
import type { KeyType } from './keyTypes';

/** A request the view cannot run (unknown column, a filter of the wrong type): a 400. */
export class ViewRequestError extends Error {
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A filtered column: its attribute, its key expression and the key's SQL type. */
export interface FilterColumn {
  attribute: EntityAttributeRow;
  key: SQL;
  type: KeyType;
}

const NUMERIC = new Set(['integer', 'decimal']);
const TEXTUAL = new Set([
  'text',
  'longText',
  'email',
  'code',
  'localizedText',
  'reference',
  'date',
  'dateTime',
]);
/** Largest magnitude a number filter takes (the attributes' own bound, decimal(…) of 15 digits). */
const NUMBER_LIMIT = 1e15;
const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,15})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date filter value: a whole day (`2020-01-01`), or an instant (ISO 8601 in UTC, ms). */
export type When = { day: string } | { instant: string };

function validDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** `2020-01-01` or `2020-01-01T10:00[:00[.000]][Z|±hh:mm]` (no zone: UTC); anything else is null. */
export function parseWhen(value: unknown): When | null {
  if (typeof value !== 'string') return null;
  if (DAY.test(value)) return validDay(value) ? { day: value } : null;
  const m = INSTANT.exec(value);
  if (!m || !validDay(m[1]!)) return null;
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  // ±hhmm becomes ±hh:mm, the form Date parses everywhere.
  const zone = (m[6] ?? 'Z').replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(-2)) > 59)) return null;
  const d = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${(m[5] ?? '').slice(0, 4)}${zone}`);
  const iso = Number.isNaN(d.getTime()) ? '' : d.toISOString();
  // Years 1–9999 only: PostgreSQL has no year 0, and ISO text past 9999 does not sort as time.
  return /^\d{4}-/.test(iso) && iso >= '0001' ? { instant: iso } : null;
}

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

function badValue(column: FilterColumn, key = 'Views_InvalidFilter'): ViewRequestError {
  return new ViewRequestError(key, `A value for ${column.attribute.name} of the wrong type.`);
}

/** The key compared as text: a text key as it is (its index serves), any other as its text. */
function textKey(column: FilterColumn): SQL {
  return column.type === 'text' ? column.key : sql`(${column.key})::text`;
}

type Bound = 'from' | 'to' | 'equals';

/**
 * Conditions on a key of points in time (a `timestamptz` column, or ISO text in UTC such as the
 * `dateTime` attributes store): a whole day given alone covers the day, so `to: 2020-01-31`
 * includes that day's evening and `equals: 2020-01-31` is the day. Days are UTC days.
 */
function instantCondition(column: FilterColumn, bound: Bound, value: unknown): SQL {
  const when = parseWhen(value);
  if (!when) throw badValue(column, 'Views_InvalidDate');
  const typed = (iso: string) => (column.type === 'instant' ? sql`${iso}::timestamptz` : sql`${iso}::text`);
  const key = column.type === 'instant' ? column.key : textKey(column);
  if ('instant' in when) {
    const op = bound === 'from' ? sql`>=` : bound === 'to' ? sql`<=` : sql`=`;
    return sql`${key} ${op} ${typed(when.instant)}`;
  }
  const start = typed(startOf(when.day));
  const end = typed(startOf(nextDay(when.day)));
  if (bound === 'from') return sql`${key} >= ${start}`;
  if (bound === 'to') return sql`${key} < ${end}`;
  return sql`(${key} >= ${start} and ${key} < ${end})`;
}

/** Conditions on a key of days (a `date` column, or `YYYY-MM-DD` text): an instant counts by its date. */
function dayCondition(column: FilterColumn, bound: Bound, value: unknown): SQL {
  const when = parseWhen(value);
  if (!when) throw badValue(column, 'Views_InvalidDate');
  const day = 'day' in when ? when.day : when.instant.slice(0, 10);
  const operand = column.type === 'day' ? sql`${day}::date` : sql`${day}::text`;
  const key = column.type === 'day' ? column.key : textKey(column);
  const op = bound === 'from' ? sql`>=` : bound === 'to' ? sql`<=` : sql`=`;
  return sql`${key} ${op} ${operand}`;
}

/** A number operand; numeric keys of any width compare with `numeric`, so nothing overflows. */
function numberOperand(column: FilterColumn, value: unknown): SQL {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMBER_TEXT.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > NUMBER_LIMIT) throw badValue(column, 'Views_InvalidNumber');
  return sql`${String(n)}::numeric`;
}

function booleanOperand(column: FilterColumn, value: unknown): SQL {
  // A values filter carries text: 'true' and 'false' are the booleans.
  const b = value === 'true' ? true : value === 'false' ? false : value;
  if (typeof b !== 'boolean') throw badValue(column);
  return sql`${b}::boolean`;
}

function timeKind(column: FilterColumn): 'instant' | 'day' | null {
  if (column.type === 'instant') return 'instant';
  if (column.type === 'day') return 'day';
  if (column.type !== 'text') return null;
  if (column.attribute.dataType === 'dateTime') return 'instant';
  if (column.attribute.dataType === 'date') return 'day';
  return null;
}

/** The key and a value typed as the key is, for a column that holds no points in time. */
function comparable(column: FilterColumn, value: unknown): { key: SQL; operand: SQL } {
  if (column.type === 'number' || NUMERIC.has(column.attribute.dataType))
    return { key: column.key, operand: numberOperand(column, value) };
  if (column.type === 'boolean' || column.attribute.dataType === 'boolean')
    return { key: column.key, operand: booleanOperand(column, value) };
  if (typeof value !== 'string' && typeof value !== 'number') throw badValue(column);
  return { key: textKey(column), operand: sql`${String(value)}::text` };
}

/** One comparison of the column with a value. */
function condition(column: FilterColumn, bound: Bound, value: unknown): SQL {
  const time = timeKind(column);
  if (time === 'instant') return instantCondition(column, bound, value);
  if (time === 'day') return dayCondition(column, bound, value);
  const { key, operand } = comparable(column, value);
  const op = bound === 'from' ? sql`>=` : bound === 'to' ? sql`<=` : sql`=`;
  return sql`${key} ${op} ${operand}`;
}

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE condition of one filter on its column. */
export function filterCondition(column: FilterColumn, filter: ViewFilter): SQL {
  switch (filter.kind) {
    case 'contains':
      if (!TEXTUAL.has(column.attribute.dataType))
        throw new ViewRequestError('Views_InvalidFilter', `${column.attribute.name} is not text.`);
      return sql`${textKey(column)} ilike ${likePattern(filter.value)}`;
    case 'equals':
      return filter.value === null ? sql`${column.key} is null` : condition(column, 'equals', filter.value);
    case 'range': {
      const parts: SQL[] = [];
      if (filter.from !== undefined) parts.push(condition(column, 'from', filter.from));
      if (filter.to !== undefined) parts.push(condition(column, 'to', filter.to));
      return sql.join(parts, sql` and `);
    }
    case 'values': {
      // Points in time match a day each; other keys take one IN list (one index scan).
      if (timeKind(column))
        return sql`(${sql.join(
          filter.values.map((v) => condition(column, 'equals', v)),
          sql` or `,
        )})`;
      const compared = filter.values.map((v) => comparable(column, v));
      return sql`${compared[0]!.key} in (${sql.join(
        compared.map((c) => c.operand),
        sql`, `,
      )})`;
    }
  }
}
