import { InsulationPosition, UNSET } from './enums';
import type { Calculation, EquipmentDetails, InsulationInfo, Project } from './types';
import { newId } from './defaults';

/**
 * The server's stored (flat) form of a calculation, spec §3: "When loaded from the server, the
 * stored fields are flat (equipmentNominalSize, equipmentDiameter and so on, fuel,
 * emissionFactor, surface). The subconstruction arrives as an object with ThermalBridgeId,
 * ThermalConductivity, BridgeQuantity."
 *
 * Rules: every equipmentDetails field gets the prefix `equipment` (nominalSize →
 * equipmentNominalSize); calculationTypes, mediumDetails, ambientConditions fields are stored
 * under their own names; operatingConditions.fuelTypeId → `fuel`, co2EmissionFactor →
 * `emissionFactor`; surface.surfaceMaterialId → `surface`; subconstructionEnabled stays flat and
 * the other three fields form the `subconstruction` object with PascalCase names. `isNew` is
 * client state and is not stored.
 */
export interface StoredSubconstruction {
  ThermalBridgeId: number | null;
  ThermalConductivity: number | null;
  BridgeQuantity: number | null;
}

export interface StoredInsulationInfo {
  insulationId: string;
  insulationProductTypeId: number | null;
  insulationProductId: number | null;
  insulationThickness: number | null;
  insulationPosition: number;
}

export interface StoredCalculation {
  calculationId: string;
  name: string;
  isSelected: boolean;
  orientation: number;
  equipment: number;
  material: number;
  position: number;
  matsHolder: number | null;
  airGap: number | null;
  equipmentNominalSize: number | null;
  equipmentLength: number | null;
  equipmentWallThickness: number | null;
  equipmentDiameter: number | null;
  equipmentHeight: number | null;
  equipmentWidth: number | null;
  equipmentAllDiameter: boolean;
  equipmentFromNominalSize: number | null;
  equipmentFromDiameter: number | null;
  equipmentToNominalSize: number | null;
  equipmentToDiameter: number | null;
  equipmentMaterialDensity: number | null;
  equipmentMaterialHeatCapacity: number | null;
  equipmentHeatDissipation: number | null;
  equipmentMaterialEmissivity: number | null;
  calculationType: number;
  standardType: number;
  insulationThicknessType: number;
  insulationTimeOrTemperatureType: number;
  insulationStandardType: number;
  medium: number | null;
  mediumTemperature: number | null;
  mediumDensity: number | null;
  mediumHeatCapacity: number | null;
  mediumFreezingPoint: number | null;
  mediumVelocity: number | null;
  mediumFrozenPercentage: number | null;
  frozenMediumDensity: number | null;
  latentHeatofIceFormation: number | null;
  inletTemperature: number | null;
  fillLevel: number | null;
  relativeHumidity: number | null;
  mediumHeatFlowDensity: number | null;
  heatFlowDensity: number | null;
  freezingTime: number | null;
  endTemperature: number | null;
  coolingTime: number | null;
  surfaceTemperature: number | null;
  insulationClass: number | null;
  ambientLocation: number;
  ambientTemperature: number | null;
  ambientWind: number | null;
  operatingHours: number | null;
  price: number | null;
  fuel: number | null;
  emissionFactor: number | null;
  insulationInfo: StoredInsulationInfo[];
  surface: number | null;
  surfaceEmissivity: number | null;
  subconstructionEnabled: boolean;
  subconstruction: StoredSubconstruction | null;
}

/** A project as the server returns it (GET api/v1/project/{id}). */
export interface StoredProject {
  projectId: string;
  name: string;
  calculationData: StoredCalculation[];
  /** Opaque optimistic-concurrency token; send it back with PUT. */
  concurrencyToken: string;
  createdAt?: string;
  updatedAt?: string;
}

const EQUIPMENT_FIELDS = [
  'nominalSize',
  'length',
  'wallThickness',
  'diameter',
  'height',
  'width',
  'allDiameter',
  'fromNominalSize',
  'fromDiameter',
  'toNominalSize',
  'toDiameter',
  'materialDensity',
  'materialHeatCapacity',
  'heatDissipation',
  'materialEmissivity',
] as const satisfies readonly (keyof EquipmentDetails)[];

function storedEquipmentKey(field: keyof EquipmentDetails): keyof StoredCalculation {
  return `equipment${field[0]!.toUpperCase()}${field.slice(1)}` as keyof StoredCalculation;
}

