import type {
  AmbientLocation,
  CalculationType,
  Equipment,
  InsulationClass,
  InsulationPosition,
  Material,
  Orientation,
  Position,
  Standard,
  Stored,
  ThicknessType,
  TimeOrTemperature,
} from './enums';

/**
 * The Project and Calculation entities of spec §3 in their nested form (the form the UI, the
 * state and the engine use). Units are those of physics.md §1: temperatures °C, diameters,
 * thicknesses, widths and heights mm, pipe and duct length m, wall/vessel length mm, tank height mm.
 *
 * A number the user has not entered (or cleared) is `null`; enumerations not chosen yet are 0.
 */

/** Sizes and material of the insulated object (spec §3 equipmentDetails). */
export interface EquipmentDetails {
  /** Pipe nominal size (DN). */
  nominalSize: number | null;
  /** Pipe and duct: m. Wall and vessel: mm. */
  length: number | null;
  /** Pipe wall or sheet thickness, mm. */
  wallThickness: number | null;
  /** Outer diameter of pipe, vessel or tank, mm. */
  diameter: number | null;
  /** Duct and tank height, mm. */
  height: number | null;
  /** Wall and duct width, mm. */
  width: number | null;
  /** Pipe: calculate over a range of nominal sizes (from … to) instead of one size. */
  allDiameter: boolean;
  fromNominalSize: number | null;
  fromDiameter: number | null;
  toNominalSize: number | null;
  toDiameter: number | null;
  /** kg/m³ */
  materialDensity: number | null;
  /** J/(kg·K) */
  materialHeatCapacity: number | null;
  /** Multiplier of the annual figures (default 1). */
  heatDissipation: number | null;
  /** Emissivity of the bare object, 0..1. */
  materialEmissivity: number | null;
}

/** spec §3 calculationTypes. */
export interface CalculationTypes {
  calculationType: Stored<CalculationType>;
  /** Standard of the insulation-class table used by CalculateInsulationClass (default 2 EN12828). */
  standardType: Stored<Standard>;
  insulationThicknessType: Stored<ThicknessType>;
  insulationTimeOrTemperatureType: Stored<TimeOrTemperature>;
  /** Standard of the target insulation class in CalculateThickness (default 1 EN17956, classes A–G). */
  insulationStandardType: Stored<Standard>;
}

/** spec §3 mediumDetails. */
export interface MediumDetails {
  /** Id of the medium code-list item, null when none chosen. */
  medium: number | null;
  mediumTemperature: number | null;
  mediumDensity: number | null;
  mediumHeatCapacity: number | null;
  mediumFreezingPoint: number | null;
  /** m/s */
  mediumVelocity: number | null;
  /** Percent 0..100 of the medium that may freeze. */
  mediumFrozenPercentage: number | null;
  frozenMediumDensity: number | null;
  /** kJ/kg */
  latentHeatofIceFormation: number | null;
  inletTemperature: number | null;
  /** Fraction 0..1 */
  fillLevel: number | null;
  /** Fraction 0..1 */
  relativeHumidity: number | null;
  /** Heat flow density of the medium (stored; not used by the engine). */
  mediumHeatFlowDensity: number | null;
  /** Maximum heat flow: W/m for pipes, W/m² for planes (CalculateThickness criterion). */
  heatFlowDensity: number | null;
  /** h */
  freezingTime: number | null;
  endTemperature: number | null;
  /** h */
  coolingTime: number | null;
  /** Maximum surface temperature (CalculateThickness criterion). */
  surfaceTemperature: number | null;
  /** Target insulation class (CalculateThickness criterion). */
  insulationClass: InsulationClass | null;
}

/** spec §3 ambientConditions. */
export interface AmbientConditions {
  ambientLocation: Stored<AmbientLocation>;
  ambientTemperature: number | null;
  /** m/s; applies outside only. */
  ambientWind: number | null;
}

/** spec §3 operatingConditions. */
export interface OperatingConditions {
  /** h/a */
  operatingHours: number | null;
  /** Price per kWh. */
  price: number | null;
  fuelTypeId: number | null;
  /** g/kWh */
  co2EmissionFactor: number | null;
}

/** One insulation layer (spec §3 insulationInfo). */
export interface InsulationInfo {
  insulationId: string;
  insulationProductTypeId: number | null;
  insulationProductId: number | null;
  /** mm */
  insulationThickness: number | null;
  insulationPosition: InsulationPosition;
}

/** Cladding (spec §3 surface). */
export interface Surface {
  surfaceMaterialId: number | null;
  surfaceEmissivity: number | null;
}

/** Supports / thermal bridges (spec §3 subconstruction). */
export interface Subconstruction {
  subconstructionEnabled: boolean;
  /** Id of the subconstruction-type code-list item. */
  thermalBridgeId: number | null;
  /** W/(m·K) */
  thermalConductivity: number | null;
  /** Supports per metre (pipes, ducts) or per m² (planes). */
  bridgeQuantity: number | null;
}

export interface Calculation {
  calculationId: string;
  name: string;
  isSelected: boolean;
  /** Client-side flag: added in this session and not saved yet. Not stored by the server. */
  isNew: boolean;
  orientation: Stored<Orientation>;
  equipment: Stored<Equipment>;
  material: Stored<Material>;
  /**
   * Heat-flow direction of a horizontal wall (1 Top: upward, 2 Bottom: downward). Not listed in
   * spec §3's Calculation fields, but the spec's Position enumeration needs a field and the engine
   * reads `position`; stored flat under the same name. Default 0 (unset → Top).
   */
  position: Stored<Position>;
  matsHolder: number | null;
  airGap: number | null;
  equipmentDetails: EquipmentDetails;
  calculationTypes: CalculationTypes;
  mediumDetails: MediumDetails;
  ambientConditions: AmbientConditions;
  operatingConditions: OperatingConditions;
  insulationInfo: InsulationInfo[];
  surface: Surface;
  subconstruction: Subconstruction;
}

export interface Project {
  /** Server id (uuid); null for the default project that has never been saved. */
  projectId: string | null;
  name: string;
  calculationData: Calculation[];
}

/** The size fields of equipmentDetails that depend on the equipment kind. */
export type SizeField = 'nominalSize' | 'length' | 'wallThickness' | 'diameter' | 'height' | 'width';
export type EquipmentSizes = Pick<EquipmentDetails, SizeField>;
