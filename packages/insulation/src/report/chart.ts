/**
 * The report's chart, drawn as vector graphics with pdf-lib: heat loss (left axis) and surface
 * temperature (right axis) against the insulation thickness — the series of the configurator's
 * heat-loss chart (heatLossByThickness). Axes with ticks in the UI's number notation, axis titles
 * with units, a legend, and the thickness of the calculation marked.
 */
import { degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Ui } from '../components/uiCore';
import { perLengthKey } from '../components/resultRows';
import type { ThicknessPoint } from '../configurator/compute';

export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
  /** Decimals that tell the ticks apart. */
  decimals: number;
}

function niceNumber(value: number, round: boolean): number {
  const exponent = Math.floor(Math.log10(value));
  const fraction = value / 10 ** exponent;
  let nice: number;
  if (round) nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10;
  else nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * 10 ** exponent;
}

/** A scale covering [min, max] with about `maxTicks` round ticks (1, 2 or 5 × 10ⁿ apart). */
export function niceScale(min: number, max: number, maxTicks = 6): NiceScale {
  let lo = Number.isFinite(min) ? min : 0;
  let hi = Number.isFinite(max) ? max : 1;
  if (hi < lo) [lo, hi] = [hi, lo];
  if (hi === lo) {
    const pad = Math.abs(lo) * 0.1 || 1;
    lo -= pad;
    hi += pad;
  }
  const step = niceNumber(niceNumber(hi - lo, false) / Math.max(1, maxTicks - 1), true);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (v: number) => Number(v.toFixed(decimals + 2));
  const first = round(Math.floor(lo / step) * step);
  const last = round(Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let i = 0; ; i++) {
    const v = round(first + i * step);
    if (v > last + step / 2) break;
    ticks.push(v);
  }
  return { min: first, max: last, step, ticks, decimals };
}

export interface ThicknessChartSpec {
  ui: Ui;
  points: ThicknessPoint[];
  /** Heat loss per metre (W/m) or of the whole object (W). */
  perMetre: boolean;
  /** The calculation's own thickness (mm), marked by a vertical line; null: none. */
  selectedThickness: number | null;
  /** Replaces characters the font lacks (default: none). */
  printable?: (text: string) => string;
}

export interface ChartBox {
  x: number;
  /** Top edge (pdf-lib coordinates: y grows upwards). */
  top: number;
  width: number;
  height: number;
}

const HEAT = rgb(0.7, 0.27, 0.12);
const SURFACE = rgb(0.12, 0.37, 0.66);
const AXIS = rgb(0.2, 0.2, 0.2);
const GRID = rgb(0.88, 0.88, 0.88);
const MARK = rgb(0.45, 0.45, 0.45);

/** The texts the chart prints (also what a reader of the PDF finds in it). */
export function thicknessChartTexts(ui: Ui, perMetre: boolean) {
  const { t } = ui;
  const heatUnit = ui.units.unit(perMetre ? 'W/m' : 'W');
  const heatLabel = t(perMetre ? perLengthKey(ui) : 'Insulation_Result_HeatFlowTotal');
  const surfaceLabel = t('Insulation_Result_SurfaceTemperature');
  return {
    title: t('Report_Chart_Title'),
    xTitle: `${t('Insulation_Field_Thickness')} (${ui.units.unit('mm')})`,
    heatLabel,
    heatUnit,
    heatTitle: `${heatLabel} (${heatUnit})`,
    surfaceLabel,
    surfaceTitle: `${surfaceLabel} (${ui.units.unit('°C')})`,
  };
}

/** Whether there is enough data for a chart (two thicknesses or more). */
export function canDrawThicknessChart(points: readonly ThicknessPoint[]): boolean {
  return points.filter((p) => Number.isFinite(p.heatFlow) && Number.isFinite(p.thickness)).length > 1;
}

