import {
  FALLBACK_LANGUAGE as I18N_FALLBACK_LANGUAGE,
  LANGUAGES as I18N_LANGUAGES,
  isSupportedLanguage,
  normalizeLanguage,
  type Language,
} from '@insulcalc/i18n/core';

/**
 * The six supported languages (spec §1), from the i18n package's one list (its React-free
 * entry); bs reuses the sr locale on the client, but has its own texts.
 */
export const LANGUAGES = I18N_LANGUAGES;

export type LanguageCode = Language;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const FALLBACK_LANGUAGE: LanguageCode = I18N_FALLBACK_LANGUAGE;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return isSupportedLanguage(value);
}

/** Normalises `sr-Latn`, `DE`, `de-AT` to a supported code, or undefined. */
export function normaliseLanguage(value: unknown): LanguageCode | undefined {
  return typeof value === 'string' ? (normalizeLanguage(value) ?? undefined) : undefined;
}
