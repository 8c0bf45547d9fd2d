/**
 * The configurator's view of i18n without React: t(key), the locale, and locale-aware number
 * parsing and formatting. The screen (useUi in ui.tsx) and the server-side PDF report both build
 * their Ui with createUi, so every figure is formatted the same way and never shows NaN.
 */
import {
  formatNumber,
  parseNumber,
  resolveLocale,
  translate,
  type TranslationMap,
} from '@insulcalc/i18n/core';
import { SI_UNITS, type Units } from './units';

export type TranslateValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Ui {
  language: string;
  intlLocale: string;
  t: (key: string, values?: TranslateValues) => string;
  /** Parses a number typed in the locale; null when it is not a number (never NaN). */
  parse: (text: string) => number | null;
  /** Formats a finite number in the locale with exactly `digits` decimals; '–' for anything else (never NaN). */
  format: (value: number | null | undefined, maxFractionDigits?: number) => string;
  /** Formats for an input: no grouping, up to 6 decimals. */
  formatInput: (value: number | null | undefined) => string;
  /** The display unit system (SI or imperial): converts what is shown and typed, never what is stored. */
  units: Units;
  /**
   * An SI figure in the display unit system: the formatted value (`digits` decimals for the SI
   * unit, more where the shown unit needs them) and the shown unit.
   */
  measure: (value: number | null | undefined, siUnit: string, digits?: number) => { value: string; unit: string };
}

/** Parses a number typed in the language (i18n's parseNumber, spec §5); null when invalid. */
export function parseLocaleNumber(text: string, language: string): number | null {
  const parsed = parseNumber(text, language);
  return parsed.ok && Number.isFinite(parsed.value) ? parsed.value : null;
}

export function createUi(language: string, t: Ui['t'], units: Units = SI_UNITS): Ui {
  const format: Ui['format'] = (value, digits = 2) =>
    typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language, digits) : '–';
  return {
    language,
    intlLocale: resolveLocale(language).intlLocale,
    t,
    parse: (text) => parseLocaleNumber(text, language),
    format,
    units,
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
): Ui {
  return createUi(language, (key, values) => translate(messages, key, values, language) ?? '', units);
}
