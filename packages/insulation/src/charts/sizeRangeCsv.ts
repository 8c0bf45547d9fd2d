/**
 * The size-range results (allDiameter) as CSV for spreadsheets. Loaded on demand (papaparse stays
 * out of the configurator chunk). Spreadsheets in languages with a decimal comma (de, sl, hr, …)
 * expect ';' between fields, so the delimiter follows the language's decimal separator; numbers
 * are written without grouping, exactly as an input field shows them, so they import as numbers.
 */
import { formatNumber } from '@insulcalc/i18n';
import type { ThermalError, ThermalResult } from '@insulcalc/thermal';
import type { Ui } from '../components/ui';
import { perLengthKey, sizeName } from '../components/resultRows';
import { diameterRows, flowDirection } from './series';
import { csvDelimiter, toCsv } from './csv';

export { csvDelimiter };

export function sizeRangeCsv(
  result: ThermalResult,
  ui: Ui,
  describeError: (error: ThermalError) => string,
): string {
  const { t } = ui;
  // In the reader's unit system (SI: exactly as before).
  const u = (si: string) => ui.units.unit(si);
  const perMetre = (result.table ?? []).some((row) => row.result?.heatFlowPerMetre != null);
  const heatSi = perMetre ? 'W/m' : 'W';
  const header = [
    t('Insulation_Field_NominalSize'),
    `${t('Insulation_Field_Diameter')} (${u('mm')})`,
    `${t('Insulation_Field_WallThickness')} (${u('mm')})`,
    // Magnitudes named by their direction, as the results panel names them (heat gain of a cold line).
    perMetre
      ? `${t(perLengthKey(ui, flowDirection(result)))} (${u('W/m')})`
      : `${t(flowDirection(result) === 'gain' ? 'Insulation_Result_HeatGainTotal' : 'Insulation_Result_HeatFlowTotal')} (${u('W')})`,
    `${t('Insulation_Result_SurfaceTemperature')} (${u('°C')})`,
    `${t('Insulation_Result_RequiredThickness')} (${u('mm')})`,
    t('Insulation_Csv_Note'),
  ];
  const rows = diameterRows(result);
  const body = (result.table ?? []).map((row, index) => {
    const figures = rows[index];
    return [
      // The size as the on-screen table names it (DN 50, NPS 2, or a tube's outer diameter).
      sizeName(row.nominalSize, row.diameter, ui),
      ui.formatInput(ui.units.toShown(row.diameter, 'mm')),
      ui.formatInput(ui.units.toShown(row.wallThickness, 'mm')),
      figure(ui, figures?.heatFlow, heatSi, 2),
      figure(ui, figures?.surfaceTemperature, '°C', 1),
      figure(ui, figures?.requiredThickness, 'mm', 0),
      (row.errors ?? []).map(describeError).join('; '),
    ];
  });
  // A translated text starting with = + - @ must not run as a formula; negative numbers stay numbers.
  return toCsv([header, ...body], ui);
}

/** The figure as the screen rounds it (half to even, fixed decimals), without grouping; '' when absent. */
function figure(ui: Ui, value: number | null | undefined, si: string, digits: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatNumber(ui.units.toShown(value, si), ui.language, ui.units.digits(digits, si), {
    useGrouping: false,
  });
}
