/** The comparison as CSV (loaded on demand: papaparse stays out of the configurator's chunk). */
import { formatNumber } from '@insulcalc/i18n/core';
import type { Ui } from '../components/uiCore';
import { toCsv } from '../charts/csv';
import type { Comparison } from './compare';

/**
 * The comparison as CSV: section, quantity, unit, one column per calculation, whether it differs.
 * Figures are numbers without grouping in the language's notation (negative ones too); texts are
 * guarded against formulas.
 */
export function comparisonCsv(comparison: Comparison, ui: Ui): string {
  const header = [
    ui.t('Insulation_Compare_Section'),
    ui.t('Insulation_Compare_Quantity'),
    ui.t('Insulation_Compare_Unit'),
    ...comparison.columns.map((c) => c.name),
    ui.t('Insulation_Compare_Differs'),
  ];
  const body = comparison.sections.flatMap((section) =>
    section.rows.map((row) => [
      section.title,
      row.label,
      row.unit,
      ...row.cells.map((cell) =>
        cell.number !== undefined
          ? formatNumber(cell.number, ui.language, cell.digits, { useGrouping: false }).replace('\u2212', '-')
          : cell.text === '–'
            ? ''
            : cell.text,
      ),
      row.differs ? ui.t('Insulation_Common_Yes') : ui.t('Insulation_Common_No'),
    ]),
  );
  return toCsv([header, ...body], ui);
}
