/**
 * Drift between the one Calculation schema and the engine's own input types and validator.
 * The engine (@insulcalc/thermal) stays dependency-free, so it cannot import the schema; this
 * test fails when the two disagree:
 * - at the type level (tsc, part of the test command): the key sets of every section and of the
 *   top level are equal, and a schema-valid calculation is a valid engine input;
 * - at run time: every field the engine's validator reads (recorded through proxies over a matrix
 *   of equipment × calculation type × thickness mode × options) is a schema field, and the
 *   schema fields it never reads are exactly the ones listed below as stored-only;
 * - the enumeration values are the engine's.
 * When the engine gains an input, this test names it: add it to calculation.ts (docs/adding-a-field.md).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as thermal from '@insulcalc/thermal';
import type {
  AmbientConditionsInput,
  CalculationInput,
  CalculationTypesInput,
  EquipmentDetailsInput,
  InsulationInfoInput,
  MediumDetailsInput,
  OperatingConditionsInput,
  SubconstructionInput,
  SurfaceInput,
} from '@insulcalc/thermal';
import {
  CALCULATION_SECTIONS,
  ENUMERATION_VALUES,
  calculationSchema,
  insulationInfoSchema,
  type AmbientConditions,
  type Calculation,
  type CalculationTypes,
  type EquipmentDetails,
  type InsulationInfo,
  type MediumDetails,
  type OperatingConditions,
  type Subconstruction,
  type Surface,
} from './index';

type TopLevel<T> = Exclude<keyof T, keyof typeof CALCULATION_SECTIONS | 'insulationInfo'>;

describe('types: the engine input and the schema name the same fields', () => {
  it('section by section', () => {
    expectTypeOf<keyof EquipmentDetailsInput>().toEqualTypeOf<keyof EquipmentDetails>();
    expectTypeOf<keyof CalculationTypesInput>().toEqualTypeOf<keyof CalculationTypes>();
    expectTypeOf<keyof MediumDetailsInput>().toEqualTypeOf<keyof MediumDetails>();
    expectTypeOf<keyof AmbientConditionsInput>().toEqualTypeOf<keyof AmbientConditions>();
    expectTypeOf<keyof OperatingConditionsInput>().toEqualTypeOf<keyof OperatingConditions>();
    expectTypeOf<keyof InsulationInfoInput>().toEqualTypeOf<keyof InsulationInfo>();
    expectTypeOf<keyof SurfaceInput>().toEqualTypeOf<keyof Surface>();
    expectTypeOf<keyof SubconstructionInput>().toEqualTypeOf<keyof Subconstruction>();
    expectTypeOf<keyof CalculationInput>().toEqualTypeOf<keyof Calculation>();
    expectTypeOf<TopLevel<CalculationInput>>().toEqualTypeOf<TopLevel<Calculation>>();
  });

  it('a schema-valid calculation is an engine input (value types agree)', () => {
    // The engine types the two client ids as numbers; it never reads them (STORED_ONLY), and
    // toThermalInput (insulation) sends them as null.
    type EngineView = Omit<Calculation, 'calculationId' | 'insulationInfo'> & {
      insulationInfo: Omit<InsulationInfo, 'insulationId'>[];
    };
    expectTypeOf<EngineView>().toExtend<CalculationInput>();
  });
});

/** Schema fields the engine does not read: carried by the entity for the UI and storage. */
const STORED_ONLY = new Set([
  'calculationId',
  'name',
  'isSelected',
  'isNew',
  'matsHolder',
  'airGap',
  'calculationTypes.insulationStandardType',
  'mediumDetails.medium',
  'mediumDetails.mediumHeatFlowDensity',
  'operatingConditions.fuelTypeId',
  'insulationInfo.insulationId',
  'insulationInfo.insulationProductTypeId',
]);

const SECTION_KEYS = Object.keys(CALCULATION_SECTIONS) as (keyof typeof CALCULATION_SECTIONS)[];

