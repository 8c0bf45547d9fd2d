import { dayjs } from './dayjs';
import { resolveLocale, type Language, type LocaleInfo } from './languages';

type LocaleDataLanguage = LocaleInfo['localeDataLanguage'];

interface LocaleModule {
  default: ILocale;
}

/**
 * One dynamic import per locale: bundlers turn each into its own chunk, so only the data of
 * the languages actually used is downloaded. `bs` reuses `sr` (spec §1). Only the date
 * library's locale is needed: number formatting and plural rules come from the browser's Intl
 * (no Intl polyfill data on modern browsers).
 */
export const localeDataLoaders: Readonly<Record<LocaleDataLanguage, () => Promise<LocaleModule>>> = {
  sl: () => import('dayjs/locale/sl.js'),
  sr: () => import('dayjs/locale/sr.js'),
  en: () => import('dayjs/locale/en.js'),
  de: () => import('dayjs/locale/de.js'),
  hr: () => import('dayjs/locale/hr.js'),
};

const pending = new Map<LocaleDataLanguage, Promise<void>>();
const loaded = new Set<LocaleDataLanguage>(['en']); // dayjs ships English in its core

/** The dayjs locale name used for a language (`bs` → `sr`). */
export function dateLocaleName(language: string | null | undefined): LocaleDataLanguage {
  return resolveLocale(language).localeDataLanguage;
}

/** Whether the locale data of a language is already loaded (English always is). */
export function isLocaleDataLoaded(language: string | null | undefined): boolean {
  return loaded.has(dateLocaleName(language));
}

/**
 * Loads the locale data of a language (once; concurrent calls share one import) and registers
 * it with the date library. Until it resolves, date formatting in that language uses English.
 */
export function loadLocaleData(language: Language | string): Promise<void> {
  const name = dateLocaleName(language);
  if (loaded.has(name)) return Promise.resolve();
  let promise = pending.get(name);
  if (!promise) {
    promise = localeDataLoaders[name]().then(
      (module) => {
        const data = (module.default ?? module) as ILocale;
        // Register under our name on our instance (the locale file may have registered itself
        // on another copy of dayjs when ESM and UMD builds are mixed).
        dayjs.locale({ ...data, name }, undefined, true);
        loaded.add(name);
        pending.delete(name);
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}
