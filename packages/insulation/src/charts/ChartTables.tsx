/**
 * Text alternatives of the charts: the same data as tables (in the main bundle, so they show
 * even before the chart library loads).
 */
import { useState } from 'react';
import type { ThermalError, ThermalResult } from '@insulcalc/thermal';
import type { Ui } from '../components/ui';
import { saveBlob } from '@insulcalc/shell/http';
import { safeFileName } from '../components/fileName';
import type { Calculation } from '../domain/types';
import type { ThicknessPoint } from '../configurator/compute';
import { perLengthKey, sizeName } from '../components/resultRows';
import { diameterRows, flowDirection, temperatureProfile } from './series';

export interface ChartDataProps {
  ui: Ui;
  calculation: Calculation;
  result: ThermalResult;
  thickness: ThicknessPoint[];
}

export interface ChartTablesProps extends ChartDataProps {
  /** An engine error of a size the range could not compute, in the UI's language (CSV notes). */
  describeError: (error: ThermalError) => string;
  /** Why the CSV cannot be made now (the figures are out of date), or null. */
  exportBlocked?: string | null;
}

export function boundaryLabel(ui: Ui, boundary: string): string {
  const layer = /^layer(\d+)$/.exec(boundary);
  if (layer) return ui.t('Insulation_Chart_LayerOuter', { layer: Number(layer[1]) });
  return ui.t(
    boundary === 'medium'
      ? 'Insulation_Chart_Medium'
      : boundary === 'wall'
        ? 'Insulation_Chart_Wall'
        : 'Insulation_Chart_Surface',
  );
}

/** The size-range table as a CSV download; the CSV code loads on the first click. */
function SizeRangeCsvButton({
  ui,
  calculation,
  result,
  describeError,
  exportBlocked = null,
}: Omit<ChartTablesProps, 'thickness'>) {
  const [failed, setFailed] = useState(false);
  async function download() {
    if (exportBlocked !== null) return;
    try {
      const { sizeRangeCsv } = await import('./sizeRangeCsv');
      const csv = sizeRangeCsv(result, ui, describeError);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), safeFileName(calculation.name, 'csv'));
      setFailed(false);
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  }
  return (
    <div className="icc-table-actions">
      <button
        type="button"
        className="icc-button"
        onClick={download}
        disabled={exportBlocked !== null}
        aria-describedby={exportBlocked !== null ? 'icc-csv-blocked' : failed ? 'icc-csv-error' : undefined}
      >
        {ui.t('Insulation_Csv_Download')}
      </button>
      {exportBlocked !== null ? (
        <p id="icc-csv-blocked" className="icc-hint">
          {exportBlocked}
        </p>
      ) : null}
      {failed ? (
        <p id="icc-csv-error" className="icc-field__error" role="alert">
          {ui.t('Insulation_Csv_Failed')}
        </p>
      ) : null}
    </div>
  );
}

export function ChartTables({
  ui,
  calculation,
  result,
  thickness,
  describeError,
  exportBlocked = null,
}: ChartTablesProps) {
  const { t } = ui;
  // Figures in the reader's unit system: format(value, si, digits).
  const format = (value: number | null | undefined, si: string, digits: number) =>
    ui.measure(value, si, digits).value;
  const u = (si: string) => ui.units.unit(si);
  const profile = temperatureProfile(calculation, result);
  const diameters = diameterRows(result);
  const perMetre = result.heatFlowPerMetre !== null;
  return (
    <div className="icc-chart-tables">
      {diameters.length > 0 ? (
        <table className="icc-table" data-testid="all-diameter-table">
          <caption>{t('Insulation_Chart_AllDiameter')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Insulation_Field_NominalSize')}</th>
              <th scope="col">
                {t('Insulation_Field_Diameter')} ({u('mm')})
              </th>
              <th scope="col">
                {t(perLengthKey(ui, flowDirection(result)))} ({u('W/m')})
              </th>
              <th scope="col">
                {t('Insulation_Result_SurfaceTemperature')} ({u('°C')})
              </th>
              <th scope="col">
                {t('Insulation_Result_RequiredThickness')} ({u('mm')})
              </th>
            </tr>
          </thead>
          <tbody>
            {diameters.map((row) => (
              <tr key={row.nominalSize}>
                <th scope="row">{sizeName(row.nominalSize, row.diameter, ui)}</th>
                <td>{format(row.diameter, 'mm', 1)}</td>
                <td>{format(row.heatFlow, 'W/m', 2)}</td>
                <td>{format(row.surfaceTemperature, '°C', 1)}</td>
                <td>{format(row.requiredThickness, 'mm', 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {diameters.length > 0 ? (
        <SizeRangeCsvButton
          ui={ui}
          calculation={calculation}
          result={result}
          describeError={describeError}
          exportBlocked={exportBlocked}
        />
      ) : null}
      <details className="icc-details">
        <summary>{t('Insulation_Chart_ShowData')}</summary>
        <table className="icc-table">
          <caption>{t('Insulation_Chart_Profile')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Insulation_Chart_Boundary')}</th>
              <th scope="col">
                {t('Insulation_Chart_Position')} ({u('mm')})
              </th>
              <th scope="col">
                {t('Insulation_Chart_Temperature')} ({u('°C')})
              </th>
            </tr>
          </thead>
          <tbody>
            {profile.map((p) => (
              <tr key={p.boundary}>
                <th scope="row">{boundaryLabel(ui, p.boundary)}</th>
                <td>{format(p.position, 'mm', 1)}</td>
                <td>{format(p.temperature, '°C', 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {thickness.length > 0 ? (
          <table className="icc-table">
            <caption>{t('Insulation_Chart_ByThicknessTable')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {t('Insulation_Field_Thickness')} ({u('mm')})
                </th>
                <th scope="col">
                  {t(perMetre ? perLengthKey(ui) : 'Insulation_Result_HeatFlowTotal')} (
                  {u(perMetre ? 'W/m' : 'W')})
                </th>
                <th scope="col">
                  {t('Insulation_Result_SurfaceTemperature')} ({u('°C')})
                </th>
              </tr>
            </thead>
            <tbody>
              {thickness.map((p) => (
                <tr key={p.thickness}>
                  <th scope="row">{format(p.thickness, 'mm', 0)}</th>
                  <td>{format(p.heatFlow, perMetre ? 'W/m' : 'W', 2)}</td>
                  <td>{format(p.surfaceTemperature, '°C', 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </details>
    </div>
  );
}
