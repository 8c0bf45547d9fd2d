import {
  buildLanguageCookie,
  LANGUAGE_NAMES,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@insulcalc/i18n';

/** Each language's own name, as shown in the selector (the i18n package's one list). */
export { LANGUAGE_NAMES };

export function languageName(code: string | null | undefined): string {
  return LANGUAGE_NAMES[normalizeLanguage(code) ?? 'en'];
}

export const SELECTOR_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;

export interface LanguageChangeEnvironment {
  setCookie: (cookie: string) => void;
  reload: () => void;
  secure?: boolean;
}

export const browserLanguageEnvironment: LanguageChangeEnvironment = {
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
  reload: () => window.location.reload(),
};

/** Stores the lang cookie (SameSite=Lax, path /) and reloads the page (spec §4). */
export function applyLanguage(
  language: Language,
  env: LanguageChangeEnvironment = browserLanguageEnvironment,
): void {
  const secure = env.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  env.setCookie(buildLanguageCookie(language, { secure }));
  env.reload();
}
