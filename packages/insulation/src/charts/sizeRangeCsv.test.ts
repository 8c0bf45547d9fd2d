import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ThermalError } from '@insulcalc/thermal';
import { createUi } from '../components/ui';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { csvDelimiter, sizeRangeCsv } from './sizeRangeCsv';
import { toCsv } from './csv';
import { sizeName } from '../components/resultRows';
import type { Calculation } from '../domain/types';

function uiFor(language: string) {
  const messages = messagesFor(language);
  return createUi(language, (key) => messages[key] ?? `[?:${key}]`);
}

function sizeRangeResult(change?: (c: Calculation) => void) {
  const calculation = insulatedDefaultState().calculations[0]!;
  change?.(calculation);
  calculation.equipmentDetails.allDiameter = true;
  calculation.equipmentDetails.fromNominalSize = 15;
  calculation.equipmentDetails.toNominalSize = 100;
  const output = computeCalculation(calculation, {
    products: TEST_CODE_LISTS.products,
    subconstructionTypes: TEST_CODE_LISTS.subconstructionTypes,
  });
  if (!output.ok) throw new Error(JSON.stringify(output.errors));
  return output.result;
}

const describeError = (error: ThermalError) => `error ${error.key}`;

function parse(csv: string, delimiter: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('sizeRangeCsv', () => {
  const result = sizeRangeResult();
  const table = result.table ?? [];

  it('has one row per size of the range, in English with a comma delimiter and a decimal point', () => {
    const ui = uiFor('en');
    expect(csvDelimiter(ui)).toBe(',');
    const rows = parse(sizeRangeCsv(result, ui, describeError), ',');
    expect(table.length).toBeGreaterThan(3);
    expect(rows).toHaveLength(table.length + 1);
    expect(rows[0]![0]).toBe(messagesFor('en').Insulation_Field_NominalSize);
    expect(rows[0]![3]).toMatch(/\(W\/m\)$/);
    const first = table[0]!;
    expect(rows[1]![0]).toBe(sizeName(first.nominalSize, first.diameter, ui));
    expect(rows[1]![0]).toMatch(/^(DN \d+|\d+)$/);
    expect(Number(rows[1]![1])).toBeCloseTo(first.diameter, 6);
    expect(rows[1]![3]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(rows[1]![3])).toBeCloseTo(first.result!.heatFlowPerMetre!, 2);
  });

  it('uses a semicolon and the decimal comma in German, with translated headers', () => {
    const ui = uiFor('de');
    expect(csvDelimiter(ui)).toBe(';');
    const rows = parse(sizeRangeCsv(result, ui, describeError), ';');
    expect(rows[0]![4]).toBe(`${messagesFor('de').Insulation_Result_SurfaceTemperature} (°C)`);
    expect(rows[1]![4]).toMatch(/^-?\d+,\d$/);
    expect(Number(rows[1]![4]!.replace(',', '.'))).toBeCloseTo(table[0]!.result!.surfaceTemperature, 1);
  });

  it('explains a size the engine refused instead of leaving blanks', () => {
    const refused = {
      ...result,
      table: [
        {
          ...table[0]!,
          ok: false,
          result: null,
          errors: [{ key: 'Thermal_Error_NotPositive', path: 'x', message: 'm', values: {} } as ThermalError],
        },
      ],
    };
    const rows = parse(sizeRangeCsv(refused, uiFor('en'), describeError), ',');
    expect(rows[1]!.slice(3, 6)).toEqual(['', '', '']);
    expect(rows[1]![6]).toBe('error Thermal_Error_NotPositive');
  });

  it('does not let a text become a spreadsheet formula', () => {
    const refused = {
      ...result,
      table: [{ ...table[0]!, ok: false, result: null, errors: [{} as ThermalError] }],
    };
    const rows = parse(
      sizeRangeCsv(refused, uiFor('en'), () => '=HYPERLINK("x")'),
      ',',
    );
    expect(rows[1]![6]).toBe(`'=HYPERLINK("x")`);
  });

  it('writes negative numbers as numbers, not as escaped text (a cold line at -20 °C)', () => {
    const cold = sizeRangeResult((c) => {
      c.mediumDetails.mediumTemperature = -20;
      c.ambientConditions.ambientTemperature = -5;
    });
    for (const language of ['en', 'de']) {
      const ui = uiFor(language);
      const rows = parse(sizeRangeCsv(cold, ui, describeError), csvDelimiter(ui));
      // The heat flow is a gain's magnitude (issue 24 item 5); the surface temperature is negative.
      const heat = rows[1]![3]!;
      const surface = rows[1]![4]!;
      expect(heat).toMatch(/^\d+[.,]\d{2}$/);
      expect(surface).toMatch(/^-\d+[.,]\d$/);
      expect(Number(surface.replace(',', '.'))).toBeLessThan(0);
    }
  });

  it('still escapes formulas that start like a number: -2+3, =1, +1, @x', () => {
    const ui = uiFor('en');
    for (const text of ['-2+3', '=1', '+1', '@x', '-', '-A1'])
      expect(parse(toCsv([['h'], [text]], ui), ',')[1]![0]).toBe(`'${text}`);
    for (const text of ['-4.49', '-4,49', '-10', '12.5'])
      expect(parse(toCsv([['h'], [text]], ui), ',')[1]![0]).toBe(text);
  });
});

describe('a cold line over a range of sizes (issue 24 item 5)', () => {
  const cold = sizeRangeResult((c) => {
    c.mediumDetails.mediumTemperature = 6;
    c.ambientConditions.ambientTemperature = 28;
  });

  it('the CSV says heat gain and lists positive magnitudes, as the results panel does', () => {
    const ui = uiFor('en');
    const rows = parse(sizeRangeCsv(cold, ui, describeError), ',');
    expect(rows[0]![3]).toBe('Heat gain per metre (W/m)');
    const figures = rows.slice(1).map((r) => Number(r[3]));
    expect(figures.every((v) => v > 0)).toBe(true);
    expect(figures[0]).toBeCloseTo(Math.abs(cold.table![0]!.result!.heatFlowPerMetre!), 2);
  });
});
