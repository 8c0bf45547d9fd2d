import {
  AmbientLocation,
  CalculationType,
  Equipment,
  Orientation,
  SurfaceCoefficientMethod,
  ThicknessType,
  TimeOrTemperature,
} from './enums';
import { effectiveEnums, type EffectiveEnums } from './defaults';
import type { Calculation, CalculationFieldPath } from './types';

/**
 * Which fields of a calculation apply to which equipment / calculation type / thickness mode.
 * The UI hides a field that does not apply; validation skips it; the engine input leaves it out.
 * Decisions are made on the *effective* enumerations (a stored 0 counts as its default, see
 * docs/decisions/0001-unset-enumerations.md). The table is documented in the package README.
 */
export type FieldPath = Exclude<
  CalculationFieldPath,
  | 'calculationId'
  | 'name'
  | 'isSelected'
  | 'isNew'
  | `insulationInfo.${number}.${'insulationId' | 'insulationPosition'}`
>;

/**
 * The paths the table rules: every field of the schema except the calculation's own identity and
 * the per-layer fields (handled in isFieldApplicable). Exhaustive: a new schema field does not
 * compile until it has a rule here.
 */
export type RuledFieldPath = Exclude<FieldPath, `insulationInfo.${number}.${string}`>;

type Rule = (e: EffectiveEnums, c: Calculation) => boolean;

const { Pipe, Wall, Vessel, Duct, Tank } = Equipment;
const CT = CalculationType;
const TT = ThicknessType;

const always: Rule = () => true;
const never: Rule = () => false;
const equipmentIn =
  (...kinds: number[]): Rule =>
  (e) =>
    kinds.includes(e.equipment);
const typeIn =
  (...types: number[]): Rule =>
  (e) =>
    types.includes(e.calculationType);
const calculating: Rule = (e) => e.insulationThicknessType === TT.CalculateThickness;
const and =
  (...rules: Rule[]): Rule =>
  (e, c) =>
    rules.every((r) => r(e, c));
const or =
  (...rules: Rule[]): Rule =>
  (e, c) =>
    rules.some((r) => r(e, c));

/** Which calculation types an equipment supports (physics.md §7). */
export const CALCULATION_TYPES_BY_EQUIPMENT: Record<Equipment, CalculationType[]> = {
  [Pipe]: [
    CT.SurfaceTemperature,
    CT.HeatLoss,
    CT.Freezing,
    CT.FlowingMedium,
    CT.StaticMedium,
    CT.Condensation,
  ],
  [Wall]: [CT.SurfaceTemperature, CT.HeatLoss, CT.Condensation],
  [Vessel]: [CT.SurfaceTemperature, CT.HeatLoss, CT.Freezing, CT.StaticMedium, CT.Condensation],
  [Duct]: [CT.SurfaceTemperature, CT.HeatLoss, CT.FlowingMedium, CT.Condensation],
  [Tank]: [CT.SurfaceTemperature, CT.HeatLoss, CT.Freezing, CT.StaticMedium, CT.Condensation],
};

/**
 * Which thickness modes apply. CalculateInsulationClass: pipes only (the class tables of
 * EN 12828 / EN 17956 in the engine are linear transmittances of pipes).
 */
export function thicknessTypesFor(equipment: Equipment, _calculationType?: CalculationType): ThicknessType[] {
  const modes: ThicknessType[] = [TT.CalculateThickness, TT.CheckThickness];
  if (equipment === Pipe) modes.push(TT.CalculateInsulationClass);
  return modes;
}

const withinEquipment: Rule = (e) => CALCULATION_TYPES_BY_EQUIPMENT[e.equipment].includes(e.calculationType);