function schemaFieldPaths(): string[] {
  const paths: string[] = [];
  for (const [key, schema] of Object.entries(calculationSchema.shape)) {
    if (key === 'insulationInfo') {
      for (const f of Object.keys(insulationInfoSchema.shape)) paths.push(`insulationInfo.${f}`);
    } else if ((SECTION_KEYS as string[]).includes(key)) {
      for (const f of Object.keys((schema as { shape: object }).shape)) paths.push(`${key}.${f}`);
    } else paths.push(key);
  }
  return paths.sort();
}

const PRODUCT = {
  id: 7,
  name: 'Test wool',
  conductivity: [
    [10, 0.035],
    [100, 0.045],
    [300, 0.08],
  ] as [number, number][],
  minTemperature: -50,
  maxTemperature: 600,
  thicknesses: [20, 40, 60, 80, 100],
};
const SUPPORT = { id: 3, name: 'Clamp', crossSection: 200, thermalConductivity: 50 };

/** A calculation with a valid value in every field the engine might need. */
function fullCalculation(
  equipment: number,
  calculationType: number,
  thicknessType: number,
  variant: 0 | 1,
): Record<string, unknown> {
  return {
    calculationId: 'c1',
    name: 'Drift',
    isSelected: true,
    isNew: false,
    orientation: variant === 0 ? 1 : 2,
    equipment,
    material: 1,
    position: 1,
    matsHolder: null,
    airGap: null,
    equipmentDetails: {
      nominalSize: 50,
      length: equipment === 1 || equipment === 4 ? 5 : 2000,
      wallThickness: 3,
      diameter: equipment === 1 ? 60.3 : 1500,
      height: 1000,
      width: 800,
      allDiameter: true,
      // variant 0: the range by nominal size; variant 1: by diameter
      fromNominalSize: variant === 0 ? 40 : null,
      fromDiameter: variant === 0 ? null : 48.3,
      toNominalSize: variant === 0 ? 50 : null,
      toDiameter: variant === 0 ? null : 60.3,
      materialDensity: 7900,
      materialHeatCapacity: 490,
      heatDissipation: 1,
      materialEmissivity: 0.6,
      tankBottom: variant === 0 ? 1 : 2,
    },
    calculationTypes: {
      calculationType,
      standardType: 2,
      insulationThicknessType: thicknessType,
      insulationTimeOrTemperatureType: variant === 0 ? 1 : 2,
      insulationStandardType: 1,
      // variant 1: the given h_se (method 3), so its field is read
      surfaceCoefficientMethod: variant === 0 ? 1 : 3,
      surfaceCoefficient: 10,
    },
    mediumDetails: {
      medium: 1,
      mediumTemperature: calculationType === 3 ? 5 : 80,
      mediumDensity: 1000,
      mediumHeatCapacity: 4186,
      mediumFreezingPoint: 0,
      mediumVelocity: 1,
      mediumFrozenPercentage: 10,
      frozenMediumDensity: 917,
      latentHeatofIceFormation: 334,
      inletTemperature: 80,
      fillLevel: 1,
      relativeHumidity: 0.8,
      mediumHeatFlowDensity: null,
      heatFlowDensity: 100,
      freezingTime: 2,
      endTemperature: calculationType === 3 ? 2 : 70,
      coolingTime: 4,
      surfaceTemperature: 40,
      insulationClass: variant === 0 ? null : 3,
    },
    ambientConditions: {
      ambientLocation: variant === 0 ? 2 : 1,
      ambientTemperature: calculationType === 6 ? 25 : -5,
      ambientWind: 2,
    },
    operatingConditions: {
      operatingHours: 8760,
      price: 0.1,
      fuelTypeId: 1,
      co2EmissionFactor: 200,
      serviceLife: 15,
      interestRate: 0.05,
      energyPriceIncrease: 0.02,
      installationCost: 40,
    },
    insulationInfo: [
      {
        insulationId: 'l1',
        insulationProductTypeId: 1,
        insulationProductId: PRODUCT.id,
        insulationThickness: 40,
        insulationPosition: 1,
      },
      {
        insulationId: 'l2',
        insulationProductTypeId: 1,
        insulationProductId: PRODUCT.id,
        insulationThickness: 20,
        insulationPosition: 2,
      },
    ],
    surface: { surfaceMaterialId: 1, surfaceEmissivity: 0.1 },
    subconstruction: {
      subconstructionEnabled: variant === 0,
      thermalBridgeId: SUPPORT.id,
      thermalConductivity: variant === 0 ? null : 40,
      bridgeQuantity: 1,
    },
  };
}

