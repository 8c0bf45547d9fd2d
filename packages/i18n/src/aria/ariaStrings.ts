import type { Language } from '../languages';
import type { AriaStrings } from './bosnian';

/**
 * React Aria's texts (screen-reader labels and announcements of combo boxes, grids, date fields…)
 * in the app's language. React Aria follows the locale of its own I18nProvider (`ariaLocale`)
 * and ships 34 languages; Bosnian is not one of them, so a Bosnian page installs a dictionary of
 * its own through React Aria's documented global (the one its `LocalizedStringProvider` writes for
 * server rendering): our Bosnian texts over React Aria's Croatian table, which supplies every
 * package we did not translate. React Aria reads that global once per page, which fits: a language
 * change reloads the page (the shell's language selector).
 */

const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

/** The locale React Aria gets once the Bosnian dictionary is installed (Serbian Latin formats, spec §1). */
export const BOSNIAN_ARIA_LOCALE = 'sr-Latn-BA';

type AriaGlobal = { [STRINGS]?: AriaStrings; [LOCALE]?: string };

function ariaGlobal(): AriaGlobal | null {
  return typeof window === 'undefined' ? null : (window as unknown as AriaGlobal);
}

let installed = false;
let pending: Promise<void> | null = null;

/** Whether React Aria's texts of `language` are available (every language but Bosnian always is). */
export function areAriaStringsReady(language: Language): boolean {
  return language !== 'bs' || installed;
}

/** The dictionary a Bosnian page installs: React Aria's Croatian table with our Bosnian texts over it. */
export async function bosnianAriaDictionary(): Promise<AriaStrings> {
  const [croatian, { bosnianAriaStrings }] = await Promise.all([
    // Its declaration types the default export as a type only; the module's value is the table.
    import('react-aria-components/i18n/hr-HR') as unknown as Promise<{ default: AriaStrings }>,
    import('./bosnian'),
  ]);
  const base = croatian.default;
  const merged: AriaStrings = {};
  for (const pkg of new Set([...Object.keys(base), ...Object.keys(bosnianAriaStrings)]))
    merged[pkg] = { ...base[pkg], ...bosnianAriaStrings[pkg] };
  return merged;
}

/**
 * Makes React Aria's texts of `language` available (once; concurrent calls share the load). Only
 * Bosnian loads anything: two small chunks, on Bosnian pages only. In a page without `window`
 * (server rendering) it does nothing.
 */
export function loadAriaStrings(language: Language): Promise<void> {
  if (areAriaStringsReady(language)) return Promise.resolve();
  pending ??= bosnianAriaDictionary().then(
    (dictionary) => {
      const target = ariaGlobal();
      if (target) {
        target[LOCALE] = BOSNIAN_ARIA_LOCALE;
        target[STRINGS] = dictionary;
        installed = true;
      }
      pending = null;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The locale React Aria's provider gets for a language: the app's Intl locale, and for Bosnian
 * `sr-Latn-BA` once its dictionary is installed (the change of locale re-renders React Aria's
 * components with the new texts; until then they speak Serbian Latin).
 */
export function ariaLocale(language: Language, intlLocale: string, ready: boolean): string {
  return language === 'bs' && ready ? BOSNIAN_ARIA_LOCALE : intlLocale;
}
