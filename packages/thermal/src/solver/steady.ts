import {
  FIXED_POINT_ITERATIONS,
  MAX_STEADY_ITERATIONS,
  SURFACE_TEMPERATURE_TOLERANCE,
} from '../model/constants';
import { conductivityAt, type ConductivityPoints } from '../model/conductivity';
import {
  SurfaceCoefficientMethod,
  forcedConvectionCylinder,
  forcedConvectionPlane,
  freeConvectionCoefficient,
  nusseltMixed,
  radiativeCoefficient,
  type FreeSurface,
} from '../model/surface-coefficients';
import { ThermalErrorKey, fail } from '../errors';

/** Shape of one surface of the object (physics.md §2, §3). */
export const Shape = { Cylinder: 0, Plane: 1, Duct: 2 } as const;
export type Shape = (typeof Shape)[keyof typeof Shape];

/**
 * The convection at one surface: its kind for free convection, whether it is a cylinder in cross
 * flow or a plane along the wind, and their characteristic lengths. Method 2 (EN ISO 12241:2008
 * simplified) uses the forced formula alone as soon as the wind is > 0, else the free one;
 * method 1 blends both (Churchill–Usagi) and takes `nusseltFreeLength` for free convection
 * (A/P for horizontal planes) when given.
 */
export interface ConvectionSpec {
  method: SurfaceCoefficientMethod;
  surface: FreeSurface;
  freeLength: LengthSpec;
  nusseltFreeLength?: LengthSpec;
  cylinder: boolean;
  forcedLength: LengthSpec;
  /**
   * A fixed coefficient instead of convection, W/(m²·K) of the outer surface (a tank bottom
   * on its foundation: the ground's conductance per m²).
   */
  fixedCoefficient?: number;
}

/**
 * A characteristic length: a fixed value in m, the outer diameter of the insulated cylinder,
 * or the outer size of the insulated duct (its height or width plus twice the insulation).
 */
export type LengthSpec =
  { kind: 'fixed'; value: number } | { kind: 'outerDiameter' } | { kind: 'outerDuctSide'; side: number };

export interface SteadyLayer {
  points: ConductivityPoints;
  /** m */
  thickness: number;
  /** for error messages */
  productName: string;
  path: string;
}

export interface SteadyPart {
  shape: Shape;
  /**
   * Cylinder: outer diameter of the pipe/shell wall (m). Duct: perimeter 2(w + h) the insulation
   * starts from (m). Plane: unused (1).
   */
  baseSize: number;
  /** Resistance of the pipe or sheet wall per unit (K·m/W per metre, or K·m²/W per m²). */
  wallResistance: number;
  convection: ConvectionSpec;
}

export interface SteadySolution {
  /** W per metre (cylinder, duct) or W per m² (plane); signed, positive = heat leaves the medium. */
  q: number;
  /** Outer surface per unit: m² per metre (cylinder, duct) or 1 (plane). */
  outerArea: number;
  /** m: outer diameter (cylinder), outer perimeter (duct), 0 (plane). */
  outerSize: number;
  surfaceTemperature: number;
  radiative: number;
  convective: number;
  /** Boundary temperatures: [medium, after the wall, after layer 1, …]. */
  temperatures: number[];
  /** λ of each layer at its mean temperature. */
  conductivities: number[];
  /** Outer diameter of each layer (cylinders), m. */
  layerOuterSizes: number[];
  /** Total resistance per unit: (θᵢ − θₐ)/q. */
  resistance: number;
  iterations: number;
}

function lengthOf(spec: LengthSpec, outerSize: number, totalThickness: number): number {
  switch (spec.kind) {
    case 'fixed':
      return spec.value;
    case 'outerDiameter':
      return outerSize;
    case 'outerDuctSide':
      return spec.side + 2 * totalThickness;
  }
}

/**
 * The convective coefficient h_cv(θ_se) of one surface with its outer size known (the lengths
 * that depend on the insulation are fixed once per solve).
 */
export function convectionAt(
  conv: ConvectionSpec,
  outerSize: number,
  totalThickness: number,
  wind: number,
  ambientTemperature: number,
): (surfaceTemperature: number) => number {
  const fixedCoefficient = conv.fixedCoefficient;
  if (fixedCoefficient !== undefined) return () => fixedCoefficient;
  const forcedLength = lengthOf(conv.forcedLength, outerSize, totalThickness);
  if (conv.method === SurfaceCoefficientMethod.Iso12241Simplified2008) {
    if (wind > 0) {
      const h = conv.cylinder
        ? forcedConvectionCylinder(forcedLength, wind)
        : forcedConvectionPlane(forcedLength, wind);
      return () => h;
    }
    const freeLength = lengthOf(conv.freeLength, outerSize, totalThickness);
    return (tse) => freeConvectionCoefficient(conv.surface, freeLength, tse - ambientTemperature);
  }
  const freeLength = lengthOf(conv.nusseltFreeLength ?? conv.freeLength, outerSize, totalThickness);
  const { surface, cylinder } = conv;
  return (tse) => nusseltMixed(surface, freeLength, cylinder, forcedLength, wind, tse, ambientTemperature);
}

