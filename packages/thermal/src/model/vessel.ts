/**
 * Assumptions of the per-part model of vessels and tanks (physics.md §2), kept here as data so
 * that a better source can replace them without touching the solver.
 */

/**
 * Inner surface resistance between the gas space above the medium and the unwetted shell or
 * roof, m²·K/W. The medium's own side is neglected (physics.md §3: medium temperature = inner
 * wall temperature); the gas space is not, since gas-side free convection and radiation are of
 * the order of the inside surface coefficients of buildings. (assumption: EN ISO 6946's R_si for
 * horizontal heat flow, 0.13 m²·K/W; the gas space is taken at the medium temperature.)
 */
export const INNER_GAS_SURFACE_RESISTANCE = 0.13;

/**
 * Conductivity of the ground under a tank standing on its foundation, W/(m·K). (assumption:
 * EN ISO 13370's value for an unknown soil, 2.0 W/(m·K); the ground far away is at the ambient
 * temperature.)
 */
export const GROUND_CONDUCTIVITY = 2.0;

/**
 * Resistance per m² of a tank bottom of diameter D (m) standing on the ground, m²·K/W: an
 * isothermal disc on a semi-infinite medium has the shape factor S = 2·D (Incropera, Table 4.1),
 * so R = A/(S·λ) = (πD²/4)/(2D·λ) = πD/(8λ).
 */
export function groundResistance(diameter: number): number {
  return (Math.PI * diameter) / (8 * GROUND_CONDUCTIVITY);
}

/**
 * Share of a horizontal cylinder's perimeter that is wetted at the volume fill level f (0..1):
 * the wetted arc's central angle θ solves f = (θ − sin θ)/(2π); the share is θ/(2π).
 */
export function wettedPerimeterFraction(fill: number): number {
  if (!(fill > 0)) return 0;
  if (fill >= 1) return 1;
  let lo = 0;
  let hi = 2 * Math.PI;
  for (let i = 0; i < 60; i++) {
    const mid = 0.5 * (lo + hi);
    if ((mid - Math.sin(mid)) / (2 * Math.PI) < fill) lo = mid;
    else hi = mid;
  }
  return (0.5 * (lo + hi)) / (2 * Math.PI);
}
