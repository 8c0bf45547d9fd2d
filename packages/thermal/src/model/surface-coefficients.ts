import { KELVIN_OFFSET, STEFAN_BOLTZMANN } from './constants';

/**
 * External surface coefficient formulas (physics.md §4): EN ISO 12241:2008 simplified
 * coefficients for cylinders and vertical planes; classic simplified air correlations for
 * horizontal planes (assumption). Lengths in m, temperatures in °C, ΔT in K, results W/(m²·K).
 */

/**
 * Radiative coefficient h_r = ε·σ·(T_se⁴ − Tₐ⁴)/(T_se − Tₐ), written as
 * ε·σ·(T_se² + Tₐ²)(T_se + Tₐ) so that T_se = Tₐ gives the limit 4εσT³ without a 0/0.
 */
export function radiativeCoefficient(emissivity: number, surfaceC: number, ambientC: number): number {
  const ts = surfaceC + KELVIN_OFFSET;
  const ta = ambientC + KELVIN_OFFSET;
  return emissivity * STEFAN_BOLTZMANN * (ts * ts + ta * ta) * (ts + ta);
}

/** Surfaces distinguished by the free-convection table. */
export type FreeSurface = 'horizontalCylinder' | 'vertical' | 'horizontalTop' | 'horizontalBottom';

/** Limit of the laminar range: L³·ΔT ≤ 10 m³·K. */
export const LAMINAR_LIMIT = 10;

/** Free convection h_cv for the surface kind, characteristic length (m) and |ΔT| (K). */
export function freeConvectionCoefficient(surface: FreeSurface, length: number, deltaT: number): number {
  const dt = Math.abs(deltaT);
  if (dt === 0) return 0;
  const laminar = length * length * length * dt <= LAMINAR_LIMIT;
  switch (surface) {
    case 'horizontalCylinder':
      return laminar ? 1.25 * Math.sqrt(Math.sqrt(dt / length)) : 1.21 * Math.cbrt(dt);
    case 'vertical':
      return laminar ? 1.32 * Math.sqrt(Math.sqrt(dt / length)) : 1.74 * Math.cbrt(dt);
    case 'horizontalTop':
      return laminar ? 1.32 * Math.sqrt(Math.sqrt(dt / length)) : 1.52 * Math.cbrt(dt);
    case 'horizontalBottom':
      return 0.59 * Math.sqrt(Math.sqrt(dt / length));
  }
}

/** Limit between the two forced-convection formulas of a cylinder: v·D, m²/s. */
export const CYLINDER_FORCED_LIMIT = 8.55e-3;
/** Limit between the two forced-convection formulas of a plane: v·H, m²/s. */
export const PLANE_FORCED_LIMIT = 8;

/** Forced convection around a cylinder of outer diameter D (m) in wind v (m/s). */
export function forcedConvectionCylinder(diameter: number, wind: number): number {
  return wind * diameter <= CYLINDER_FORCED_LIMIT
    ? 8.1e-3 / diameter + 3.14 * Math.sqrt(wind / diameter)
    : (8.9 * Math.pow(wind, 0.9)) / Math.pow(diameter, 0.1);
}

/** Forced convection along a plane with length H (m) in the wind v (m/s). */
export function forcedConvectionPlane(length: number, wind: number): number {
  return wind * length <= PLANE_FORCED_LIMIT
    ? 3.96 * Math.sqrt(wind / length)
    : 5.76 * Math.pow((wind * wind * wind * wind) / length, 0.2);
}
