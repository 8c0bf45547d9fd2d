import type { ThermalError } from './errors';

/**
 * Input types. The Calculation entity of spec §3 in its nested form; units as physics.md §1:
 * temperatures °C; diameters, wall/insulation thicknesses, widths and heights mm; pipe and duct
 * length m; wall length × width mm; vessel length and tank height mm. Numbers may be null when
 * the field does not matter for the calculation asked.
 */
export type Num = number | null | undefined;

export interface EquipmentDetailsInput {
  nominalSize?: Num;
  /** Pipe/duct m; wall, vessel mm; (tank uses `height`). */
  length?: Num;
  /** Pipe or sheet wall thickness, mm. */
  wallThickness?: Num;
  /** Outer diameter of pipe, vessel or tank, mm. */
  diameter?: Num;
  /** Duct height (mm) or tank height (mm). */
  height?: Num;
  /** Duct width (mm) or wall width (mm; the wall's height when vertical). */
  width?: Num;
  allDiameter?: boolean | null;
  fromNominalSize?: Num;
  fromDiameter?: Num;
  toNominalSize?: Num;
  toDiameter?: Num;
  /** kg/m³ */
  materialDensity?: Num;
  /** J/(kg·K) */
  materialHeatCapacity?: Num;
  /** Multiplier of the annual energy (default 1). */
  heatDissipation?: Num;
  /** Emissivity of the bare surface, 0..1. */
  materialEmissivity?: Num;
  /**
   * Vertical vessels and tanks: TankBottom 1 Exposed (faces the air; default when absent),
   * 2 OnFoundation (stands on the ground: no air film, the ground's resistance instead).
   */
  tankBottom?: Num;
}

export interface CalculationTypesInput {
  calculationType?: Num;
  /** The class standard (Standard: 1 EN17956, 2 EN12828, 3 SSEN12828). */
  standardType?: Num;
  insulationThicknessType?: Num;
  insulationTimeOrTemperatureType?: Num;
  /** Carried by the entity; not used by the engine (see README). */
  insulationStandardType?: Num;
  /**
   * External surface coefficient: 1 Nusselt correlations (default; absent = 1), 2 EN ISO
   * 12241:2008 simplified formulas (physics.md §4), 3 given (`surfaceCoefficient`).
   */
  surfaceCoefficientMethod?: Num;
  /**
   * Method 3: the outer surface coefficient h_se, W/(m²·K), convection and radiation together
   * (the emissivity is then not used). Required with method 3, ignored otherwise.
   */
  surfaceCoefficient?: Num;
}

export interface MediumDetailsInput {
  medium?: Num;
  mediumTemperature?: Num;
  mediumDensity?: Num;
  mediumHeatCapacity?: Num;
  mediumFreezingPoint?: Num;
  /** m/s */
  mediumVelocity?: Num;
  /** percent 0..100 */
  mediumFrozenPercentage?: Num;
  frozenMediumDensity?: Num;
  /** kJ/kg */
  latentHeatofIceFormation?: Num;
  inletTemperature?: Num;
  /** fraction 0..1 */
  fillLevel?: Num;
  /** fraction 0..1 */
  relativeHumidity?: Num;
  mediumHeatFlowDensity?: Num;
  /** Target maximum heat flow: W/m (pipes, ducts) or W/m² (planes, vessels, tanks). */
  heatFlowDensity?: Num;
  /** Target minimum time until the given percentage is frozen, h. */
  freezingTime?: Num;
  endTemperature?: Num;
  /** h */
  coolingTime?: Num;
  /** Target maximum (hot) / minimum (cold) surface temperature, °C. */
  surfaceTemperature?: Num;
  /** Target insulation class. */
  insulationClass?: Num;
}

export interface AmbientConditionsInput {
  ambientLocation?: Num;
  ambientTemperature?: Num;
  /** m/s */
  ambientWind?: Num;
}

