import { z } from 'zod';

/**
 * Code lists and products as GET api/v1/codelists/{list} and api/v1/products give them
 * (spec §3 "Code lists loaded"). Every item has `id, code, nameKey, name, sortOrder` and its
 * list's own fields; `name` is translated for the requester.
 */
const item = {
  id: z.number().int(),
  code: z.string(),
  nameKey: z.string(),
  /** Translated by the server for the requester. */
  name: z.string(),
  sortOrder: z.number().int(),
  /**
   * False for an item an administrator deactivated: only `?retired=true` answers list them (after
   * the active ones), so a stored calculation that chose one shows its name; pickers do not offer them.
   */
  isActive: z.boolean().optional(),
};

export const countryDto = z.object(item).meta({ id: 'Country' });
export const materialSizeDto = z.object({
  /** DN for steel and stainless, outer diameter in mm for copper and plastic. */
  nominalSize: z.number(),
  /** mm */
  outerDiameter: z.number(),
  /** mm */
  wallThickness: z.number(),
});
export const materialDto = z
  .object({
    ...item,
    /** kg/m³ */
    density: z.number(),
    /** J/(kg·K) */
    heatCapacity: z.number(),
    emissivity: z.number(),
    /** W/(m·K) */
    thermalConductivity: z.number(),
    sizeStandard: z.string(),
    sizes: z.array(materialSizeDto),
  })
  .meta({ id: 'Material' });
export const mediumDto = z
  .object({
    ...item,
    density: z.number(),
    heatCapacity: z.number(),
    freezingPoint: z.number().nullable(),
    frozenDensity: z.number().nullable(),
    latentHeat: z.number().nullable(),
    minTemperature: z.number().nullable(),
    maxTemperature: z.number().nullable(),
  })
  .meta({ id: 'Medium' });
export const productTypeDto = z
  .object({ ...item, equipment: z.array(z.number().int()) })
  .meta({ id: 'ProductType' });
export const fuelTypeDto = z
  .object({ ...item, co2EmissionFactor: z.number(), source: z.string() })
  .meta({ id: 'FuelType' });
export const surfaceTypeDto = z.object({ ...item, emissivity: z.number() }).meta({ id: 'SurfaceType' });
export const subconstructionTypeDto = z
  .object({ ...item, thermalConductivity: z.number(), crossSection: z.number() })
  .meta({ id: 'SubconstructionType' });

/** The lists and their item schemas (`languages` answers `{ code, localName }` items). */
export const CODE_LIST_ITEM_SCHEMAS = {
  countries: countryDto,
  materials: materialDto,
  mediums: mediumDto,
  productTypes: productTypeDto,
  fuelTypes: fuelTypeDto,
  surfaceTypes: surfaceTypeDto,
  subconstructionTypes: subconstructionTypeDto,
} as const;
export type CodeListKey = keyof typeof CODE_LIST_ITEM_SCHEMAS | 'languages';

export const codeListParams = z.object({ list: z.string().min(1).max(50) });

export const conductivityPointDto = z.object({
  /** °C (mean temperature) */
  temperature: z.number(),
  /** W/(m·K) */
  conductivity: z.number(),
});
export const productPriceDto = z.object({
  /** mm, one of the product's thicknesses */
  thickness: z.number(),
  price: z.number(),
});
export const productDto = z
  .object({
    id: z.number().int(),
    code: z.string(),
    nameKey: z.string(),
    name: z.string(),
    productTypeId: z.number().int(),
    /** λ(θ) points, ascending temperature. */
    conductivity: z.array(conductivityPointDto),
    minTemperature: z.number(),
    maxTemperature: z.number(),
    /** Available thicknesses, mm, ascending. */
    thicknesses: z.array(z.number()),
    /** kg/m³ */
    density: z.number().nullable(),
    /** EN 13501-1, e.g. A1 or BL-s3,d0. */
    fireClass: z.string().nullable(),
    /** Emissivity of the product's own outer surface, 0..1 (used without cladding). */
    surfaceEmissivity: z.number().nullable().optional(),
    /**
     * List prices per thickness (ascending; empty when the catalogue has none): `price` is
     * currency (EUR in the seed) per m² of insulation at mid-layer, material only — the
     * installation cost is the calculation's own input. Used by the economic thickness.
     */
    prices: z.array(productPriceDto).optional(),
    /** What `prices` are per: 'm2' (m² of insulation at mid-layer, the default) or 'm' (metre of pipe). */
    priceBasis: z.enum(['m2', 'm']).optional(),
    recommended: z.boolean(),
    sortOrder: z.number().int(),
    /**
     * False for a product an administrator deactivated (only `?retired=true` answers list them,
     * so stored calculations that name one still compute; pickers do not offer them).
     */
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'Product' });
export type ProductDto = z.output<typeof productDto>;
export const productListDto = z.array(productDto);
export type CountryDto = z.output<typeof countryDto>;
export type MaterialSizeDto = z.output<typeof materialSizeDto>;
export type MaterialDto = z.output<typeof materialDto>;
export type MediumDto = z.output<typeof mediumDto>;
export type ProductTypeDto = z.output<typeof productTypeDto>;
export type FuelTypeDto = z.output<typeof fuelTypeDto>;
export type SurfaceTypeDto = z.output<typeof surfaceTypeDto>;
export type SubconstructionTypeDto = z.output<typeof subconstructionTypeDto>;
export type ConductivityPointDto = z.output<typeof conductivityPointDto>;
export type ProductPriceDto = z.output<typeof productPriceDto>;
