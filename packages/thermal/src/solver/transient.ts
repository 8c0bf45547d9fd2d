import { Equipment, TimeOrTemperature } from '../enums';
import { ThermalErrorKey, fail } from '../errors';
import type { Case } from '../model-types';
import { MAX_OUTER_ITERATIONS, OUTER_TOLERANCE, SECONDS_PER_HOUR } from '../model/constants';

/**
 * Transient cases built on the steady solution (physics.md §7). `heatFlowAt(θ)` returns the
 * whole object's heat flow (W) with the medium at θ; the resistance at θ is (θ − θₐ)/Q(θ).
 */
export type HeatFlowAt = (mediumTemperature: number) => number;

/** Inner cross-section of a pipe or duct, m². */
export function innerCrossSection(c: Case): number {
  if (c.equipment === Equipment.Duct) return c.width * c.height;
  const di = c.diameter - 2 * c.wallThickness;
  return (Math.PI * di * di) / 4;
}

/**
 * Volume of the stored medium, m³: vessels and tanks to the fill level; pipes full, except
 * that StaticMedium takes the fill level (validation sets fillLevel = 1 where it does not apply).
 */
export function mediumVolume(c: Case): number {
  if (c.equipment === Equipment.Vessel || c.equipment === Equipment.Tank) {
    const di = c.diameter - 2 * c.wallThickness;
    return ((Math.PI * di * di) / 4) * (c.length - 2 * c.wallThickness) * c.fillLevel;
  }
  return innerCrossSection(c) * c.length * c.fillLevel;
}

/** Volume of the pipe or vessel wall, m³. */
export function wallVolume(c: Case): number {
  const d = c.diameter;
  const di = d - 2 * c.wallThickness;
  if (c.equipment === Equipment.Vessel || c.equipment === Equipment.Tank) {
    return ((Math.PI * (d * d - di * di)) / 4) * c.length + 2 * ((Math.PI * di * di) / 4) * c.wallThickness;
  }
  if (c.equipment === Equipment.Duct) return 2 * (c.width + c.height) * c.wallThickness * c.length;
  return ((Math.PI * (d * d - di * di)) / 4) * c.length;
}

/** Heat capacity of medium plus wall, J/K. */
export function heatCapacity(c: Case): number {
  return (
    mediumVolume(c) * c.mediumDensity * c.mediumHeatCapacity +
    wallVolume(c) * c.materialDensity * c.materialHeatCapacity
  );
}

/** Resistance of the whole object (K/W) with the medium at θ; θ must differ from θₐ. */
function resistanceAt(heatFlowAt: HeatFlowAt, theta: number, ambient: number): number {
  const q = heatFlowAt(theta);
  return (theta - ambient) / q;
}

export interface FlowingResult {
  endTemperature: number;
  temperatureChange: number;
  massFlow: number;
}

/**
 * Flowing medium: θ_end = θₐ + (θ_in − θₐ)·exp(−L/(R_l·ṁ·c_p)), R_l at the mean of inlet and
 * end temperature, iterated. With the whole-object resistance R = R_l/L this is exp(−1/(R·ṁ·c_p)).
 */
export function flowingMedium(c: Case, heatFlowAt: HeatFlowAt): FlowingResult {
  const ta = c.ambientTemperature;
  const tin = c.inletTemperature;
  const massFlow = c.mediumDensity * c.velocity * innerCrossSection(c);
  if (tin === ta) return { endTemperature: tin, temperatureChange: 0, massFlow };
  const mcp = massFlow * c.mediumHeatCapacity;
  let tend = tin;
  for (let i = 0; i < MAX_OUTER_ITERATIONS; i++) {
    const r = resistanceAt(heatFlowAt, 0.5 * (tin + tend), ta);
    const next = ta + (tin - ta) * Math.exp(-1 / (r * mcp));
    if (Math.abs(next - tend) < OUTER_TOLERANCE) {
      return { endTemperature: next, temperatureChange: next - tin, massFlow };
    }
    tend = next;
  }
  return fail(ThermalErrorKey.NotConverged, '', { iterations: MAX_OUTER_ITERATIONS });
}