/** Wraps the calculation so that every field the engine reads is recorded as a dotted path. */
function recording(calc: Record<string, unknown>, read: Set<string>): Record<string, unknown> {
  const watch = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver) as unknown;
        if (typeof key !== 'string') return value;
        if (Array.isArray(obj)) {
          if (/^\d+$/.test(key) && value && typeof value === 'object') return watch(value, prefix);
          return value;
        }
        const path = prefix ? `${prefix}.${key}` : key;
        read.add(path);
        if (value && typeof value === 'object') return watch(value, path);
        return value;
      },
    });
  return watch(calc, '');
}

describe('run time: the fields the engine reads are the schema fields', () => {
  const read = new Set<string>();
  for (const equipment of ENUMERATION_VALUES.Equipment)
    for (const calculationType of ENUMERATION_VALUES.CalculationType)
      for (const thicknessType of ENUMERATION_VALUES.ThicknessType)
        for (const variant of [0, 1] as const) {
          const calculation = fullCalculation(equipment, calculationType, thicknessType, variant);
          // The matrix covers every branch of the validator; the results themselves do not matter.
          thermal.calculate({
            calculation: recording(calculation, read),
            products: [PRODUCT],
            subconstructionTypes: [SUPPORT],
          });
        }

  it('the test calculation is itself schema-valid', () => {
    const parsed = calculationSchema.safeParse(fullCalculation(1, 2, 2, 0));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('every field the engine reads is in the schema', () => {
    const schema = new Set(schemaFieldPaths());
    const sections = new Set<string>([...SECTION_KEYS, 'insulationInfo']);
    const unknown = [...read].filter((p) => !schema.has(p) && !sections.has(p));
    expect(unknown).toEqual([]);
  });

  it('the schema fields the engine does not read are exactly the stored-only ones', () => {
    const notRead = schemaFieldPaths().filter((p) => !read.has(p));
    expect(notRead).toEqual([...STORED_ONLY].sort());
  });
});

/** Enumerations the engine does not export, by the field that carries them. */
const INTERNAL_ENUMERATION_FIELDS: Partial<Record<keyof typeof ENUMERATION_VALUES, string>> = {
  SurfaceCoefficientMethod: 'calculationTypes.surfaceCoefficientMethod',
  TankBottom: 'equipmentDetails.tankBottom',
};

describe('enumerations', () => {
  // An enumeration the engine keeps internal (not exported) is checked through its validator.
  it.each(Object.keys(ENUMERATION_VALUES) as (keyof typeof ENUMERATION_VALUES)[])('%s', (name) => {
    const engine = (thermal as Record<string, unknown>)[name] as Record<string, number> | undefined;
    if (engine) {
      expect([...ENUMERATION_VALUES[name]]).toEqual(Object.values(engine).sort((a, b) => a - b));
      return;
    }
    const field = INTERNAL_ENUMERATION_FIELDS[name];
    expect(field, `${name}: exported by the engine, or its field named here`).toBeDefined();
    const [section, key] = field!.split('.') as [string, string];
    const accepted = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((value) => {
      // a vertical tank (variant 1) reads every enumeration
      const calculation = fullCalculation(5, 2, 2, 1);
      (calculation[section] as Record<string, unknown>)[key] = value;
      const out = thermal.calculate({ calculation, products: [PRODUCT], subconstructionTypes: [SUPPORT] });
      return out.ok || !out.errors.some((e) => e.path.endsWith(field!));
    });
    expect(accepted).toEqual([...ENUMERATION_VALUES[name]]);
  });
});
