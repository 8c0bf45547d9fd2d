import { resolveLocale } from '@insulcalc/i18n';

/** A figure in the reader's number format (the profile's language), with fixed decimals. */
export function formatFigure(value: number, language: string, decimals = 0): string {
  if (!Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(resolveLocale(language).intlLocale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
