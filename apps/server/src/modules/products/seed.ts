import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { product } from '../../db/schema/products';

const point = z.object({ temperature: z.number(), conductivity: z.number().positive().max(2) });
/** A list price: EUR per m² of insulation at mid-layer, material only (installation is an input). */
const price = z.object({ thickness: z.number().positive(), price: z.number().nonnegative().max(100_000) });

export const productSeedSchema = z
  .object({
    id: z.number().int().positive(),
    code: z.string().min(1).max(50),
    nameKey: z.string().min(1).max(200),
    productTypeId: z.number().int().positive(),
    conductivity: z.array(point).min(1),
    minTemperature: z.number(),
    maxTemperature: z.number(),
    thicknesses: z.array(z.number().positive()).min(1),
    density: z.number().positive().nullable().default(null),
    fireClass: z.string().max(30).nullable().default(null),
    surfaceEmissivity: z.number().gt(0).max(1).nullable().default(null),
    prices: z.array(price).default([]),
    /** What the prices are per: m² of insulation at mid-layer (default) or metre of pipe. */
    priceBasis: z.enum(['m2', 'm']).default('m2'),
    recommended: z.boolean().default(false),
    sortOrder: z.number().int().default(0),
    isActive: z.boolean().default(true),
  })
  .refine((p) => p.minTemperature < p.maxTemperature, {
    message: 'minTemperature must be below maxTemperature',
  })
  .refine((p) => p.conductivity.every((x, i, a) => i === 0 || a[i - 1]!.temperature < x.temperature), {
    message: 'conductivity points must be in ascending temperature',
  })
  .refine((p) => p.thicknesses.every((x, i, a) => i === 0 || a[i - 1]! < x), {
    message: 'thicknesses must be ascending',
  })
  .refine(
    (p) =>
      p.prices.every(
        (x, i, a) => p.thicknesses.includes(x.thickness) && (i === 0 || a[i - 1]!.thickness < x.thickness),
      ),
    { message: 'prices must be for available thicknesses, ascending' },
  );

export type ProductSeed = z.output<typeof productSeedSchema>;

export function readProductSeed(seedDir: string): ProductSeed[] {
  const raw = JSON.parse(readFileSync(join(seedDir, 'products', 'products.json'), 'utf8')) as unknown;
  const items = z.array(productSeedSchema).parse(raw);
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const p of items) {
    if (ids.has(p.id) || codes.has(p.code))
      throw new Error(`Product seed: duplicate id or code (${p.id}, ${p.code})`);
    ids.add(p.id);
    codes.add(p.code);
  }
  return items;
}

const COLUMNS = [
  'code',
  'name_key',
  'product_type_id',
  'conductivity',
  'min_temperature',
  'max_temperature',
  'thicknesses',
  'density',
  'fire_class',
  'surface_emissivity',
  'prices',
  'price_basis',
  'recommended',
  'sort_order',
  'is_active',
];
const columnList = (prefix: string) => sql.raw(COLUMNS.map((c) => `${prefix}${c}`).join(', '));

/** Idempotent: upserts the catalogue by id (unchanged rows are not rewritten); products no longer in the seed are deactivated. */
export async function seedProducts(ctx: ServerContext): Promise<void> {
  const items = readProductSeed(ctx.paths.seedDir);
  if (items.length === 0) return;
  await ctx.db
    .insert(product)
    .values(items)
    .onConflictDoUpdate({
      target: product.id,
      set: {
        code: sql`excluded.code`,
        nameKey: sql`excluded.name_key`,
        productTypeId: sql`excluded.product_type_id`,
        conductivity: sql`excluded.conductivity`,
        minTemperature: sql`excluded.min_temperature`,
        maxTemperature: sql`excluded.max_temperature`,
        thicknesses: sql`excluded.thicknesses`,
        density: sql`excluded.density`,
        fireClass: sql`excluded.fire_class`,
        surfaceEmissivity: sql`excluded.surface_emissivity`,
        prices: sql`excluded.prices`,
        priceBasis: sql`excluded.price_basis`,
        recommended: sql`excluded.recommended`,
        sortOrder: sql`excluded.sort_order`,
        isActive: sql`excluded.is_active`,
        updatedAt: sql`now()`,
      },
      // A product an administrator edited (updated_by set) is theirs: the file no longer moves it.
      setWhere: sql`product.updated_by is null and (${columnList('product.')}) is distinct from (${columnList('excluded.')})`,
    });
  await ctx.db
    .update(product)
    .set({ isActive: false })
    .where(
      and(
        notInArray(
          product.id,
          items.map((p) => p.id),
        ),
        eq(product.isActive, true),
        // Products added or edited on the Administration screens are not the file's to retire.
        isNull(product.updatedBy),
      ),
    );
}
