// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createDefaultCalculation,
  createDefaultProject,
  defaultSizesFor,
  effectiveEnums,
  DEFAULT_CALCULATION_NAME,
  DEFAULT_PROJECT_NAME,
} from './defaults';
import {
  AmbientLocation,
  CalculationType,
  Equipment,
  InsulationPosition,
  Material,
  Orientation,
  Standard,
  ThicknessType,
  TimeOrTemperature,
} from './enums';

describe('createDefaultCalculation (spec §4 defaults)', () => {
  const c = createDefaultCalculation();

  it('names, flags, unset enumerations and null matsHolder/airGap', () => {
    expect(c.name).toBe('Calculation');
    expect(DEFAULT_CALCULATION_NAME).toBe('Calculation');
    expect(c.isSelected).toBe(false);
    expect(c.isNew).toBe(false);
    expect(c.orientation).toBe(0);
    expect(c.equipment).toBe(0);
    expect(c.material).toBe(0);
    expect(c.matsHolder).toBeNull();
    expect(c.airGap).toBeNull();
    expect(c.calculationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pipe sizes: nominal size 50, length 5, wall thickness 3.6, diameter 60.3', () => {
    expect(c.equipmentDetails).toMatchObject({
      nominalSize: 50,
      length: 5,
      wallThickness: 3.6,
      diameter: 60.3,
      height: null,
      width: null,
    });
  });

  it('material density 7900, heat capacity 490, heat dissipation 1, emissivity 0.6', () => {
    expect(c.equipmentDetails).toMatchObject({
      materialDensity: 7900,
      materialHeatCapacity: 490,
      heatDissipation: 1,
      materialEmissivity: 0.6,
    });
  });

  it('medium defaults', () => {
    expect(c.mediumDetails).toMatchObject({
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
    });
  });

  it('ambient inside, 10 degrees, wind 0', () => {
    expect(c.ambientConditions).toEqual({
      ambientLocation: AmbientLocation.Inside,
      ambientTemperature: 10,
      ambientWind: 0,
    });
  });

  it('operating hours 8760, price 0.15, CO2 factor 202', () => {
    expect(c.operatingConditions).toEqual({
      operatingHours: 8760,
      price: 0.15,
      fuelTypeId: null,
      co2EmissionFactor: 202,
      // the economic-thickness inputs (not in spec §4) start empty: no economic thickness asked
      serviceLife: null,
      interestRate: null,
      energyPriceIncrease: null,
      installationCost: null,
    });
  });

  it('surface emissivity 0.05', () => {
    expect(c.surface.surfaceEmissivity).toBe(0.05);
  });

  it('standard type 2, time-or-temperature 1, insulation standard 1', () => {
    expect(c.calculationTypes.standardType).toBe(2);
    expect(c.calculationTypes.insulationTimeOrTemperatureType).toBe(1);
    expect(c.calculationTypes.insulationStandardType).toBe(1);
  });

  it('one insulation entry in primary position', () => {
    expect(c.insulationInfo).toHaveLength(1);
    expect(c.insulationInfo[0]!.insulationPosition).toBe(InsulationPosition.Primary);
  });

  it('subconstruction disabled', () => {
    expect(c.subconstruction.subconstructionEnabled).toBe(false);
  });

  it('options override id, name and flags; ids are unique', () => {
    const d = createDefaultCalculation({ calculationId: 'x', name: 'N', isSelected: true, isNew: true });
    expect(d).toMatchObject({ calculationId: 'x', name: 'N', isSelected: true, isNew: true });
    expect(createDefaultCalculation().calculationId).not.toBe(createDefaultCalculation().calculationId);
  });
});

describe('createDefaultProject', () => {
  it("is 'Default project' with one selected default calculation and no id", () => {
    const p = createDefaultProject();
    expect(p.name).toBe('Default project');
    expect(DEFAULT_PROJECT_NAME).toBe('Default project');
    expect(p.projectId).toBeNull();
    expect(p.calculationData).toHaveLength(1);
    expect(p.calculationData[0]!.isSelected).toBe(true);
    expect(p.calculationData[0]!.name).toBe('Calculation');
  });
});

describe('defaultSizesFor', () => {
  it('pipe', () => {
    expect(defaultSizesFor(Equipment.Pipe)).toEqual({
      nominalSize: 50,
      length: 5,
      wallThickness: 3.6,
      diameter: 60.3,
      height: null,
      width: null,
    });
  });
  it('wall: length 1000, width 1000, thickness 0.75', () => {
    expect(defaultSizesFor(Equipment.Wall)).toEqual({
      nominalSize: null,
      length: 1000,
      width: 1000,
      wallThickness: 0.75,
      diameter: null,
      height: null,
    });
  });
  it('duct: width 800, height 800, length 10, thickness 0.75', () => {
    expect(defaultSizesFor(Equipment.Duct)).toEqual({
      nominalSize: null,
      width: 800,
      height: 800,
      length: 10,
      wallThickness: 0.75,
      diameter: null,
    });
  });
  it('vessel: diameter 2000, length 5000, thickness 3.6', () => {
    expect(defaultSizesFor(Equipment.Vessel)).toEqual({
      nominalSize: null,
      diameter: 2000,
      length: 5000,
      wallThickness: 3.6,
      height: null,
      width: null,
    });
  });
  it('tank: diameter 2000, height 5000, thickness 3.6', () => {
    expect(defaultSizesFor(Equipment.Tank)).toEqual({
      nominalSize: null,
      diameter: 2000,
      height: 5000,
      wallThickness: 3.6,
      length: null,
      width: null,
    });
  });
  it('unset equipment gets the pipe sizes', () => {
    expect(defaultSizesFor(0)).toEqual(defaultSizesFor(Equipment.Pipe));
  });
});

describe('effectiveEnums (decision 0001)', () => {
  it('maps stored 0 to Pipe / Horizontal / Steel / HeatLoss / CheckThickness without changing the stored value', () => {
    const c = createDefaultCalculation();
    expect(effectiveEnums(c)).toMatchObject({
      equipment: Equipment.Pipe,
      orientation: Orientation.Horizontal,
      material: Material.Steel,
      calculationType: CalculationType.HeatLoss,
      insulationThicknessType: ThicknessType.CheckThickness,
      insulationTimeOrTemperatureType: TimeOrTemperature.ByEndTemperature,
      standardType: Standard.EN12828,
      insulationStandardType: Standard.EN17956,
    });
    expect(c.equipment).toBe(0);
  });
  it('keeps chosen values', () => {
    const c = createDefaultCalculation();
    c.equipment = Equipment.Tank;
    c.orientation = Orientation.Vertical;
    expect(effectiveEnums(c)).toMatchObject({ equipment: Equipment.Tank, orientation: Orientation.Vertical });
  });
});
