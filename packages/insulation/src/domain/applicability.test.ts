// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calculationTypesFor,
  fieldApplicability,
  isFieldApplicable,
  thicknessTypesFor,
} from './applicability';
import { createDefaultCalculation } from './defaults';
import {
  AmbientLocation,
  CalculationType as CT,
  Equipment,
  Orientation,
  ThicknessType as TT,
  TimeOrTemperature,
} from './enums';
import type { Calculation } from './types';

function calc(
  equipment: number,
  type: number = CT.HeatLoss,
  thickness: number = TT.CheckThickness,
  patch: (c: Calculation) => void = () => undefined,
): Calculation {
  const c = createDefaultCalculation();
  c.equipment = equipment as Calculation['equipment'];
  c.calculationTypes.calculationType = type as Calculation['calculationTypes']['calculationType'];
  c.calculationTypes.insulationThicknessType =
    thickness as Calculation['calculationTypes']['insulationThicknessType'];
  patch(c);
  return c;
}

describe('size fields per equipment', () => {
  const table: Array<[number, string[], string[]]> = [
    [Equipment.Pipe, ['nominalSize', 'diameter', 'wallThickness', 'length'], ['width', 'height']],
    [Equipment.Wall, ['length', 'width', 'wallThickness'], ['nominalSize', 'diameter', 'height']],
    [Equipment.Duct, ['width', 'height', 'length', 'wallThickness'], ['nominalSize', 'diameter']],
    [Equipment.Vessel, ['diameter', 'length', 'wallThickness'], ['nominalSize', 'width', 'height']],
    [Equipment.Tank, ['diameter', 'height', 'wallThickness'], ['nominalSize', 'width', 'length']],
    [0, ['nominalSize', 'diameter', 'wallThickness', 'length'], ['width', 'height']],
  ];
  it.each(table)('equipment %i', (eq, shown, hidden) => {
    const c = calc(eq);
    for (const f of shown) expect(isFieldApplicable(c, `equipmentDetails.${f}`), f).toBe(true);
    for (const f of hidden) expect(isFieldApplicable(c, `equipmentDetails.${f}`), f).toBe(false);
  });
});

describe('calculation types and thickness modes', () => {
  it('per equipment', () => {
    expect(calculationTypesFor(calc(Equipment.Pipe))).toHaveLength(6);
    expect(calculationTypesFor(calc(Equipment.Wall))).toEqual([
      CT.SurfaceTemperature,
      CT.HeatLoss,
      CT.Condensation,
    ]);
    expect(calculationTypesFor(calc(Equipment.Duct))).toContain(CT.FlowingMedium);
    expect(calculationTypesFor(calc(Equipment.Tank))).toContain(CT.StaticMedium);
    expect(calculationTypesFor(calc(Equipment.Tank))).toContain(CT.Freezing);
    expect(calculationTypesFor(calc(Equipment.Duct))).not.toContain(CT.Freezing);
  });
  it('insulation class only for pipes', () => {
    expect(thicknessTypesFor(Equipment.Pipe, CT.HeatLoss)).toContain(TT.CalculateInsulationClass);
    expect(thicknessTypesFor(Equipment.Wall, CT.HeatLoss)).not.toContain(TT.CalculateInsulationClass);
    expect(thicknessTypesFor(Equipment.Pipe, CT.SurfaceTemperature)).toContain(TT.CalculateInsulationClass);
  });
});

describe('medium and criterion fields', () => {
  it('freezing shows the freezing inputs only', () => {
    const f = fieldApplicability(calc(Equipment.Pipe, CT.Freezing));
    expect(f['mediumDetails.mediumFreezingPoint']).toBe(true);
    expect(f['mediumDetails.latentHeatofIceFormation']).toBe(true);
    expect(f['mediumDetails.freezingTime']).toBe(false);
    expect(
      fieldApplicability(calc(Equipment.Pipe, CT.Freezing, TT.CalculateThickness))[
        'mediumDetails.freezingTime'
      ],
    ).toBe(true);
    expect(fieldApplicability(calc(Equipment.Pipe, CT.HeatLoss))['mediumDetails.mediumFreezingPoint']).toBe(
      false,
    );
  });
  it('flowing medium uses inlet temperature and velocity instead of the medium temperature', () => {
    const f = fieldApplicability(calc(Equipment.Pipe, CT.FlowingMedium));
    expect(f['mediumDetails.inletTemperature']).toBe(true);
    expect(f['mediumDetails.mediumVelocity']).toBe(true);
    expect(f['mediumDetails.mediumTemperature']).toBe(false);
  });
  it('static medium: end temperature or cooling time by the time-or-temperature choice; fill level for vessels and tanks', () => {
    const byTemp = calc(Equipment.Tank, CT.StaticMedium);
    expect(isFieldApplicable(byTemp, 'mediumDetails.endTemperature')).toBe(true);
    expect(isFieldApplicable(byTemp, 'mediumDetails.coolingTime')).toBe(false);
    expect(isFieldApplicable(byTemp, 'mediumDetails.fillLevel')).toBe(true);
    const byTime = calc(Equipment.Tank, CT.StaticMedium, TT.CheckThickness, (c) => {
      c.calculationTypes.insulationTimeOrTemperatureType = TimeOrTemperature.ByEndTime;
    });
    expect(isFieldApplicable(byTime, 'mediumDetails.endTemperature')).toBe(false);
    expect(isFieldApplicable(byTime, 'mediumDetails.coolingTime')).toBe(true);
    expect(isFieldApplicable(calc(Equipment.Pipe, CT.StaticMedium), 'mediumDetails.fillLevel')).toBe(false);
    expect(isFieldApplicable(calc(Equipment.Vessel, CT.Freezing), 'mediumDetails.fillLevel')).toBe(true);
    const calculating = calc(Equipment.Tank, CT.StaticMedium, TT.CalculateThickness);
    expect(isFieldApplicable(calculating, 'mediumDetails.endTemperature')).toBe(true);
    expect(isFieldApplicable(calculating, 'mediumDetails.coolingTime')).toBe(true);
  });
  it('criteria of CalculateThickness per calculation type', () => {
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.SurfaceTemperature, TT.CalculateThickness),
        'mediumDetails.surfaceTemperature',
      ),
    ).toBe(true);
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.SurfaceTemperature, TT.CheckThickness),
        'mediumDetails.surfaceTemperature',
      ),
    ).toBe(false);
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.HeatLoss, TT.CalculateThickness),
        'mediumDetails.heatFlowDensity',
      ),
    ).toBe(true);
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.HeatLoss, TT.CalculateThickness),
        'calculationTypes.standardType',
      ),
    ).toBe(true);
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.HeatLoss, TT.CalculateInsulationClass),
        'calculationTypes.standardType',
      ),
    ).toBe(true);
    expect(
      isFieldApplicable(
        calc(Equipment.Pipe, CT.HeatLoss, TT.CheckThickness),
        'calculationTypes.standardType',
      ),
    ).toBe(false);
    expect(isFieldApplicable(calc(Equipment.Pipe, CT.Condensation), 'mediumDetails.relativeHumidity')).toBe(
      true,
    );
  });
  it('a type the equipment does not support shows the heat-loss medium fields', () => {
    const c = calc(Equipment.Wall, CT.FlowingMedium);
    expect(isFieldApplicable(c, 'mediumDetails.mediumVelocity')).toBe(false);
    expect(isFieldApplicable(c, 'mediumDetails.mediumTemperature')).toBe(true);
  });
});

