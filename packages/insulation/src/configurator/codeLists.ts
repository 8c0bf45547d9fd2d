/**
 * The code lists the configurator's pickers need, in one normalised shape. The container maps
 * whatever the API returns into this; tests and stories pass it directly.
 */
import type { ProductInput, SubconstructionTypeInput } from '@insulcalc/thermal';
import type {
  FuelType,
  MaterialItem,
  Medium,
  Product,
  ProductType,
  SubconstructionType,
  SurfaceType,
} from '../domain/codelists';

export interface NamedItem {
  id: number;
  name: string;
  /**
   * Deactivated by an administrator (the list's `isActive: false`): kept so a stored calculation
   * that chose it shows its name and computes, but no picker offers it for a new choice.
   */
  retired?: boolean;
}

export interface MediumItem extends NamedItem {
  density?: number | null;
  heatCapacity?: number | null;
  freezingPoint?: number | null;
  /** kg/m³ of the frozen medium and kJ/kg of its freezing: copied into a freezing calculation. */
  frozenDensity?: number | null;
  latentHeat?: number | null;
}

export interface FuelTypeItem extends NamedItem {
  co2EmissionFactor?: number | null;
}

export interface SurfaceTypeItem extends NamedItem {
  emissivity?: number | null;
}

export interface ProductItem extends ProductInput {
  recommended?: boolean;
  /** As {@link NamedItem.retired}: a deactivated product still computes where it is chosen. */
  retired?: boolean;
}

/** A pipe material's physical properties (id = Material enumeration value). */
export interface MaterialPropsItem {
  id: number;
  density: number;
  heatCapacity: number;
  emissivity: number;
}

export interface ConfiguratorCodeLists {
  /** Optional: choosing a material also sets the wall's density, heat capacity and emissivity. */
  materials?: MaterialPropsItem[];
  mediums: MediumItem[];
  fuelTypes: FuelTypeItem[];
  surfaceTypes: SurfaceTypeItem[];
  subconstructionTypes: (SubconstructionTypeInput & { name?: string; retired?: boolean })[];
  /** Product types; `equipment` lists the equipment kinds a type is made for (pipe sections, boards…). */
  productTypes: (NamedItem & { equipment?: number[] })[];
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

/** Product types made for an equipment kind (types without an equipment list fit everything). */
export function productTypesFor(
  lists: ConfiguratorCodeLists,
  equipment: number,
): ConfiguratorCodeLists['productTypes'] {
  return lists.productTypes.filter(
    (t) => !t.equipment || t.equipment.length === 0 || t.equipment.includes(equipment),
  );
}

/**
 * Products of a type (or of every type that fits the equipment), recommended first, then by name.
 * With a medium temperature, a product is recommended only when its range holds it: a product is
 * never recommended for a temperature it cannot take (PIR at 400 °C).
 */
export function productsForPicker(
  lists: ConfiguratorCodeLists,
  productTypeId: number | null,
  equipment?: number,
  mediumTemperature?: number | null,
): ProductItem[] {
  const holds = (p: ProductItem) =>
    typeof mediumTemperature !== 'number' ||
    ((p.minTemperature === null || p.minTemperature === undefined || p.minTemperature <= mediumTemperature) &&
      (p.maxTemperature === null || p.maxTemperature === undefined || p.maxTemperature >= mediumTemperature));
  const recommended = new Set(lists.recommendedProductIds);
  const fitting =
    equipment === undefined ? null : new Set(productTypesFor(lists, equipment).map((t) => t.id));
  return lists.products
    .filter((p) => {
      if (p.retired) return false;
      if (productTypeId !== null)
        return p.productTypeId === undefined || p.productTypeId === null || p.productTypeId === productTypeId;
      return (
        !fitting || p.productTypeId === undefined || p.productTypeId === null || fitting.has(p.productTypeId)
      );
    })
    .map((p) => ({ ...p, recommended: (recommended.has(p.id) || !!p.recommended) && holds(p) }))
    .sort((a, b) => Number(!!b.recommended) - Number(!!a.recommended) || a.name.localeCompare(b.name));
}

/** What the code-list and product endpoints return (domain shapes, names as translation keys). */
export interface DomainCodeLists {
  materials?: readonly MaterialItem[];
  mediums?: readonly Medium[];
  fuelTypes?: readonly FuelType[];
  surfaceTypes?: readonly SurfaceType[];
  subconstructionTypes?: readonly SubconstructionType[];
  productTypes?: readonly ProductType[];
  products?: readonly Product[];
  recommended?: readonly Product[];
}

const bySort = <T extends { sortOrder?: number }>(a: T, b: T) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0);

