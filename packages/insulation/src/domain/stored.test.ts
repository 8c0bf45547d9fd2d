// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedCalculationSchema } from '@insulcalc/api-schema';
import { createDefaultCalculation } from './defaults';
import {
  fromStoredCalculation,
  fromStoredProject,
  toStoredCalculation,
  type StoredCalculation,
} from './stored';
import type { Calculation } from './types';

const n = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null });
const id = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
const e = (max: number) => fc.integer({ min: 0, max });

const calculationArb: fc.Arbitrary<Calculation> = fc.record({
  calculationId: fc.uuid(),
  name: fc.string(),
  isSelected: fc.boolean(),
  isNew: fc.constant(false),
  orientation: e(2),
  equipment: e(5),
  material: e(4),
  position: e(2),
  matsHolder: n,
  airGap: n,
  equipmentDetails: fc.record({
    nominalSize: n,
    length: n,
    wallThickness: n,
    diameter: n,
    height: n,
    width: n,
    allDiameter: fc.boolean(),
    fromNominalSize: n,
    fromDiameter: n,
    toNominalSize: n,
    toDiameter: n,
    materialDensity: n,
    materialHeatCapacity: n,
    heatDissipation: n,
    materialEmissivity: n,
    tankBottom: e(2),
  }),
  calculationTypes: fc.record({
    calculationType: e(6),
    standardType: e(3),
    insulationThicknessType: e(3),
    insulationTimeOrTemperatureType: e(2),
    insulationStandardType: e(3),
    surfaceCoefficientMethod: e(3),
    surfaceCoefficient: n,
  }),
  mediumDetails: fc.record({
    medium: id,
    mediumTemperature: n,
    mediumDensity: n,
    mediumHeatCapacity: n,
    mediumFreezingPoint: n,
    mediumVelocity: n,
    mediumFrozenPercentage: n,
    frozenMediumDensity: n,
    latentHeatofIceFormation: n,
    inletTemperature: n,
    fillLevel: n,
    relativeHumidity: n,
    mediumHeatFlowDensity: n,
    heatFlowDensity: n,
    freezingTime: n,
    endTemperature: n,
    coolingTime: n,
    surfaceTemperature: n,
    insulationClass: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  }),
  ambientConditions: fc.record({ ambientLocation: e(2), ambientTemperature: n, ambientWind: n }),
  operatingConditions: fc.record({
    operatingHours: n,
    price: n,
    fuelTypeId: id,
    co2EmissionFactor: n,
    serviceLife: n,
    interestRate: n,
    energyPriceIncrease: n,
    installationCost: n,
  }),
  insulationInfo: fc.array(
    fc.record({
      insulationId: fc.uuid(),
      insulationProductTypeId: id,
      insulationProductId: id,
      insulationThickness: n,
      insulationPosition: fc.constantFrom(1, 2),
    }),
    { maxLength: 4 },
  ),
  surface: fc.record({ surfaceMaterialId: id, surfaceEmissivity: n }),
  subconstruction: fc.record({
    subconstructionEnabled: fc.boolean(),
    thermalBridgeId: id,
    thermalConductivity: n,
    bridgeQuantity: n,
  }),
}) as fc.Arbitrary<Calculation>;