export interface StaticResult {
  endTemperature: number;
  /** h */
  coolingTime: number;
  /** h; null when the medium is at ambient temperature */
  timeConstant: number | null;
}

const MD = 'calculation.mediumDetails';

/**
 * Static medium, lumped capacity: τ = C·R with R at the mean of start and end temperature.
 * ByEndTime: θ(t) = θₐ + (θᵢ − θₐ)·e^(−t/τ) after `coolingTime` (iterated for R).
 * ByEndTemperature: t = τ·ln((θᵢ − θₐ)/(θ_end − θₐ)).
 */
export function staticMedium(c: Case, heatFlowAt: HeatFlowAt, mode: TimeOrTemperature): StaticResult {
  const ta = c.ambientTemperature;
  const ti = c.mediumTemperature;
  const C = heatCapacity(c);
  if (mode === TimeOrTemperature.ByEndTime) {
    const t = (c.targets.coolingTime ?? 0) * SECONDS_PER_HOUR;
    if (ti === ta) return { endTemperature: ti, coolingTime: t / SECONDS_PER_HOUR, timeConstant: null };
    let tend = ti;
    for (let i = 0; i < MAX_OUTER_ITERATIONS; i++) {
      const tau = C * resistanceAt(heatFlowAt, 0.5 * (ti + tend), ta);
      const next = ta + (ti - ta) * Math.exp(-t / tau);
      if (Math.abs(next - tend) < OUTER_TOLERANCE) {
        return {
          endTemperature: next,
          coolingTime: t / SECONDS_PER_HOUR,
          timeConstant: tau / SECONDS_PER_HOUR,
        };
      }
      tend = next;
    }
    return fail(ThermalErrorKey.NotConverged, '', { iterations: MAX_OUTER_ITERATIONS });
  }
  const tend = c.targets.endTemperature ?? NaN;
  const between = ti > ta ? tend < ti && tend > ta : tend > ti && tend < ta;
  if (!between) {
    fail(ThermalErrorKey.EndTemperatureOutOfRange, `${MD}.endTemperature`, {
      endTemperature: tend,
      ambient: ta,
      medium: ti,
    });
  }
  const tau = C * resistanceAt(heatFlowAt, 0.5 * (ti + tend), ta);
  const t = tau * Math.log((ti - ta) / (tend - ta));
  return { endTemperature: tend, coolingTime: t / SECONDS_PER_HOUR, timeConstant: tau / SECONDS_PER_HOUR };
}

export interface FreezingResult {
  /** h */
  timeToFreezingPoint: number;
  /** h */
  timeToFrozenPercentage: number;
}

/**
 * Freezing (physics.md §7): stage 1 cools medium and wall to the freezing point with R at the
 * stage's mean temperature; stage 2 freezes the fraction f with R at the freezing point:
 * t₂ = f·ρ_ice·h_if·V·R(θ_f)/(θ_f − θₐ) (per metre of pipe V = Aᵢ).
 */
export function freezing(c: Case, heatFlowAt: HeatFlowAt): FreezingResult {
  const ta = c.ambientTemperature;
  const ti = c.mediumTemperature;
  const tf = c.freezingPoint;
  if (!(ta < tf)) {
    fail(
      ThermalErrorKey.FreezingAmbientAboveFreezingPoint,
      'calculation.ambientConditions.ambientTemperature',
      {
        ambient: ta,
        freezingPoint: tf,
      },
    );
  }
  if (!(ti > tf)) {
    fail(ThermalErrorKey.MediumAtOrBelowFreezingPoint, `${MD}.mediumTemperature`, {
      medium: ti,
      freezingPoint: tf,
    });
  }
  const C = heatCapacity(c);
  const r1 = resistanceAt(heatFlowAt, 0.5 * (ti + tf), ta);
  const t1 = C * r1 * Math.log((ti - ta) / (tf - ta));
  const r2 = resistanceAt(heatFlowAt, tf, ta);
  const t2 = (c.frozenFraction * c.frozenDensity * c.latentHeat * mediumVolume(c) * r2) / (tf - ta);
  return { timeToFreezingPoint: t1 / SECONDS_PER_HOUR, timeToFrozenPercentage: (t1 + t2) / SECONDS_PER_HOUR };
}