describe('other fields', () => {
  it('wind only outside; operating figures only for heat loss', () => {
    expect(isFieldApplicable(calc(Equipment.Pipe), 'ambientConditions.ambientWind')).toBe(false);
    const out = calc(Equipment.Pipe, CT.HeatLoss, TT.CheckThickness, (c) => {
      c.ambientConditions.ambientLocation = AmbientLocation.Outside;
    });
    expect(isFieldApplicable(out, 'ambientConditions.ambientWind')).toBe(true);
    expect(isFieldApplicable(out, 'operatingConditions.price')).toBe(true);
    expect(isFieldApplicable(calc(Equipment.Pipe, CT.SurfaceTemperature), 'operatingConditions.price')).toBe(
      false,
    );
  });
  it('wall position only for a horizontal wall', () => {
    expect(isFieldApplicable(calc(Equipment.Wall), 'position')).toBe(true);
    const vertical = calc(Equipment.Wall, CT.HeatLoss, TT.CheckThickness, (c) => {
      c.orientation = Orientation.Vertical;
    });
    expect(isFieldApplicable(vertical, 'position')).toBe(false);
    expect(isFieldApplicable(calc(Equipment.Pipe), 'position')).toBe(false);
  });
  it('subconstruction details only when enabled (pipes, ducts, walls)', () => {
    const c = calc(Equipment.Pipe);
    expect(isFieldApplicable(c, 'subconstruction.subconstructionEnabled')).toBe(true);
    expect(isFieldApplicable(c, 'subconstruction.bridgeQuantity')).toBe(false);
    c.subconstruction.subconstructionEnabled = true;
    expect(isFieldApplicable(c, 'subconstruction.bridgeQuantity')).toBe(true);
    expect(isFieldApplicable(calc(Equipment.Tank), 'subconstruction.subconstructionEnabled')).toBe(false);
  });
  it('the primary layer thickness is hidden when the engine calculates it', () => {
    const c = calc(Equipment.Pipe, CT.HeatLoss, TT.CalculateThickness);
    expect(isFieldApplicable(c, 'insulationInfo.0.insulationThickness')).toBe(false);
    expect(isFieldApplicable(c, 'insulationInfo.0.insulationProductId')).toBe(true);
    expect(isFieldApplicable(calc(Equipment.Pipe), 'insulationInfo.0.insulationThickness')).toBe(true);
    expect(isFieldApplicable(c, 'insulationInfo.5.insulationThickness')).toBe(false);
  });
  it('range fields only with allDiameter on a pipe', () => {
    const c = calc(Equipment.Pipe);
    expect(isFieldApplicable(c, 'equipmentDetails.allDiameter')).toBe(true);
    expect(isFieldApplicable(c, 'equipmentDetails.fromNominalSize')).toBe(false);
    c.equipmentDetails.allDiameter = true;
    expect(isFieldApplicable(c, 'equipmentDetails.fromNominalSize')).toBe(true);
    expect(isFieldApplicable(calc(Equipment.Wall), 'equipmentDetails.allDiameter')).toBe(false);
  });
  it('matsHolder, airGap and insulationStandardType are never shown; unknown paths are', () => {
    const c = calc(Equipment.Pipe);
    expect(isFieldApplicable(c, 'matsHolder')).toBe(false);
    expect(isFieldApplicable(c, 'airGap')).toBe(false);
    expect(isFieldApplicable(c, 'calculationTypes.insulationStandardType')).toBe(false);
    expect(isFieldApplicable(c, 'something.else')).toBe(true);
  });
});
