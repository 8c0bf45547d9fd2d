/**
 * The calculation and project reports as an engineer receives them, rendered from the seeded
 * document templates (seed/documents: CalculationReport, ProjectReport) with the configurator's
 * engine and texts: brand and logo, "page N of M" on every page, DN, the surface coefficients,
 * λ(θ) of the chosen products, the method in the notes, the chart as vector graphics, the
 * reader's language, date and time zone; the project report's comparison with marked rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDefaultCalculation,
  toStoredCalculation,
  type Calculation,
  type StoredCalculation,
} from '@insulcalc/insulation/report';
import { storedPipe } from '../../../test/calculations';
import { OPS, readPdf } from '@insulcalc/test-utils/pdf';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { renderDocument } from '../documents/index';
import { getTranslations } from '../translations/index';
import { patient } from '../../../../../scripts/patience.mjs';

const DATE = new Date('2026-07-02T22:30:00Z');

describe(`the report templates on ${testDriver()}`, { timeout: patient(120_000) }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function report(language: 'en' | 'de' | 'sl', calculation: StoredCalculation, timeZone: string) {
    const { bytes } = await renderDocument(
      server.app.ctx,
      'CalculationReport',
      { projectName: 'Toplarna Šoštanj', calculation },
      language,
      { timeZone, date: DATE },
    );
    return { bytes, pdf: await readPdf(bytes) };
  }

  it('has the brand and logo, page N of M, DN, the coefficients, λ(θ), the method and the New York time', async () => {
    const { bytes, pdf } = await report('en', storedPipe('Supply line'), 'America/New_York');
    const { lines } = pdf;
    const en = await getTranslations(server.app.ctx.db, 'en');
    expect(lines).toContain('Insulcalc');
    expect(lines).toContain('Thermal insulation of technical installations · EN ISO 12241');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= pdf.pageCount; n++) expect(lines).toContain(`Page ${n} of ${pdf.pageCount}`);
    expect(lines).toContain('DN 50');
    expect(lines).toContain('Outer surface coefficient');
    for (const label of ['Convective', 'Radiative', 'Total surface coefficient'])
      expect(lines.some((l) => l.startsWith(label))).toBe(true);
    expect(lines.some((l) => /^Layer 1: λ at its mean temperature \d+\.\d °C$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('Thermal conductivity λ(θ) of '))).toBe(true);
    expect(
      lines.some((l) => l.startsWith('Method: steady-state heat transfer after EN ISO 12241:2022')),
    ).toBe(true);
    expect(lines).toContain('Figures in SI units.');
    expect(lines).toContain(en.get('Report_Chart_Title'));
    // 22:30 UTC is 18:30 in New York in July.
    expect(lines.some((l) => /July 2, 2026.*6:30\s?PM/.test(l))).toBe(true);
    // The → of the layer rows is drawn as strokes, never "->"; no character without a glyph.
    expect(lines.some((l) => l.includes('->'))).toBe(false);
    expect(lines.filter((l) => l.includes('\u0000') || l.includes('\uFFFD'))).toEqual([]);
  });

  it('in German: Seite N von M, the German date and notes; in Slovenian: the names with š, ž, č', async () => {
    const de = (await report('de', storedPipe('Vorlauf'), 'Europe/Berlin')).pdf;
    expect(de.lines).toContain(`Seite 1 von ${de.pageCount}`);
    expect(de.lines.some((l) => /^3\. Juli 2026( um|,) 00:30/.test(l))).toBe(true);
    expect(de.lines).toContain('Angaben in SI-Einheiten.');
    expect(de.lines).toContain('Wärmeverlust pro Meter (W/m)');
    expect(de.lines).toContain('Deutsch');

    const sl = (await report('sl', storedPipe('Dovod tople vode – južni del'), 'Europe/Ljubljana')).pdf;
    expect(sl.title).toBe('Izračun izolacije: Toplarna Šoštanj – Dovod tople vode – južni del');
    expect(sl.lines).toContain('Toplarna Šoštanj');
    expect(sl.lines).toContain('Dovod tople vode – južni del');
    expect(sl.lines.some((l) => /^\d+,\d\d W\/m$/.test(l))).toBe(true);
    expect(sl.lines.filter((l) => l.includes('\u0000') || l.includes('\uFFFD'))).toEqual([]);
  });

  it('a tank report has its parts table', async () => {
    const tank = storedPipe('Tank', (c) => {
      c.equipment = 5 as Calculation['equipment'];
      c.orientation = 2 as Calculation['orientation'];
      c.equipmentDetails.diameter = 2000;
      c.equipmentDetails.height = 5000;
      c.calculationTypes.calculationType = 2 as Calculation['calculationTypes']['calculationType'];
      c.mediumDetails.fillLevel = 0.5;
    });
    const { lines } = (await report('en', tank, 'UTC')).pdf;
    expect(lines).toContain('By part');
    expect(lines).toContain('Roof');
    expect(lines).toContain('Shell, wetted');
  });

  it('draws the engine’s chart as vector graphics where the template places it', async () => {
    const withChart = (await report('en', storedPipe('Supply line'), 'UTC')).pdf;
    const without = (await report('en', toStoredCalculation(createDefaultCalculation()), 'UTC')).pdf;
    // pdf.js gathers each path into one constructPath operator: [paint operator, [path data], …].
    const paths = (pdf: typeof withChart, paint: number) =>
      pdf.operators
        .filter(({ fn, args }) => fn === OPS.constructPath && args[0] === paint)
        .map(({ args }) => Array.from((args[1] as ArrayLike<number>[])[0]!));
    expect(paths(withChart, OPS.stroke).length - paths(without, OPS.stroke).length).toBeGreaterThan(40);
    const dashes = withChart.operators.filter(({ fn }) => fn === OPS.setDash).map(({ args }) => args);
    expect(dashes).toContainEqual([[3, 2], 0]);
    expect(dashes).toContainEqual([[1.5, 1.5], 0]);
    // Both vertical axis titles, and only they, are rotated by 90° (text matrix [0 s -s 0 x y]).
    const rotated = withChart.items.filter(
      ({ transform: [a, b, c, d] }) => Math.abs(a) < 1e-9 && b > 0 && c < 0 && Math.abs(d) < 1e-9,
    );
    expect(rotated.map((item) => item.str).sort()).toEqual(
      ['Heat loss per metre (W/m)', 'Surface temperature (°C)'].sort(),
    );
    expect(without.lines.some((l) => l.startsWith('No chart: it needs an insulation product'))).toBe(true);
  });

  it('the project report compares first (differing rows marked), then has every calculation', async () => {
    const { bytes, fileName } = await renderDocument(
      server.app.ctx,
      'ProjectReport',
      {
        projectName: 'Boiler house',
        calculations: [
          storedPipe('Supply line'),
          storedPipe('Chilled water', (c) => {
            c.calculationId = 'cold';
            c.mediumDetails.mediumTemperature = 6;
          }),
        ],
      },
      'en',
      { timeZone: 'UTC', date: DATE },
    );
    expect(fileName).toBe('Boiler_house.pdf');
    const pdf = await readPdf(bytes);
    const { lines } = pdf;
    expect(pdf.title).toBe('Project report: Boiler house');
    const comparison = lines.indexOf('Comparison of the calculations');
    expect(comparison).toBeGreaterThan(0);
    expect(lines.indexOf('Calculation: Supply line')).toBeGreaterThan(comparison);
    expect(lines.indexOf('Calculation: Chilled water')).toBeGreaterThan(
      lines.indexOf('Calculation: Supply line'),
    );
    expect(lines).toContain('Heat gain per metre');
    // Differing rows: labelled ≠ (a vector sign, so the label starts after it) and highlighted.
    expect(lines.some((l) => l.startsWith('Medium temperature (°C)'))).toBe(true);
    const fills = pdf.operators.filter(({ fn }) => fn === OPS.constructPath).length;
    expect(fills).toBeGreaterThan(10);
    for (let n = 1; n <= pdf.pageCount; n++) expect(lines).toContain(`Page ${n} of ${pdf.pageCount}`);
  });
});