describe('stored (flat) mapping', () => {
  it('domain → stored → domain is the identity (property)', () => {
    fc.assert(
      fc.property(calculationArb, (c) => {
        expect(fromStoredCalculation(toStoredCalculation(c))).toEqual(c);
      }),
      { numRuns: 300 },
    );
  });

  it('stored → domain → stored is the identity for well-formed stored records (property)', () => {
    fc.assert(
      fc.property(calculationArb, (c) => {
        const stored = toStoredCalculation(c);
        const copy = JSON.parse(JSON.stringify(stored)) as StoredCalculation;
        // JSON turns -0 into 0; compare through JSON too.
        expect(JSON.parse(JSON.stringify(toStoredCalculation(fromStoredCalculation(copy))))).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });

  it('uses the spec names: equipment* prefix, fuel, emissionFactor, surface, PascalCase subconstruction', () => {
    const c = createDefaultCalculation({ calculationId: 'c1' });
    c.operatingConditions.fuelTypeId = 3;
    c.surface.surfaceMaterialId = 4;
    c.subconstruction = {
      subconstructionEnabled: true,
      thermalBridgeId: 2,
      thermalConductivity: 50,
      bridgeQuantity: 1.5,
    };
    const s = toStoredCalculation(c);
    expect(s).toMatchObject({
      equipmentNominalSize: 50,
      equipmentDiameter: 60.3,
      equipmentWallThickness: 3.6,
      equipmentLength: 5,
      equipmentMaterialDensity: 7900,
      fuel: 3,
      emissionFactor: 202,
      surface: 4,
      surfaceEmissivity: 0.05,
      subconstructionEnabled: true,
      subconstruction: { ThermalBridgeId: 2, ThermalConductivity: 50, BridgeQuantity: 1.5 },
    });
    expect(s).not.toHaveProperty('isNew');
    expect(s).not.toHaveProperty('equipmentDetails');
  });

  it('is tolerant of incomplete records (missing → null / 0, no subconstruction object)', () => {
    const c = fromStoredCalculation({
      calculationId: 'x',
      name: 'Old',
      equipment: 2,
      equipmentLength: '12',
    } as unknown as StoredCalculation);
    expect(c.equipment).toBe(2);
    expect(c.equipmentDetails.length).toBeNull();
    expect(c.orientation).toBe(0);
    expect(c.subconstruction).toEqual({
      subconstructionEnabled: false,
      thermalBridgeId: null,
      thermalConductivity: null,
      bridgeQuantity: null,
    });
    expect(c.insulationInfo).toEqual([]);
    expect(c.isNew).toBe(false);
  });

  it('maps a project', () => {
    const p = fromStoredProject({
      projectId: 'p',
      name: 'N',
      calculationData: [toStoredCalculation(createDefaultCalculation())],
    });
    expect(p.calculationData).toHaveLength(1);
    expect(p.projectId).toBe('p');
  });
});

describe('stored form and the server schema agree', () => {
  // The server validates with the same schema (@insulcalc/api-schema storedCalculationSchema).
  it('every stored field is in the one stored schema and vice versa', () => {
    const schemaKeys = Object.keys(storedCalculationSchema.shape).sort();
    const clientKeys = Object.keys(toStoredCalculation(createDefaultCalculation())).sort();
    expect(clientKeys).toEqual(schemaKeys);
  });

  it('what the client stores parses unchanged with the schema', () => {
    const stored = toStoredCalculation(createDefaultCalculation());
    expect(storedCalculationSchema.parse(stored)).toEqual(stored);
  });
});

describe('server control names → field paths', () => {
  it('maps every stored field to a nested path that exists', async () => {
    const { getByPath } = await import('./paths');
    const { fieldFromServerControlName, nestedPathFromStored } = await import('./stored');
    const c = createDefaultCalculation();
    c.insulationInfo[0]!.insulationThickness = 40;
    const stored = toStoredCalculation(c) as unknown as Record<string, unknown>;
    const flatPaths = Object.keys(stored).flatMap((k) =>
      k === 'subconstruction'
        ? ['ThermalBridgeId', 'ThermalConductivity', 'BridgeQuantity'].map((s) => `subconstruction.${s}`)
        : k === 'insulationInfo'
          ? ['insulationInfo.0.insulationThickness']
          : [k],
    );
    for (const flat of flatPaths) {
      const nested = nestedPathFromStored(flat);
      const storedValue = flat
        .split('.')
        .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], stored);
      expect(getByPath(c, nested), `${flat} → ${nested}`).toEqual(storedValue);
    }
    expect(fieldFromServerControlName('calculationData.2.equipmentDiameter')).toEqual({
      calculationIndex: 2,
      path: 'equipmentDetails.diameter',
    });
    expect(fieldFromServerControlName('calculationData.0.subconstruction.BridgeQuantity')).toEqual({
      calculationIndex: 0,
      path: 'subconstruction.bridgeQuantity',
    });
    expect(fieldFromServerControlName('calculationData.1.insulationInfo.0.insulationThickness')).toEqual({
      calculationIndex: 1,
      path: 'insulationInfo.0.insulationThickness',
    });
    expect(fieldFromServerControlName('name')).toEqual({ calculationIndex: null, path: 'name' });
  });
});
