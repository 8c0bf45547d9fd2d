/**
 * The configurator's charts, drawn with uPlot (small, fast canvas charts). Loaded lazily so the
 * landing page and the first paint of the configurator stay small. Each chart is a figure with a
 * caption and an image role whose label summarises it; the data tables (ChartTables) are the
 * full text alternative.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Ui } from '../components/ui';
import type { ChartDataProps } from './ChartTables';
import { diameterRows, flowDirection, temperatureProfile } from './series';
import { perLengthKey } from '../components/resultRows';
import './charts.css';

interface LineChartProps {
  ui: Ui;
  title: string;
  summary: string;
  xLabel: string;
  yLabel: string;
  x: number[];
  y: (number | null)[];
  testId: string;
}

let canvasSupport: boolean | null = null;

/** Whether this browser can draw on a canvas (not, e.g., jsdom): else only the tables show the data. */
function canDraw(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport =
        typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/**
 * The y axis's width: its longest tick label plus the tick and a gap (uPlot's fixed default cut
 * off labels such as "1.000,5" or "-12.345").
 */
function yAxisSize(self: uPlot, values: string[] | null, axisIdx: number): number {
  const axis = self.axes[axisIdx];
  if (!values || values.length === 0 || !axis) return 50;
  const font = Array.isArray(axis.font) ? axis.font[0] : axis.font;
  if (typeof font === 'string') self.ctx.font = font;
  const widest = Math.max(...values.map((v) => self.ctx.measureText(String(v)).width));
  return Math.ceil(widest / (globalThis.devicePixelRatio || 1)) + 18;
}

/** Enough decimals to tell the ticks apart (0 for steps of 1 and more). */
function decimalsFor(splits: number[]): number {
  const step = splits.length > 1 ? Math.abs((splits[1] ?? 0) - (splits[0] ?? 0)) : 1;
  return step >= 1 || step === 0 ? 0 : Math.min(4, Math.ceil(-Math.log10(step)));
}

function LineChart({ ui, title, summary, xLabel, yLabel, x, y, testId }: LineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useRef<uPlot.AlignedData>([[], []]);
  // Declared first: on mount it fills data before the chart below is built from it.
  useEffect(() => {
    data.current = [x, y] as uPlot.AlignedData;
    plot.current?.setData(data.current);
  }, [x, y]);
  // The chart is built once per set of labels; new numbers only replace its data (cheap while typing).
  useEffect(() => {
    const el = host.current;
    if (!el || !canDraw()) return;
    // As wide as its box, and again whenever the box changes: measured once at mount (a lazy chart
    // in a column still being laid out), a 480 px canvas in a 290 px column of the desktop's
    // results was cut off at its right end (the profile's outer surface, the thickest point).
    const fitted = () => Math.max(200, Math.min(el.clientWidth || 280, 640));
    const width = fitted();
    const ticks = (_u: uPlot, splits: number[]) => splits.map((v) => ui.format(v, decimalsFor(splits)));
    const opts: uPlot.Options = {
      width,
      height: 220,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false } },
      // Tick labels in the UI's number notation (1.000,5 in German). The axis titles are HTML
      // around the canvas (they wrap); the y axis is as wide as its longest tick label.
      axes: [
        { stroke: '#333', grid: { stroke: '#e4e4e4' }, size: 32, values: ticks },
        { stroke: '#333', grid: { stroke: '#e4e4e4' }, size: yAxisSize, values: ticks },
      ],
      series: [
        {},
        {
          label: yLabel,
          stroke: '#b3441e',
          width: 2,
          points: { show: true, size: 6, fill: '#b3441e' },
        },
      ],
    };
    plot.current = new uPlot(opts, data.current, el);
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const w = fitted();
            if (plot.current && plot.current.width !== w) plot.current.setSize({ width: w, height: 220 });
          });
    resized?.observe(el);
    return () => {
      resized?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [ui, xLabel, yLabel]);
  return (
    <figure className="icc-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      {/* Axis titles as text, not drawn in the canvas: a long title (German, imperial units) on a
          phone was cut off at the canvas's edge; text wraps instead. */}
      <p className="icc-chart__axis icc-chart__axis--y" data-axis="y">
        {yLabel}
      </p>
      <div role="img" aria-label={summary}>
        <div ref={host} aria-hidden="true" className="icc-chart__canvas" />
      </div>
      <p className="icc-chart__axis icc-chart__axis--x" data-axis="x">
        {xLabel}
      </p>
    </figure>
  );
}