/** The applicability table. Keys not listed (insulation layer fields) are handled in isFieldApplicable. */
export const FIELD_RULES: Record<RuledFieldPath, Rule> = {
  orientation: always,
  equipment: always,
  material: always,
  position: (e) => e.equipment === Wall && e.orientation === Orientation.Horizontal,
  matsHolder: never,
  airGap: never,

  'equipmentDetails.nominalSize': equipmentIn(Pipe),
  'equipmentDetails.diameter': equipmentIn(Pipe, Vessel, Tank),
  'equipmentDetails.wallThickness': always,
  'equipmentDetails.length': equipmentIn(Pipe, Wall, Duct, Vessel),
  'equipmentDetails.width': equipmentIn(Wall, Duct),
  'equipmentDetails.height': equipmentIn(Duct, Tank),
  'equipmentDetails.allDiameter': and(
    equipmentIn(Pipe),
    typeIn(CT.SurfaceTemperature, CT.HeatLoss, CT.Condensation),
  ),
  'equipmentDetails.fromNominalSize': (e, c) =>
    FIELD_RULES['equipmentDetails.allDiameter'](e, c) && c.equipmentDetails.allDiameter,
  'equipmentDetails.fromDiameter': (e, c) =>
    FIELD_RULES['equipmentDetails.allDiameter'](e, c) && c.equipmentDetails.allDiameter,
  'equipmentDetails.toNominalSize': (e, c) =>
    FIELD_RULES['equipmentDetails.allDiameter'](e, c) && c.equipmentDetails.allDiameter,
  'equipmentDetails.toDiameter': (e, c) =>
    FIELD_RULES['equipmentDetails.allDiameter'](e, c) && c.equipmentDetails.allDiameter,
  'equipmentDetails.materialDensity': typeIn(CT.Freezing, CT.StaticMedium),
  'equipmentDetails.materialHeatCapacity': typeIn(CT.Freezing, CT.StaticMedium),
  'equipmentDetails.heatDissipation': typeIn(CT.HeatLoss),
  'equipmentDetails.materialEmissivity': always,
  'equipmentDetails.tankBottom': (e) =>
    (e.equipment === Vessel || e.equipment === Tank) && e.orientation === Orientation.Vertical,

  'calculationTypes.calculationType': always,
  'calculationTypes.insulationThicknessType': always,
  'calculationTypes.standardType': (e, c) =>
    e.insulationThicknessType === TT.CalculateInsulationClass ||
    FIELD_RULES['mediumDetails.insulationClass'](e, c),
  'calculationTypes.insulationTimeOrTemperatureType': typeIn(CT.StaticMedium),
  // Carried by the entity, not read by the engine (standardType selects the class table).
  'calculationTypes.insulationStandardType': never,
  // Unset means the engine's default (Nusselt correlations); EN ISO 12241:2008 on request.
  'calculationTypes.surfaceCoefficientMethod': always,
  // Method 3 (given): the h_se a table states, convection and radiation together.
  'calculationTypes.surfaceCoefficient': (e) => e.surfaceCoefficientMethod === SurfaceCoefficientMethod.Given,

  'mediumDetails.medium': always,
  'mediumDetails.mediumTemperature': (e) => e.calculationType !== CT.FlowingMedium,
  'mediumDetails.inletTemperature': typeIn(CT.FlowingMedium),
  'mediumDetails.mediumDensity': typeIn(CT.Freezing, CT.FlowingMedium, CT.StaticMedium),
  'mediumDetails.mediumHeatCapacity': typeIn(CT.Freezing, CT.FlowingMedium, CT.StaticMedium),
  'mediumDetails.mediumVelocity': typeIn(CT.FlowingMedium),
  'mediumDetails.mediumFreezingPoint': typeIn(CT.Freezing),
  'mediumDetails.mediumFrozenPercentage': typeIn(CT.Freezing),
  'mediumDetails.frozenMediumDensity': typeIn(CT.Freezing),
  'mediumDetails.latentHeatofIceFormation': typeIn(CT.Freezing),
  'mediumDetails.fillLevel': and(typeIn(CT.StaticMedium, CT.Freezing), equipmentIn(Vessel, Tank)),
  'mediumDetails.relativeHumidity': typeIn(CT.Condensation),
  'mediumDetails.mediumHeatFlowDensity': never,
  'mediumDetails.heatFlowDensity': and(typeIn(CT.HeatLoss), calculating),
  'mediumDetails.insulationClass': and(typeIn(CT.HeatLoss), calculating),
  'mediumDetails.surfaceTemperature': and(typeIn(CT.SurfaceTemperature), calculating),
  'mediumDetails.freezingTime': and(typeIn(CT.Freezing), calculating),
  'mediumDetails.endTemperature': or(
    and(typeIn(CT.FlowingMedium), calculating),
    and(
      typeIn(CT.StaticMedium),
      or(calculating, (e) => e.insulationTimeOrTemperatureType === TimeOrTemperature.ByEndTemperature),
    ),
  ),
  // StaticMedium + CalculateThickness: the thinnest layer that keeps the medium above endTemperature for coolingTime.
  'mediumDetails.coolingTime': and(
    typeIn(CT.StaticMedium),
    or(calculating, (e) => e.insulationTimeOrTemperatureType === TimeOrTemperature.ByEndTime),
  ),

  'ambientConditions.ambientLocation': always,
  'ambientConditions.ambientTemperature': always,
  'ambientConditions.ambientWind': (e) => e.ambientLocation === AmbientLocation.Outside,

  'operatingConditions.operatingHours': typeIn(CT.HeatLoss),
  'operatingConditions.price': typeIn(CT.HeatLoss),
  'operatingConditions.fuelTypeId': typeIn(CT.HeatLoss),
  'operatingConditions.co2EmissionFactor': typeIn(CT.HeatLoss),
  // Economic thickness: heat-loss calculations, computed when a service life is given.
  'operatingConditions.serviceLife': typeIn(CT.HeatLoss),
  'operatingConditions.interestRate': typeIn(CT.HeatLoss),
  'operatingConditions.energyPriceIncrease': typeIn(CT.HeatLoss),
  'operatingConditions.installationCost': typeIn(CT.HeatLoss),

  'surface.surfaceMaterialId': always,
  'surface.surfaceEmissivity': always,

  'subconstruction.subconstructionEnabled': equipmentIn(Pipe, Duct, Wall),
  'subconstruction.thermalBridgeId': (e, c) =>
    equipmentIn(Pipe, Duct, Wall)(e, c) && c.subconstruction.subconstructionEnabled,
  'subconstruction.thermalConductivity': (e, c) =>
    equipmentIn(Pipe, Duct, Wall)(e, c) && c.subconstruction.subconstructionEnabled,
  'subconstruction.bridgeQuantity': (e, c) =>
    equipmentIn(Pipe, Duct, Wall)(e, c) && c.subconstruction.subconstructionEnabled,

  insulationInfo: always,
};