/** An item the API answers with `isActive: false` (the `?retired=true` reads) is kept, flagged. */
const retired = (item: { isActive?: boolean }): { retired?: true } =>
  item.isActive === false ? { retired: true } : {};

/** Maps the API's code lists into the configurator's shape, names translated with `t`. */
export function toConfiguratorCodeLists(
  lists: DomainCodeLists,
  t: (key: string) => string,
): ConfiguratorCodeLists {
  const name = (key: string) => {
    const text = t(key);
    return text && !text.startsWith('[?:') ? text : key;
  };
  return {
    materials: (lists.materials ?? []).map((m) => ({
      id: m.id,
      density: m.density,
      heatCapacity: m.heatCapacity,
      emissivity: m.emissivity,
    })),
    mediums: [...(lists.mediums ?? [])].sort(bySort).map((m) => ({
      id: m.id,
      name: name(m.nameKey),
      density: m.density,
      heatCapacity: m.heatCapacity,
      freezingPoint: m.freezingPoint,
      frozenDensity: m.frozenDensity,
      latentHeat: m.latentHeat,
      ...retired(m),
    })),
    fuelTypes: [...(lists.fuelTypes ?? [])].sort(bySort).map((f) => ({
      id: f.id,
      name: name(f.nameKey),
      co2EmissionFactor: f.co2EmissionFactor,
      ...retired(f),
    })),
    surfaceTypes: [...(lists.surfaceTypes ?? [])]
      .sort(bySort)
      .map((s) => ({ id: s.id, name: name(s.nameKey), emissivity: s.emissivity, ...retired(s) })),
    subconstructionTypes: [...(lists.subconstructionTypes ?? [])].sort(bySort).map((s) => ({
      id: s.id,
      name: name(s.nameKey),
      crossSection: s.crossSection,
      thermalConductivity: s.thermalConductivity,
      ...retired(s),
    })),
    productTypes: [...(lists.productTypes ?? [])].sort(bySort).map((p) => ({
      id: p.id,
      name: name(p.nameKey),
      equipment: [...(p.equipment ?? [])],
      ...retired(p),
    })),
    products: [...(lists.products ?? [])].sort(bySort).map((p) => ({
      id: p.id,
      name: name(p.nameKey),
      productTypeId: p.productTypeId,
      conductivity: p.conductivity.map((c) => [c.temperature, c.conductivity] as [number, number]),
      minTemperature: p.minTemperature,
      maxTemperature: p.maxTemperature,
      thicknesses: [...p.thicknesses],
      // Without a cladding the engine uses the product's own surface emissivity, and the economic
      // thickness its prices per thickness: dropping them here made both silently unusable.
      surfaceEmissivity: p.surfaceEmissivity ?? null,
      prices: (p.prices ?? []).map((x): [number, number] => [x.thickness, x.price]),
      priceBasis: p.priceBasis ?? 'm2',
      recommended: p.recommended,
      ...retired(p),
    })),
    recommendedProductIds: [
      ...(lists.recommended ?? []),
      ...(lists.products ?? []).filter((p) => p.recommended && p.isActive !== false),
    ].map((p) => p.id),
  };
}
