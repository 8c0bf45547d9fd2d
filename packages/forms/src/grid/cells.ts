import { formatDate, formatNumber, resolveMultiLang, type TranslationMap } from '@insulcalc/i18n';
import type { ViewColumnAnswer } from '../core/index';

export interface CellFormatContext {
  language: string;
  messages: TranslationMap | null;
  yes: string;
  no: string;
}

const NUMERIC = new Set(['integer', 'decimal']);

export function isNumericColumn(column: Pick<ViewColumnAnswer, 'dataType'>): boolean {
  return NUMERIC.has(column.dataType);
}

/**
 * A cell's text in the user's language: numbers in the user's number format, dates in the
 * translatable date format, booleans as yes/no, codes as their code list's text.
 */
export function cellText(column: ViewColumnAnswer, value: unknown, context: CellFormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.dataType) {
    case 'integer':
    case 'decimal': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? formatNumber(n, context.language, column.decimals) : String(value);
    }
    case 'boolean':
      return value === true || value === 'true'
        ? context.yes
        : value === false || value === 'false'
          ? context.no
          : '';
    case 'date':
    case 'dateTime':
      return (
        formatDate(value as string, {
          type: column.dataType,
          messages: context.messages,
          language: context.language,
        }) || String(value)
      );
    case 'code': {
      const choice = column.values?.find((v) => String(v.value) === String(value));
      return choice ? choice.text : String(value);
    }
    case 'localizedText':
      return resolveMultiLang(value, { selectedLanguage: context.language });
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * The value an export writes: numbers stay numbers (XLSX cells are numeric; CSV formats them in
 * the user's notation), everything else the text the grid shows.
 */
export function exportValue(
  column: ViewColumnAnswer,
  value: unknown,
  context: CellFormatContext,
): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (isNumericColumn(column)) {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return n;
  }
  return cellText(column, value, context);
}
