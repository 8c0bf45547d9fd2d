// @vitest-environment node
import { calculate } from '@insulcalc/thermal';
import { describe, expect, it } from 'vitest';
import { CALCULATION_TYPES_BY_EQUIPMENT } from './applicability';
import { createDefaultCalculation, defaultSizesFor } from './defaults';
import { CalculationType, Equipment, ThicknessType } from './enums';
import { fieldPathFromEngine, toThermalInput, toThermalProduct } from './thermalInput';
import type { Product } from './codelists';
import type { Calculation } from './types';
import { validateCalculation } from './validation';

/** Two products of the seeded catalogue (apps/server/seed/products/products.json). */
const PIPE_SECTION: Product = {
  id: 1,
  code: 'MW_PIPE_SECTION',
  nameKey: 'Insulation_Product_MineralWoolPipeSection',
  name: 'Test item',
  productTypeId: 1,
  conductivity: [
    { temperature: 10, conductivity: 0.034 },
    { temperature: 50, conductivity: 0.038 },
    { temperature: 100, conductivity: 0.045 },
    { temperature: 150, conductivity: 0.053 },
    { temperature: 200, conductivity: 0.062 },
    { temperature: 250, conductivity: 0.073 },
    { temperature: 300, conductivity: 0.086 },
  ],
  minTemperature: -50,
  maxTemperature: 640,
  thicknesses: [20, 25, 30, 40, 50, 60, 70, 80, 100, 120],
  density: 100,
  fireClass: 'A1',
  recommended: true,
  sortOrder: 10,
};
const SLAB: Product = {
  ...PIPE_SECTION,
  id: 5,
  code: 'MW_SLAB',
  productTypeId: 2,
  thicknesses: [30, 40, 50, 60, 80, 100, 120, 150],
};
const PRODUCTS = [PIPE_SECTION, SLAB];
const SUPPORTS = [{ id: 1, code: 'STEEL_SPACER_RING', crossSection: 200, thermalConductivity: 50 }];

/** The default calculation for an equipment and calculation type, with a product chosen (the only input the defaults lack). */
function scenario(
  equipment: Equipment,
  type: CalculationType,
  thickness: ThicknessType = ThicknessType.CheckThickness,
): Calculation {
  const c = createDefaultCalculation();
  c.equipment = equipment;
  Object.assign(c.equipmentDetails, defaultSizesFor(equipment));
  c.calculationTypes.calculationType = type;
  c.calculationTypes.insulationThicknessType = thickness;
  const product = equipment === Equipment.Pipe ? PIPE_SECTION : SLAB;
  c.insulationInfo[0]!.insulationProductTypeId = product.productTypeId;
  c.insulationInfo[0]!.insulationProductId = product.id;
  c.insulationInfo[0]!.insulationThickness = 50;
  // Scenario inputs the §4 defaults do not give: freezing needs frost, condensation a cold medium,
  // a static-medium "by end temperature" a target between medium and ambient.
  if (type === CalculationType.Freezing) {
    c.ambientConditions.ambientTemperature = -10;
    c.mediumDetails.mediumTemperature = 10;
  }
  if (type === CalculationType.Condensation) {
    c.mediumDetails.mediumTemperature = 5;
    c.ambientConditions.ambientTemperature = 25;
    c.mediumDetails.relativeHumidity = 0.6;
  }
  if (type === CalculationType.StaticMedium) c.mediumDetails.endTemperature = 60;
  return c;
}

