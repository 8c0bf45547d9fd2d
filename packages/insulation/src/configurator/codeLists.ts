/**
 * The code lists the configurator's pickers need, in one normalised shape. The container maps
 * whatever the API returns into this; tests and stories pass it directly.
 */
import type { ProductInput, SubconstructionTypeInput } from '@insulcalc/thermal';

export interface NamedItem {
  id: number;
  name: string;
}

export interface MediumItem extends NamedItem {
  density?: number | null;
  heatCapacity?: number | null;
  freezingPoint?: number | null;
}

export interface FuelTypeItem extends NamedItem {
  co2EmissionFactor?: number | null;
}

export interface SurfaceTypeItem extends NamedItem {
  emissivity?: number | null;
}

export interface ProductItem extends ProductInput {
  recommended?: boolean;
}

export interface ConfiguratorCodeLists {
  mediums: MediumItem[];
  fuelTypes: FuelTypeItem[];
  surfaceTypes: SurfaceTypeItem[];
  subconstructionTypes: (SubconstructionTypeInput & { name?: string })[];
  productTypes: NamedItem[];
  products: ProductItem[];
  /** Ids of the recommended products, listed first in the product picker. */
  recommendedProductIds: number[];
}

export const EMPTY_CODE_LISTS: ConfiguratorCodeLists = {
  mediums: [],
  fuelTypes: [],
  surfaceTypes: [],
  subconstructionTypes: [],
  productTypes: [],
  products: [],
  recommendedProductIds: [],
};

/** Products of a type (or all), recommended first, then by name. */
export function productsForPicker(lists: ConfiguratorCodeLists, productTypeId: number | null): ProductItem[] {
  const recommended = new Set(lists.recommendedProductIds);
  return lists.products
    .filter((p) => productTypeId === null || p.productTypeId === undefined || p.productTypeId === null || p.productTypeId === productTypeId)
    .map((p) => ({ ...p, recommended: recommended.has(p.id) || !!p.recommended }))
    .sort((a, b) => Number(!!b.recommended) - Number(!!a.recommended) || a.name.localeCompare(b.name));
}

/** A sensible starting thickness for a newly chosen product: the available one nearest 50 mm. */
export function defaultThickness(product: ProductInput | undefined): number {
  const list = product?.thicknesses ?? [];
  if (list.length === 0) return 50;
  return list.reduce((best, t) => (Math.abs(t - 50) < Math.abs(best - 50) ? t : best), list[0] as number);
}
