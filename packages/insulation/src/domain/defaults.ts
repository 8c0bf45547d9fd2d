import {
  AmbientLocation,
  CalculationType,
  Equipment,
  InsulationPosition,
  Material,
  Orientation,
  Position,
  Standard,
  ThicknessType,
  TimeOrTemperature,
  UNSET,
  type Stored,
} from './enums';
import type { Calculation, EquipmentSizes, InsulationInfo, Project } from './types';

/** spec §9: default names. */
export const DEFAULT_PROJECT_NAME = 'Default project';
export const DEFAULT_CALCULATION_NAME = 'Calculation';

/**
 * The built-in default names are data (spec §4/§9); untouched, they show in the reader's
 * language — on screen, in the comparison and in the PDF alike.
 */
export function shownProjectName(name: string, t: (key: string) => string): string {
  return name.trim() === DEFAULT_PROJECT_NAME ? t('Insulation_Project_DefaultName') : name;
}

export function shownCalculationName(name: string, t: (key: string) => string): string {
  return calculationNameField(name, t) || t('Insulation_Calculation_Unnamed');
}

/**
 * What a calculation's name field holds: the default name in the reader's language while it is
 * untouched, else the name as typed (empty stays empty, so the field never refills itself).
 * Typing stores the typed text (decision 0039).
 */
export function calculationNameField(name: string, t: (key: string) => string): string {
  return name.trim() === DEFAULT_CALCULATION_NAME ? t('Insulation_Calculation_DefaultName') : name;
}

/** A random id (uuid v4) for calculations and insulation layers created in the browser. */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // Fallback for old runtimes: RFC 4122 v4 layout from Math.random.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/**
 * Default sizes per equipment (spec §4 "Default sizes per equipment"). The spec names seven
 * loosely described shapes; they map onto the five equipment kinds like this:
 *
 * | spec shape                                             | equipment | fields set                                 |
 * |--------------------------------------------------------|-----------|--------------------------------------------|
 * | pipe "as above" (DN50, 5 m, 3.6 mm, Ø 60.3)            | Pipe      | nominalSize, length (m), wallThickness, diameter |
 * | wall: length 1000, width 1000, thickness 0.75          | Wall      | length, width (mm), wallThickness          |
 * | duct-like: 1000 × 1000, thickness 0.75                 | Wall      | the same plane (a flat duct side is a wall) |
 * | further shape: width 800, height 800, length 10, 0.75  | Duct      | width, height (mm), length (m), wallThickness |
 * | vessel: diameter 2000, length 5000, thickness 3.6      | Vessel    | diameter, length (mm), wallThickness       |
 * | two tank-like shapes: Ø 2000, height 5000, 3.6         | Tank      | diameter, height (mm), wallThickness       |
 *
 * Every size field not listed for an equipment is null, so changing equipment never leaves a stale
 * size of another shape behind. Equipment 0 (unset) gets the pipe sizes, as a new calculation does.
 */
export function defaultSizesFor(equipment: Stored<Equipment> | number): EquipmentSizes {
  const none: EquipmentSizes = {
    nominalSize: null,
    length: null,
    wallThickness: null,
    diameter: null,
    height: null,
    width: null,
  };
  switch (equipment) {
    case Equipment.Wall:
      return { ...none, length: 1000, width: 1000, wallThickness: 0.75 };
    case Equipment.Duct:
      return { ...none, width: 800, height: 800, length: 10, wallThickness: 0.75 };
    case Equipment.Vessel:
      return { ...none, diameter: 2000, length: 5000, wallThickness: 3.6 };
    case Equipment.Tank:
      return { ...none, diameter: 2000, height: 5000, wallThickness: 3.6 };
    case Equipment.Pipe:
    default:
      return { ...none, nominalSize: 50, length: 5, wallThickness: 3.6, diameter: 60.3 };
  }
}

export function createInsulationLayer(
  position: InsulationInfo['insulationPosition'] = InsulationPosition.Primary,
): InsulationInfo {
  return {
    insulationId: newId(),
    insulationProductTypeId: null,
    insulationProductId: null,
    insulationThickness: null,
    insulationPosition: position,
  };
}

export interface DefaultCalculationOptions {
  calculationId?: string;
  name?: string;
  isSelected?: boolean;
  isNew?: boolean;
}

