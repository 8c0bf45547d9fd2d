/**
 * The configurator's view of i18n in React: useUi() builds the framework-free Ui of uiCore.ts
 * (t, parse, format, units) for the provider's language and the reader's unit system. One adapter so every component speaks the same
 * language and never shows NaN.
 */
import { useMemo } from 'react';
import { useLanguage, useTranslate } from '@insulcalc/i18n';
import { createUi, type Ui } from './uiCore';
import { createUnits } from './units';
import { useUnitSystem } from './unitSystem';
import { useCurrency } from './currency';

export { createUi, createUiFromMessages, parseLocaleNumber, type TranslateValues, type Ui } from './uiCore';

/** The UI adapter for the current provider's language. */
export function useUi(): Ui {
  const language = useLanguage();
  const translate = useTranslate();
  const system = useUnitSystem();
  const currency = useCurrency();
  return useMemo(() => {
    const t: Ui['t'] = (key, values) => translate(key, values) ?? '';
    return createUi(language, t, createUnits(system), currency);
  }, [language, translate, system, currency]);
}
