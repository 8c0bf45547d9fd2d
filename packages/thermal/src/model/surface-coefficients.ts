import { airProperties } from './air-properties';
import { KELVIN_OFFSET, STEFAN_BOLTZMANN } from './constants';

/**
 * External surface coefficient formulas (physics.md §4). Two methods, chosen per calculation by
 * `calculationTypes.surfaceCoefficientMethod`:
 *
 * 1. Nusselt correlations with air properties at the film temperature (default): free
 *    convection by Churchill–Chu (horizontal cylinders, vertical surfaces) and the flat-plate
 *    correlations for horizontal surfaces; forced convection by Churchill–Bernstein (cylinders in
 *    cross flow) and the laminar/turbulent flat plate; both blended by Churchill–Usagi with n = 3,
 *    so the coefficient is continuous in wind and never below free convection.
 * 2. EN ISO 12241:2008 simplified: its formulas for cylinders and vertical planes, the classic
 *    simplified air correlations for horizontal planes (assumption), forced replacing free
 *    convection as soon as there is wind. Kept for users who must document conformance with that
 *    edition; it is discontinuous at v·D = 8.55e-3 m²/s and at L³ΔT = 10 m³K.
 *
 * Lengths in m, temperatures in °C, ΔT in K, results W/(m²·K).
 */

/**
 * `calculationTypes.surfaceCoefficientMethod`: 1 Nusselt correlations (default), 2 EN ISO
 * 12241:2008 simplified, 3 given: the user states h_se (convection + radiation, W/(m²·K),
 * `calculationTypes.surfaceCoefficient`) as manufacturers' condensation tables and BS 5422 do.
 */
export const SurfaceCoefficientMethod = { Nusselt: 1, Iso12241Simplified2008: 2, Given: 3 } as const;
export type SurfaceCoefficientMethod =
  (typeof SurfaceCoefficientMethod)[keyof typeof SurfaceCoefficientMethod];

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

/* ------------------------------------------------------------ method 1: Nusselt correlations */

/** Standard gravity, m/s². */
const GRAVITY = 9.80665;

/**
 * Nusselt number of free convection for the surface kind at the Rayleigh number Ra and Prandtl
 * number Pr (Incropera, Fundamentals of Heat and Mass Transfer, 7th ed., §9.6–9.6.3):
 * - horizontal cylinder (length D): Churchill–Chu 1975, Nu = {0.60 + 0.387·Ra^(1/6)/[1 + (0.559/Pr)^(9/16)]^(8/27)}²;
 * - vertical surface (length H): Churchill–Chu 1975, Nu = {0.825 + 0.387·Ra^(1/6)/[1 + (0.492/Pr)^(9/16)]^(8/27)}²;
 * - horizontal surface, heat flow upward (length A/P): Nu = 0.54·Ra^(1/4) (10⁴…10⁷) and
 *   0.15·Ra^(1/3) (10⁷…10¹¹), taken as the larger of the two so that the switch is continuous;
 * - horizontal surface, heat flow downward (length A/P): Nu = 0.52·Ra^(1/5).
 */
export function freeConvectionNusselt(surface: FreeSurface, rayleigh: number, prandtl: number): number {
  const ra = rayleigh > 0 ? rayleigh : 0;
  switch (surface) {
    case 'horizontalCylinder': {
      const f = Math.pow(1 + Math.pow(0.559 / prandtl, 9 / 16), 8 / 27);
      const a = 0.6 + (0.387 * Math.pow(ra, 1 / 6)) / f;
      return a * a;
    }
    case 'vertical': {
      const f = Math.pow(1 + Math.pow(0.492 / prandtl, 9 / 16), 8 / 27);
      const a = 0.825 + (0.387 * Math.pow(ra, 1 / 6)) / f;
      return a * a;
    }
    case 'horizontalTop':
      return Math.max(0.54 * Math.sqrt(Math.sqrt(ra)), 0.15 * Math.cbrt(ra));
    case 'horizontalBottom':
      return 0.52 * Math.pow(ra, 0.2);
  }
}

/**
 * Nusselt number of forced convection at the Reynolds number Re:
 * - cylinder in cross flow (length D): Churchill–Bernstein 1977,
 *   Nu = 0.3 + 0.62·Re^(1/2)·Pr^(1/3)/[1 + (0.4/Pr)^(2/3)]^(1/4)·[1 + (Re/282000)^(5/8)]^(4/5);
 * - plane parallel to the flow (length in the wind): laminar 0.664·Re^(1/2)·Pr^(1/3), mixed
 *   laminar/turbulent (0.037·Re^(4/5) − 871)·Pr^(1/3), the larger of the two (continuous where
 *   they cross near Re = 5·10⁵).
 */
export function forcedConvectionNusselt(cylinder: boolean, reynolds: number, prandtl: number): number {
  const re = reynolds > 0 ? reynolds : 0;
  const pr3 = Math.cbrt(prandtl);
  if (cylinder) {
    const a = (0.62 * Math.sqrt(re) * pr3) / Math.sqrt(Math.sqrt(1 + Math.pow(0.4 / prandtl, 2 / 3)));
    return 0.3 + a * Math.pow(1 + Math.pow(re / 282000, 5 / 8), 0.8);
  }
  return Math.max(0.664 * Math.sqrt(re), 0.037 * Math.pow(re, 0.8) - 871) * pr3;
}