/**
 * Steady heat flow through the wall and the insulation layers of one surface, with the
 * surface coefficient and every λ evaluated at the converged temperatures (physics.md §3):
 * a fixed-point iteration on all boundary temperatures, damped when it oscillates, to
 * |Δθ| < 1e-6 K.
 */
export function solveSteady(
  part: SteadyPart,
  layers: readonly SteadyLayer[],
  emissivity: number,
  mediumTemperature: number,
  ambientTemperature: number,
  wind: number,
  maxIterations: number = MAX_STEADY_ITERATIONS,
): SteadySolution {
  const n = layers.length;
  const ti = mediumTemperature;
  const ta = ambientTemperature;
  // geometry factors: R_j = g_j / λ_j
  const g = new Array<number>(n);
  const outerSizes = new Array<number>(n);
  let size = part.baseSize;
  let totalThickness = 0;
  for (let j = 0; j < n; j++) {
    const d = layers[j]!.thickness;
    totalThickness += d;
    if (part.shape === Shape.Cylinder) {
      const out = size + 2 * d;
      g[j] = Math.log(out / size) / (2 * Math.PI);
      size = out;
    } else if (part.shape === Shape.Duct) {
      const out = size + 8 * d;
      g[j] = (2 * d) / (size + out);
      size = out;
    } else {
      g[j] = d;
    }
    outerSizes[j] = size;
  }
  const outerArea = part.shape === Shape.Cylinder ? Math.PI * size : part.shape === Shape.Duct ? size : 1;
  const convective = convectionAt(part.convection, size, totalThickness, wind, ambientTemperature);

  const temps = new Array<number>(n + 2);
  const lambdas = new Array<number>(n);
  // initial guess: all layer temperatures linear between θi and θa, surface near ambient
  for (let k = 0; k < n + 2; k++) temps[k] = ti + ((ta - ti) * k) / (n + 2);
  temps[0] = ti;
  let alpha = 1;
  let prevStep = 0;
  // the last step of every temperature, for the Aitken extrapolation below
  const lastStep = new Array<number>(n + 2).fill(0);
  const tol = SURFACE_TEMPERATURE_TOLERANCE;
  const fixedPointIterations = Math.min(maxIterations, FIXED_POINT_ITERATIONS);
  for (let it = 1; it <= fixedPointIterations; it++) {
    const tse = temps[n + 1]!;
    const hr = radiativeCoefficient(emissivity, tse, ta);
    const hcv = convective(tse);
    let r = part.wallResistance + 1 / ((hr + hcv) * outerArea);
    for (let j = 0; j < n; j++) {
      const layer = layers[j]!;
      const mean = 0.5 * (temps[j + 1]! + temps[j + 2]!);
      const lambda = conductivityAt(layer.points, mean);
      if (!(lambda > 0)) {
        fail(ThermalErrorKey.ConductivityNotPositive, layer.path, {
          product: layer.productName,
          temperature: mean,
        });
      }
      lambdas[j] = lambda;
      r += g[j]! / lambda;
    }
    const resistance = r;
    const q = (ti - ta) / r;
    // walk the new temperatures from the inside
    const oldSurface = temps[n + 1]!;
    let t = ti - q * part.wallResistance;
    let maxDelta = Math.abs(t - temps[1]!);
    lastStep[1] = alpha * (t - temps[1]!);
    temps[1] = temps[1]! + lastStep[1];
    for (let j = 0; j < n; j++) {
      t -= (q * g[j]!) / lambdas[j]!;
      const dd = t - temps[j + 2]!;
      if (Math.abs(dd) > maxDelta) maxDelta = Math.abs(dd);
      lastStep[j + 2] = alpha * dd;
      temps[j + 2] = temps[j + 2]! + alpha * dd;
    }
    if (n === 0) {
      // bare: the surface is the outside of the wall; temps[1] is the surface
      temps[n + 1] = temps[1]!;
    }
    if (maxDelta < tol) {
      // final consistent state with the converged coefficients
      return {
        q,
        outerArea,
        outerSize: part.shape === Shape.Plane ? 0 : size,
        surfaceTemperature: ta + q / ((hr + hcv) * outerArea),
        radiative: hr,
        convective: hcv,
        temperatures: temps.slice(0, n + 2),
        conductivities: lambdas,
        layerOuterSizes: outerSizes,
        resistance,
        iterations: it,
      };
    }
    // oscillation of the surface temperature that does not die out: damp
    const step = temps[n + 1]! - oldSurface;
    if (step * prevStep < 0 && Math.abs(step) > 0.5 * Math.abs(prevStep) && alpha > 1 / 64) alpha *= 0.5;
    // linear convergence (steps shrinking by a steady ratio ρ, of one sign or alternating): jump to the
    // limit the geometric series points at (Aitken), every third sweep; the sweeps after it
    // still decide convergence, so this only shortens the way there
    const ratio = prevStep !== 0 ? step / prevStep : 0;
    if (alpha === 1 && it % 3 === 0 && Math.abs(ratio) > 0.05 && Math.abs(ratio) < 0.95) {
      const f = ratio / (1 - ratio);
      for (let k = 1; k < n + 2; k++) temps[k] = temps[k]! + lastStep[k]! * f;
      if (n === 0) temps[1] = temps[n + 1]!;
      prevStep = 0;
    } else {
      prevStep = step;
    }
  }
  return bracketSurfaceTemperature(
    part,
    layers,
    g,
    outerArea,
    convective,
    emissivity,
    ti,
    ta,
    outerSizes,
    size,
    maxIterations,
  );
}

