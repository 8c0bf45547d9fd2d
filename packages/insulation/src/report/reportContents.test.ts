// @vitest-environment node
/**
 * The report an engineer sends: brand block, "page N of M" on every page, DN on nominal sizes, the
 * surface coefficients, λ(θ) of the chosen products, the method and standards in the notes,
 * typographic arrows, the reader's units; and the project report with its comparison page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';
import type { Calculation } from '../domain/types';
import { buildCalculationReport, buildProjectReport, type CalculationReportInput } from './index';
import { packageMessages } from '@insulcalc/test-utils';
import { OPS, readPdf } from '@insulcalc/test-utils/pdf';

const font = readFileSync(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
);
const texts = (language: string) => packageMessages(import.meta.url, language);

function pipe(change?: (c: Calculation) => void): Calculation {
  const calculation = { ...insulatedDefaultState().calculations[0]!, name: 'Supply line' };
  change?.(calculation);
  return calculation;
}

function input(language: string, calculation = pipe()): CalculationReportInput {
  return {
    projectName: 'Boiler house',
    calculation,
    language,
    translations: texts(language),
    codeLists: TEST_CODE_LISTS,
    font,
    date: new Date('2026-07-02T22:30:00Z'),
    timeZone: 'America/New_York',
  };
}

describe('calculation report', { timeout: 60_000 }, () => {
  it('has the brand, page N of M on every page, DN, the coefficients, λ(θ) and the method', async () => {
    const pdf = await readPdf(await buildCalculationReport(input('en')));
    const { lines } = pdf;
    expect(lines).toContain('Insulcalc');
    expect(lines).toContain(texts('en').Insulation_Report_Tagline);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= pdf.pageCount; n++) expect(lines).toContain(`Page ${n} of ${pdf.pageCount}`);
    expect(lines).toContain('DN 50');
    expect(lines).toContain('Outer surface coefficient');
    for (const label of ['Convective', 'Radiative', 'Total surface coefficient'])
      expect(lines.some((l) => l.startsWith(label))).toBe(true);
    expect(lines.some((l) => /^Layer 1: λ at its mean temperature \d+\.\d °C$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('Thermal conductivity λ(θ) of Mineral wool pipe section'))).toBe(
      true,
    );
    expect(lines).toContain('Mean temperature θ (°C)');
    expect(
      lines.some((l) => l.startsWith('Method: steady-state heat transfer after EN ISO 12241:2022')),
    ).toBe(true);
    expect(lines).toContain('Figures in SI units.');
    // The date in the reader's time zone (22:30 UTC is 18:30 in New York in July).
    expect(lines.some((l) => /July 2, 2026.*6:30\s?PM/.test(l))).toBe(true);
    // Typographic arrow drawn as strokes, never "->"; no character without a glyph.
    expect(lines.some((l) => l.includes('->'))).toBe(false);
    expect(lines.filter((l) => l.includes('\u0000'))).toEqual([]);
  });

  it('in German: Seite N von M, German date, notes', async () => {
    const pdf = await readPdf(await buildCalculationReport({ ...input('de'), timeZone: 'Europe/Berlin' }));
    expect(pdf.lines).toContain(`Seite 1 von ${pdf.pageCount}`);
    expect(pdf.lines.some((l) => /^3\. Juli 2026 um 00:30/.test(l) || /^3\. Juli 2026, 00:30/.test(l))).toBe(
      true,
    );
    expect(pdf.lines).toContain('Angaben in SI-Einheiten.');
  });

  it('in imperial units: °F, Btu/h·ft and NPS', async () => {
    const pdf = await readPdf(await buildCalculationReport({ ...input('en'), unitSystem: 'imperial' }));
    expect(pdf.lines).toContain('NPS 2');
    expect(pdf.lines).toContain('212 °F');
    expect(pdf.lines.some((l) => l.endsWith(' Btu/h·ft'))).toBe(true);
    expect(pdf.lines).toContain('Figures in imperial units, converted from the calculation in SI units.');
  });

  it('a tank report has its parts table', async () => {
    const tank = pipe((c) => {
      c.equipment = 5 as Calculation['equipment'];
      c.orientation = 2 as Calculation['orientation'];
      c.equipmentDetails.diameter = 2000;
      c.equipmentDetails.height = 5000;
      c.calculationTypes.calculationType = 2 as Calculation['calculationTypes']['calculationType'];
      c.mediumDetails.fillLevel = 0.5;
    });
    const { lines } = await readPdf(await buildCalculationReport(input('en', tank)));
    expect(lines).toContain('By part');
    expect(lines).toContain('Roof');
    expect(lines).toContain('Shell, wetted');
  });
});

describe('project report', { timeout: 60_000 }, () => {
  it('compares the calculations first, then has every calculation, page N of M throughout', async () => {
    const cold = pipe((c) => {
      c.calculationId = 'cold';
      c.name = 'Chilled water';
      c.mediumDetails.mediumTemperature = 6;
    });
    const { calculation: _one, ...rest } = input('en');
    const pdf = await readPdf(await buildProjectReport({ ...rest, calculations: [pipe(), cold] }));
    const { lines } = pdf;
    expect(pdf.title).toBe('Project report: Boiler house');
    const comparison = lines.indexOf('Comparison of the calculations');
    expect(comparison).toBeGreaterThan(0);
    expect(lines.indexOf('Calculation: Supply line')).toBeGreaterThan(comparison);
    expect(lines.indexOf('Calculation: Chilled water')).toBeGreaterThan(
      lines.indexOf('Calculation: Supply line'),
    );
    expect(lines).toContain('Heat gain per metre');
    // Differing rows are marked with ≠ (a vector sign) and a highlight.
    expect(lines.some((l) => l.startsWith('Medium temperature (°C)'))).toBe(true);
    const fills = pdf.operators.filter(({ fn }) => fn === OPS.constructPath).length;
    expect(fills).toBeGreaterThan(10);
    for (let n = 1; n <= pdf.pageCount; n++) expect(lines).toContain(`Page ${n} of ${pdf.pageCount}`);
  });
});
