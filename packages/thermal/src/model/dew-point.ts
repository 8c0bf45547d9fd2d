/** Magnus dew point (physics.md §7): a = 17.269, b = 237.3 °C. */
export const MAGNUS_A = 17.269;
export const MAGNUS_B = 237.3;

/** Dew point (°C) of air at `airC` °C and relative humidity `phi` (fraction, 0 < φ ≤ 1). */
export function dewPoint(airC: number, phi: number): number {
  const gamma = Math.log(phi) + (MAGNUS_A * airC) / (MAGNUS_B + airC);
  return (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
}
