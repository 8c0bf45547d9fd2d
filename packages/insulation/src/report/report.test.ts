// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headlineRow } from '../components/resultRows';
import { createUiFromMessages } from '../components/uiCore';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';
import { createDefaultCalculation } from '../domain/defaults';
import { fromStoredCalculation, toStoredCalculation } from '../domain/stored';
import type { Calculation } from '../domain/types';
import {
  buildCalculationReport,
  calculationReportData,
  niceScale,
  reportFileName,
  reportInputs,
  type CalculationReportInput,
} from './index';
import { packageMessages } from '@insulcalc/test-utils';
import { OPS, readPdf } from '@insulcalc/test-utils/pdf';

const here = dirname(fileURLToPath(import.meta.url));
const font = readFileSync(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
);

/** key → text of a language from every translation file the package sees, English filling gaps (as the server does). */
function translations(language: string): Record<string, string | null> {
  return packageMessages(import.meta.url, language);
}

function pipe(): Calculation {
  const calculation = insulatedDefaultState().calculations[0]!;
  return { ...calculation, name: 'Dovod tople vode – južni del' };
}

function input(language: string, calculation: Calculation = pipe()): CalculationReportInput {
  return {
    projectName: 'Toplarna Šoštanj',
    calculation,
    language,
    translations: translations(language),
    codeLists: TEST_CODE_LISTS,
    font,
    date: new Date('2026-01-02T10:00:00Z'),
    timeZone: 'Europe/Ljubljana',
  };
}

describe('report content', () => {
  it('lists the inputs that apply, by group, with units', () => {
    const ui = createUiFromMessages('en', translations('en'));
    const groups = reportInputs({ ui, calculation: pipe(), codeLists: TEST_CODE_LISTS });
    const object = groups.find((g) => g.id === 'object')!;
    expect(object.rows.find((r) => r.id === 'equipmentDetails.diameter')).toMatchObject({
      label: 'Outer diameter',
      value: '60.3',
      unit: 'mm',
    });
    expect(object.rows.some((r) => r.id === 'equipmentDetails.height')).toBe(false);
    const insulation = groups.find((g) => g.id === 'insulation')!;
    expect(insulation.rows[0]!.value).toContain('Mineral wool pipe section');
  });

  it('has the screen’s headline and the chart series of heat loss and surface temperature', () => {
    const data = calculationReportData(input('de'));
    const ui = createUiFromMessages('de', translations('de'));
    const output = computeCalculation(pipe(), { products: TEST_CODE_LISTS.products });
    if (!output.ok) throw new Error(JSON.stringify(output.errors));
    expect(data.headline).toEqual(headlineRow(output.result, ui));
    expect(data.headline!.value).toMatch(/^\d+,\d\d$/);
    expect(data.errors).toEqual([]);
    expect(data.perMetre).toBe(true);
    expect(data.selectedThickness).toBe(50);
    // The product's thicknesses; more insulation → less heat loss and a cooler surface.
    expect(data.thickness.map((p) => p.thickness)).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120]);
    for (let i = 1; i < data.thickness.length; i++) {
      expect(data.thickness[i]!.heatFlow).toBeLessThan(data.thickness[i - 1]!.heatFlow);
      expect(data.thickness[i]!.surfaceTemperature).toBeLessThan(data.thickness[i - 1]!.surfaceTemperature);
    }
    const at50 = data.thickness.find((p) => p.thickness === 50)!;
    expect(ui.format(at50.heatFlow, 2)).toBe(data.headline!.value);
  });
});

