import { dayjs } from './dayjs';
import { dateLocaleName, isLocaleDataLoaded } from './localeData';
import type { TranslationMap } from './translations';

/** The three translatable date format types (spec §5). */
export type DateFormatType = 'date' | 'time' | 'dateTime';

export const DATE_FORMAT_TYPES: readonly DateFormatType[] = ['date', 'time', 'dateTime'];

/** Default format when nothing else is asked for (spec §5). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';
/** Locale-independent date form. */
export const INVARIANT_DATE_FORMAT = 'YYYY-MM-DD';
/** Locale-independent time form. */
export const INVARIANT_TIME_FORMAT = 'HH:mm:ss';

/**
 * Defaults used when the translations have no `momentjs_{type}Format` key: the locale's own
 * short formats (`L` = e.g. `DD.MM.YYYY` in de, `DD. MM. YYYY` in sl, `MM/DD/YYYY` in en).
 */
export const DEFAULT_DISPLAY_FORMATS: Readonly<Record<DateFormatType, string>> = {
  date: 'L',
  time: 'LT',
  dateTime: 'L LT',
};

/** Defaults used when the translations have no `momentjs_input_{type}Format` key. */
export const DEFAULT_INPUT_FORMATS: Readonly<Record<DateFormatType, string>> = {
  date: 'L',
  time: 'LT',
  dateTime: 'L LT',
};

/** The translation key holding a date format: `momentjs_{type}Format` or `momentjs_input_{type}Format`. */
export function dateFormatKey(type: DateFormatType, input = false): string {
  return input ? `momentjs_input_${type}Format` : `momentjs_${type}Format`;
}

/**
 * The format for a type: the translated format (a moment/dayjs format string) when the key has
 * a non-empty text, else the default.
 */
export function resolveDateFormat(
  type: DateFormatType,
  options: { messages?: TranslationMap | null; input?: boolean } = {},
): string {
  const translated = options.messages?.[dateFormatKey(type, options.input)];
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return (options.input ? DEFAULT_INPUT_FORMATS : DEFAULT_DISPLAY_FORMATS)[type];
}

export type DateInput = Date | string | number | null | undefined;

export interface ParseDateOptions {
  /** Also accept text in this format (or these formats), parsed strictly (user input). */
  format?: string | readonly string[];
  /** Also accept text in the input format of this type (`momentjs_input_{type}Format` or default). */
  type?: DateFormatType;
  /** Translations to look the input format up in. */
  messages?: TranslationMap | null;
  /** Language for month/day names and localized formats (its locale data must be loaded). */
  language?: string | null;
}

const LEGACY_DATE = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?$/;

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

function timeParts(
  h?: string,
  mi?: string,
  s?: string,
  frac?: string,
): [number, number, number, number] | null {
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  const millis = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return [hours, minutes, seconds, millis];
}

function parseIso(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s, frac, zone] = match;
    const year = Number(y);
    const month = Number(mo) - 1;
    const day = Number(d);
    const time = timeParts(h, mi, s, frac);
    if (!time) return null;
    const date = new Date(0);
    if (zone) {
      date.setUTCFullYear(year, month, day);
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day)
        return null;
      date.setUTCHours(...time);
      if (zone.toUpperCase() !== 'Z') {
        const sign = zone.startsWith('-') ? -1 : 1;
        const digits = zone.slice(1).replace(':', '');
        const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
        date.setTime(date.getTime() - sign * offsetMinutes * 60_000);
      }
    } else {
      // No zone: local time, as moment/dayjs do.
      date.setFullYear(year, month, day);
      if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
      date.setHours(...time);
    }
    return validDate(date);
  }
  const timeMatch = TIME_ONLY.exec(text);
  if (timeMatch) {
    const [, h, mi, s, frac] = timeMatch;
    const time = timeParts(h, mi, s, frac);
    if (!time) return null;
    const date = new Date();
    date.setHours(...time);
    return date;
  }
  return null;
}

/** The dayjs locale to use for a language: its own once loaded, English until then. */
function activeLocaleName(language: string | null | undefined): string {
  return isLocaleDataLoaded(language) ? dateLocaleName(language) : 'en';
}

/**
 * Parses a date (spec §5). Accepts a `Date`, epoch milliseconds, the legacy `/Date(ms)/` form
 * (optionally with an offset suffix, which is ignored because ms are UTC), ISO-style text
 * (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss[.SSS]]` with optional `Z`/`±HH:mm`; without a zone it is
 * local time; a space may replace the `T`), a time `HH:mm[:ss]` (today), and — strictly — text
 * in `options.format` or the input format of `options.type`. Returns `null` when invalid.
 */
export function parseDate(value: DateInput, options: ParseDateOptions = {}): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return validDate(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? validDate(new Date(value)) : null;
  const text = value.trim();
  if (text === '') return null;

  const legacy = LEGACY_DATE.exec(text);
  if (legacy) return validDate(new Date(Number(legacy[1])));

  const iso = parseIso(text);
  if (iso) return iso;

  const formats: string[] = [];
  if (options.format !== undefined)
    formats.push(...(typeof options.format === 'string' ? [options.format] : options.format));
  if (options.type)
    formats.push(resolveDateFormat(options.type, { messages: options.messages ?? null, input: true }));
  const locale = activeLocaleName(options.language);
  for (const format of formats) {
    const parsed = dayjs(text, format, locale, true);
    if (parsed.isValid()) return parsed.toDate();
  }
  return null;
}

export interface FormatDateOptions {
  /** Explicit dayjs/moment format string; wins over `type`. */
  format?: string;
  /** Use the translatable format of this type (`momentjs_{type}Format` or its default). */
  type?: DateFormatType;
  /** Use the input format (`momentjs_input_{type}Format`) instead of the display format. */
  input?: boolean;
  /** Translations to look the format up in. */
  messages?: TranslationMap | null;
  /** Language for month/day names and localized tokens (its locale data must be loaded). */
  language?: string | null;
}

/**
 * Formats a date (anything `parseDate` accepts) in local time. The format is `options.format`,
 * else the translatable format of `options.type`, else `YYYY-MM-DDTHH:mm:ssZ` (spec §5).
 * Invalid or empty values give ''.
 */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const date = parseDate(value);
  if (!date) return '';
  const format =
    options.format ??
    (options.type
      ? resolveDateFormat(options.type, { messages: options.messages ?? null, input: options.input ?? false })
      : DEFAULT_DATE_FORMAT);
  return dayjs(date).locale(activeLocaleName(options.language)).format(format);
}

/**
 * Locale-independent forms (spec §5): `date` → `YYYY-MM-DD`, `time` → `HH:mm:ss` (both local
 * time), `timestamp` → full ISO timestamp in UTC (`YYYY-MM-DDTHH:mm:ss.SSSZ`). Invalid → ''.
 */
export function formatDateInvariant(value: DateInput, kind: 'date' | 'time' | 'timestamp'): string {
  const date = parseDate(value);
  if (!date) return '';
  if (kind === 'timestamp') return date.toISOString();
  return dayjs(date).format(kind === 'date' ? INVARIANT_DATE_FORMAT : INVARIANT_TIME_FORMAT);
}
