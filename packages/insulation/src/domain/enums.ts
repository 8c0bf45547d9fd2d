/**
 * Enumerations of the Calculation entity (spec §3), as the numbers the entity stores.
 *
 * The const objects and value types come from the engine (`@insulcalc/thermal`), so the UI, the
 * domain and the engine share one definition. This module adds what the UI needs on top: the
 * stored "unset" value 0 (see docs/decisions/0001-unset-enumerations.md), ordered value lists and
 * translation keys for every enumeration value.
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
  TankBottom,
  SurfaceCoefficientMethod,
} from '@insulcalc/thermal';
import {
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
  TankBottom,
  SurfaceCoefficientMethod,
} from '@insulcalc/thermal';

/** The stored value of an enumeration that the user has not chosen yet (spec §4: "orientation 0, equipment 0, material 0"). */
export const UNSET = 0 as const;
export type Unset = typeof UNSET;

/** An enumeration value as stored: one of its values, or 0 for "not chosen". */
export type Stored<E> = E | Unset;

/** Every enumeration with its name as used in translation keys (`Insulation_Enum_<Name>_<Member>`). */
export const ENUMERATIONS = {
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
  TankBottom,
  SurfaceCoefficientMethod,
} as const;
export type EnumerationName = keyof typeof ENUMERATIONS;

export interface EnumOption {
  value: number;
  /** The member name, e.g. `Pipe`. */
  name: string;
  /** Translation key of the member, e.g. `Insulation_Enum_Equipment_Pipe`. */
  labelKey: string;
}

/** Translation key of an enumeration's own name, e.g. `Insulation_Enum_Equipment`. */
export function enumTitleKey(enumeration: EnumerationName): string {
  return `Insulation_Enum_${enumeration}`;
}

/** Translation key of one value; `Insulation_Enum_Unset` for 0 and for unknown values. */
export function enumLabelKey(enumeration: EnumerationName, value: number): string {
  const e = ENUMERATIONS[enumeration] as Record<string, number>;
  const name = Object.keys(e).find((k) => e[k] === value);
  return name === undefined ? 'Insulation_Enum_Unset' : `Insulation_Enum_${enumeration}_${name}`;
}

/** The values of an enumeration in numeric order, for drop-downs. */
export function enumOptions(enumeration: EnumerationName): EnumOption[] {
  const e = ENUMERATIONS[enumeration] as Record<string, number>;
  return Object.keys(e)
    .map((name) => ({ value: e[name] as number, name, labelKey: `Insulation_Enum_${enumeration}_${name}` }))
    .sort((a, b) => a.value - b.value);
}

/** True when `value` is one of the enumeration's values (0 is not). */
export function isEnumMember(enumeration: EnumerationName, value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Object.values(ENUMERATIONS[enumeration] as Record<string, number>).includes(value)
  );
}