/**
 * True when the field at `path` applies to the calculation. Insulation layers: product type and
 * product always; the primary layer's thickness does not apply in CalculateThickness (the engine
 * finds it), every other layer's thickness does. Unknown paths apply (nothing is hidden by mistake).
 */
export function isFieldApplicable(calculation: Calculation, path: string): boolean {
  const e = effectiveEnums(calculation);
  if (!withinEquipment(e, calculation) && path.startsWith('mediumDetails.')) {
    // A calculation type the equipment does not support is treated like HeatLoss for field visibility.
    return isFieldApplicable(
      { ...calculation, calculationTypes: { ...calculation.calculationTypes, calculationType: CT.HeatLoss } },
      path,
    );
  }
  const layer = /^insulationInfo\.(\d+)\.(\w+)$/.exec(path);
  if (layer) {
    const index = Number(layer[1]);
    const info = calculation.insulationInfo[index];
    if (!info) return false;
    if (layer[2] === 'insulationThickness')
      return !(
        index === primaryLayerIndex(calculation) && e.insulationThicknessType === TT.CalculateThickness
      );
    return true;
  }
  const rule = (FIELD_RULES as Partial<Record<string, Rule>>)[path];
  return rule ? rule(e, calculation) : true;
}

/** Index of the first layer in primary position (−1 when none). */
export function primaryLayerIndex(calculation: Calculation): number {
  return calculation.insulationInfo.findIndex((i) => i.insulationPosition === 1);
}

/** Every path of the table with whether it applies, for the UI to hide fields in one pass. */
export function fieldApplicability(calculation: Calculation): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const path of Object.keys(FIELD_RULES)) out[path] = isFieldApplicable(calculation, path);
  calculation.insulationInfo.forEach((_, i) => {
    for (const f of ['insulationProductTypeId', 'insulationProductId', 'insulationThickness']) {
      out[`insulationInfo.${i}.${f}`] = isFieldApplicable(calculation, `insulationInfo.${i}.${f}`);
    }
  });
  return out;
}

/** Calculation types offered for the calculation's (effective) equipment. */
export function calculationTypesFor(calculation: Calculation): CalculationType[] {
  return CALCULATION_TYPES_BY_EQUIPMENT[effectiveEnums(calculation).equipment];
}
