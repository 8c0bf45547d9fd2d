/** Test fixtures: a valid default input (spec §4 defaults, a DN50 steel pipe) and products. */
import type { CalculationInput, ProductInput, ThermalInput } from '../types';

export const MINERAL_WOOL: ProductInput = {
  id: 101,
  name: 'Mineral wool pipe section (generic)',
  productTypeId: 1,
  conductivity: [
    [0, 0.0338],
    [50, 0.0398],
    [100, 0.0463],
    [150, 0.054],
    [200, 0.0634],
    [250, 0.0751],
    [300, 0.0897],
  ],
  minTemperature: -50,
  maxTemperature: 300,
  thicknesses: [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120],
};

export const ELASTOMER: ProductInput = {
  id: 102,
  name: 'Elastomeric foam tube (generic)',
  productTypeId: 2,
  conductivity: [
    [-40, 0.03],
    [0, 0.033],
    [40, 0.037],
    [100, 0.043],
  ],
  minTemperature: -50,
  maxTemperature: 105,
  thicknesses: [9, 13, 19, 25, 32, 40, 50],
};

export const SLAB: ProductInput = {
  id: 103,
  name: 'Mineral wool slab (generic)',
  productTypeId: 3,
  conductivity: [
    [10, 0.035],
    [50, 0.039],
    [100, 0.045],
    [200, 0.06],
    [300, 0.08],
  ],
  minTemperature: -50,
  maxTemperature: 400,
  thicknesses: [30, 40, 50, 60, 80, 100, 120, 150],
};

export const PRODUCTS: ProductInput[] = [MINERAL_WOOL, ELASTOMER, SLAB];

export function baseCalculation(): CalculationInput {
  return {
    calculationId: 1,
    name: 'Calculation',
    isSelected: true,
    isNew: false,
    orientation: 1,
    equipment: 1,
    material: 1,
    matsHolder: null,
    airGap: null,
    equipmentDetails: {
      nominalSize: 50,
      length: 5,
      wallThickness: 3.6,
      diameter: 60.3,
      height: null,
      width: null,
      allDiameter: false,
      fromNominalSize: null,
      fromDiameter: null,
      toNominalSize: null,
      toDiameter: null,
      materialDensity: 7900,
      materialHeatCapacity: 490,
      heatDissipation: 1,
      materialEmissivity: 0.6,
    },
    calculationTypes: {
      calculationType: 2,
      standardType: 2,
      insulationThicknessType: 2,
      insulationTimeOrTemperatureType: 1,
      insulationStandardType: 1,
    },
    mediumDetails: {
      medium: 1,
      mediumTemperature: 100,
      mediumDensity: 1000,
      mediumHeatCapacity: 4186,
      mediumFreezingPoint: 0,
      mediumVelocity: 1,
      mediumFrozenPercentage: 1,
      frozenMediumDensity: 917,
      latentHeatofIceFormation: 334,
      inletTemperature: 100,
      fillLevel: 1,
      relativeHumidity: 0.5,
      mediumHeatFlowDensity: null,
      heatFlowDensity: null,
      freezingTime: null,
      endTemperature: null,
      coolingTime: null,
      surfaceTemperature: null,
      insulationClass: null,
    },
    ambientConditions: { ambientLocation: 1, ambientTemperature: 10, ambientWind: 0 },
    operatingConditions: { operatingHours: 8760, price: 0.15, fuelTypeId: 1, co2EmissionFactor: 202 },
    insulationInfo: [
      {
        insulationId: 1,
        insulationProductTypeId: 1,
        insulationProductId: 101,
        insulationThickness: 40,
        insulationPosition: 1,
      },
    ],
    surface: { surfaceMaterialId: 1, surfaceEmissivity: 0.05 },
    subconstruction: {
      subconstructionEnabled: false,
      thermalBridgeId: null,
      thermalConductivity: null,
      bridgeQuantity: null,
    },
  };
}

type Patch = {
  [K in keyof CalculationInput]?: CalculationInput[K] extends object | null | undefined
    ? Record<string, unknown> | unknown[] | null
    : CalculationInput[K];
};

/** A valid input with some sections patched (section objects are merged one level deep). */
export function makeInput(patch: Patch = {}, products: ProductInput[] = PRODUCTS): ThermalInput {
  const calc = baseCalculation() as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    const cur = calc[k];
    if (
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      cur &&
      typeof cur === 'object' &&
      !Array.isArray(cur)
    ) {
      calc[k] = { ...(cur as object), ...v };
    } else {
      calc[k] = v;
    }
  }
  return { calculation: calc as CalculationInput, products };
}
