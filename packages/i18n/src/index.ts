export * from './core';
export {
  I18nProvider,
  useTranslate,
  useLanguage,
  useMessages,
  useLocaleDataReady,
  useI18n,
  type I18nApi,
  type I18nProviderProps,
  type TranslateFn,
} from './react';
