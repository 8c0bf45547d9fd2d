/**
 * The configurator's field catalogue: every editable number of the Calculation entity (spec §3),
 * grouped the way an engineer thinks (object, medium, ambient, insulation, operation, economics),
 * with its unit and limits. Whether a field applies is the domain's rule (isFieldApplicable);
 * fields that do not apply are hidden, not disabled.
 */
import { Equipment } from '../domain/enums';
import { effectiveEnums } from '../domain/defaults';
import type { Calculation, CalculationFieldPath, CalculationNumberPath } from '../domain/types';

export type GroupId = 'object' | 'medium' | 'ambient' | 'insulation' | 'operation' | 'economics';

export const GROUPS: readonly GroupId[] = [
  'object',
  'medium',
  'ambient',
  'insulation',
  'operation',
  'economics',
];

export interface NumberFieldDef {
  /** Dotted path of a numeric field of the schema, also the path the engine's errors name. */
  path: CalculationNumberPath;
  group: GroupId;
  /** Translation key of the label. */
  label: string;
  /** A label key that depends on the calculation (else `label`). */
  labelFor?: (c: Calculation) => string;
  /** Unit shown after the input (SI symbols, not translated). */
  unit?: (c: Calculation) => string;
  /** Empty input allowed (null), e.g. an optional target. */
  optional?: boolean;
  min?: number;
  max?: number;
}

const eq = (c: Calculation, ...list: number[]) => list.includes(effectiveEnums(c).equipment);
const unit = (u: string) => () => u;

/**
 * Length unit. Stored as physics §1 says: pipes' and ducts' lengths in metres, walls' and vessels'
 * in millimetres. Shown and typed in metres for every equipment (`m@mm` converts): a wall 5 m long
 * next to a duct 5 m long, not 5000 mm against 5 m.
 */
export const lengthUnit = (c: Calculation) => (eq(c, Equipment.Pipe, Equipment.Duct) ? 'm' : 'm@mm');
/** A wall's width is its second extent (metres, like its length); a duct's is its cross-section (mm). */
export const widthUnit = (c: Calculation) => (eq(c, Equipment.Wall) ? 'm@mm' : 'mm');

