// @vitest-environment node
/**
 * Issue 24 item 1: with cladding "None" the result uses the outer product's own surface
 * emissivity from the catalogue (the seeded products' values: stone wool pipe section 0.94 after
 * EN ISO 12241 / VDI 2055-1 for non-metallic surfaces, black elastomer skin 0.93), never the
 * surface field's bright-metal default (0.05) nor a removed cladding's value.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/codelists';
import { createDefaultCalculation } from '../domain/defaults';
import type { Calculation } from '../domain/types';
import { toConfiguratorCodeLists } from './codeLists';
import { computeCalculation } from './compute';
import { ownSurfaceEmissivity, surfaceEmissivityWithoutCladding } from './ownSurface';

const price = (thickness: number, p: number) => ({ thickness, price: p });
const point = (temperature: number, conductivity: number) => ({ temperature, conductivity });

/** Two products as the catalogue (apps/server/seed/products/products.json) answers them. */
const CATALOGUE: Product[] = [
  {
    id: 1,
    code: 'MW_PIPE_SECTION',
    nameKey: 'Insulation_Product_MineralWoolPipeSection',
    name: 'Mineral wool pipe section',
    productTypeId: 1,
    conductivity: [
      point(10, 0.034),
      point(50, 0.038),
      point(100, 0.045),
      point(150, 0.053),
      point(200, 0.062),
      point(250, 0.073),
      point(300, 0.086),
    ],
    minTemperature: -50,
    maxTemperature: 640,
    thicknesses: [20, 25, 30, 40, 50, 60, 70, 80, 100, 120],
    density: 100,
    fireClass: 'A1',
    surfaceEmissivity: 0.94,
    prices: [
      price(20, 19),
      price(25, 21.8),
      price(30, 24.5),
      price(40, 30),
      price(50, 35.5),
      price(60, 41),
      price(70, 46.5),
      price(80, 52),
      price(100, 63),
      price(120, 74),
    ],
    recommended: true,
    sortOrder: 10,
  },
  {
    id: 7,
    code: 'FEF_TUBE',
    nameKey: 'Insulation_Product_ElastomericTube',
    name: 'Elastomeric foam tube',
    productTypeId: 5,
    conductivity: [
      point(-40, 0.031),
      point(-20, 0.033),
      point(0, 0.035),
      point(20, 0.037),
      point(40, 0.039),
      point(60, 0.041),
    ],
    minTemperature: -50,
    maxTemperature: 105,
    thicknesses: [9, 13, 19, 25, 32, 40, 50],
    density: 60,
    fireClass: 'BL-s3,d0',
    surfaceEmissivity: 0.93,
    prices: [
      price(9, 26.7),
      price(13, 31.9),
      price(19, 39.7),
      price(25, 47.5),
      price(32, 56.6),
      price(40, 67),
      price(50, 80),
    ],
    recommended: true,
    sortOrder: 70,
  },
];

const lists = toConfiguratorCodeLists({ products: CATALOGUE, surfaceTypes: [] }, (key) => key);
const data = { products: lists.products };

function pipe(productId: number, patch: (c: Calculation) => void): Calculation {
  const c = createDefaultCalculation({ isSelected: true });
  c.insulationInfo[0] = {
    ...c.insulationInfo[0]!,
    insulationProductId: productId,
    insulationProductTypeId: 1,
    insulationThickness: 20,
  };
  patch(c);
  return c;
}

function result(c: Calculation) {
  const out = computeCalculation(c, data);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

describe('cladding "None" uses the product’s own surface', () => {
  it('keeps the catalogue’s surface emissivity and prices per thickness in the configurator’s lists', () => {
    expect(lists.products.map((p) => p.surfaceEmissivity)).toEqual([0.94, 0.93]);
    expect(lists.products[0]!.prices?.[0]).toEqual([20, 19]);
    // What the prices are per reaches the engine: per m² unless the catalogue says per metre.
    expect(lists.products[0]!.priceBasis).toBe('m2');
    const perMetre = toConfiguratorCodeLists(
      { products: [{ ...CATALOGUE[0]!, priceBasis: 'm' }] },
      (key) => key,
    );
    expect(perMetre.products[0]!.priceBasis).toBe('m');
  });

  it('stone wool 20 mm on DN50 with 150 °C water in 25 °C air: about 43 °C at the surface, not 56.0', () => {
    const r = result(
      pipe(1, (c) => {
        c.mediumDetails.mediumTemperature = 150;
        c.ambientConditions.ambientTemperature = 25;
      }),
    );
    expect(r.emissivity).toEqual({ value: 0.94, source: 'insulation' });
    // The walkthrough's 43.0 °C (by hand); 56.0 °C was the bright-metal default of the field.
    expect(r.surfaceTemperature).toBeCloseTo(43, 0);
  });

  it('chilled water DN80 at 6 °C in 28 °C / 75 % RH: 19 mm of elastomer with its own skin', () => {
    const r = result(
      pipe(7, (c) => {
        c.insulationInfo[0]!.insulationProductTypeId = 5;
        c.equipmentDetails.nominalSize = 80;
        c.equipmentDetails.diameter = 88.9;
        c.equipmentDetails.wallThickness = 3.2;
        c.mediumDetails.mediumTemperature = 6;
        c.mediumDetails.relativeHumidity = 0.75;
        c.ambientConditions.ambientTemperature = 28;
        c.calculationTypes.calculationType = 6;
        c.calculationTypes.insulationThicknessType = 1;
      }),
    );
    expect(r.emissivity.source).toBe('insulation');
    expect(r.requiredThickness).toBe(19);
  });

  it('names the own surface only without a cladding; taking a cladding off gives the product’s value', () => {
    const c = pipe(7, () => undefined);
    expect(ownSurfaceEmissivity(c, lists.products)).toBe(0.93);
    c.surface = { surfaceMaterialId: 3, surfaceEmissivity: 0.1 };
    expect(ownSurfaceEmissivity(c, lists.products)).toBeNull();
    expect(surfaceEmissivityWithoutCladding(c, lists.products)).toBe(0.93);
    expect(
      surfaceEmissivityWithoutCladding(
        pipe(99, () => undefined),
        lists.products,
      ),
    ).toBeNull();
  });
});
