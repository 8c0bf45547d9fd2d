// The React-free part of the package: everything but the provider and hooks, for Node and
// framework-free code (e.g. the insulation package's PDF report builder on the server).
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  normalizeLanguage,
  resolveLocale,
  type Language,
  type LocaleInfo,
} from './languages';
export { localeDataLoaders, loadLocaleData, isLocaleDataLoaded, dateLocaleName } from './localeData';
export {
  LANGUAGE_COOKIE_NAME,
  buildLanguageCookie,
  readLanguageCookie,
  languageCookie,
  type LanguageCookieOptions,
} from './cookie';
export {
  APPLICATION_LOAD_FAILED_KEY,
  LOADING_TEXTS,
  loadingTextFor,
  translationsUrl,
  fallbackTranslations,
  validateTranslations,
  loadTranslations,
  type TranslationMap,
  type TranslationsValidation,
  type LoadTranslationsOptions,
  type LoadTranslationsResult,
} from './translations';
export {
  translate,
  translateWith,
  formatMessageText,
  lookupMessage,
  missingTranslationText,
  toIntlMessages,
  createIntlErrorHandler,
  getIntl,
  type TranslateValues,
  type MessageLookup,
  type MessageFormatter,
} from './translate';
export { icuSyntaxError } from './icuSyntax';
export {
  getNumberSeparators,
  parseNumber,
  formatNumber,
  parseBoolean,
  type NumberSeparators,
  type NumberParseError,
  type NumberParseResult,
  type ParseNumberOptions,
  type FormatNumberOptions,
} from './numbers';
export { roundHalfEven, DEFAULT_ROUNDING_DECIMALS } from './rounding';
export {
  DATE_FORMAT_TYPES,
  DEFAULT_DATE_FORMAT,
  INVARIANT_DATE_FORMAT,
  INVARIANT_TIME_FORMAT,
  DEFAULT_DISPLAY_FORMATS,
  DEFAULT_INPUT_FORMATS,
  dateFormatKey,
  resolveDateFormat,
  parseDate,
  formatDate,
  formatDateInvariant,
  type DateFormatType,
  type DateInput,
  type ParseDateOptions,
  type FormatDateOptions,
} from './dates';
export {
  parseMultiLang,
  resolveMultiLang,
  serializeMultiLang,
  type MultiLangValue,
  type MultiLangOptions,
  type ResolveMultiLangOptions,
} from './multiLang';
export { detectProduction } from './env';