export const NUMBER_FIELDS: readonly NumberFieldDef[] = [
  // Object
  {
    path: 'equipmentDetails.diameter',
    group: 'object',
    label: 'Insulation_Field_Diameter',
    unit: unit('mm'),
    min: 0,
  },
  {
    path: 'equipmentDetails.wallThickness',
    group: 'object',
    label: 'Insulation_Field_WallThickness',
    unit: unit('mm'),
    min: 0,
  },
  {
    path: 'equipmentDetails.length',
    group: 'object',
    label: 'Insulation_Field_Length',
    unit: lengthUnit,
    min: 0,
  },
  {
    path: 'equipmentDetails.width',
    group: 'object',
    label: 'Insulation_Field_Width',
    unit: widthUnit,
    min: 0,
  },
  {
    path: 'equipmentDetails.height',
    group: 'object',
    label: 'Insulation_Field_Height',
    // A tank's height in metres like a vessel's length (stored in mm); a duct's side stays in mm.
    unit: (c) => (eq(c, Equipment.Tank) ? 'm@mm' : 'mm'),
    min: 0,
  },
  {
    path: 'equipmentDetails.materialDensity',
    group: 'object',
    label: 'Insulation_Field_MaterialDensity',
    unit: unit('kg/m³'),
    min: 0,
  },
  {
    path: 'equipmentDetails.materialHeatCapacity',
    group: 'object',
    label: 'Insulation_Field_MaterialHeatCapacity',
    unit: unit('J/(kg·K)'),
    min: 0,
  },
  {
    path: 'equipmentDetails.materialEmissivity',
    group: 'object',
    label: 'Insulation_Field_MaterialEmissivity',
    min: 0,
    max: 1,
  },
  // Medium
  {
    path: 'mediumDetails.mediumTemperature',
    group: 'medium',
    label: 'Insulation_Field_MediumTemperature',
    unit: unit('°C'),
  },
  {
    path: 'mediumDetails.inletTemperature',
    group: 'medium',
    label: 'Insulation_Field_InletTemperature',
    unit: unit('°C'),
  },
  {
    path: 'mediumDetails.mediumVelocity',
    group: 'medium',
    label: 'Insulation_Field_MediumVelocity',
    unit: unit('m/s'),
    min: 0,
  },
  {
    path: 'mediumDetails.mediumDensity',
    group: 'medium',
    label: 'Insulation_Field_MediumDensity',
    unit: unit('kg/m³'),
    min: 0,
  },
  {
    path: 'mediumDetails.mediumHeatCapacity',
    group: 'medium',
    label: 'Insulation_Field_MediumHeatCapacity',
    unit: unit('J/(kg·K)'),
    min: 0,
  },
  {
    path: 'mediumDetails.mediumFreezingPoint',
    group: 'medium',
    label: 'Insulation_Field_MediumFreezingPoint',
    unit: unit('°C'),
  },
  {
    path: 'mediumDetails.mediumFrozenPercentage',
    group: 'medium',
    label: 'Insulation_Field_MediumFrozenPercentage',
    unit: unit('%'),
    min: 0,
    max: 100,
  },
  {
    path: 'mediumDetails.frozenMediumDensity',
    group: 'medium',
    label: 'Insulation_Field_FrozenMediumDensity',
    unit: unit('kg/m³'),
    min: 0,
  },
  {
    path: 'mediumDetails.latentHeatofIceFormation',
    group: 'medium',
    label: 'Insulation_Field_LatentHeat',
    unit: unit('kJ/kg'),
    min: 0,
  },
  // Percentages are typed in percent (80 %) and stored as the spec's fraction (0.8).
  {
    path: 'mediumDetails.fillLevel',
    group: 'medium',
    label: 'Insulation_Field_FillLevel',
    unit: unit('%@fraction'),
    min: 0,
    max: 1,
  },
  {
    path: 'mediumDetails.relativeHumidity',
    group: 'ambient',
    label: 'Insulation_Field_RelativeHumidity',
    unit: unit('%@fraction'),
    min: 0,
    max: 1,
  },
  // Ambient
  {
    path: 'ambientConditions.ambientTemperature',
    group: 'ambient',
    label: 'Insulation_Field_AmbientTemperature',
    unit: unit('°C'),
  },
  {
    path: 'ambientConditions.ambientWind',
    group: 'ambient',
    label: 'Insulation_Field_AmbientWind',
    unit: unit('m/s'),
    min: 0,
  },
  // Operation: the criteria of the calculation type
  {
    path: 'mediumDetails.surfaceTemperature',
    group: 'operation',
    label: 'Insulation_Field_TargetSurfaceTemperature',
    unit: unit('°C'),
    optional: true,
  },
  {
    path: 'mediumDetails.heatFlowDensity',
    group: 'operation',
    label: 'Insulation_Field_TargetHeatFlowDensity',
    unit: (c) => (eq(c, Equipment.Pipe) ? 'W/m' : 'W/m²'),
    optional: true,
    min: 0,
  },
  {
    path: 'mediumDetails.endTemperature',
    group: 'operation',
    label: 'Insulation_Field_EndTemperature',
    unit: unit('°C'),
    optional: true,
  },
  {
    path: 'mediumDetails.coolingTime',
    group: 'operation',
    label: 'Insulation_Field_CoolingTime',
    unit: unit('h'),
    optional: true,
    min: 0,
  },
  {
    path: 'mediumDetails.freezingTime',
    group: 'operation',
    label: 'Insulation_Field_FreezingTime',
    unit: unit('h'),
    optional: true,
    min: 0,
  },
  {
    path: 'calculationTypes.surfaceCoefficient',
    group: 'operation',
    label: 'Insulation_Field_SurfaceCoefficient',
    unit: unit('W/(m²·K)'),
    min: 0,
  },
  // Economics
  {
    path: 'operatingConditions.operatingHours',
    group: 'economics',
    label: 'Insulation_Field_OperatingHours',
    unit: unit('h/a'),
    min: 0,
    max: 8784,
  },
  {
    path: 'equipmentDetails.heatDissipation',
    group: 'economics',
    label: 'Insulation_Field_HeatDissipation',
    min: 0,
  },
  {
    path: 'operatingConditions.price',
    group: 'economics',
    label: 'Insulation_Field_Price',
    unit: unit('€/kWh'),
    min: 0,
  },
  {
    path: 'operatingConditions.co2EmissionFactor',
    group: 'economics',
    label: 'Insulation_Field_Co2Factor',
    unit: unit('g/kWh'),
    min: 0,
  },
  // Economic thickness (VDI 2055-1): computed when a service life is given.
  {
    path: 'operatingConditions.serviceLife',
    group: 'economics',
    label: 'Insulation_Field_ServiceLife',
    unit: unit('a'),
    optional: true,
    min: 1,
    max: 100,
  },
  {
    path: 'operatingConditions.interestRate',
    group: 'economics',
    label: 'Insulation_Field_InterestRate',
    // Stored as a fraction (0.05), typed in percent (5).
    unit: unit('%@fraction'),
    optional: true,
    min: 0,
    max: 1,
  },
  {
    path: 'operatingConditions.energyPriceIncrease',
    group: 'economics',
    label: 'Insulation_Field_EnergyPriceIncrease',
    unit: unit('%@fraction'),
    optional: true,
    min: -0.5,
    max: 1,
  },
  {
    path: 'operatingConditions.installationCost',
    group: 'economics',
    label: 'Insulation_Field_InstallationCost',
    unit: unit('€/m²'),
    optional: true,
    min: 0,
  },
];

