/** The six supported languages (spec §1); bs reuses the sr locale on the client, but has its own texts. */
export const LANGUAGES = [
  { code: 'sl', localName: 'Slovenščina' },
  { code: 'sr', localName: 'Srpski' },
  { code: 'en', localName: 'English' },
  { code: 'de', localName: 'Deutsch' },
  { code: 'bs', localName: 'Bosanski' },
  { code: 'hr', localName: 'Hrvatski' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Normalises `sr-Latn`, `DE`, `de-AT` to a supported code, or undefined. */
export function normaliseLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : undefined;
}