// Building and reading a PDF takes seconds on a shared, busy machine.
describe('PDF report', { timeout: 30_000 }, () => {
  it("names the untouched default project and calculation in the report's language (it printed 'Default project')", async () => {
    const calculation = { ...pipe(), name: 'Calculation' };
    const de = translations('de');
    const pdf = await readPdf(
      await buildCalculationReport({ ...input('de', calculation), projectName: 'Default project' }),
    );
    expect(pdf.title).toContain(
      `${de.Insulation_Project_DefaultName} – ${de.Insulation_Calculation_DefaultName}`,
    );
    expect(pdf.lines.join('\n')).not.toContain('Default project');
    expect(de.Insulation_Project_DefaultName).not.toBe('Default project');
  });

  it('is a valid PDF in Slovenian with the headline, the chart and the names', async () => {
    const bytes = await buildCalculationReport(input('sl'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.title).toBe('Izračun izolacije: Toplarna Šoštanj – Dovod tople vode – južni del');
    const { lines } = pdf;
    const data = calculationReportData(input('sl'));
    // The headline as on screen (Slovenian decimal comma), the names with š, ž, č.
    expect(lines).toContain(`${data.headline!.value} W/m`);
    expect(data.headline!.value).toMatch(/^\d+,\d\d$/);
    expect(lines).toContain('Toplarna Šoštanj');
    expect(lines).toContain('Dovod tople vode – južni del');
    // The date in Slovenian, in the reader's time zone.
    expect(lines.some((l) => /2\. januar 2026.*11:00/.test(l))).toBe(true);
    // The chart: its title, the axis titles with units, the legend and locale-formatted ticks.
    const sl = translations('sl');
    expect(lines).toContain(sl.Report_Chart_Title);
    expect(lines).toContain(`${sl.Insulation_Field_Thickness} (mm)`);
    expect(lines).toContain(`${sl.Insulation_Result_HeatFlowPerMetre} (W/m)`);
    expect(lines).toContain(`${sl.Insulation_Result_SurfaceTemperature} (°C)`);
    expect(lines).toContain('Ta izračun (50 mm)');
    expect(lines).toContain('120');
    // The chart's table: the 50 mm row carries the headline figure.
    expect(lines).toContain(data.headline!.value);
    // Every character printable with the embedded font: a character the font lacks would be
    // drawn as its .notdef glyph, read back as U+0000. The → of the layer rows is drawn as a
    // vector arrow, never as "->".
    expect(lines.filter((l) => l.includes('\u0000') || l.includes('\uFFFD'))).toEqual([]);
    expect(lines.some((l) => l.includes('->'))).toBe(false);
  });

  it('draws the chart as vector graphics: lines, markers and rotated axis titles', async () => {
    const withChart = await readPdf(await buildCalculationReport(input('en')));
    const bare = createDefaultCalculation(); // no product: no chart
    const without = await readPdf(await buildCalculationReport(input('en', bare)));
    // pdf.js gathers each path into one constructPath operator: [paint operator, [path data], …],
    // the data a flat list of DrawOPS (0 moveTo x y, 1 lineTo x y, 4 closePath).
    const paths = (pdf: typeof withChart, paint: number) =>
      pdf.operators
        .filter(({ fn, args }) => fn === OPS.constructPath && args[0] === paint)
        .map(({ args }) => Array.from((args[1] as ArrayLike<number>[])[0]!));
    // Grid, ticks, axes and both polylines (pdf-lib strokes each line on its own): dozens of
    // stroked lines more than the text-only report.
    expect(paths(withChart, OPS.stroke).length - paths(without, OPS.stroke).length).toBeGreaterThan(40);
    // Dashed surface-temperature line and the dotted mark of this calculation's thickness.
    const dashes = withChart.operators.filter(({ fn }) => fn === OPS.setDash).map(({ args }) => args);
    expect(dashes).toContainEqual([[3, 2], 0]);
    expect(dashes).toContainEqual([[1.5, 1.5], 0]);
    // Filled 4 × 4 square markers of the surface temperature series (11 points + the legend's).
    const square = [0, 0, 0, 1, 0, 4, 1, 4, 4, 1, 4, 0, 4];
    expect(paths(withChart, OPS.fill).filter((p) => p.join() === square.join())).toHaveLength(12);
    // Both vertical axis titles, and only they, are rotated by 90° (text matrix [0 s -s 0 x y]).
    const en = translations('en');
    const rotated = withChart.items.filter(
      ({ transform: [a, b, c, d] }) => Math.abs(a) < 1e-9 && b > 0 && c < 0 && Math.abs(d) < 1e-9,
    );
    expect(rotated.map((item) => item.str).sort()).toEqual(
      [
        `${en.Insulation_Result_HeatFlowPerMetre} (W/m)`,
        `${en.Insulation_Result_SurfaceTemperature} (°C)`,
      ].sort(),
    );
    expect(without.lines).toContain(en.Report_Chart_NotAvailable);
  });

  it('formats the numbers and date in German', async () => {
    const { lines } = await readPdf(await buildCalculationReport(input('de')));
    const headline = calculationReportData(input('de')).headline!;
    expect(lines).toContain(`${headline.value} W/m`);
    expect(lines.some((l) => /^2\. Januar 2026/.test(l))).toBe(true);
    expect(lines).toContain('Wärmeverlust pro Meter (W/m)');
    expect(lines).toContain('Deutsch');
  });

  it('lists the engine errors instead of results when the calculation cannot be computed', async () => {
    const broken = pipe();
    broken.equipmentDetails = { ...broken.equipmentDetails, diameter: 5, wallThickness: 3.6 };
    const data = calculationReportData(input('en', broken));
    expect(data.headline).toBeNull();
    expect(data.errors.length).toBeGreaterThan(0);
    const { lines } = await readPdf(await buildCalculationReport(input('en', broken)));
    expect(lines).toContain(translations('en').Insulation_Results_Invalid);
    expect(lines.some((l) => l.startsWith('• '))).toBe(true);
  });

  it('reads the stored (flat) form exactly like the domain model', async () => {
    const calculation = fromStoredCalculation(toStoredCalculation(pipe()));
    expect(calculationReportData(input('en', calculation)).headline).toEqual(
      calculationReportData(input('en')).headline,
    );
  });
});

describe('helpers', () => {
  it('report file names keep letters of every script and drop the rest', () => {
    expect(reportFileName('Toplarna Šoštanj', 'Izračun 1/2')).toBe('Toplarna_Šoštanj-Izračun_1_2.pdf');
    expect(reportFileName('***', '')).toBe('report.pdf');
  });

  it('nice scales have round steps covering the data', () => {
    expect(niceScale(0, 97)).toMatchObject({ min: 0, max: 100, step: 20, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceScale(10.2, 11.9)).toMatchObject({ min: 10, max: 12, step: 0.5, decimals: 1 });
    expect(niceScale(13.55, 35.19).ticks).toEqual([10, 20, 30, 40]);
    expect(niceScale(5, 5).ticks.length).toBeGreaterThan(1);
  });
});

describe('framework-free', () => {
  it('imports neither React, react-intl, CSS nor the browser-only packages', () => {
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) {
          bare.add(spec);
          continue;
        }
        const base = resolve(dirname(file), spec);
        const next = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => {
          try {
            readFileSync(f);
            return true;
          } catch {
            return false;
          }
        });
        if (!next) throw new Error(`${file}: cannot resolve ${spec}`);
        visit(next);
      }
    };
    visit(join(here, 'index.ts'));
    expect([...seen].some((f) => f.endsWith('.tsx') || f.endsWith('.css'))).toBe(false);
    // i18n's React-free entry: the report never loads React or react-intl.
    // api-schema is framework-free too (Zod only): the entity's one definition.
    expect([...bare].sort()).toEqual([
      '@insulcalc/api-schema',
      '@insulcalc/i18n/core',
      '@insulcalc/thermal',
      '@pdf-lib/fontkit',
      'pdf-lib',
    ]);
  });
});
