/**
 * The size-range results (allDiameter) as CSV for spreadsheets. Loaded on demand (papaparse stays
 * out of the configurator chunk). Spreadsheets in languages with a decimal comma (de, sl, hr, …)
 * expect ';' between fields, so the delimiter follows the language's decimal separator; numbers
 * are written without grouping, exactly as an input field shows them, so they import as numbers.
 */
import Papa from 'papaparse';
import { formatNumber } from '@insulcalc/i18n';
import type { ThermalError, ThermalResult } from '@insulcalc/thermal';
import type { Ui } from '../components/ui';
import { diameterRows } from './series';

/** The UTF-8 byte order mark: without it Excel reads č, ć, đ as mojibake. */
const BYTE_ORDER_MARK = '\uFEFF';

export function csvDelimiter(ui: Ui): ',' | ';' {
  return ui.formatInput(1.5).includes(',') ? ';' : ',';
}

export function sizeRangeCsv(
  result: ThermalResult,
  ui: Ui,
  describeError: (error: ThermalError) => string,
): string {
  const { t } = ui;
  const perMetre = (result.table ?? []).some((row) => row.result?.heatFlowPerMetre != null);
  const header = [
    t('Insulation_Field_NominalSize'),
    `${t('Insulation_Field_Diameter')} (mm)`,
    `${t('Insulation_Field_WallThickness')} (mm)`,
    perMetre
      ? `${t('Insulation_Result_HeatFlowPerMetre')} (W/m)`
      : `${t('Insulation_Result_HeatFlowTotal')} (W)`,
    `${t('Insulation_Result_SurfaceTemperature')} (°C)`,
    `${t('Insulation_Result_RequiredThickness')} (mm)`,
    t('Insulation_Csv_Note'),
  ];
  const rows = diameterRows(result);
  const body = (result.table ?? []).map((row, index) => {
    const figures = rows[index];
    return [
      ui.formatInput(row.nominalSize),
      ui.formatInput(row.diameter),
      ui.formatInput(row.wallThickness),
      figure(ui, figures?.heatFlow, 2),
      figure(ui, figures?.surfaceTemperature, 1),
      figure(ui, figures?.requiredThickness, 0),
      (row.errors ?? []).map(describeError).join('; '),
    ];
  });
  // escapeFormulae: a translated text starting with = + - @ must not run as a spreadsheet formula.
  const csv = Papa.unparse([header, ...body], {
    delimiter: csvDelimiter(ui),
    newline: '\r\n',
    escapeFormulae: true,
  });
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/** The figure as the screen rounds it (half to even, fixed decimals), without grouping; '' when absent. */
function figure(ui: Ui, value: number | null | undefined, digits: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatNumber(value, ui.language, digits, { useGrouping: false });
}
