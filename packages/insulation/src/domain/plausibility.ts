/**
 * Input that computes but is implausible (issue 24 item 8): a thickness the product is not made
 * in, an insulation thicker than any installed, a pipe larger than any made, a product whose λ
 * falls with temperature. Each is a warning beside its field, never a block: the engineer may
 * mean it (a thickness made to order), and the result stays.
 */
import { conductivityFindings } from '@insulcalc/thermal';
import { effectiveEnums } from './defaults';
import { Equipment } from './enums';
import { isFieldApplicable } from './applicability';
import type { Calculation } from './types';

/** Thicker than any insulation installed on pipes and equipment (cryogenic tanks: ≈ 1 m), mm. */
export const MAX_PLAUSIBLE_THICKNESS = 1000;
/** Larger than any pipe made (penstocks reach ≈ 10 m), outer diameter in mm. */
export const MAX_PLAUSIBLE_PIPE_DIAMETER = 10000;

export interface PlausibilityWarning {
  /** The field the warning stands beside. */
  path: string;
  /** Translation key, and its values (numbers in SI: the caller formats them). */
  key: string;
  values: Record<string, string | number>;
  /** Lengths in mm for the `thicknesses` value, formatted by the caller in the reader's units. */
  lengths?: readonly number[];
}

/** The catalogue facts the rules need. */
export interface PlausibilityProduct {
  id: number;
  name?: string;
  thicknesses?: readonly number[];
  conductivity?: readonly (readonly [number, number])[];
}

export function plausibilityWarnings(
  c: Calculation,
  products: readonly PlausibilityProduct[],
): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  const d = c.equipmentDetails.diameter;
  if (
    effectiveEnums(c).equipment === Equipment.Pipe &&
    isFieldApplicable(c, 'equipmentDetails.diameter') &&
    typeof d === 'number' &&
    d > MAX_PLAUSIBLE_PIPE_DIAMETER
  )
    warnings.push({
      path: 'equipmentDetails.diameter',
      key: 'Insulation_Warning_PipeDiameter',
      values: { max: MAX_PLAUSIBLE_PIPE_DIAMETER },
    });
  c.insulationInfo.forEach((layer, i) => {
    const base = `insulationInfo.${i}`;
    const product = products.find((p) => p.id === layer.insulationProductId);
    const t = layer.insulationThickness;
    if (typeof t === 'number' && t > 0 && isFieldApplicable(c, `insulationInfo.${i}.insulationThickness`)) {
      if (t > MAX_PLAUSIBLE_THICKNESS)
        warnings.push({
          path: `${base}.insulationThickness`,
          key: 'Insulation_Warning_ThicknessLarge',
          values: { max: MAX_PLAUSIBLE_THICKNESS },
        });
      const made = product?.thicknesses ?? [];
      if (made.length > 0 && !made.some((m) => Math.abs(m - t) < 1e-9))
        warnings.push({
          path: `${base}.insulationThickness`,
          key: 'Insulation_Warning_ThicknessNotMade',
          values: { product: product?.name ?? '' },
          lengths: made,
        });
    }
    if (product?.conductivity && conductivityFindings(product.conductivity).length > 0)
      warnings.push({
        path: `${base}.insulationProductId`,
        key: 'Insulation_Warning_ConductivityImplausible',
        values: { product: product.name ?? '' },
      });
  });
  return warnings;
}