export interface OperatingConditionsInput {
  /** h/a */
  operatingHours?: Num;
  /** per kWh */
  price?: Num;
  fuelTypeId?: Num;
  /** g/kWh */
  co2EmissionFactor?: Num;
  /**
   * Economic thickness (heat-loss calculations; computed when this is given): the service
   * life of the insulation, years.
   */
  serviceLife?: Num;
  /** Interest rate, fraction per year (0.05 = 5 %); required with `serviceLife`. */
  interestRate?: Num;
  /** Yearly rise of the energy price, fraction per year (default 0). */
  energyPriceIncrease?: Num;
  /** Installation cost, currency per m² of the insulated (outer) surface (default 0). */
  installationCost?: Num;
}

export interface InsulationInfoInput {
  insulationId?: Num;
  insulationProductTypeId?: Num;
  insulationProductId?: Num;
  /** mm */
  insulationThickness?: Num;
  insulationPosition?: Num;
}

export interface SurfaceInput {
  /** The cladding; empty (null) means no cladding: the outer insulation's own surface is used. */
  surfaceMaterialId?: Num;
  /**
   * Emissivity of the cladding, 0..1. Without cladding it is read only when the outer product
   * states no `surfaceEmissivity`.
   */
  surfaceEmissivity?: Num;
}

export interface SubconstructionInput {
  subconstructionEnabled?: boolean | null;
  thermalBridgeId?: Num;
  /** W/(m·K) */
  thermalConductivity?: Num;
  /** supports per m (pipes, ducts) or per m² (walls, vessels, tanks) */
  bridgeQuantity?: Num;
}

export interface CalculationInput {
  calculationId?: Num;
  name?: string | null;
  isSelected?: boolean | null;
  isNew?: boolean | null;
  orientation?: Num;
  equipment?: Num;
  material?: Num;
  /** Horizontal wall: 1 Top (heat flow up), 2 Bottom (heat flow down). */
  position?: Num;
  matsHolder?: unknown;
  airGap?: unknown;
  equipmentDetails?: EquipmentDetailsInput | null;
  calculationTypes?: CalculationTypesInput | null;
  mediumDetails?: MediumDetailsInput | null;
  ambientConditions?: AmbientConditionsInput | null;
  operatingConditions?: OperatingConditionsInput | null;
  /** A list of layers; an empty list or an empty object means bare. */
  insulationInfo?: InsulationInfoInput[] | InsulationInfoInput | Record<string, never> | null;
  surface?: SurfaceInput | null;
  subconstruction?: SubconstructionInput | null;
}

export interface ProductInput {
  id: number;
  name: string;
  productTypeId?: number | null;
  /** [[mean temperature °C, λ W/(m·K)], …], linear between points, linear extrapolation beyond. */
  conductivity: [number, number][];
  /** °C */
  minTemperature?: number | null;
  /** °C */
  maxTemperature?: number | null;
  /** Available thicknesses, mm. */
  thicknesses?: number[];
  /**
   * Emissivity of the product's own outer surface (elastomer skin, aluminium foil facing, …),
   * 0..1. Used when the calculation has no cladding (`surface.surfaceMaterialId` empty) and this
   * product is the outer layer; a cladding overrides it.
   */
  surfaceEmissivity?: number | null;
  /**
   * Prices by thickness: [[thickness mm, price per m² of insulation]], the area measured at the
   * middle of the layer. The economic thickness chooses among these thicknesses.
   */
  prices?: [number, number][] | null;
  /**
   * What a price is per, as the catalogue states it: 'm2' (default) per m² of insulation at
   * mid-layer, or 'm' per metre of pipe (pipe sections are sold by the metre). A price per metre
   * needs an object measured in metres (a pipe or duct).
   */
  priceBasis?: 'm2' | 'm' | null;
}

/** A support type of the subconstruction (thermal bridge). */
export interface SubconstructionTypeInput {
  id: number;
  name?: string;
  /** Conducting cross-section of one support through the insulation, mm². */
  crossSection: number;
  /** Default conductivity of the support, W/(m·K), when the calculation gives none. */
  thermalConductivity?: number | null;
}

export interface ThermalInput {
  calculation: CalculationInput;
  products: ProductInput[];
  subconstructionTypes?: SubconstructionTypeInput[];
}

/* ---------------------------------------------------------------- output */

