/**
 * The calculation report as data for a document template (@insulcalc/documents): everything the
 * report shows, computed and formatted in the reader's language and units, as plain values the
 * template's placeholders, loops and tables read — plus the engine's chart, drawn by
 * {@link thicknessReportChart} where the template places a `chart` block named `thicknessChart`.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { LANGUAGE_NAMES, type Language } from '@insulcalc/i18n/core';
import type { ResultRow, ResultSection } from '../components/resultRows';
import type { Ui } from '../components/uiCore';
import type { Comparison } from '../compare/compare';
import { shownCalculationName } from '../domain/defaults';
import {
  canDrawThicknessChart,
  drawThicknessChart,
  thicknessChartTexts,
  type ChartBox,
  type ThicknessChartSpec,
} from './chart';
import { productConductivityTables, reportInputs, reportNotes, type ReportData } from './reportContent';

const rowData = (row: ResultRow) => ({
  label: row.label,
  value: row.value,
  unit: row.unit,
  text: row.unit ? `${row.value} ${row.unit}` : row.value,
});
const sectionData = (section: ResultSection) => ({ title: section.title, rows: section.rows.map(rowData) });

/** The report's date and time in the reader's locale and time zone (UTC when unknown or invalid). */
export function formatDate(date: Date, locale: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** The render context of the calculation report template. */
export function calculationReportContext(data: ReportData): Record<string, unknown> {
  const { ui, thickness } = data;
  const { t } = ui;
  const texts = thicknessChartTexts(ui, data.perMetre);
  const heatSi = data.perMetre ? 'W/m' : 'W';
  const available = !!data.headline && canDrawThicknessChart(thickness);
  // The chart in the reader's units (the series are SI).
  const spec: Omit<ThicknessChartSpec, 'printable'> = {
    ui,
    points: thickness.map((p) => ({
      thickness: ui.units.toShown(p.thickness, 'mm'),
      heatFlow: ui.units.toShown(p.heatFlow, heatSi),
      surfaceTemperature: ui.units.toShown(p.surfaceTemperature, '°C'),
    })),
    perMetre: data.perMetre,
    selectedThickness:
      data.selectedThickness === null ? null : ui.units.toShown(data.selectedThickness, 'mm'),
  };
  return {
    projectName: data.projectName,
    calculationName: shownCalculationName(data.calculation.name, t),
    date: formatDate(data.date, ui.intlLocale, data.timeZone),
    languageName: LANGUAGE_NAMES[ui.language as Language] ?? ui.language,
    headline: data.headline ? rowData(data.headline) : null,
    errors: data.errors,
    inputs: reportInputs(data).map((g) => ({ title: g.title, rows: g.rows.map(rowData) })),
    sections: data.sections.map(sectionData),
    parts: data.parts ?? null,
    economic: data.economic ? sectionData(data.economic) : null,
    economicTable: data.economicTable ?? null,
    chart: {
      available,
      title: texts.title,
      spec: available ? spec : null,
      // The chart's numbers as a table (the text alternative, as on screen).
      table: {
        header: [texts.xTitle, texts.heatTitle, texts.surfaceTitle],
        rows: thickness.map((p) => [
          ui.measure(p.thickness, 'mm', 0).value,
          ui.measure(p.heatFlow, heatSi, 2).value,
          ui.measure(p.surfaceTemperature, '°C', 1).value,
        ]),
      },
    },
    lambdaTables: productConductivityTables(data),
    notes: reportNotes({ ui, calculation: data.calculation, economic: !!data.economicTable }),
  };
}

/**
 * The render context of the project report template: the project, then each comparison (four
 * calculations to a page; a table per section whose differing rows are marked, `marked` rows
 * highlighted and labelled ≠) and every calculation's own report context.
 */
export function projectReportContext(
  datas: readonly ReportData[],
  comparisons: readonly Comparison[],
  ui: Ui,
): Record<string, unknown> {
  const first = datas[0];
  const { t } = ui;
  return {
    projectName: first?.projectName ?? '',
    date: first ? formatDate(first.date, ui.intlLocale, first.timeZone) : '',
    languageName: LANGUAGE_NAMES[ui.language as Language] ?? ui.language,
    calculationCount: datas.length,
    comparisons: comparisons.map((comparison, i) => ({
      first: i === 0,
      differences: comparison.differences,
      sections: comparison.sections.map((section) => ({
        title: section.title,
        header: [t('Insulation_Compare_Quantity'), ...comparison.columns.map((c) => c.name)],
        rows: section.rows.map((row) => ({
          cells: [
            `${row.differs ? '≠ ' : ''}${row.label}${row.unit ? ` (${row.unit})` : ''}`,
            ...row.cells.map((c) => c.text),
          ],
          marked: row.differs,
        })),
      })),
    })),
    calculations: datas.map((data) => calculationReportContext(data)),
  };
}

/** The engine's thickness chart as a template chart (`{ "type": "chart", "chart": "thicknessChart", "data": "chart.spec" }`). */
export const thicknessReportChart = {
  draw(page: PDFPage, font: PDFFont, box: ChartBox, data: unknown, printable: (text: string) => string) {
    const spec = data as Omit<ThicknessChartSpec, 'printable'> | null;
    if (!spec || !Array.isArray(spec.points)) return;
    drawThicknessChart(page, font, box, { ...spec, printable });
  },
};
