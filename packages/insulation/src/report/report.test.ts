// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headlineRow } from '../components/resultRows';
import { createUiFromMessages } from '../components/uiCore';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';
import { fromStoredCalculation, toStoredCalculation } from '../domain/stored';
import type { Calculation } from '../domain/types';
import {
  calculationReportContext,
  calculationReportData,
  niceScale,
  projectReportTemplateContext,
  reportFileName,
  reportInputs,
  type CalculationReportInput,
} from './index';
import { packageMessages } from '@insulcalc/test-utils';

const here = dirname(fileURLToPath(import.meta.url));

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

// The PDF itself is the seeded templates' (apps/server: calculations/reportTemplates.test.ts).
describe('template context', () => {
  it("names the untouched default project and calculation in the report's language (it printed 'Default project')", () => {
    const calculation = { ...pipe(), name: 'Calculation' };
    const de = translations('de');
    const context = calculationReportContext(
      calculationReportData({ ...input('de', calculation), projectName: 'Default project' }),
    );
    expect(context.projectName).toBe(de.Insulation_Project_DefaultName);
    expect(context.calculationName).toBe(de.Insulation_Calculation_DefaultName);
    expect(de.Insulation_Project_DefaultName).not.toBe('Default project');
  });

  it('has the headline, the date in the reader’s zone, the chart and its table in Slovenian', () => {
    const data = calculationReportData(input('sl'));
    const context = calculationReportContext(data) as {
      headline: { text: string };
      date: string;
      languageName: string;
      chart: { available: boolean; spec: unknown; table: { header: string[]; rows: string[][] } };
    };
    expect(context.headline.text).toBe(`${data.headline!.value} W/m`);
    expect(context.date).toMatch(/2\. januar 2026.*11:00/);
    expect(context.languageName).toBe('Slovenščina');
    expect(context.chart.available).toBe(true);
    expect(context.chart.spec).not.toBeNull();
    const sl = translations('sl');
    expect(context.chart.table.header[0]).toBe(`${sl.Insulation_Field_Thickness} (mm)`);
    expect(context.chart.table.rows.map((r) => r[1])).toContain(data.headline!.value);
  });

  it('lists the engine errors instead of results when the calculation cannot be computed', () => {
    const broken = pipe();
    broken.equipmentDetails = { ...broken.equipmentDetails, diameter: 5, wallThickness: 3.6 };
    const data = calculationReportData(input('en', broken));
    expect(data.headline).toBeNull();
    expect(data.errors.length).toBeGreaterThan(0);
    const context = calculationReportContext(data);
    expect(context.headline).toBeNull();
    expect(context.errors).toEqual(data.errors);
    expect((context.chart as { available: boolean }).available).toBe(false);
  });

  it('the project context compares first (differing rows marked ≠), then has every calculation', () => {
    const cold = { ...pipe(), calculationId: 'cold', name: 'Chilled water' };
    cold.mediumDetails = { ...cold.mediumDetails, mediumTemperature: 6 };
    const { calculation: _one, ...rest } = input('en');
    const context = projectReportTemplateContext({ ...rest, calculations: [pipe(), cold] }) as {
      calculationCount: number;
      comparisons: {
        first: boolean;
        differences: number;
        sections: { header: string[]; rows: { cells: string[]; marked: boolean }[] }[];
      }[];
      calculations: { calculationName: string }[];
    };
    expect(context.calculationCount).toBe(2);
    expect(context.comparisons).toHaveLength(1);
    const [comparison] = context.comparisons;
    expect(comparison!.first).toBe(true);
    expect(comparison!.differences).toBeGreaterThan(0);
    const rows = comparison!.sections.flatMap((s) => s.rows);
    const medium = rows.find((r) => r.cells[0]!.includes('Medium temperature (°C)'))!;
    expect(medium.marked).toBe(true);
    expect(medium.cells[0]!.startsWith('≠ ')).toBe(true);
    expect(comparison!.sections[0]!.header.slice(1)).toEqual([
      'Dovod tople vode – južni del',
      'Chilled water',
    ]);
    expect(context.calculations.map((c) => c.calculationName)).toEqual([
      'Dovod tople vode – južni del',
      'Chilled water',
    ]);
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
      'pdf-lib',
    ]);
  });
});