export interface LayerResult {
  /** 1 Primary (inner), 2 Secondary (outer). */
  position: number;
  productId: number;
  /** mm */
  thickness: number;
  /** Outer diameter of the layer, mm (pipes, vessel/tank shell); null for planes and ducts. */
  outerDiameter: number | null;
  /** °C */
  innerTemperature: number;
  /** °C */
  outerTemperature: number;
  /** °C */
  meanTemperature: number;
  /** W/(m·K) at the mean temperature */
  conductivity: number;
}

/** Names of an object's parts. */
export type PartName =
  | 'pipe'
  | 'wall'
  | 'duct'
  | 'shellWetted'
  | 'shellUnwetted'
  | 'roof'
  | 'bottom'
  | 'endsWetted'
  | 'endsUnwetted';

export interface PartResult {
  part: PartName;
  /** m² of the outer (insulated) surface */
  area: number;
  /** In contact with the medium (false: the gas space above it). */
  wetted: boolean;
  /** Facing the air (false: a tank bottom on its foundation). */
  exposed: boolean;
  /** W, signed like `heatFlowTotal` (positive = heat leaves the medium); thermal bridges not included. */
  heatFlow: number;
  /** W/m² of the part's outer surface, signed. */
  heatFlowDensity: number;
  /** °C (a bottom on its foundation: the contact temperature with the foundation) */
  surfaceTemperature: number;
  /**
   * W/(m²·K). A bottom on its foundation has no air film: radiative 0 and `convective` the
   * ground's conductance per m².
   */
  surfaceCoefficient: { radiative: number; convective: number; total: number };
  /** The layers of this part with their temperatures and λ at their mean temperature. */
  layers: LayerResult[];
}

export interface InsulationClassResult {
  /** Standard enum value. */
  standard: number;
  standardName: string;
  /** Class number (EN 17956: 1..7 = A..G; EN 12828: 1..6), null when no class is met. */
  class: number | null;
  label: string | null;
  /** True when the table is provisional: show 'provisional' with the class. */
  provisional: boolean;
  /** Transmittance of the object: W/(m·K) (pipes) or W/(m²·K) (planes). */
  transmittance: number;
}

