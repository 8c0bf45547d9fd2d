import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  NESTED_FIELD_PATHS,
  STORED_FIELD_PATHS,
  calculationSchema,
  fieldChange,
  storedCalculationSchema,
  type CalculationFieldChange,
  type CalculationEnumPath,
  type CalculationFieldPath,
  type CalculationNumberPath,
  type StoredCalculation,
} from './index';

describe('the stored (flat) form, spec §3 "When loaded from the server"', () => {
  it('has the flat field names of the rules', () => {
    const keys = Object.keys(storedCalculationSchema.shape);
    expect(keys).toEqual(
      expect.arrayContaining([
        'equipmentNominalSize',
        'equipmentDiameter',
        'equipmentAllDiameter',
        'equipmentMaterialEmissivity',
        'calculationType',
        'mediumTemperature',
        'ambientLocation',
        'operatingHours',
        'fuel',
        'emissionFactor',
        'surface',
        'surfaceEmissivity',
        'subconstructionEnabled',
        'subconstruction',
        'insulationInfo',
      ]),
    );
    for (const gone of ['isNew', 'equipmentDetails', 'fuelTypeId', 'co2EmissionFactor', 'surfaceMaterialId'])
      expect(keys).not.toContain(gone);
    expect(Object.keys(storedCalculationSchema.shape.subconstruction.unwrap().unwrap().shape)).toEqual([
      'ThermalBridgeId',
      'ThermalConductivity',
      'BridgeQuantity',
    ]);
  });

  it('maps every nested field to a stored path and back', () => {
    const stored = new Set(Object.keys(storedCalculationSchema.shape));
    for (const [nested, flat] of Object.entries(STORED_FIELD_PATHS)) {
      expect(stored.has(flat.split('.')[0]!), `${nested} → ${flat}`).toBe(true);
      expect(NESTED_FIELD_PATHS[flat]).toBe(nested);
    }
    expect(STORED_FIELD_PATHS['equipmentDetails.diameter']).toBe('equipmentDiameter');
    expect(STORED_FIELD_PATHS['operatingConditions.co2EmissionFactor']).toBe('emissionFactor');
    expect(STORED_FIELD_PATHS['subconstruction.bridgeQuantity']).toBe('subconstruction.BridgeQuantity');
    // every stored field except the layer list is reached from exactly one nested field
    const reached = new Set(Object.values(STORED_FIELD_PATHS).map((p) => p.split('.')[0]));
    expect([...stored].filter((k) => !reached.has(k))).toEqual([]);
  });

  it('fills missing fields with their neutral value and keeps the subconstruction object', () => {
    const parsed = storedCalculationSchema.parse({
      calculationId: 'a',
      name: ' Line 1 ',
      insulationInfo: [],
    });
    expect(parsed.name).toBe('Line 1');
    expect(parsed.equipment).toBe(0);
    expect(parsed.equipmentDiameter).toBeNull();
    expect(parsed.equipmentAllDiameter).toBe(false);
    expect(parsed.insulationClass).toBeNull();
    expect(parsed.subconstruction).toEqual({
      ThermalBridgeId: null,
      ThermalConductivity: null,
      BridgeQuantity: null,
    });
    expect(
      storedCalculationSchema.parse({
        calculationId: 'a',
        name: 'x',
        insulationInfo: [],
        subconstruction: null,
      }).subconstruction,
    ).toEqual({ ThermalBridgeId: null, ThermalConductivity: null, BridgeQuantity: null });
  });

  it('rejects out-of-range values with translation keys and the field path', () => {
    const r = storedCalculationSchema.safeParse({
      calculationId: 'a',
      name: 'x',
      insulationInfo: [],
      equipment: 9,
      equipmentDiameter: 1e12,
      fuel: 1.5,
      insulationClass: 8,
    });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      equipment: 'Project_Validation_InvalidValue',
      equipmentDiameter: 'Project_Validation_InvalidNumber',
      fuel: 'Project_Validation_InvalidValue',
      insulationClass: 'Project_Validation_InvalidValue',
    });
  });

  it('types: the stored type is derived (no hand-written copy)', () => {
    expectTypeOf<StoredCalculation['equipmentDiameter']>().toEqualTypeOf<number | null>();
    expectTypeOf<StoredCalculation['equipment']>().toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5>();
    expectTypeOf<StoredCalculation>().not.toHaveProperty('isNew');
  });
});

describe('typed field edits', () => {
  it('a path names a leaf and its value has the field type', () => {
    expectTypeOf<'equipmentDetails.diameter'>().toExtend<CalculationFieldPath>();
    expectTypeOf<'insulationInfo.0.insulationThickness'>().toExtend<CalculationFieldPath>();
    expectTypeOf<'equipmentDetails'>().not.toExtend<CalculationFieldPath>();
    expectTypeOf<'equipmentDetails.diametr'>().not.toExtend<CalculationFieldPath>();
    expectTypeOf<{ path: 'equipment'; value: 3 }>().toExtend<CalculationFieldChange>();
    expectTypeOf<{ path: 'equipment'; value: 9 }>().not.toExtend<CalculationFieldChange>();
    expectTypeOf<{
      path: 'mediumDetails.mediumTemperature';
      value: '8O';
    }>().not.toExtend<CalculationFieldChange>();
  });

  it('the nested schema accepts what the stored one gives after renaming', () => {
    const keys = Object.keys(calculationSchema.shape);
    expect(keys).toContain('isNew');
    expect(keys).toContain('equipmentDetails');
  });
});

describe('numeric and enumeration paths', () => {
  it('are the nullable numbers and the stored enumerations', () => {
    expectTypeOf<'mediumDetails.mediumTemperature'>().toExtend<CalculationNumberPath>();
    expectTypeOf<'insulationInfo.1.insulationThickness'>().toExtend<CalculationNumberPath>();
    expectTypeOf<'equipment'>().not.toExtend<CalculationNumberPath>();
    expectTypeOf<'equipment'>().toExtend<CalculationEnumPath>();
    expectTypeOf<'calculationTypes.calculationType'>().toExtend<CalculationEnumPath>();
    expectTypeOf<'insulationInfo.0.insulationPosition'>().not.toExtend<CalculationEnumPath>();
    expectTypeOf<'equipmentDetails.diameter'>().not.toExtend<CalculationEnumPath>();
    expectTypeOf(fieldChange('insulationInfo', [])).toEqualTypeOf<CalculationFieldChange>();
  });
});