/** A new calculation with every default of spec §4. */
export function createDefaultCalculation(options: DefaultCalculationOptions = {}): Calculation {
  return {
    calculationId: options.calculationId ?? newId(),
    name: options.name ?? DEFAULT_CALCULATION_NAME,
    isSelected: options.isSelected ?? false,
    isNew: options.isNew ?? false,
    orientation: UNSET,
    equipment: UNSET,
    material: UNSET,
    position: UNSET,
    matsHolder: null,
    airGap: null,
    equipmentDetails: {
      ...defaultSizesFor(Equipment.Pipe),
      allDiameter: false,
      fromNominalSize: null,
      fromDiameter: null,
      toNominalSize: null,
      toDiameter: null,
      materialDensity: 7900,
      materialHeatCapacity: 490,
      heatDissipation: 1,
      materialEmissivity: 0.6,
      tankBottom: UNSET,
    },
    calculationTypes: {
      calculationType: UNSET,
      standardType: Standard.EN12828,
      insulationThicknessType: UNSET,
      insulationTimeOrTemperatureType: TimeOrTemperature.ByEndTemperature,
      insulationStandardType: Standard.EN17956,
      surfaceCoefficientMethod: UNSET,
      surfaceCoefficient: null,
    },
    mediumDetails: {
      medium: null,
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
      mediumHeatFlowDensity: null,
      heatFlowDensity: null,
      freezingTime: null,
      endTemperature: null,
      coolingTime: null,
      surfaceTemperature: null,
      insulationClass: null,
    },
    ambientConditions: { ambientLocation: AmbientLocation.Inside, ambientTemperature: 10, ambientWind: 0 },
    operatingConditions: {
      operatingHours: 8760,
      price: 0.15,
      fuelTypeId: null,
      co2EmissionFactor: 202,
      serviceLife: null,
      interestRate: null,
      energyPriceIncrease: null,
      installationCost: null,
    },
    insulationInfo: [createInsulationLayer(InsulationPosition.Primary)],
    surface: { surfaceMaterialId: null, surfaceEmissivity: 0.05 },
    subconstruction: {
      subconstructionEnabled: false,
      thermalBridgeId: null,
      thermalConductivity: null,
      bridgeQuantity: null,
    },
  };
}

/** The default project (spec §4, §8): 'Default project' with one default calculation, selected. */
export function createDefaultProject(): Project {
  return {
    projectId: null,
    name: DEFAULT_PROJECT_NAME,
    calculationData: [createDefaultCalculation({ isSelected: true })],
  };
}

/**
 * What the engine and the field-applicability rules use for a stored 0 ("unset"); see
 * docs/decisions/0001-unset-enumerations.md. The stored value is never rewritten by these.
 */
export const EFFECTIVE_DEFAULTS = {
  orientation: Orientation.Horizontal,
  equipment: Equipment.Pipe,
  material: Material.Steel,
  position: Position.Top,
  calculationType: CalculationType.HeatLoss,
  insulationThicknessType: ThicknessType.CheckThickness,
  insulationTimeOrTemperatureType: TimeOrTemperature.ByEndTemperature,
  ambientLocation: AmbientLocation.Inside,
  standardType: Standard.EN12828,
  insulationStandardType: Standard.EN17956,
  /** Nusselt correlations (the engine's default). */
  surfaceCoefficientMethod: 1,
  /** The bottom faces the air (the engine's default). */
  tankBottom: 1,
} as const;

export interface EffectiveEnums {
  orientation: Orientation;
  equipment: Equipment;
  material: Material;
  position: Position;
  calculationType: CalculationType;
  insulationThicknessType: ThicknessType;
  insulationTimeOrTemperatureType: TimeOrTemperature;
  ambientLocation: AmbientLocation;
  standardType: Standard;
  insulationStandardType: Standard;
  surfaceCoefficientMethod: Exclude<
    Calculation['calculationTypes']['surfaceCoefficientMethod'],
    typeof UNSET
  >;
  tankBottom: Exclude<Calculation['equipmentDetails']['tankBottom'], typeof UNSET>;
}

function eff<T extends number>(value: number, fallback: T): T {
  return (value === UNSET ? fallback : value) as T;
}

/** The enumeration values a calculation is computed with: stored value, or the effective default for 0. */
export function effectiveEnums(calculation: Calculation): EffectiveEnums {
  const t = calculation.calculationTypes;
  return {
    orientation: eff(calculation.orientation, EFFECTIVE_DEFAULTS.orientation),
    equipment: eff(calculation.equipment, EFFECTIVE_DEFAULTS.equipment),
    material: eff(calculation.material, EFFECTIVE_DEFAULTS.material),
    position: eff(calculation.position ?? UNSET, EFFECTIVE_DEFAULTS.position),
    calculationType: eff(t.calculationType, EFFECTIVE_DEFAULTS.calculationType),
    insulationThicknessType: eff(t.insulationThicknessType, EFFECTIVE_DEFAULTS.insulationThicknessType),
    insulationTimeOrTemperatureType: eff(
      t.insulationTimeOrTemperatureType,
      EFFECTIVE_DEFAULTS.insulationTimeOrTemperatureType,
    ),
    ambientLocation: eff(calculation.ambientConditions.ambientLocation, EFFECTIVE_DEFAULTS.ambientLocation),
    standardType: eff(t.standardType, EFFECTIVE_DEFAULTS.standardType),
    insulationStandardType: eff(t.insulationStandardType, EFFECTIVE_DEFAULTS.insulationStandardType),
    surfaceCoefficientMethod: eff(
      t.surfaceCoefficientMethod ?? UNSET,
      EFFECTIVE_DEFAULTS.surfaceCoefficientMethod,
    ),
    tankBottom: eff(calculation.equipmentDetails.tankBottom ?? UNSET, EFFECTIVE_DEFAULTS.tankBottom),
  };
}
