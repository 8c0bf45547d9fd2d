// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDefaultCalculation, defaultSizesFor } from './defaults';
import { CalculationType as CT, Equipment, InsulationPosition, ThicknessType as TT } from './enums';
import { enumLabelKey, enumOptions, enumTitleKey } from './enums';
import { errorsForPath, validateCalculation, VALIDATION_MESSAGES } from './validation';
import type { Calculation } from './types';

function ready(patch: (c: Calculation) => void = () => undefined): Calculation {
  const c = createDefaultCalculation();
  c.insulationInfo[0]!.insulationProductId = 1;
  c.insulationInfo[0]!.insulationThickness = 40;
  patch(c);
  return c;
}
const keys = (c: Calculation) => validateCalculation(c).map((e) => `${e.path}:${e.key}`);

describe('validateCalculation', () => {
  it('a default calculation with a product is valid; without one the product is required', () => {
    expect(validateCalculation(ready())).toEqual([]);
    expect(keys(createDefaultCalculation())).toEqual([
      'insulationInfo.0.insulationProductId:Insulation_Validation_ProductRequired',
      'insulationInfo.0.insulationThickness:validation_required',
    ]);
  });

  it('required, positive and range checks with translated keys and values', () => {
    const c = ready((x) => {
      x.equipmentDetails.diameter = null;
      x.equipmentDetails.length = -1;
      x.surface.surfaceEmissivity = 1.5;
      x.ambientConditions.ambientTemperature = -300;
      x.operatingConditions.operatingHours = 9000;
    });
    const errors = validateCalculation(c);
    expect(errorsForPath(errors, 'equipmentDetails.diameter')[0]).toMatchObject({
      key: 'validation_required',
    });
    expect(errorsForPath(errors, 'equipmentDetails.length')[0]).toMatchObject({
      key: 'Insulation_Validation_MustBePositive',
    });
    expect(errorsForPath(errors, 'surface.surfaceEmissivity')[0]).toMatchObject({
      key: 'Insulation_Validation_Range',
      values: { min: 0.01, max: 1 },
    });
    expect(errorsForPath(errors, 'surface.surfaceEmissivity')[0]!.message).toBe(
      'Enter a value from 0.01 to 1.',
    );
    expect(errorsForPath(errors, 'ambientConditions.ambientTemperature')[0]).toMatchObject({
      key: 'Insulation_Validation_BelowAbsoluteZero',
    });
    expect(errorsForPath(errors, 'operatingConditions.operatingHours')[0]).toMatchObject({
      key: 'Insulation_Validation_Range',
    });
  });

  it('hidden fields are not validated (spec §5)', () => {
    const c = ready((x) => {
      x.equipmentDetails.width = null;
      x.mediumDetails.mediumVelocity = null;
      x.ambientConditions.ambientWind = -5;
    });
    expect(validateCalculation(c)).toEqual([]);
  });

  it('pipe wall thickness must be below half the diameter', () => {
    expect(keys(ready((x) => (x.equipmentDetails.wallThickness = 40)))).toContain(
      'equipmentDetails.wallThickness:Insulation_Validation_WallThicknessTooLarge',
    );
  });

  it('freezing: ambient below and medium above the freezing point', () => {
    const c = ready((x) => {
      x.calculationTypes.calculationType = CT.Freezing;
      x.mediumDetails.mediumTemperature = -2;
    });
    expect(keys(c)).toEqual(
      expect.arrayContaining([
        'ambientConditions.ambientTemperature:Insulation_Validation_AmbientNotBelowFreezing',
        'mediumDetails.mediumTemperature:Insulation_Validation_MediumNotAboveFreezing',
      ]),
    );
  });

  it('static medium end temperature lies between ambient and medium temperature', () => {
    const c = ready((x) => {
      x.equipment = Equipment.Tank;
      Object.assign(x.equipmentDetails, defaultSizesFor(Equipment.Tank));
      x.calculationTypes.calculationType = CT.StaticMedium;
      x.mediumDetails.endTemperature = 120;
    });
    expect(keys(c)).toContain('mediumDetails.endTemperature:Insulation_Validation_EndTemperatureOutOfRange');
  });

  it('heat-loss thickness calculation needs a heat-flow limit or a class; the primary thickness is not required', () => {
    const c = ready((x) => {
      x.calculationTypes.insulationThicknessType = TT.CalculateThickness;
      x.insulationInfo[0]!.insulationThickness = null;
    });
    expect(keys(c)).toEqual(['mediumDetails.heatFlowDensity:Insulation_Validation_HeatFlowOrClassRequired']);
    c.mediumDetails.insulationClass = 3;
    expect(validateCalculation(c)).toEqual([]);
  });

  it('a calculation type the equipment does not support', () => {
    const c = ready((x) => {
      x.equipment = Equipment.Wall;
      Object.assign(x.equipmentDetails, defaultSizesFor(Equipment.Wall));
      x.calculationTypes.calculationType = CT.Freezing;
    });
    expect(keys(c)).toContain(
      'calculationTypes.calculationType:Insulation_Validation_CalculationTypeNotForEquipment',
    );
  });

  it('layers: a primary one is needed; product temperature range', () => {
    const noPrimary = ready((x) => (x.insulationInfo[0]!.insulationPosition = InsulationPosition.Secondary));
    expect(keys(noPrimary)).toContain('insulationInfo:Insulation_Validation_PrimaryLayerRequired');
    const hot = ready((x) => (x.mediumDetails.mediumTemperature = 300));
    const errors = validateCalculation(hot, {
      products: [{ id: 1, minTemperature: -50, maxTemperature: 105 }],
    });
    expect(errors[0]).toMatchObject({
      key: 'Insulation_Validation_ProductTemperatureRange',
      path: 'insulationInfo.0.insulationProductId',
      values: { min: -50, max: 105 },
    });
  });

  it('an empty name is required', () => {
    expect(keys(ready((x) => (x.name = '  ')))).toEqual(['name:validation_required']);
  });

  it('every key has an English fallback', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect(text, key).not.toBe('');
  });
});

describe('enumeration helpers', () => {
  it('options in numeric order with translation keys', () => {
    expect(enumOptions('Equipment').map((o) => o.labelKey)).toEqual([
      'Insulation_Enum_Equipment_Pipe',
      'Insulation_Enum_Equipment_Wall',
      'Insulation_Enum_Equipment_Vessel',
      'Insulation_Enum_Equipment_Duct',
      'Insulation_Enum_Equipment_Tank',
    ]);
    expect(enumLabelKey('Material', 0)).toBe('Insulation_Enum_Unset');
    expect(enumLabelKey('InsulationClass', 3)).toBe('Insulation_Enum_InsulationClass_C');
    expect(enumTitleKey('Standard')).toBe('Insulation_Enum_Standard');
  });
});