/**
 * Fallback when the joint iteration does not settle. This happens where the free-convection
 * coefficient jumps between its laminar and turbulent formulas (L³ΔT = 10): the jump can leave
 * no exact fixed point, and the plain iteration then oscillates across the switch.
 * Here θ_se is found by bisection on F(θ_se) = q_layers(θ_se) − q_film(θ_se), which is monotone
 * (q_layers falls and q_film rises with θ_se), so it converges to the root or to the switch.
 * The reported convective coefficient is then the effective one, q/(A·ΔT) − h_r, so that
 * θ_se = θₐ + q/(h_se·A) holds exactly.
 */
export function bracketSurfaceTemperature(
  part: SteadyPart,
  layers: readonly SteadyLayer[],
  g: number[],
  outerArea: number,
  convective: (surfaceTemperature: number) => number,
  emissivity: number,
  ti: number,
  ta: number,
  outerSizes: number[],
  size: number,
  maxIterations: number,
): SteadySolution {
  const n = layers.length;
  const temps = new Array<number>(n + 2);
  const lambdas = new Array<number>(n);
  // heat flow through wall and layers with the surface held at tse (λ iterated to consistency)
  const layersFlow = (tse: number): number => {
    for (let k = 0; k < n + 2; k++) temps[k] = ti + ((tse - ti) * k) / (n + 1);
    for (let it = 0; it < MAX_STEADY_ITERATIONS; it++) {
      let r = part.wallResistance;
      for (let j = 0; j < n; j++) {
        const layer = layers[j]!;
        const mean = 0.5 * (temps[j + 1]! + temps[j + 2]!);
        const lambda = conductivityAt(layer.points, mean);
        if (!(lambda > 0)) {
          fail(ThermalErrorKey.ConductivityNotPositive, layer.path, {
            product: layer.productName,
            temperature: mean,
          });
        }
        lambdas[j] = lambda;
        r += g[j]! / lambda;
      }
      const q = r > 0 ? (ti - tse) / r : 0;
      let t = ti - q * part.wallResistance;
      let maxDelta = Math.abs(t - temps[1]!);
      temps[1] = t;
      for (let j = 0; j < n; j++) {
        t -= (q * g[j]!) / lambdas[j]!;
        maxDelta = Math.max(maxDelta, Math.abs(t - temps[j + 2]!));
        temps[j + 2] = t;
      }
      if (maxDelta < SURFACE_TEMPERATURE_TOLERANCE * 1e-2) return q;
    }
    return fail(ThermalErrorKey.NotConverged, '', { iterations: MAX_STEADY_ITERATIONS });
  };
  const filmCoefficient = (tse: number): number =>
    radiativeCoefficient(emissivity, tse, ta) + convective(tse);
  if (n === 0 && part.wallResistance === 0) {
    // nothing between medium and surface: the surface is at the medium temperature
    const h = filmCoefficient(ti);
    const hr = radiativeCoefficient(emissivity, ti, ta);
    const q = h * outerArea * (ti - ta);
    return {
      q,
      outerArea,
      outerSize: part.shape === Shape.Plane ? 0 : size,
      surfaceTemperature: ti,
      radiative: hr,
      convective: h - hr,
      temperatures: [ti, ti],
      conductivities: [],
      layerOuterSizes: outerSizes,
      resistance: 1 / (h * outerArea),
      iterations: 1,
    };
  }
  // F > 0 near ambient, F < 0 near the medium temperature (for both hot and cold media)
  let near = ta;
  let far = ti;
  let it = 0;
  while (Math.abs(far - near) > SURFACE_TEMPERATURE_TOLERANCE * 1e-2) {
    if (++it > maxIterations) return fail(ThermalErrorKey.NotConverged, '', { iterations: maxIterations });
    const mid = 0.5 * (near + far);
    const f = layersFlow(mid) - filmCoefficient(mid) * outerArea * (mid - ta);
    if (f > 0 === ti > ta) near = mid;
    else far = mid;
  }
  const tse = 0.5 * (near + far);
  const q = layersFlow(tse);
  const hr = radiativeCoefficient(emissivity, tse, ta);
  const dT = tse - ta;
  const h = dT !== 0 ? q / (outerArea * dT) : filmCoefficient(tse);
  temps[n + 1] = tse;
  return {
    q,
    outerArea,
    outerSize: part.shape === Shape.Plane ? 0 : size,
    surfaceTemperature: tse,
    radiative: hr,
    convective: h - hr,
    temperatures: temps.slice(0, n + 2),
    conductivities: lambdas.slice(),
    layerOuterSizes: outerSizes,
    resistance: q !== 0 ? (ti - ta) / q : Infinity,
    iterations: it,
  };
}