describe('toThermalInput', () => {
  it('sends the effective enumerations for stored 0 and keeps the nested entity', () => {
    const c = createDefaultCalculation();
    c.insulationInfo[0]!.insulationProductId = 1;
    c.insulationInfo[0]!.insulationThickness = 40;
    const input = toThermalInput(c, PRODUCTS, SUPPORTS);
    expect(input.calculation).toMatchObject({ equipment: 1, orientation: 1, material: 1, position: 1 });
    expect(input.calculation.calculationTypes).toMatchObject({
      calculationType: CalculationType.HeatLoss,
      insulationThicknessType: ThicknessType.CheckThickness,
    });
    expect(input.calculation.equipmentDetails).toMatchObject({ diameter: 60.3, wallThickness: 3.6 });
    expect(input.products[0]!.conductivity[0]).toEqual([10, 0.034]);
    expect(input.subconstructionTypes).toEqual([
      { id: 1, name: 'STEEL_SPACER_RING', crossSection: 200, thermalConductivity: 50 },
    ]);
    expect(c.equipment).toBe(0);
    expect(toThermalInput(c, PRODUCTS, SUPPORTS, { onlyUsed: true }).products.map((p) => p.id)).toEqual([1]);
  });

  it('the default calculation with a product is computable as is', () => {
    const c = createDefaultCalculation();
    c.insulationInfo[0]!.insulationProductId = 1;
    c.insulationInfo[0]!.insulationThickness = 40;
    const out = calculate(toThermalInput(c, PRODUCTS));
    expect(out.ok, JSON.stringify(out)).toBe(true);
  });

  const cases = (Object.values(Equipment) as Equipment[]).flatMap((eq) =>
    CALCULATION_TYPES_BY_EQUIPMENT[eq].map((t) => [eq, t] as const),
  );
  it.each(cases)('equipment %i, calculation type %i: defaults compute (CheckThickness)', (eq, type) => {
    const c = scenario(eq, type);
    expect(validateCalculation(c, { products: PRODUCTS })).toEqual([]);
    const out = calculate(toThermalInput(c, PRODUCTS, SUPPORTS));
    expect(out.ok, JSON.stringify(out.ok ? null : out.errors)).toBe(true);
  });

  it.each([Equipment.Pipe, Equipment.Wall, Equipment.Duct, Equipment.Vessel, Equipment.Tank])(
    'equipment %i: surface-temperature thickness calculation',
    (eq) => {
      const c = scenario(eq, CalculationType.SurfaceTemperature, ThicknessType.CalculateThickness);
      c.mediumDetails.surfaceTemperature = 40;
      expect(validateCalculation(c, { products: PRODUCTS })).toEqual([]);
      const out = calculate(toThermalInput(c, PRODUCTS));
      expect(out.ok, JSON.stringify(out.ok ? null : out.errors)).toBe(true);
      if (out.ok) expect(out.result.requiredThickness).not.toBeNull();
    },
  );

  it.each(cases)(
    'equipment %i, calculation type %i: thickness calculation with its criterion',
    (eq, type) => {
      const c = scenario(eq, type, ThicknessType.CalculateThickness);
      const m = c.mediumDetails;
      if (type === CalculationType.SurfaceTemperature) m.surfaceTemperature = 45;
      if (type === CalculationType.HeatLoss)
        m.heatFlowDensity = eq === Equipment.Pipe ? 30 : eq === Equipment.Duct ? 150 : 60;
      if (type === CalculationType.Freezing) m.freezingTime = 1;
      if (type === CalculationType.FlowingMedium) m.endTemperature = 95;
      if (type === CalculationType.StaticMedium) {
        m.endTemperature = 60;
        m.coolingTime = 1;
      }
      c.insulationInfo[0]!.insulationThickness = null;
      expect(validateCalculation(c, { products: PRODUCTS })).toEqual([]);
      const out = calculate(toThermalInput(c, PRODUCTS, SUPPORTS));
      expect(out.ok, JSON.stringify(out.ok ? null : out.errors)).toBe(true);
      if (out.ok) expect(out.result.requiredThickness).not.toBeNull();
    },
  );

  it('pipe heat loss: insulation class', () => {
    const c = scenario(Equipment.Pipe, CalculationType.HeatLoss, ThicknessType.CalculateInsulationClass);
    const out = calculate(toThermalInput(c, PRODUCTS));
    expect(out.ok, JSON.stringify(out.ok ? null : out.errors)).toBe(true);
    if (out.ok) expect(out.result.insulationClass).not.toBeNull();
  });

  it('subconstruction enabled adds a thermal bridge', () => {
    const c = scenario(Equipment.Pipe, CalculationType.HeatLoss);
    c.subconstruction = {
      subconstructionEnabled: true,
      thermalBridgeId: 1,
      thermalConductivity: 50,
      bridgeQuantity: 1,
    };
    const out = calculate(toThermalInput(c, PRODUCTS, SUPPORTS));
    expect(out.ok, JSON.stringify(out.ok ? null : out.errors)).toBe(true);
    if (out.ok) expect(out.result.thermalBridgeHeatFlow).toBeGreaterThan(0);
  });

  it('engine error paths map onto the field paths of the UI and validation', () => {
    const c = scenario(Equipment.Pipe, CalculationType.HeatLoss);
    c.mediumDetails.mediumTemperature = null;
    const out = calculate(toThermalInput(c, PRODUCTS));
    expect(out.ok).toBe(false);
    if (!out.ok) {
      const paths = out.errors.map((e) => fieldPathFromEngine(e.path));
      expect(paths).toContain('mediumDetails.mediumTemperature');
      expect(validateCalculation(c).map((e) => e.path)).toContain('mediumDetails.mediumTemperature');
    }
    expect(fieldPathFromEngine('calculation.insulationInfo[0].insulationThickness')).toBe(
      'insulationInfo.0.insulationThickness',
    );
  });

  it('toThermalProduct turns the catalogue price list into the engine’s [thickness, price] pairs', () => {
    const priced: Product = {
      ...PIPE_SECTION,
      prices: [
        { thickness: 30, price: 24.5 },
        { thickness: 50, price: 35.5 },
      ],
    };
    expect(toThermalProduct(priced).prices).toEqual([
      [30, 24.5],
      [50, 35.5],
    ]);
    expect(toThermalProduct(PIPE_SECTION).prices).toEqual([]);
  });

  it('toThermalProduct passes engine products through', () => {
    const p = toThermalProduct(PIPE_SECTION);
    expect(toThermalProduct(p)).toBe(p);
  });
});