export default function Charts({ ui, calculation, result, thickness }: ChartDataProps & { ui: Ui }) {
  const { t, format, units } = ui;
  // Shown in the reader's unit system (the series are SI).
  const show = (si: string) => (values: readonly (number | null)[]) =>
    values.map((v) => (v === null ? null : units.toShown(v, si)));
  const x = (si: string) => (values: readonly number[]) => values.map((v) => units.toShown(v, si));
  const m = (value: number | null | undefined, si: string, digits: number) =>
    ui.measure(value, si, digits).value;
  const profile = temperatureProfile(calculation, result);
  const diameters = diameterRows(result);
  const perMetre = result.heatFlowPerMetre !== null;
  const heatSi = perMetre ? 'W/m' : 'W';
  const heatUnit = units.unit(heatSi);
  const first = profile[0];
  const last = profile[profile.length - 1];
  const minLoss = thickness.length ? thickness[thickness.length - 1] : undefined;
  const maxLoss = thickness[0];
  const economic = result.economic;
  return (
    <div className="icc-charts__grid">
      <LineChart
        ui={ui}
        testId="chart-profile"
        title={t('Insulation_Chart_Profile')}
        summary={t('Insulation_Chart_ProfileSummary', {
          from: m(first?.temperature, '°C', 1),
          to: m(last?.temperature, '°C', 1),
          thickness: m(last?.position, 'mm', 1),
          temperatureUnit: units.unit('°C'),
          thicknessUnit: units.unit('mm'),
        })}
        xLabel={`${t('Insulation_Chart_Position')} (${units.unit('mm')})`}
        yLabel={`${t('Insulation_Chart_Temperature')} (${units.unit('°C')})`}
        x={x('mm')(profile.map((p) => p.position))}
        y={show('°C')(profile.map((p) => p.temperature))}
      />
      {thickness.length > 1 ? (
        <LineChart
          ui={ui}
          testId="chart-thickness"
          title={t('Insulation_Chart_HeatLossByThickness')}
          summary={t('Insulation_Chart_ThicknessSummary', {
            fromThickness: m(maxLoss?.thickness, 'mm', 0),
            fromLoss: m(maxLoss?.heatFlow, heatSi, 2),
            toThickness: m(minLoss?.thickness, 'mm', 0),
            toLoss: m(minLoss?.heatFlow, heatSi, 2),
            unit: heatUnit,
          })}
          xLabel={`${t('Insulation_Field_Thickness')} (${units.unit('mm')})`}
          yLabel={heatUnit}
          x={x('mm')(thickness.map((p) => p.thickness))}
          y={show(heatSi)(thickness.map((p) => p.heatFlow))}
        />
      ) : null}
      {thickness.length > 1 ? (
        <LineChart
          ui={ui}
          testId="chart-surface-by-thickness"
          title={t('Insulation_Chart_SurfaceByThickness')}
          summary={t('Insulation_Chart_SurfaceByThicknessSummary', {
            fromThickness: m(maxLoss?.thickness, 'mm', 0),
            fromTemperature: m(maxLoss?.surfaceTemperature, '°C', 1),
            toThickness: m(minLoss?.thickness, 'mm', 0),
            toTemperature: m(minLoss?.surfaceTemperature, '°C', 1),
            temperatureUnit: units.unit('°C'),
            thicknessUnit: units.unit('mm'),
          })}
          xLabel={`${t('Insulation_Field_Thickness')} (${units.unit('mm')})`}
          yLabel={`${t('Insulation_Result_SurfaceTemperature')} (${units.unit('°C')})`}
          x={x('mm')(thickness.map((p) => p.thickness))}
          y={show('°C')(thickness.map((p) => p.surfaceTemperature))}
        />
      ) : null}
      {economic && economic.table.length > 1 ? (
        <LineChart
          ui={ui}
          testId="chart-economic"
          title={t('Insulation_Results_EconomicTable')}
          summary={t('Insulation_Chart_EconomicSummary', {
            thickness: m(economic.economicThickness, 'mm', 0),
            unit: units.unit('mm'),
            cost: format(economic.totalCost, 2),
          })}
          xLabel={`${t('Insulation_Field_Thickness')} (${units.unit('mm')})`}
          yLabel={`${t('Insulation_Result_TotalCost')} (${units.unit('€/a')})`}
          x={x('mm')(economic.table.map((r) => r.thickness))}
          y={economic.table.map((r) => r.totalCost)}
        />
      ) : null}
      {diameters.length > 1 ? (
        <LineChart
          ui={ui}
          testId="chart-diameters"
          title={t('Insulation_Chart_AllDiameter')}
          summary={t('Insulation_Chart_DiameterSummary', { count: diameters.length })}
          xLabel={`${t('Insulation_Field_Diameter')} (${units.unit('mm')})`}
          // Sizes are not evenly spaced: bars at their diameters drew as vertical spikes; a line
          // through the sizes' points reads as the trend it is. Magnitudes, named loss or gain.
          yLabel={`${t(perLengthKey(ui, flowDirection(result)))} (${units.unit('W/m')})`}
          x={x('mm')(diameters.map((d) => d.diameter))}
          y={show('W/m')(diameters.map((d) => d.heatFlow))}
        />
      ) : null}
    </div>
  );
}
