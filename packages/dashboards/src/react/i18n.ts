import { useCallback } from 'react';
import { useTranslate, type TranslateValues } from '@insulcalc/i18n';

/** `t(key, values)` as a string (a key mapped to null renders empty). */
export function useT(): (key: string, values?: TranslateValues) => string {
  const translate = useTranslate();
  return useCallback((key: string, values?: TranslateValues) => translate(key, values) ?? '', [translate]);
}
