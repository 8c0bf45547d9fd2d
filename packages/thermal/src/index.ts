/**
 * @insulcalc/thermal — EN ISO 12241 thermal insulation calculation engine.
 * Pure TypeScript, no runtime dependency; runs unchanged in browsers and Node.
 */
export { calculate } from './calculate';
export {
  AmbientLocation,
  CalculationType,
  Equipment,
  InsulationClass,
  InsulationPosition,
  Material,
  Orientation,
  Position,
  Standard,
  TankBottom,
  ThicknessType,
  TimeOrTemperature,
  enumName,
} from './enums';
export { ERROR_MESSAGES_EN, ThermalErrorKey, formatMessage } from './errors';
export type { ErrorValue, ThermalError } from './errors';
export type {
  AllDiameterRow,
  AmbientConditionsInput,
  CalculationInput,
  CalculationTypesInput,
  EconomicResult,
  EconomicRow,
  EquipmentDetailsInput,
  InsulationClassResult,
  InsulationInfoInput,
  LayerResult,
  MediumDetailsInput,
  Num,
  OperatingConditionsInput,
  PartName,
  PartResult,
  ProductInput,
  SubconstructionInput,
  SubconstructionTypeInput,
  SurfaceInput,
  ThermalInput,
  ThermalOutput,
  ThermalResult,
} from './types';
export {
  COPPER_EN1057,
  PLASTIC_ISO4065,
  SIZE_TABLES,
  STAINLESS_EN_ISO_1127,
  STEEL_EN10220,
} from './model/size-tables';
export type { PipeSize, SizeTable } from './model/size-tables';
export {
  CLASS_TABLES,
  EN12828_CLASSES,
  EN17956_CLASSES,
  SSEN12828_CLASSES,
} from './model/insulation-classes';
export type { ClassLimit, ClassTable } from './model/insulation-classes';
export { CO2_FACTORS, mineralWoolReferenceConductivity } from './model/co2-factors';
export { WALL_CONDUCTIVITY } from './model/pipe-materials';
export { dewPoint } from './model/dew-point';
export { SurfaceCoefficientMethod } from './model/surface-coefficients';
export {
  conductivityFindings,
  MAX_PLAUSIBLE_CONDUCTIVITY,
  MIN_PLAUSIBLE_CONDUCTIVITY,
  type ConductivityFinding,
} from './model/conductivity-plausibility';
export { annuityFactor, paybackTime, priceDynamicFactor } from './model/economics';
