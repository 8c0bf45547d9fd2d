/**
 * Whether a product's λ(θ) curve is physically plausible for an insulation material. Every
 * insulant the catalogue holds (mineral and glass wool, elastomers, PE, PUR/PIR, cellular glass,
 * aerogel, calcium silicate) conducts more as it gets warmer: gas conduction and radiation
 * through the pores both rise with temperature. A curve that falls, or a λ far outside the range
 * of insulants, is a typing error far more often than a material, and the engine would compute
 * with it silently; the configurator and the product screen warn (they do not block).
 */
import type { ConductivityPoints } from './conductivity';

/** λ above this is not an insulation material (dense concrete is ≈ 1.5), W/(m·K). */
export const MAX_PLAUSIBLE_CONDUCTIVITY = 0.5;
/** λ below this is below still air's 0.026 by more than any vacuum panel goes, W/(m·K). */
export const MIN_PLAUSIBLE_CONDUCTIVITY = 0.003;

export type ConductivityFinding =
  /** λ falls from `from` to `to` (°C) — a curve falling with temperature. */
  | { kind: 'falls'; from: number; to: number }
  /** λ at `at` °C is outside the range of insulation materials. */
  | { kind: 'outOfRange'; at: number; conductivity: number };

/**
 * The implausibilities of a λ(θ) curve (points in any order, θ °C, λ W/(m·K)); empty when
 * plausible. A fall smaller than 0.5 % of λ is measurement scatter, not a falling curve.
 */
export function conductivityFindings(points: ConductivityPoints): ConductivityFinding[] {
  const sorted = [...points]
    .filter(([t, l]) => Number.isFinite(t) && Number.isFinite(l))
    .sort((a, b) => a[0] - b[0]);
  const findings: ConductivityFinding[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [t0, l0] = sorted[i - 1]!;
    const [t1, l1] = sorted[i]!;
    if (t1 > t0 && l1 < l0 * (1 - 0.005)) findings.push({ kind: 'falls', from: t0, to: t1 });
  }
  for (const [t, l] of sorted)
    if (l < MIN_PLAUSIBLE_CONDUCTIVITY || l > MAX_PLAUSIBLE_CONDUCTIVITY)
      findings.push({ kind: 'outOfRange', at: t, conductivity: l });
  return findings;
}
