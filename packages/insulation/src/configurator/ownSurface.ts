/**
 * Without a cladding the engine takes the outer product's own surface emissivity from the
 * catalogue (elastomer skin 0.93, stone wool 0.94) and ignores the surface field; these helpers let
 * the form, the report and the choices follow the same rule, so no screen shows a value that is
 * not the one computed with.
 */
import type { Calculation } from '../domain/types';
import type { ConfiguratorCodeLists } from './codeLists';

/** The outer layer's product (the last layer that has one), if the catalogue lists it. */
function outerProduct(calculation: Calculation, products: ConfiguratorCodeLists['products']) {
  const ids = calculation.insulationInfo
    .map((l) => l.insulationProductId)
    .filter((id): id is number => id !== null);
  const id = ids[ids.length - 1];
  return id === undefined ? undefined : products.find((p) => p.id === id);
}

/**
 * The emissivity the engine uses from the product itself (no cladding chosen and the outer
 * product states one), else null (then the surface field's value is used).
 */
export function ownSurfaceEmissivity(
  calculation: Calculation,
  products: ConfiguratorCodeLists['products'],
): number | null {
  const clad =
    calculation.surface.surfaceMaterialId !== null && calculation.surface.surfaceMaterialId !== undefined;
  if (clad) return null;
  const eps = outerProduct(calculation, products)?.surfaceEmissivity;
  return typeof eps === 'number' && eps > 0 && eps <= 1 ? eps : null;
}

/**
 * The surface field's value once the cladding is taken off: the outer product's own surface, or
 * empty (to be entered) when the catalogue states none; never the removed cladding's value.
 */
export function surfaceEmissivityWithoutCladding(
  calculation: Calculation,
  products: ConfiguratorCodeLists['products'],
): number | null {
  const eps = outerProduct(calculation, products)?.surfaceEmissivity;
  return typeof eps === 'number' && eps > 0 && eps <= 1 ? eps : null;
}
