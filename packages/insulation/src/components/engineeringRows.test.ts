// @vitest-environment node
/**
 * What the engine computes, on screen and in the report: heat gain of cold lines with a positive
 * magnitude and its direction, tanks by part (adding up to the total), the outer surface
 * coefficients, λ at each layer's mean temperature; and the imperial display units.
 */
import { describe, expect, it } from 'vitest';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import type { Calculation } from '../domain/types';
import { economicSection, economicTable, headlineRow, partsTable, resultSections } from './resultRows';
import { createUiFromMessages } from './uiCore';
import { createUnits, nominalSizeLabel, npsOf } from './units';

const en = createUiFromMessages('en', messagesFor('en'));
const imperial = createUiFromMessages('en', messagesFor('en'), createUnits('imperial'));
const data = {
  products: TEST_CODE_LISTS.products,
  subconstructionTypes: TEST_CODE_LISTS.subconstructionTypes,
};

function pipe(change?: (c: Calculation) => void): Calculation {
  const c = insulatedDefaultState().calculations[0]!;
  change?.(c);
  return c;
}

function compute(c: Calculation) {
  const out = computeCalculation(c, data);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

const rows = (c: Calculation, ui = en) => resultSections(compute(c), ui).flatMap((s) => s.rows);
const rowOf = (list: ReturnType<typeof rows>, id: string) => list.find((r) => r.id === id);

describe('results the engine computes', () => {
  it('a cold line shows heat gain as a positive magnitude with its direction', () => {
    const cold = pipe((c) => {
      c.mediumDetails.mediumTemperature = 6;
      c.ambientConditions.ambientTemperature = 25;
    });
    const result = compute(cold);
    expect(result.heatFlowTotal).toBeLessThan(0);
    const list = rows(cold);
    const perMetre = rowOf(list, 'heatFlowPerMetre')!;
    expect(perMetre.label).toBe('Heat gain per metre');
    expect(perMetre.value).not.toMatch(/[-−]/);
    expect(en.parse(perMetre.value)).toBeCloseTo(Math.abs(result.heatFlowPerMetre!), 2);
    expect(rowOf(list, 'heatFlowDirection')!.value).toBe('Gain (surroundings → medium)');
    expect(rowOf(list, 'energyLoss')!.label).toBe('Energy gained');
    const headline = headlineRow(result, en);
    expect(headline.label).toBe('Heat gain per metre');
    expect(headline.value).not.toMatch(/[-−]/);
  });

  it('a hot line says heat loss', () => {
    const list = rows(pipe());
    expect(rowOf(list, 'heatFlowPerMetre')!.label).toBe('Heat loss per metre');
    expect(rowOf(list, 'heatFlowDirection')!.value).toBe('Loss (medium → surroundings)');
  });

  it('shows the outer surface coefficients (convective + radiative = total) and the emissivity used', () => {
    const result = compute(pipe());
    const list = rows(pipe());
    const h = result.surfaceCoefficient;
    expect(en.parse(rowOf(list, 'coefficientConvective')!.value)).toBeCloseTo(h.convective, 2);
    expect(en.parse(rowOf(list, 'coefficientRadiative')!.value)).toBeCloseTo(h.radiative, 2);
    expect(en.parse(rowOf(list, 'coefficientTotal')!.value)).toBeCloseTo(h.total, 2);
    expect(rowOf(list, 'coefficientTotal')!.unit).toBe('W/(m²·K)');
    expect(rowOf(list, 'emissivity')!.label).toMatch(/^Emissivity \(/);
  });

  it('shows λ of each layer at its mean temperature', () => {
    const result = compute(pipe());
    const layer = result.layers[0]!;
    const row = rowOf(rows(pipe()), 'layer1Conductivity')!;
    expect(row.label).toBe(`Layer 1: λ at its mean temperature ${en.format(layer.meanTemperature, 1)} °C`);
    expect(en.parse(row.value)).toBeCloseTo(layer.conductivity, 4);
  });

  it('a tank shows its parts, and the parts add up to the total', () => {
    const tank = pipe((c) => {
      c.equipment = 5 as Calculation['equipment'];
      c.orientation = 2 as Calculation['orientation'];
      c.equipmentDetails.diameter = 2000;
      c.equipmentDetails.height = 5000;
      c.equipmentDetails.nominalSize = null;
      c.equipmentDetails.length = null;
      c.calculationTypes.calculationType = 2 as Calculation['calculationTypes']['calculationType'];
      c.mediumDetails.fillLevel = 0.6;
    });
    const result = compute(tank);
    const table = partsTable(result, en)!;
    expect(table).not.toBeNull();
    const ids = table.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['roof', 'bottom', 'total']));
    const total = table.rows.find((r) => r.id === 'total')!;
    const sum = table.rows
      .filter((r) => r.id !== 'total')
      .reduce((s, r) => s + (en.parse(r.cells[2]!.replace(/,/g, '')) ?? 0), 0);
    expect(en.parse(total.cells[2]!.replace(/,/g, ''))).toBeCloseTo(Math.abs(result.heatFlowTotal), 0);
    expect(sum).toBeCloseTo(Math.abs(result.heatFlowTotal), 0);
    const surface = rowOf(rows(tank), 'surfaceTemperature')!;
    expect(surface.label).toMatch(/^Surface temperature \(warmest part: /);
  });

  it('a pipe has no parts table', () => {
    expect(partsTable(compute(pipe()), en)).toBeNull();
  });
});

describe('economic thickness', () => {
  it('shows the thickness with the lowest total cost, its payback and the cost table', () => {
    const priced = TEST_CODE_LISTS.products.map((p) =>
      p.id === 101
        ? { ...p, prices: (p.thicknesses ?? []).map((t) => [t, 4 + t * 0.3] as [number, number]) }
        : p,
    );
    const c = pipe((calc) => {
      calc.operatingConditions.serviceLife = 15;
      calc.operatingConditions.interestRate = 0.05;
      calc.operatingConditions.energyPriceIncrease = 0.03;
      calc.operatingConditions.installationCost = 20;
      calc.operatingConditions.price = 0.12;
      calc.operatingConditions.operatingHours = 8000;
    });
    const out = computeCalculation(c, { products: priced });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    const economic = out.result.economic!;
    expect(economic).not.toBeNull();
    const section = economicSection(out.result, en)!;
    const thickness = section.rows.find((r) => r.id === 'economicThickness')!;
    expect(thickness.value).toBe(en.format(economic.economicThickness, 0));
    expect(thickness.unit).toBe('mm');
    expect(section.rows.find((r) => r.id === 'interestRate')!.value).toBe('5.00');
    const table = economicTable(out.result, en)!;
    expect(table.rows).toHaveLength(economic.table.length);
    expect(table.rows[0]!.cells[0]).toBe('bare');
    expect(table.rows.filter((r) => r.cells[4]!.endsWith('★'))).toHaveLength(1);
    expect(section.rows.find((r) => r.id === 'economicTotalCost')!.unit).toBe('€/a');
    // The currency of the reader's settings (issue 24): costs in CHF, nothing converted.
    const chf = createUiFromMessages('de', messagesFor('de'), createUnits('SI'), 'CHF');
    expect(economicSection(out.result, chf)!.rows.find((r) => r.id === 'economicTotalCost')!.unit).toBe(
      'CHF/a',
    );
    expect(
      economicTable(out.result, chf)!
        .header.slice(1)
        .every((h) => h.includes('CHF')),
    ).toBe(true);
    expect(chf.units.unit('€/kWh')).toBe('CHF/kWh');
    // No service life: no economic figures at all.
    expect(economicSection(compute(pipe()), en)).toBeNull();
  });
});

describe('imperial display units', () => {
  it('convert the results: °F, Btu/h·ft, in; the numbers are the SI ones converted', () => {
    const c = pipe();
    const result = compute(c);
    const list = rows(c, imperial);
    const perMetre = rowOf(list, 'heatFlowPerMetre')!;
    expect(perMetre.unit).toBe('Btu/h·ft');
    expect(imperial.parse(perMetre.value.replace(/,/g, ''))).toBeCloseTo(
      result.heatFlowPerMetre! * 1.040267,
      1,
    );
    const surface = rowOf(list, 'surfaceTemperature')!;
    expect(surface.unit).toBe('°F');
    expect(imperial.parse(surface.value)).toBeCloseTo((result.surfaceTemperature * 9) / 5 + 32, 1);
    expect(rowOf(list, 'coefficientTotal')!.unit).toBe('Btu/(h·ft²·°F)');
  });

  it('round-trip SI → shown → SI for every converted unit', () => {
    const units = createUnits('imperial');
    for (const si of [
      '°C',
      'K',
      'mm',
      'm',
      'm/s',
      'W',
      'W/m',
      'W/m²',
      'W/(m²·K)',
      'W/(m·K)',
      'kg/m³',
      'J/(kg·K)',
    ])
      expect(units.fromShown(units.toShown(123.4, si), si)).toBeCloseTo(123.4, 9);
    expect(units.toShown(100, '°C')).toBe(212);
    expect(units.toShown(25.4, 'mm')).toBeCloseTo(1, 12);
    expect(units.unit('kWh/a')).toBe('kWh/a');
    expect(createUnits('SI').toShown(100, '°C')).toBe(100);
    // Fractions are typed in percent in either system.
    expect(createUnits('SI').fromShown(5, '%@fraction')).toBe(0.05);
    expect(createUnits('imperial').unit('%@fraction')).toBe('%');
  });

  it('names sizes DN in SI and NPS in imperial', () => {
    expect(npsOf(50)).toBe('2');
    expect(npsOf(15)).toBe('1/2');
    expect(npsOf(400)).toBe('16');
    expect(nominalSizeLabel(50, createUnits('SI'))).toBe('DN 50');
    expect(nominalSizeLabel(50, createUnits('imperial'))).toBe('NPS 2');
  });
});
