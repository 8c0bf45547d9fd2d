/**
 * The one list of the languages the product supports (spec §1), in the order of the language
 * selector, with each language's name in itself. Every other list (the shell's selector, the
 * server's languages, the report) is derived from it.
 */
export const LANGUAGES = [
  { code: 'sl', localName: 'Slovenščina' },
  { code: 'sr', localName: 'Srpski' },
  { code: 'en', localName: 'English' },
  { code: 'de', localName: 'Deutsch' },
  { code: 'bs', localName: 'Bosanski' },
  { code: 'hr', localName: 'Hrvatski' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language codes of {@link LANGUAGES}, in the same order. */
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES.map((entry) => entry.code);

/** Each language's name in itself (Slovenščina, Srpski, English, Deutsch, Bosanski, Hrvatski). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.fromEntries(
  LANGUAGES.map((entry) => [entry.code, entry.localName]),
) as Record<Language, string>;

/** The language used when a requested one is unknown or a text is missing (spec §1). */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Everything locale-specific that is derived from a language code. */
export interface LocaleInfo {
  /** The supported language the code resolved to. */
  readonly language: Language;
  /**
   * The language whose locale data is used (date library locale). `bs` reuses `sr`
   * (spec §1 "bs reuses the sr locale").
   */
  readonly localeDataLanguage: Exclude<Language, 'bs'>;
  /** BCP 47 tag handed to `Intl.*` and react-intl (Serbian and Bosnian in Latin script). */
  readonly intlLocale: string;
  /** True when the requested code was not a supported language and the fallback was used. */
  readonly isFallback: boolean;
}

const INTL_LOCALES: Record<Language, string> = {
  sl: 'sl',
  sr: 'sr-Latn',
  en: 'en',
  de: 'de',
  bs: 'sr-Latn',
  hr: 'hr',
};

export function isSupportedLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * Normalises a language code or locale tag (`SL`, `sl-SI`, `sr_Latn_RS`, `de-AT`) to a
 * supported language, or `null` when its primary subtag is not supported.
 */
export function normalizeLanguage(code: string | null | undefined): Language | null {
  if (typeof code !== 'string') return null;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(primary) ? primary : null;
}

/** Resolves any language code to the locale information used by this package (fallback `en`). */
export function resolveLocale(code: string | null | undefined): LocaleInfo {
  const normalized = normalizeLanguage(code);
  const language = normalized ?? FALLBACK_LANGUAGE;
  return {
    language,
    localeDataLanguage: language === 'bs' ? 'sr' : language,
    intlLocale: INTL_LOCALES[language],
    isFallback: normalized === null,
  };
}