/**
 * The air-property terms the correlations need, tabulated once per kelvin of film temperature
 * (150 K … 1500 K) and interpolated linearly: the same values as `airProperties` and the
 * Prandtl-number factors of the correlations, without their powers on every solver iteration
 * (this keeps one pipe calculation within the engine's 10 µs budget). Linear interpolation of
 * these smooth functions at 1 K spacing is within 2.5e-5 relative of the direct evaluation, and continuous.
 */
const TABLE_MIN_K = 150;
const TABLE_SIZE = 1351;
const COLUMNS = 7;
const TABLE = new Float64Array(TABLE_SIZE * COLUMNS);
for (let i = 0; i < TABLE_SIZE; i++) {
  const a = airProperties(TABLE_MIN_K + i - 273.15);
  const pr = a.prandtl;
  const o = i * COLUMNS;
  TABLE[o] = a.conductivity;
  // Ra per (K·m³): g·β/(ν·α)
  TABLE[o + 1] = (GRAVITY * a.expansion) / (a.kinematicViscosity * a.diffusivity);
  TABLE[o + 2] = 1 / a.kinematicViscosity;
  TABLE[o + 3] = 0.387 / Math.pow(1 + Math.pow(0.559 / pr, 9 / 16), 8 / 27);
  TABLE[o + 4] = 0.387 / Math.pow(1 + Math.pow(0.492 / pr, 9 / 16), 8 / 27);
  TABLE[o + 5] = (0.62 * Math.cbrt(pr)) / Math.sqrt(Math.sqrt(1 + Math.pow(0.4 / pr, 2 / 3)));
  TABLE[o + 6] = Math.cbrt(pr);
}
const row = new Float64Array(COLUMNS);

/** Fills `row` with the tabulated terms at the film temperature (°C). */
function filmTerms(filmC: number): void {
  let x = filmC + 273.15 - TABLE_MIN_K;
  if (!(x > 0)) x = 0;
  else if (x > TABLE_SIZE - 1.000001) x = TABLE_SIZE - 1.000001;
  const i = Math.floor(x);
  const f = x - i;
  const o = i * COLUMNS;
  for (let c = 0; c < COLUMNS; c++) {
    const lo = TABLE[o + c]!;
    row[c] = lo + f * (TABLE[o + COLUMNS + c]! - lo);
  }
}

/** Convective coefficients of method 1 at one surface state. */
export interface NusseltConvection {
  free: number;
  forced: number;
  /** Churchill–Usagi blend (h_free³ + h_forced³)^(1/3), W/(m²·K). */
  mixed: number;
}

/**
 * Method 1: free and forced convection with air properties at the film temperature, blended
 * (Churchill–Usagi, n = 3). `freeLength` is the characteristic length of free convection (D for
 * horizontal cylinders, the height for vertical surfaces, A/P for horizontal ones),
 * `forcedLength` the one of forced convection (D, or the length of a plane in the wind). The
 * correlations are those of `freeConvectionNusselt` and `forcedConvectionNusselt`, written out
 * with the tabulated Prandtl factors.
 */
export function nusseltConvection(
  surface: FreeSurface,
  freeLength: number,
  cylinder: boolean,
  forcedLength: number,
  wind: number,
  surfaceC: number,
  ambientC: number,
): NusseltConvection {
  const mixed = nusseltMixed(surface, freeLength, cylinder, forcedLength, wind, surfaceC, ambientC);
  return { free: last.free, forced: last.forced, mixed };
}

/** The free and forced parts of the last `nusseltMixed` call (no allocation on the solver's path). */
const last = { free: 0, forced: 0 };

/** `nusseltConvection(...).mixed` without allocating: the solver calls it on every iteration. */
export function nusseltMixed(
  surface: FreeSurface,
  freeLength: number,
  cylinder: boolean,
  forcedLength: number,
  wind: number,
  surfaceC: number,
  ambientC: number,
): number {
  filmTerms(0.5 * (surfaceC + ambientC));
  const k = row[0]!;
  const dt = Math.abs(surfaceC - ambientC);
  const ra = row[1]! * dt * freeLength * freeLength * freeLength;
  let nuFree: number;
  switch (surface) {
    case 'horizontalCylinder': {
      const a = 0.6 + row[3]! * Math.sqrt(Math.cbrt(ra));
      nuFree = a * a;
      break;
    }
    case 'vertical': {
      const a = 0.825 + row[4]! * Math.sqrt(Math.cbrt(ra));
      nuFree = a * a;
      break;
    }
    case 'horizontalTop':
      nuFree = Math.max(0.54 * Math.sqrt(Math.sqrt(ra)), 0.15 * Math.cbrt(ra));
      break;
    case 'horizontalBottom':
      nuFree = ra > 0 ? 0.52 * Math.pow(ra, 0.2) : 0;
      break;
  }
  const free = (nuFree * k) / freeLength;
  const re = wind > 0 ? wind * forcedLength * row[2]! : 0;
  let nuForced: number;
  if (cylinder) {
    nuForced = re > 0 ? 0.3 + row[5]! * Math.sqrt(re) * Math.pow(1 + Math.pow(re / 282000, 0.625), 0.8) : 0.3;
  } else {
    // below Re = 3·10⁵ the laminar term is the larger one (the turbulent one is < 21 there)
    const laminar = 0.664 * Math.sqrt(re);
    nuForced = (re > 3e5 ? Math.max(laminar, 0.037 * Math.pow(re, 0.8) - 871) : laminar) * row[6]!;
  }
  const forced = (nuForced * k) / forcedLength;
  last.free = free;
  last.forced = forced;
  return Math.cbrt(free * free * free + forced * forced * forced);
}
