import type { ConductivityPoints } from './model/conductivity';
import type { SurfaceCoefficientMethod } from './model/surface-coefficients';
import type {
  AmbientLocation,
  CalculationType,
  Equipment,
  Material,
  Orientation,
  Position,
  Standard,
  ThicknessType,
  TimeOrTemperature,
} from './enums';
import type { ThermalError } from './errors';

/** Internal, validated form of the input. Everything in SI units (m, m², J/kg, …). */

export interface Product {
  id: number;
  name: string;
  points: ConductivityPoints;
  minTemperature: number | null;
  maxTemperature: number | null;
  /** Available thicknesses, mm, ascending. */
  thicknesses: number[];
  /** Emissivity of the product's own outer surface (facing or skin), 0..1; null when not stated. */
  surfaceEmissivity: number | null;
  /** [thickness mm, price], ascending by thickness; per `priceBasis`. */
  prices: [number, number][];
  /** 'm2': per m² of insulation at mid-layer; 'm': per metre of pipe or duct. */
  priceBasis: 'm2' | 'm';
}

export interface Economics {
  /** years */
  serviceLife: number;
  interestRate: number;
  priceRise: number;
  /** currency per m² of outer surface */
  installationCost: number;
}

export interface Layer {
  product: Product;
  /** m */
  thickness: number;
  /** 1 primary, 2 secondary */
  position: 1 | 2;
  /** input path of this layer, e.g. calculation.insulationInfo.0 */
  path: string;
}

export interface Bridge {
  /** λ_sub·A_sub, W·m/K */
  lambdaArea: number;
  /** supports per m (pipes, ducts) or per m² (planes, vessels, tanks) */
  quantity: number;
}

export interface Targets {
  surfaceTemperature: number | null;
  heatFlowDensity: number | null;
  freezingTime: number | null;
  endTemperature: number | null;
  coolingTime: number | null;
  insulationClass: number | null;
}

export interface Case {
  equipment: Equipment;
  orientation: Orientation;
  position: Position | null;
  material: Material;
  /** m — pipe outer diameter, vessel/tank diameter */
  diameter: number;
  /** m */
  wallThickness: number;
  /** m — pipe/duct length, vessel length, tank height, wall length */
  length: number;
  /** m — wall width, duct width */
  width: number;
  /** m — duct height */
  height: number;
  nominalSize: number | null;
  lambdaWall: number;
  materialDensity: number;
  materialHeatCapacity: number;
  heatDissipation: number;
  /** Vertical vessel or tank whose bottom stands on its foundation (else it faces the air). */
  bottomOnFoundation: boolean;
  epsBare: number;
  epsInsulated: number;
  /** Where epsInsulated comes from: the cladding, the outer insulation's own surface, or bare. */
  emissivitySource: 'cladding' | 'surface' | 'insulation' | 'bare';
  calculationType: CalculationType;
  thicknessType: ThicknessType;
  timeOrTemperature: TimeOrTemperature;
  standard: Standard;
  mediumTemperature: number;
  inletTemperature: number;
  mediumDensity: number;
  mediumHeatCapacity: number;
  freezingPoint: number;
  velocity: number;
  frozenFraction: number;
  frozenDensity: number;
  /** J/kg */
  latentHeat: number;
  fillLevel: number;
  relativeHumidity: number;
  targets: Targets;
  ambientLocation: AmbientLocation;
  ambientTemperature: number;
  wind: number;
  /** 1 Nusselt correlations, 2 EN ISO 12241:2008 simplified. */
  surfaceMethod: SurfaceCoefficientMethod;
  /** W/(m²·K), the stated h_se of method 3 (given); null otherwise. */
  givenSurfaceCoefficient: number | null;
  operatingHours: number;
  /** Economic-thickness inputs (heat-loss calculations with a service life), else null. */
  economics: Economics | null;
  /**
   * The economic thickness was asked for (a service life is given) but cannot be computed: what is
   * missing (the interest rate, the primary product's prices). Empty otherwise; never an error:
   * the other results stand.
   */
  economicsMissing: ThermalError[];
  price: number;
  co2Factor: number;
  layers: Layer[];
  bridge: Bridge | null;
  allDiameter: { from: number | null; to: number | null; byDiameter: boolean } | null;
}