/** Nested (domain) → flat (stored). */
export function toStoredCalculation(c: Calculation): StoredCalculation {
  const flatEquipment = Object.fromEntries(
    EQUIPMENT_FIELDS.map((f) => [storedEquipmentKey(f), c.equipmentDetails[f]]),
  );
  const s = c.subconstruction;
  return {
    calculationId: c.calculationId,
    name: c.name,
    isSelected: c.isSelected,
    orientation: c.orientation,
    equipment: c.equipment,
    material: c.material,
    position: c.position,
    matsHolder: c.matsHolder,
    airGap: c.airGap,
    ...(flatEquipment as Pick<
      StoredCalculation,
      `equipment${Capitalize<(typeof EQUIPMENT_FIELDS)[number]>}`
    >),
    ...c.calculationTypes,
    ...c.mediumDetails,
    ...c.ambientConditions,
    operatingHours: c.operatingConditions.operatingHours,
    price: c.operatingConditions.price,
    fuel: c.operatingConditions.fuelTypeId,
    emissionFactor: c.operatingConditions.co2EmissionFactor,
    insulationInfo: c.insulationInfo.map((i) => ({ ...i })),
    surface: c.surface.surfaceMaterialId,
    surfaceEmissivity: c.surface.surfaceEmissivity,
    subconstructionEnabled: s.subconstructionEnabled,
    subconstruction: {
      ThermalBridgeId: s.thermalBridgeId,
      ThermalConductivity: s.thermalConductivity,
      BridgeQuantity: s.bridgeQuantity,
    },
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const enumNum = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : UNSET);

/**
 * Flat (stored) → nested (domain). Tolerant of missing or mistyped fields from older records
 * (they become null, or 0 for enumerations); `isNew` is false for everything loaded.
 */
export function fromStoredCalculation(s: StoredCalculation): Calculation {
  const r = s as unknown as Record<string, unknown>;
  const equipmentDetails = Object.fromEntries(
    EQUIPMENT_FIELDS.map((f) => [
      f,
      f === 'allDiameter' ? r[storedEquipmentKey(f)] === true : num(r[storedEquipmentKey(f)]),
    ]),
  ) as unknown as EquipmentDetails;
  const sub = (r.subconstruction ?? null) as Partial<StoredSubconstruction> | null;
  const layers = Array.isArray(r.insulationInfo) ? (r.insulationInfo as Partial<StoredInsulationInfo>[]) : [];
  return {
    calculationId: typeof s.calculationId === 'string' && s.calculationId !== '' ? s.calculationId : newId(),
    name: typeof s.name === 'string' ? s.name : '',
    isSelected: s.isSelected === true,
    isNew: false,
    orientation: enumNum(s.orientation) as Calculation['orientation'],
    equipment: enumNum(s.equipment) as Calculation['equipment'],
    material: enumNum(s.material) as Calculation['material'],
    position: enumNum(s.position) as Calculation['position'],
    matsHolder: num(s.matsHolder),
    airGap: num(s.airGap),
    equipmentDetails,
    calculationTypes: {
      calculationType: enumNum(s.calculationType) as Calculation['calculationTypes']['calculationType'],
      standardType: enumNum(s.standardType) as Calculation['calculationTypes']['standardType'],
      insulationThicknessType: enumNum(
        s.insulationThicknessType,
      ) as Calculation['calculationTypes']['insulationThicknessType'],
      insulationTimeOrTemperatureType: enumNum(
        s.insulationTimeOrTemperatureType,
      ) as Calculation['calculationTypes']['insulationTimeOrTemperatureType'],
      insulationStandardType: enumNum(
        s.insulationStandardType,
      ) as Calculation['calculationTypes']['insulationStandardType'],
    },
    mediumDetails: {
      medium: num(s.medium),
      mediumTemperature: num(s.mediumTemperature),
      mediumDensity: num(s.mediumDensity),
      mediumHeatCapacity: num(s.mediumHeatCapacity),
      mediumFreezingPoint: num(s.mediumFreezingPoint),
      mediumVelocity: num(s.mediumVelocity),
      mediumFrozenPercentage: num(s.mediumFrozenPercentage),
      frozenMediumDensity: num(s.frozenMediumDensity),
      latentHeatofIceFormation: num(s.latentHeatofIceFormation),
      inletTemperature: num(s.inletTemperature),
      fillLevel: num(s.fillLevel),
      relativeHumidity: num(s.relativeHumidity),
      mediumHeatFlowDensity: num(s.mediumHeatFlowDensity),
      heatFlowDensity: num(s.heatFlowDensity),
      freezingTime: num(s.freezingTime),
      endTemperature: num(s.endTemperature),
      coolingTime: num(s.coolingTime),
      surfaceTemperature: num(s.surfaceTemperature),
      insulationClass: num(s.insulationClass) as Calculation['mediumDetails']['insulationClass'],
    },
    ambientConditions: {
      ambientLocation: enumNum(s.ambientLocation) as Calculation['ambientConditions']['ambientLocation'],
      ambientTemperature: num(s.ambientTemperature),
      ambientWind: num(s.ambientWind),
    },
    operatingConditions: {
      operatingHours: num(s.operatingHours),
      price: num(s.price),
      fuelTypeId: num(s.fuel),
      co2EmissionFactor: num(s.emissionFactor),
    },
    insulationInfo: layers.map((l): InsulationInfo => ({
      insulationId: typeof l.insulationId === 'string' && l.insulationId !== '' ? l.insulationId : newId(),
      insulationProductTypeId: num(l.insulationProductTypeId),
      insulationProductId: num(l.insulationProductId),
      insulationThickness: num(l.insulationThickness),
      insulationPosition: (l.insulationPosition === InsulationPosition.Secondary
        ? InsulationPosition.Secondary
        : InsulationPosition.Primary) as InsulationInfo['insulationPosition'],
    })),
    surface: { surfaceMaterialId: num(s.surface), surfaceEmissivity: num(s.surfaceEmissivity) },
    subconstruction: {
      subconstructionEnabled: s.subconstructionEnabled === true,
      thermalBridgeId: num(sub?.ThermalBridgeId),
      thermalConductivity: num(sub?.ThermalConductivity),
      bridgeQuantity: num(sub?.BridgeQuantity),
    },
  };
}

/** Server project → domain project. */
export function fromStoredProject(p: Pick<StoredProject, 'projectId' | 'name' | 'calculationData'>): Project {
  return {
    projectId: p.projectId,
    name: p.name,
    calculationData: (p.calculationData ?? []).map(fromStoredCalculation),
  };
}

/** Domain calculations → the body's calculationData. */
export function toStoredCalculations(calculations: readonly Calculation[]): StoredCalculation[] {
  return calculations.map(toStoredCalculation);
}

const FLAT_TO_NESTED: Record<string, string> = (() => {
  const map: Record<string, string> = {};
  for (const f of EQUIPMENT_FIELDS) map[storedEquipmentKey(f)] = `equipmentDetails.${f}`;
  for (const f of [
    'calculationType',
    'standardType',
    'insulationThicknessType',
    'insulationTimeOrTemperatureType',
    'insulationStandardType',
  ]) {
    map[f] = `calculationTypes.${f}`;
  }
  for (const f of [
    'medium',
    'mediumTemperature',
    'mediumDensity',
    'mediumHeatCapacity',
    'mediumFreezingPoint',
    'mediumVelocity',
    'mediumFrozenPercentage',
    'frozenMediumDensity',
    'latentHeatofIceFormation',
    'inletTemperature',
    'fillLevel',
    'relativeHumidity',
    'mediumHeatFlowDensity',
    'heatFlowDensity',
    'freezingTime',
    'endTemperature',
    'coolingTime',
    'surfaceTemperature',
    'insulationClass',
  ]) {
    map[f] = `mediumDetails.${f}`;
  }
  for (const f of ['ambientLocation', 'ambientTemperature', 'ambientWind']) map[f] = `ambientConditions.${f}`;
  map.operatingHours = 'operatingConditions.operatingHours';
  map.price = 'operatingConditions.price';
  map.fuel = 'operatingConditions.fuelTypeId';
  map.emissionFactor = 'operatingConditions.co2EmissionFactor';
  map.surface = 'surface.surfaceMaterialId';
  map.surfaceEmissivity = 'surface.surfaceEmissivity';
  map.subconstructionEnabled = 'subconstruction.subconstructionEnabled';
  map['subconstruction.ThermalBridgeId'] = 'subconstruction.thermalBridgeId';
  map['subconstruction.ThermalConductivity'] = 'subconstruction.thermalConductivity';
  map['subconstruction.BridgeQuantity'] = 'subconstruction.bridgeQuantity';
  return map;
})();

/** A stored (flat) field path → the nested field path (`equipmentDiameter` → `equipmentDetails.diameter`). */
export function nestedPathFromStored(storedPath: string): string {
  return FLAT_TO_NESTED[storedPath] ?? storedPath;
}

/**
 * Where a server validation message belongs: the server names fields of a project body by their
 * stored path (`calculationData.0.equipmentDiameter`, `name`); this gives the calculation index
 * and the nested field path the UI uses (`{ calculationIndex: 0, path: 'equipmentDetails.diameter' }`),
 * or `{ calculationIndex: null, path }` for project-level fields.
 */
export function fieldFromServerControlName(controlName: string): {
  calculationIndex: number | null;
  path: string;
} {
  const m = /^calculationData\.(\d+)(?:\.(.+))?$/.exec(controlName);
  if (!m) return { calculationIndex: null, path: controlName };
  return { calculationIndex: Number(m[1]), path: m[2] === undefined ? '' : nestedPathFromStored(m[2]) };
}
