import { resolveLocale } from './languages';
import { roundHalfEven } from './rounding';

export interface NumberSeparators {
  /** Thousands (group) separator, e.g. '.' for sl/de/hr/sr/bs, ',' for en. */
  group: string;
  /** Decimal separator, e.g. ',' for sl/de/hr/sr/bs, '.' for en. */
  decimal: string;
}

const separatorCache = new Map<string, NumberSeparators>();

/** Group and decimal separators of a language, taken from `Intl.NumberFormat#formatToParts`. */
export function getNumberSeparators(language: string | null | undefined): NumberSeparators {
  const locale = resolveLocale(language).intlLocale;
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(
    1234567.5,
  );
  const separators: NumberSeparators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  separatorCache.set(locale, separators);
  return separators;
}

export type NumberParseError =
  /** Nothing to parse (null, undefined, empty or blank text). */
  | 'empty'
  /** The group and decimal separators are identical and occur in the value. */
  | 'ambiguousSeparators'
  /** No valid number remains after normalisation (e.g. 'abc', '1.2.3' in en, '5-3'). */
  | 'invalid';

export type NumberParseResult =
  { ok: true; value: number } | { ok: false; error: NumberParseError; input: string };

export interface ParseNumberOptions {
  /** Override the separators taken from the locale (e.g. from a user setting). */
  separators?: Partial<NumberSeparators>;
}

/** Minus-like characters normalised to '-' (U+2212 minus, dashes, small/full-width hyphen-minus). */
const MINUS_SIGNS = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACES = /[\s\u00A0\u2007\u202F]/g;
const IS_SPACE = /^[\s\u00A0\u2007\u202F]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Parses a number typed in a language (spec §5): removes group separators, turns the decimal
 * separator into a dot, normalises minus signs, strips every other character, then reads the
 * result. Never returns NaN: failures are `{ ok: false, error }`.
 *
 * It fails with `ambiguousSeparators` when the group and decimal separators are identical and
 * present in the value, `empty` for blank input and `invalid` when no well-formed number remains.
 * Finite numbers are accepted as they are.
 */
export function parseNumber(
  value: string | number | null | undefined,
  language: string | null | undefined,
  options: ParseNumberOptions = {},
): NumberParseResult {
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? { ok: true, value: value === 0 ? 0 : value }
      : { ok: false, error: 'invalid', input: String(value) };
  }
  const input = value ?? '';
  if (input.trim() === '') return { ok: false, error: 'empty', input };

  const localeSeparators = getNumberSeparators(language);
  const group = options.separators?.group ?? localeSeparators.group;
  const decimal = options.separators?.decimal ?? localeSeparators.decimal;
  if (group === decimal && group !== '' && input.includes(group)) {
    return { ok: false, error: 'ambiguousSeparators', input };
  }

  let text = input.replace(MINUS_SIGNS, '-');
  if (group !== '') {
    text = IS_SPACE.test(group)
      ? text.replace(SPACES, '')
      : text.replace(new RegExp(escapeRegExp(group), 'g'), '');
  }
  if (decimal !== '' && decimal !== '.') text = text.replace(new RegExp(escapeRegExp(decimal), 'g'), '.');
  text = text.replace(/[^0-9.-]/g, '');

  if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: 'invalid', input };
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) return { ok: false, error: 'invalid', input };
  return { ok: true, value: parsed === 0 ? 0 : parsed };
}

export interface FormatNumberOptions {
  /** Show group separators (default true). */
  useGrouping?: boolean;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number in a language's notation. With `decimals` the value is first rounded
 * half-to-even (`roundHalfEven`) and always shown with exactly that many fraction digits; without
 * it, up to 15 fraction digits are shown (no trailing zeros). `null`, `undefined` and NaN give ''.
 */
export function formatNumber(
  value: number | null | undefined,
  language: string | null | undefined,
  decimals?: number,
  options: FormatNumberOptions = {},
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const locale = resolveLocale(language).intlLocale;
  const useGrouping = options.useGrouping ?? true;
  const fixed = decimals !== undefined;
  const digits = fixed ? decimals : 15;
  const rounded = roundHalfEven(value, digits);
  const cacheKey = `${locale}|${digits}|${fixed}|${useGrouping}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fixed ? digits : 0,
      maximumFractionDigits: digits,
      useGrouping,
      roundingMode: 'halfEven',
    } as Intl.NumberFormatOptions);
    formatterCache.set(cacheKey, formatter);
  }
  return formatter.format(rounded);
}

/**
 * Converts the text 'true' or 'false' (case-insensitive, surrounding blanks ignored) to a boolean
 * (spec §5). Booleans pass through; anything else gives `null`.
 */
export function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}
