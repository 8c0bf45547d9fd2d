/**
 * Enumeration values of spec §3, shared with the engine: the const objects and their value types
 * are `@insulcalc/thermal`'s own (one definition for the UI, the domain and the engine).
 */
export {
  Orientation,
  Equipment,
  Material,
  CalculationType,
  ThicknessType,
  TimeOrTemperature,
  AmbientLocation,
  Position,
  InsulationPosition,
  InsulationClass,
  Standard,
} from '@insulcalc/thermal';
