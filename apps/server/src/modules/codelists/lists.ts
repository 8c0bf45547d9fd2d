import { z } from 'zod';

/** The code lists served under GET api/v1/codelists/{list} (spec §3 "Code lists loaded", §7). */
export const CODE_LISTS = [
  'countries',
  'materials',
  'mediums',
  'productTypes',
  'fuelTypes',
  'surfaceTypes',
  'subconstructionTypes',
  'userGroups',
] as const;
export type CodeListName = (typeof CODE_LISTS)[number];

const base = {
  id: z.number().int().positive(),
  code: z.string().min(1).max(50),
  nameKey: z.string().min(1).max(200),
  sortOrder: z.number().int().default(0),
  isActive: z.boolean().default(true),
};

const size = z.object({
  nominalSize: z.number().positive(),
  outerDiameter: z.number().positive(),
  wallThickness: z.number().positive(),
});

/** Schema of one seed item per list: the common fields plus the list's own data. */
export const codeListItemSchemas: Record<CodeListName, z.ZodObject> = {
  countries: z.object({ ...base, code: z.string().regex(/^[A-Z]{2}$/) }),
  materials: z.object({
    ...base,
    density: z.number().positive(),
    heatCapacity: z.number().positive(),
    emissivity: z.number().gt(0).lte(1),
    thermalConductivity: z.number().positive(),
    sizeStandard: z.string().min(1),
    sizes: z.array(size).min(1),
  }),
  mediums: z.object({
    ...base,
    density: z.number().positive(),
    heatCapacity: z.number().positive(),
    freezingPoint: z.number().nullable(),
    frozenDensity: z.number().positive().nullable(),
    latentHeat: z.number().positive().nullable(),
    minTemperature: z.number().nullable(),
    maxTemperature: z.number().nullable(),
  }),
  productTypes: z.object({ ...base, equipment: z.array(z.number().int().min(1).max(5)).min(1) }),
  fuelTypes: z.object({ ...base, co2EmissionFactor: z.number().nonnegative(), source: z.string().min(1) }),
  surfaceTypes: z.object({ ...base, emissivity: z.number().gt(0).lte(1) }),
  subconstructionTypes: z.object({
    ...base,
    thermalConductivity: z.number().positive(),
    crossSection: z.number().positive(),
  }),
  // Groups of users (workflow assignment; ADMINISTRATORS opens the Administration screens).
  userGroups: z.object({ ...base, code: z.string().regex(/^[A-Z][A-Z0-9_]{0,49}$/) }),
};

/** Lists only signed-in users may read (the others feed the public configurator). */
export const PRIVATE_CODE_LISTS: readonly CodeListName[] = ['userGroups'];

export function isCodeListName(value: string): value is CodeListName {
  return (CODE_LISTS as readonly string[]).includes(value);
}