/** Insulation-group numbers that live outside the layer list. */
export const SUBCONSTRUCTION_FIELDS: readonly NumberFieldDef[] = [
  {
    path: 'subconstruction.thermalConductivity',
    group: 'insulation',
    label: 'Insulation_Field_BridgeConductivity',
    unit: unit('W/(m·K)'),
    min: 0,
  },
  {
    path: 'subconstruction.bridgeQuantity',
    group: 'insulation',
    label: 'Insulation_Field_BridgeQuantity',
    unit: (c) => (eq(c, Equipment.Pipe, Equipment.Duct) ? '1/m' : '1/m²'),
    min: 0,
  },
  {
    path: 'surface.surfaceEmissivity',
    group: 'insulation',
    label: 'Insulation_Field_SurfaceEmissivity',
    // Without a cladding the value describes the insulation's own outer surface.
    labelFor: (c) =>
      c.surface.surfaceMaterialId === null || c.surface.surfaceMaterialId === undefined
        ? 'Insulation_Field_SurfaceEmissivityNoCladding'
        : 'Insulation_Field_SurfaceEmissivity',
    min: 0,
    max: 1,
  },
];

/** The label key of a number field for this calculation. */
export function fieldLabel(def: NumberFieldDef, c: Calculation): string {
  return def.labelFor?.(c) ?? def.label;
}

export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Immutable set of a dotted path (objects and arrays). */
export function setPath<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return obj;
  const key: string | number = Array.isArray(obj) ? Number(head) : head;
  const current = (obj as Record<string | number, unknown>)[key];
  const next = rest.length === 0 ? value : setPath(current ?? {}, rest.join('.'), value);
  if (Array.isArray(obj)) {
    const copy = [...obj];
    copy[key as number] = next;
    return copy as T;
  }
  return { ...(obj as object), [key]: next } as T;
}

const SELECT_LABELS: Partial<Record<CalculationFieldPath, string>> = {
  equipment: 'Insulation_Enum_Equipment',
  orientation: 'Insulation_Enum_Orientation',
  material: 'Insulation_Enum_Material',
  position: 'Insulation_Enum_Position',
  'equipmentDetails.nominalSize': 'Insulation_Field_NominalSize',
  'equipmentDetails.fromNominalSize': 'Insulation_Field_FromNominalSize',
  'equipmentDetails.toNominalSize': 'Insulation_Field_ToNominalSize',
  'calculationTypes.calculationType': 'Insulation_Enum_CalculationType',
  'calculationTypes.insulationThicknessType': 'Insulation_Enum_ThicknessType',
  'calculationTypes.insulationTimeOrTemperatureType': 'Insulation_Enum_TimeOrTemperature',
  'calculationTypes.standardType': 'Insulation_Enum_Standard',
  'calculationTypes.insulationStandardType': 'Insulation_Enum_Standard',
  'mediumDetails.medium': 'Insulation_Field_Medium',
  'mediumDetails.insulationClass': 'Insulation_Field_TargetClass',
  'ambientConditions.ambientLocation': 'Insulation_Enum_AmbientLocation',
  'operatingConditions.fuelTypeId': 'Insulation_Field_FuelType',
  'surface.surfaceMaterialId': 'Insulation_Field_Surface',
  'subconstruction.thermalBridgeId': 'Insulation_Field_SubconstructionType',
};

/** Translation key of the label of the field at `path` (engine error paths included), or null. */
export function fieldLabelKey(path: string): string | null {
  const number = [...NUMBER_FIELDS, ...SUBCONSTRUCTION_FIELDS].find((f) => f.path === path);
  if (number) return number.label;
  const select = (SELECT_LABELS as Partial<Record<string, string>>)[path];
  if (select) return select;
  const layer = /^insulationInfo\.(\d+)\.(\w+)$/.exec(path);
  if (layer) {
    const labels: Record<string, string> = {
      insulationProductTypeId: 'Insulation_Field_ProductType',
      insulationProductId: 'Insulation_Field_Product',
      insulationThickness: 'Insulation_Field_Thickness',
    };
    return labels[layer[2]!] ?? null;
  }
  return null;
}
