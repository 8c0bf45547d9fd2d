import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
// The deep entry: the landing gets React Aria's provider without the components' barrel.
import { I18nProvider as AriaI18nProvider } from 'react-aria-components/I18nProvider';
import { ariaLocale, areAriaStringsReady, loadAriaStrings } from './aria/ariaStrings';
import { resolveLocale, type Language } from './languages';
import { isLocaleDataLoaded, loadLocaleData } from './localeData';
import {
  formatDate,
  parseDate,
  type DateInput,
  type FormatDateOptions,
  type ParseDateOptions,
} from './dates';
import {
  formatNumber,
  parseNumber,
  type FormatNumberOptions,
  type NumberParseResult,
  type ParseNumberOptions,
} from './numbers';
import { resolveMultiLang, type ResolveMultiLangOptions } from './multiLang';
import { createIntlErrorHandler, toIntlMessages, translateWith, type TranslateValues } from './translate';
import type { TranslationMap } from './translations';

interface I18nContextValue {
  language: Language;
  messages: TranslationMap;
  /** True once the lazily loaded locale data (date locale) of `language` is available. */
  localeDataReady: boolean;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  /** Any language code; resolved with `resolveLocale` (unknown → `en`). */
  language: string;
  /** The key→text map (from `loadTranslations` or the shell's translations query). */
  messages: TranslationMap;
  /** Override production detection for error reporting (default `import.meta.env.PROD`). */
  isProduction?: boolean;
  children?: ReactNode;
}

/**
 * Provides the language and translations to the tree: wraps react-intl's `IntlProvider`
 * with the right Intl locale (`sr-Latn` for sr and bs), spec §8 missing/null-key handling and an
 * error handler that never spams the console about missing messages. It also starts loading
 * the language's locale data (date locale) lazily, and gives React Aria's components (combo
 * boxes, date fields, grids) the same locale, so their screen-reader texts and formats follow the
 * app's language rather than the browser's (Bosnian texts load lazily: `aria/ariaStrings.ts`).
 */
export function I18nProvider({ language, messages, isProduction, children }: I18nProviderProps) {
  const locale = resolveLocale(language);
  const intlMessages = useMemo(() => toIntlMessages(messages), [messages]);
  const onError = useMemo(() => createIntlErrorHandler(isProduction), [isProduction]);
  const [loadedLanguage, setLoadedLanguage] = useState<Language | null>(null);

  useEffect(() => {
    let active = true;
    if (isLocaleDataLoaded(locale.language)) return;
    loadLocaleData(locale.language).then(
      () => {
        if (active) setLoadedLanguage(locale.language);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale.language]);

  const [ariaLanguage, setAriaLanguage] = useState<Language | null>(null);
  useEffect(() => {
    let active = true;
    if (areAriaStringsReady(locale.language)) return;
    loadAriaStrings(locale.language).then(
      () => {
        if (active) setAriaLanguage(locale.language);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale.language]);
  const reactAriaLocale = ariaLocale(
    locale.language,
    locale.intlLocale,
    ariaLanguage === locale.language || areAriaStringsReady(locale.language),
  );

  const localeDataReady = loadedLanguage === locale.language || isLocaleDataLoaded(locale.language);
  const value = useMemo<I18nContextValue>(
    () => ({ language: locale.language, messages, localeDataReady }),
    [locale.language, messages, localeDataReady],
  );

  return (
    <I18nContext.Provider value={value}>
      <IntlProvider
        locale={locale.intlLocale}
        defaultLocale="en"
        messages={intlMessages}
        onError={onError}
        fallbackOnEmptyString={false}
      >
        <AriaI18nProvider locale={reactAriaLocale}>{children}</AriaI18nProvider>
      </IntlProvider>
    </I18nContext.Provider>
  );
}

function useI18nContext(hook: string): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error(`${hook} must be used inside <I18nProvider>.`);
  return context;
}

/** The current supported language (`sl`, `sr`, `en`, `de`, `bs`, `hr`). */
export function useLanguage(): Language {
  return useI18nContext('useLanguage').language;
}

/** The raw translation map of the provider. */
export function useMessages(): TranslationMap {
  return useI18nContext('useMessages').messages;
}

/** True once the current language's lazily loaded locale data is available. */
export function useLocaleDataReady(): boolean {
  return useI18nContext('useLocaleDataReady').localeDataReady;
}

export type TranslateFn = (key: string, values?: TranslateValues) => string | null;

/**
 * Returns `t(key, values)`: a missing key gives `[?:key]`, a key mapped to `null` gives `null`,
 * otherwise the ICU message formatted in the current locale.
 */
export function useTranslate(): TranslateFn {
  const { messages } = useI18nContext('useTranslate');
  const intl = useIntl();
  return useCallback(
    (key: string, values?: TranslateValues) => translateWith(intl, messages, key, values),
    [intl, messages],
  );
}

type BoundDateOptions<T> = Omit<T, 'language' | 'messages'>;

/** Everything of this package bound to the provider's language and translations. */
export interface I18nApi {
  language: Language;
  messages: TranslationMap;
  localeDataReady: boolean;
  t: TranslateFn;
  formatNumber: (
    value: number | null | undefined,
    decimals?: number,
    options?: FormatNumberOptions,
  ) => string;
  parseNumber: (value: string | number | null | undefined, options?: ParseNumberOptions) => NumberParseResult;
  formatDate: (value: DateInput, options?: BoundDateOptions<FormatDateOptions>) => string;
  parseDate: (value: DateInput, options?: BoundDateOptions<ParseDateOptions>) => Date | null;
  resolveMultiLang: (value: unknown, options?: Omit<ResolveMultiLangOptions, 'selectedLanguage'>) => string;
}

/**
 * The translate function plus number, date and multi-language helpers bound to the current
 * language and translations (date formats come from the `momentjs_*Format` keys). The object is
 * stable while language, messages and locale-data readiness do not change; dates re-render in the
 * right language once the lazily loaded locale data arrives.
 */
export function useI18n(): I18nApi {
  const { language, messages, localeDataReady } = useI18nContext('useI18n');
  const t = useTranslate();
  return useMemo<I18nApi>(
    () => ({
      language,
      messages,
      localeDataReady,
      t,
      formatNumber: (value, decimals, options) => formatNumber(value, language, decimals, options),
      parseNumber: (value, options) => parseNumber(value, language, options),
      formatDate: (value, options) => formatDate(value, { ...options, language, messages }),
      parseDate: (value, options) => parseDate(value, { ...options, language, messages }),
      resolveMultiLang: (value, options) =>
        resolveMultiLang(value, { ...options, selectedLanguage: language }),
    }),
    [language, messages, localeDataReady, t],
  );
}