export interface ThermalResult {
  /** W/m; pipes and ducts, else null. Includes thermal bridges. */
  heatFlowPerMetre: number | null;
  /** W/m² of the outer (insulated) surface, including thermal bridges. */
  heatFlowDensity: number;
  /** W, the whole object (signed: negative = heat gain of a cold object). */
  heatFlowTotal: number;
  /** °C; for several surfaces the one furthest from ambient. */
  surfaceTemperature: number;
  /**
   * W/(m²·K) at the surface of `surfaceTemperature`; total = radiative + convective. With the
   * given method the stated h_se is `total` (and `convective`, radiative 0: it holds both).
   */
  surfaceCoefficient: { radiative: number; convective: number; total: number };
  /** How the outer surface coefficient was found: 1 Nusselt, 2 EN ISO 12241:2008 simplified, 3 given. */
  surfaceCoefficientMethod: number;
  /**
   * The emissivity used at the outer surface and where it comes from: the cladding, the outer
   * insulation product's own surface (no cladding), or the bare object's material.
   */
  emissivity: { value: number; source: 'cladding' | 'surface' | 'insulation' | 'bare' };
  layers: LayerResult[];
  /** W, extra heat flow through the subconstruction (0 when disabled). */
  thermalBridgeHeatFlow: number;
  bare: { heatFlowTotal: number; surfaceTemperature: number; heatFlowPerMetre: number | null };
  /**
   * The heat flow with an explicit direction: `loss` when heat leaves the medium (hot object),
   * `gain` when it flows into a cold one, `none` at ambient temperature. Magnitudes are ≥ 0.
   */
  heatFlow: {
    direction: 'loss' | 'gain' | 'none';
    /** W, whole object */
    total: number;
    /** W/m, pipes and ducts, else null */
    perMetre: number | null;
    /** W/m² of the outer surface */
    density: number;
  };
  /**
   * The object's parts (one for pipes, walls and ducts; vessels and tanks: wetted and unwetted
   * shell, roof and bottom or ends). Their heat flows plus `thermalBridgeHeatFlow` add up to
   * `heatFlowTotal`.
   */
  parts: PartResult[];
  /**
   * Which part gives `surfaceTemperature`: of the parts facing the air, the warmest for a hot
   * object ('warmest'), the coldest for a cold one ('coldest').
   */
  surfaceTemperaturePart: PartName;
  surfaceTemperatureDefinition: 'warmest' | 'coldest';
  annual: {
    /** Whether the energy is lost from the medium (hot) or gained by it (cold). */
    direction: 'lost' | 'gained' | 'none';
    /** kWh/a, ≥ 0 */
    energy: number;
    /** kWh/a, the same as `energy`, present only when it is lost. */
    energyLoss?: number;
    /** kWh/a, the same as `energy`, present only when it is gained. */
    energyGain?: number;
    /** kWh/a, bare minus insulated. */
    energySaving: number;
    /** currency/a; only for heat-loss calculations (absent otherwise). */
    cost?: number;
    /** kg/a; only for heat-loss calculations. */
    co2?: number;
    /** currency/a; only for heat-loss calculations. */
    costSaving?: number;
    /** kg/a; only for heat-loss calculations. */
    co2Saving?: number;
  };
  /** mm, CalculateThickness: the smallest available thickness meeting the criterion. */
  requiredThickness: number | null;
  /** mm, CalculateThickness: the continuous thickness where the criterion is just met. */
  exactThickness: number | null;
  /** CalculateThickness / CalculateInsulationClass / given targets: whether the requirement is met. */
  meetsRequirement: boolean | null;
  insulationClass: InsulationClassResult | null;
  /** h */
  freezing: { timeToFreezingPoint: number; timeToFrozenPercentage: number } | null;
  flowingMedium: {
    /** °C */
    endTemperature: number;
    /** K, end − inlet */
    temperatureChange: number;
    /** kg/s */
    massFlow: number;
  } | null;
  staticMedium: {
    /** °C */
    endTemperature: number;
    /** h */
    coolingTime: number;
    /** h, time constant C·R (null when the medium is at ambient temperature) */
    timeConstant: number | null;
  } | null;
  condensation: {
    /** °C */
    dewPoint: number;
    /** K, surface − dew point */
    surfaceTemperatureMargin: number;
    condensationRisk: boolean;
  } | null;
  table: AllDiameterRow[] | null;
  /**
   * Economic thickness after VDI 2055-1 (heat-loss calculations with `serviceLife` given and a
   * primary product with prices), else null.
   */
  economic: EconomicResult | null;
  /**
   * Present when the economic thickness was asked for (a service life is given) but an input it
   * needs is missing: a `Thermal_Error_Required` for the interest rate, a `Thermal_Error_NoPrices`
   * for a primary product without prices. The other results are computed as usual.
   */
  economicMissing?: ThermalError[];
}

export interface EconomicRow {
  /** mm of the primary layer; 0 = the bare object */
  thickness: number;
  /** currency: product (price × area at mid-layer) + installation (cost × outer area) */
  investment: number;
  /** currency/a: investment × annuity factor */
  capitalCost: number;
  /** currency/a: first-year energy cost × price-dynamic factor */
  energyCost: number;
  /** currency/a */
  totalCost: number;
  /** W, magnitude */
  heatFlow: number;
  /** kWh/a lost or gained */
  energy: number;
}

export interface EconomicResult {
  /** years */
  serviceLife: number;
  /** fraction per year */
  interestRate: number;
  /** fraction per year */
  energyPriceIncrease: number;
  annuityFactor: number;
  priceDynamicFactor: number;
  /** mm, the thickness with the lowest yearly total cost (0: insulating does not pay) */
  economicThickness: number;
  /** currency/a at the economic thickness */
  totalCost: number;
  /** years until the savings against the bare object repay the investment (discounted); null: never within 100 years */
  paybackTime: number | null;
  /** total cost per thickness, ascending (bare first) */
  table: EconomicRow[];
}

export interface AllDiameterRow {
  nominalSize: number;
  /** mm */
  diameter: number;
  /** mm */
  wallThickness: number;
  ok: boolean;
  /** The row's result (its own `table` is always null). */
  result: ThermalResult | null;
  errors: ThermalError[] | null;
}

export type ThermalOutput = { ok: true; result: ThermalResult } | { ok: false; errors: ThermalError[] };
