/**
 * The data behind the charts, shared by the canvas charts (lazy) and their table alternatives.
 */
import type { ThermalResult } from '@insulcalc/thermal';
import type { Calculation } from '../domain/types';

export interface ProfilePoint {
  /** mm from the inner face of the wall */
  position: number;
  /** °C */
  temperature: number;
  /** What the point is: 'medium', 'wall', 'layer1'… */
  boundary: string;
}

/** Temperatures through the construction: inner wall, outer wall, each layer's outer face. */
export function temperatureProfile(
  calculation: Calculation,
  result: Omit<ThermalResult, 'table'>,
): ProfilePoint[] {
  const medium =
    calculation.mediumDetails.mediumTemperature ??
    result.layers[0]?.innerTemperature ??
    result.surfaceTemperature;
  const wall = calculation.equipmentDetails.wallThickness ?? 0;
  const points: ProfilePoint[] = [{ position: 0, temperature: medium, boundary: 'medium' }];
  if (result.layers.length === 0) {
    points.push({ position: wall, temperature: result.surfaceTemperature, boundary: 'surface' });
    return points;
  }
  points.push({
    position: wall,
    temperature: result.layers[0]?.innerTemperature ?? medium,
    boundary: 'wall',
  });
  let position = wall;
  result.layers.forEach((layer, i) => {
    position += layer.thickness;
    points.push({ position, temperature: layer.outerTemperature, boundary: `layer${i + 1}` });
  });
  return points;
}

export interface DiameterRow {
  nominalSize: number;
  diameter: number;
  heatFlow: number | null;
  surfaceTemperature: number | null;
  requiredThickness: number | null;
}

/**
 * Whether the figures are a heat loss or a heat gain: the result's own direction (every size of a
 * range has the same medium and air, so the same direction).
 */
export function flowDirection(result: Pick<ThermalResult, 'heatFlow' | 'heatFlowTotal'>): 'loss' | 'gain' {
  if (result.heatFlow) return result.heatFlow.direction === 'gain' ? 'gain' : 'loss';
  return result.heatFlowTotal < 0 ? 'gain' : 'loss';
}

/** Each size of the range with its figures; heat flows as magnitudes, as the panel shows them. */
export function diameterRows(result: ThermalResult): DiameterRow[] {
  return (result.table ?? []).map((row) => ({
    nominalSize: row.nominalSize,
    diameter: row.diameter,
    heatFlow: row.result ? Math.abs(row.result.heatFlowPerMetre ?? row.result.heatFlowTotal) : null,
    surfaceTemperature: row.result ? row.result.surfaceTemperature : null,
    requiredThickness: row.result ? row.result.requiredThickness : null,
  }));
}
