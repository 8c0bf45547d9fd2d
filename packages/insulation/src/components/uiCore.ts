/**
 * The configurator's view of i18n without React: t(key), the locale, and locale-aware number
 * parsing and formatting. The screen (useUi in ui.tsx) and the server-side PDF report both build
 * their Ui with createUi, so every figure is formatted the same way and never shows NaN.
 */
import {
  formatNumber,
  getNumberSeparators,
  parseNumber,
  resolveLocale,
  translate,
  type TranslationMap,
} from '@insulcalc/i18n/core';
import { SI_UNITS, currencySymbol, withCurrency, type Units } from './units';

export type TranslateValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Ui {
  language: string;
  intlLocale: string;
  t: (key: string, values?: TranslateValues) => string;
  /**
   * Parses a number typed in the locale, strictly: digits, the locale's group and decimal
   * separators, a leading sign; nothing else (no exponent, no letters). Null when it is not such a
   * number (never NaN).
   */
  parse: (text: string) => number | null;
  /** Formats a finite number in the locale with exactly `digits` decimals; '–' for anything else (never NaN). */
  format: (value: number | null | undefined, maxFractionDigits?: number) => string;
  /** Formats for an input: no grouping, up to 6 decimals. */
  formatInput: (value: number | null | undefined) => string;
  /**
   * The display unit system (SI or imperial): converts what is shown and typed, never what is
   * stored; its money units show the reader's currency.
   */
  units: Units;
  /** ISO 4217 code of the money figures (the User settings' currency; EUR by default). */
  currency?: string;
  /**
   * An SI figure in the display unit system: the formatted value (`digits` decimals for the SI
   * unit, more where the shown unit needs them) and the shown unit.
   */
  measure: (
    value: number | null | undefined,
    siUnit: string,
    digits?: number,
  ) => { value: string; unit: string };
}

/** Parses a number typed in the language (i18n's parseNumber, spec §5); null when invalid. */
export function parseLocaleNumber(text: string, language: string): number | null {
  const parsed = parseNumber(text, language);
  return parsed.ok && Number.isFinite(parsed.value) ? parsed.value : null;
}

const MINUS_SIGNS = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACE_CLASS = '[\\s\\u00A0\\u2007\\u202F]';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const strictPatterns = new Map<string, { number: RegExp; group: RegExp; decimal: string }>();

/**
 * A number as an engineer types it in the configurator (decision 0011): an optional sign, digits
 * (grouped in threes by the locale's group separator, or not grouped at all) and an optional
 * fraction after the locale's decimal separator. Anything else — letters ("8O"), an exponent
 * ("1e2"), the other locale's decimal separator ("0,8" in English, "60.3" in German), two signs —
 * is null, so the field can say so instead of silently using a different number. The platform's
 * Numeric control keeps the spec's lenient parser (parseLocaleNumber).
 */
export function parseStrictNumber(text: string, language: string): number | null {
  let compiled = strictPatterns.get(language);
  if (!compiled) {
    const { group, decimal } = getNumberSeparators(language);
    const g = /^[\s\u00A0\u2007\u202F]+$/.test(group) ? SPACE_CLASS : escapeRegExp(group);
    const d = escapeRegExp(decimal);
    compiled = {
      number: new RegExp(`^[+-]?(?:(?:\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}\\d*)?|${d}\\d+)$`),
      group: new RegExp(g, 'g'),
      decimal,
    };
    strictPatterns.set(language, compiled);
  }
  const trimmed = text.trim().replace(MINUS_SIGNS, '-');
  if (!compiled.number.test(trimmed)) return null;
  const plain = trimmed.replace(compiled.group, '').replace(compiled.decimal, '.');
  const value = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

export function createUi(language: string, t: Ui['t'], baseUnits: Units = SI_UNITS, currency = 'EUR'): Ui {
  const units = withCurrency(baseUnits, currencySymbol(currency, resolveLocale(language).intlLocale));
  const format: Ui['format'] = (value, digits = 2) =>
    typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language, digits) : '–';
  return {
    language,
    intlLocale: resolveLocale(language).intlLocale,
    // Every text may follow the unit system ("per metre" / "per foot"): `unitSystem` is SI or
    // imperial in every message's values, unless the caller gives its own.
    t: (key, values) => t(key, { unitSystem: units.system, ...values }),
    parse: (text) => parseStrictNumber(text, language),
    format,
    units,
    currency,
    measure: (value, siUnit, digits = 2) => ({
      value:
        typeof value === 'number' && Number.isFinite(value)
          ? format(units.toShown(value, siUnit), units.digits(digits, siUnit))
          : '–',
      unit: units.unit(siUnit),
    }),
    formatInput: (value) =>
      typeof value === 'number' && Number.isFinite(value)
        ? formatNumber(value, language, undefined, { useGrouping: false })
        : '',
  };
}

/**
 * A Ui over a plain key → text map (outside React, e.g. on the server): the same ICU formatting
 * and spec §8 rules as the screen's translations (missing key → `[?:key]`, null → '').
 */
export function createUiFromMessages(
  language: string,
  messages: TranslationMap,
  units: Units = SI_UNITS,
  currency = 'EUR',
): Ui {
  return createUi(
    language,
    (key, values) => translate(messages, key, values, language) ?? '',
    units,
    currency,
  );
}
