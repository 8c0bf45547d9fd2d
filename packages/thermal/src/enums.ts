/**
 * Enumerations of the Calculation entity (spec §3), as the numbers the entity carries.
 * Each is a const object plus a type of its values.
 */

export const Orientation = { Horizontal: 1, Vertical: 2 } as const;
export type Orientation = (typeof Orientation)[keyof typeof Orientation];

export const Equipment = { Pipe: 1, Wall: 2, Vessel: 3, Duct: 4, Tank: 5 } as const;
export type Equipment = (typeof Equipment)[keyof typeof Equipment];

export const Material = { Steel: 1, StainlessSteel: 2, Copper: 3, Plastic: 4 } as const;
export type Material = (typeof Material)[keyof typeof Material];

export const CalculationType = {
  SurfaceTemperature: 1,
  HeatLoss: 2,
  Freezing: 3,
  FlowingMedium: 4,
  StaticMedium: 5,
  Condensation: 6,
} as const;
export type CalculationType = (typeof CalculationType)[keyof typeof CalculationType];

export const ThicknessType = {
  CalculateThickness: 1,
  CheckThickness: 2,
  CalculateInsulationClass: 3,
} as const;
export type ThicknessType = (typeof ThicknessType)[keyof typeof ThicknessType];

export const TimeOrTemperature = { ByEndTemperature: 1, ByEndTime: 2 } as const;
export type TimeOrTemperature = (typeof TimeOrTemperature)[keyof typeof TimeOrTemperature];

export const AmbientLocation = { Inside: 1, Outside: 2 } as const;
export type AmbientLocation = (typeof AmbientLocation)[keyof typeof AmbientLocation];

/** Position of a horizontal wall: Top = heat flow upward, Bottom = heat flow downward. */
export const Position = { Top: 1, Bottom: 2 } as const;
export type Position = (typeof Position)[keyof typeof Position];

/** The bottom of a vertical vessel or tank: facing the air (default) or standing on its foundation. */
export const TankBottom = { Exposed: 1, OnFoundation: 2 } as const;
export type TankBottom = (typeof TankBottom)[keyof typeof TankBottom];

export const InsulationPosition = { Primary: 1, Secondary: 2 } as const;
export type InsulationPosition = (typeof InsulationPosition)[keyof typeof InsulationPosition];

/** Insulation class 1..7 = A..G (EN 17956); EN 12828 uses classes 1..6 (6 strictest). */
export const InsulationClass = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7 } as const;
export type InsulationClass = (typeof InsulationClass)[keyof typeof InsulationClass];

export const Standard = { EN17956: 1, EN12828: 2, SSEN12828: 3 } as const;
export type Standard = (typeof Standard)[keyof typeof Standard];

/** Reverse lookup: the name of an enumeration value, or null. */
export function enumName<T extends Record<string, number>>(e: T, value: number): keyof T | null {
  for (const k of Object.keys(e)) if (e[k] === value) return k as keyof T;
  return null;
}

const valueSets = new WeakMap<object, ReadonlySet<number>>();

export function isEnumValue<T extends Record<string, number>>(e: T, value: unknown): value is T[keyof T] {
  if (typeof value !== 'number') return false;
  let set = valueSets.get(e);
  if (!set) {
    set = new Set(Object.values(e));
    valueSets.set(e, set);
  }
  return set.has(value);
}