/** Draws the chart into the box on the page. */
export function drawThicknessChart(page: PDFPage, font: PDFFont, box: ChartBox, spec: ThicknessChartSpec) {
  const { ui, perMetre } = spec;
  const points = spec.points.filter((p) => Number.isFinite(p.heatFlow) && Number.isFinite(p.thickness));
  const printable = spec.printable ?? ((text: string) => text);
  const texts = Object.fromEntries(
    Object.entries(thicknessChartTexts(ui, perMetre)).map(([k, v]) => [k, printable(v)]),
  ) as ReturnType<typeof thicknessChartTexts>;
  const tickSize = 7.5;
  const titleSize = 8.5;
  const legendSize = 8.5;

  // Legend (top), wrapped to the box width.
  const selected =
    spec.selectedThickness !== null &&
    Number.isFinite(spec.selectedThickness) &&
    points.length > 0 &&
    spec.selectedThickness >= Math.min(...points.map((p) => p.thickness)) &&
    spec.selectedThickness <= Math.max(...points.map((p) => p.thickness))
      ? spec.selectedThickness
      : null;
  const surfacePoints = points.filter((p) => Number.isFinite(p.surfaceTemperature));
  const legend: { text: string; draw: (x: number, y: number) => void }[] = [
    {
      text: texts.heatTitle,
      draw: (x, y) => {
        page.drawLine({ start: { x, y }, end: { x: x + 18, y }, thickness: 1.5, color: HEAT });
        page.drawCircle({ x: x + 9, y, size: 2.2, color: HEAT });
      },
    },
  ];
  if (surfacePoints.length > 0)
    legend.push({
      text: texts.surfaceTitle,
      draw: (x, y) => {
        page.drawLine({
          start: { x, y },
          end: { x: x + 18, y },
          thickness: 1.2,
          color: SURFACE,
          dashArray: [3, 2],
        });
        page.drawRectangle({ x: x + 7, y: y - 2, width: 4, height: 4, color: SURFACE });
      },
    });
  if (selected !== null)
    legend.push({
      text: printable(
        ui
          .t('Report_Chart_SelectedThickness', { thickness: ui.format(selected, ui.units.digits(0, 'mm')) })
          .replace(' mm)', ` ${ui.units.unit('mm')})`),
      ),
      draw: (x, y) => {
        page.drawLine({
          start: { x: x + 9, y: y - 5 },
          end: { x: x + 9, y: y + 5 },
          thickness: 1,
          color: MARK,
          dashArray: [1.5, 1.5],
        });
      },
    });
  let lx = box.x;
  let ly = box.top - legendSize;
  for (const item of legend) {
    const width = 24 + font.widthOfTextAtSize(item.text, legendSize) + 14;
    if (lx > box.x && lx + width > box.x + box.width) {
      lx = box.x;
      ly -= legendSize + 6;
    }
    item.draw(lx, ly + legendSize * 0.3);
    page.drawText(item.text, { x: lx + 24, y: ly, size: legendSize, font, color: AXIS });
    lx += width;
  }

  // Plot area.
  const plot = {
    left: box.x + 54,
    right: box.x + box.width - (surfacePoints.length > 0 ? 54 : 12),
    top: ly - 12,
    bottom: box.top - box.height + 34,
  };
  const xs = niceScale(
    Math.min(...points.map((p) => p.thickness)),
    Math.max(...points.map((p) => p.thickness)),
  );
  const heat = niceScale(
    Math.min(0, ...points.map((p) => p.heatFlow)),
    Math.max(...points.map((p) => p.heatFlow)),
  );
  const surface = niceScale(
    Math.min(...surfacePoints.map((p) => p.surfaceTemperature)),
    Math.max(...surfacePoints.map((p) => p.surfaceTemperature)),
  );
  const px = (v: number) => plot.left + ((v - xs.min) / (xs.max - xs.min)) * (plot.right - plot.left);
  const py = (scale: NiceScale, v: number) =>
    plot.bottom + ((v - scale.min) / (scale.max - scale.min)) * (plot.top - plot.bottom);

  // Grid and left axis ticks (heat loss).
  for (const tick of heat.ticks) {
    const y = py(heat, tick);
    page.drawLine({ start: { x: plot.left, y }, end: { x: plot.right, y }, thickness: 0.4, color: GRID });
    page.drawLine({ start: { x: plot.left - 3, y }, end: { x: plot.left, y }, thickness: 0.6, color: AXIS });
    const label = ui.format(tick, heat.decimals);
    page.drawText(label, {
      x: plot.left - 5 - font.widthOfTextAtSize(label, tickSize),
      y: y - tickSize * 0.35,
      size: tickSize,
      font,
      color: AXIS,
    });
  }
  // X axis ticks.
  for (const tick of xs.ticks) {
    const x = px(tick);
    page.drawLine({ start: { x, y: plot.bottom }, end: { x, y: plot.top }, thickness: 0.4, color: GRID });
    page.drawLine({
      start: { x, y: plot.bottom - 3 },
      end: { x, y: plot.bottom },
      thickness: 0.6,
      color: AXIS,
    });
    const label = ui.format(tick, xs.decimals);
    page.drawText(label, {
      x: x - font.widthOfTextAtSize(label, tickSize) / 2,
      y: plot.bottom - 4 - tickSize,
      size: tickSize,
      font,
      color: AXIS,
    });
  }
  // Axes.
  page.drawLine({
    start: { x: plot.left, y: plot.bottom },
    end: { x: plot.right, y: plot.bottom },
    thickness: 0.8,
    color: AXIS,
  });
  page.drawLine({
    start: { x: plot.left, y: plot.bottom },
    end: { x: plot.left, y: plot.top },
    thickness: 0.8,
    color: HEAT,
  });

  const fitted = (text: string, max: number) => {
    let size = titleSize;
    while (size > 5 && font.widthOfTextAtSize(text, size) > max) size -= 0.5;
    return size;
  };
  const xTitleSize = fitted(texts.xTitle, plot.right - plot.left);
  page.drawText(texts.xTitle, {
    x: (plot.left + plot.right) / 2 - font.widthOfTextAtSize(texts.xTitle, xTitleSize) / 2,
    y: box.top - box.height + 2,
    size: xTitleSize,
    font,
    color: AXIS,
  });
  const verticalTitle = (text: string, x: number, color: RGB) => {
    const size = fitted(text, plot.top - plot.bottom);
    page.drawText(text, {
      x,
      y: (plot.top + plot.bottom) / 2 - font.widthOfTextAtSize(text, size) / 2,
      size,
      font,
      color,
      rotate: degrees(90),
    });
  };
  verticalTitle(texts.heatTitle, box.x + 9, HEAT);

  // Right axis (surface temperature).
  if (surfacePoints.length > 0) {
    page.drawLine({
      start: { x: plot.right, y: plot.bottom },
      end: { x: plot.right, y: plot.top },
      thickness: 0.8,
      color: SURFACE,
    });
    for (const tick of surface.ticks) {
      const y = py(surface, tick);
      page.drawLine({
        start: { x: plot.right, y },
        end: { x: plot.right + 3, y },
        thickness: 0.6,
        color: SURFACE,
      });
      page.drawText(ui.format(tick, surface.decimals), {
        x: plot.right + 5,
        y: y - tickSize * 0.35,
        size: tickSize,
        font,
        color: SURFACE,
      });
    }
    verticalTitle(texts.surfaceTitle, box.x + box.width - 1, SURFACE);
  }

  // The calculation's thickness.
  if (selected !== null) {
    const x = px(selected);
    page.drawLine({
      start: { x, y: plot.bottom },
      end: { x, y: plot.top },
      thickness: 1,
      color: MARK,
      dashArray: [1.5, 1.5],
    });
  }

  // Series: heat loss (solid, circles), surface temperature (dashed, squares).
  const polyline = (
    coords: { x: number; y: number }[],
    color: RGB,
    thickness: number,
    dashArray?: number[],
  ) => {
    for (let i = 1; i < coords.length; i++)
      page.drawLine({
        start: coords[i - 1]!,
        end: coords[i]!,
        thickness,
        color,
        ...(dashArray ? { dashArray } : {}),
      });
  };
  const heatCoords = points.map((p) => ({ x: px(p.thickness), y: py(heat, p.heatFlow) }));
  polyline(heatCoords, HEAT, 1.5);
  for (const c of heatCoords) page.drawCircle({ x: c.x, y: c.y, size: 2.2, color: HEAT });
  if (surfacePoints.length > 0) {
    const surfaceCoords = surfacePoints.map((p) => ({
      x: px(p.thickness),
      y: py(surface, p.surfaceTemperature),
    }));
    polyline(surfaceCoords, SURFACE, 1.2, [3, 2]);
    for (const c of surfaceCoords)
      page.drawRectangle({ x: c.x - 2, y: c.y - 2, width: 4, height: 4, color: SURFACE });
  }
}
