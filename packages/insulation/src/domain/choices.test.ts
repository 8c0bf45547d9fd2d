import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { projectActions, projectReducer } from '../state/projectSlice';
import { selectSelectedCalculation } from '../state/projectSelectors';
import {
  allSizesChoice,
  bridgeChoice,
  calculationTypeChoice,
  equipmentChoice,
  fuelChoice,
  layerAdded,
  layerRemoved,
  materialChoice,
  mediumChoice,
  productChoice,
  rangeEndChoice,
  sizeChoice,
  startingThickness,
  surfaceChoice,
} from './choices';
import { createDefaultCalculation, createDefaultProject } from './defaults';
import { CalculationType, Equipment, Material } from './enums';
import type { Calculation } from './types';

const COPPER = [
  { nominalSize: 15, diameter: 15, wallThickness: 1 },
  { nominalSize: 54, diameter: 54, wallThickness: 2 },
  { nominalSize: 76, diameter: 76.1, wallThickness: 2 },
];

function pipe(): Calculation {
  const c = createDefaultCalculation();
  c.equipment = Equipment.Pipe;
  c.equipmentDetails.diameter = 60.3;
  c.equipmentDetails.nominalSize = 50;
  return c;
}

/** Applies the changes the way the configurator does: through the slice's one field action. */
function applied(c: Calculation, changes: ReturnType<typeof sizeChoice>): Calculation {
  const store = configureStore({ reducer: { project: projectReducer } });
  const project = createDefaultProject();
  store.dispatch(projectActions.projectLoaded({ ...project, calculationData: [{ ...c, isSelected: true }] }));
  for (const change of changes) store.dispatch(projectActions.calculationFieldChanged(change));
  return selectSelectedCalculation(store.getState())!;
}

describe('configurator choices (domain/choices)', () => {
  it('equipment: a calculation type the new equipment lacks becomes its first', () => {
    const c = pipe();
    c.calculationTypes.calculationType = CalculationType.Freezing;
    const changes = equipmentChoice(c, Equipment.Wall);
    expect(changes[0]).toEqual({ path: 'equipment', value: Equipment.Wall });
    expect(changes[1]?.path).toBe('calculationTypes.calculationType');
    expect(changes[1]?.value).not.toBe(CalculationType.Freezing);
    expect(equipmentChoice(c, 99)).toEqual([]);
  });

  it('calculation type: the typed temperature follows into and out of flowing medium', () => {
    const c = pipe();
    c.mediumDetails.mediumTemperature = 80;
    expect(calculationTypeChoice(c, CalculationType.FlowingMedium)).toContainEqual({
      path: 'mediumDetails.inletTemperature',
      value: 80,
    });
    c.calculationTypes.calculationType = CalculationType.FlowingMedium;
    c.mediumDetails.inletTemperature = 95;
    expect(calculationTypeChoice(c, CalculationType.HeatLoss)).toContainEqual({
      path: 'mediumDetails.mediumTemperature',
      value: 95,
    });
  });

  it('material: wall properties and the nearest size by diameter, said when it moved', () => {
    const props = { density: 8940, heatCapacity: 385, emissivity: 0.3 };
    const { changes, moved } = materialChoice(pipe(), Material.Copper, props, COPPER);
    expect(changes).toContainEqual({ path: 'equipmentDetails.materialDensity', value: 8940 });
    expect(changes).toContainEqual({ path: 'equipmentDetails.diameter', value: 54 });
    expect(moved).toEqual({ size: COPPER[1], from: 60.3 });
    const wall = pipe();
    wall.equipment = Equipment.Wall;
    expect(materialChoice(wall, Material.Copper, props, COPPER).moved).toBeNull();
  });

  it('sizes: one size, the ends of a range, and "all sizes" starting at the table ends', () => {
    expect(sizeChoice(COPPER[0]!).map((x) => x.value)).toEqual([15, 15, 1]);
    expect(rangeEndChoice('to', COPPER[2]!)).toEqual([
      { path: 'equipmentDetails.toNominalSize', value: 76 },
      { path: 'equipmentDetails.toDiameter', value: 76.1 },
    ]);
    const c = applied(pipe(), allSizesChoice(pipe(), true, COPPER));
    expect(c.equipmentDetails).toMatchObject({ allDiameter: true, fromDiameter: 15, toDiameter: 76.1 });
  });

  it('medium: copies the frozen-medium properties the catalogue states (decision 0045)', () => {
    const c = applied(
      pipe(),
      mediumChoice({
        id: 2,
        density: 1040,
        heatCapacity: 3700,
        freezingPoint: -15,
        frozenDensity: 1080,
        latentHeat: 250,
      }),
    );
    expect(c.mediumDetails).toMatchObject({
      medium: 2,
      mediumDensity: 1040,
      mediumHeatCapacity: 3700,
      mediumFreezingPoint: -15,
      frozenMediumDensity: 1080,
      latentHeatofIceFormation: 250,
    });
    // Properties the catalogue does not state keep what the engineer has.
    const kept = applied(c, mediumChoice({ id: 3, density: 998, frozenDensity: null }));
    expect(kept.mediumDetails).toMatchObject({ medium: 3, mediumDensity: 998, frozenMediumDensity: 1080 });
    expect(mediumChoice(undefined)).toEqual([{ path: 'mediumDetails.medium', value: null }]);
  });

  it('fuel, cladding and supports fill their figures; no cladding takes the product surface', () => {
    expect(fuelChoice({ id: 4, co2EmissionFactor: 381 })).toContainEqual({
      path: 'operatingConditions.co2EmissionFactor',
      value: 381,
    });
    expect(surfaceChoice({ id: 5, emissivity: 0.26 }, 0.93)).toContainEqual({
      path: 'surface.surfaceEmissivity',
      value: 0.26,
    });
    expect(surfaceChoice(undefined, 0.93)).toContainEqual({ path: 'surface.surfaceEmissivity', value: 0.93 });
    expect(bridgeChoice({ id: 6, thermalConductivity: 50 })).toContainEqual({
      path: 'subconstruction.thermalConductivity',
      value: 50,
    });
  });

  it('product: an entered thickness stays even if not made; an empty one starts nearest 50 mm', () => {
    const product = { id: 7, productTypeId: 1, thicknesses: [20, 40, 60] };
    const c = pipe();
    c.insulationInfo[0]!.insulationThickness = null;
    expect(productChoice(c, 0, product)).toEqual([
      { path: 'insulationInfo.0.insulationProductId', value: 7 },
      { path: 'insulationInfo.0.insulationProductTypeId', value: 1 },
      { path: 'insulationInfo.0.insulationThickness', value: 40 },
    ]);
    c.insulationInfo[0]!.insulationThickness = 33;
    expect(applied(c, productChoice(c, 0, product)).insulationInfo[0]!.insulationThickness).toBe(33);
    expect(productChoice(c, 5, product)).toEqual([]);
    expect(startingThickness({ thicknesses: [] })).toBe(50);
    expect(startingThickness({ thicknesses: [30, 70] })).toBe(30);
  });

  it('layers: a second layer is added; removing the first makes the rest primary', () => {
    const two = applied(pipe(), layerAdded(pipe()));
    expect(two.insulationInfo.map((l) => l.insulationPosition)).toEqual([1, 2]);
    const one = applied(two, layerRemoved(two, 0));
    expect(one.insulationInfo).toHaveLength(1);
    expect(one.insulationInfo[0]!.insulationPosition).toBe(1);
    expect(one.insulationInfo[0]!.insulationId).toBe(two.insulationInfo[1]!.insulationId);
  });
});
