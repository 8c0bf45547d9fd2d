import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductInput } from '@insulcalc/thermal';
import type { Db } from '../../db/index';
import { product, type ProductRow } from '../../db/schema/products';
import { idParamSchema, productListDto } from '@insulcalc/api-schema';
import { defineRoute, type RouteInput } from '../../http/defineRoute';
import { CACHED_READ_ROUTE, sendCached } from '../../http/readCache';
import { resolveLanguage } from '../account/index';
import { getTranslations } from '../translations/index';
import type { ModulePlugin, ServerModule } from '../types';
import { seedProducts } from './seed';

export { seedProducts, readProductSeed } from './seed';
export { productProvider } from './provider';

// productTypeId is an int4 column: a larger number would fail in PostgreSQL, so it is a 400 here.
const querySchema = z.object({
  productTypeId: idParamSchema.optional(),
  /** `true`: deactivated products too (after the active ones, `isActive: false`). */
  retired: z.enum(['true', 'false']).optional(),
});

/** A catalogue row as GET api/v1/products gives it, its name translated with `texts`. */
export function productDto(p: ProductRow, texts: Map<string, string | null>) {
  return {
    id: p.id,
    code: p.code,
    nameKey: p.nameKey,
    name: texts.get(p.nameKey) ?? p.code,
    productTypeId: p.productTypeId,
    conductivity: p.conductivity,
    minTemperature: p.minTemperature,
    maxTemperature: p.maxTemperature,
    thicknesses: p.thicknesses,
    density: p.density,
    fireClass: p.fireClass,
    surfaceEmissivity: p.surfaceEmissivity,
    prices: p.prices,
    priceBasis: p.priceBasis,
    recommended: p.recommended,
    sortOrder: p.sortOrder,
    isActive: p.isActive,
  };
}

/**
 * A catalogue row in the calculation engine's product shape (`@insulcalc/thermal` ProductInput):
 * λ points as `[θ °C, λ W/(m·K)]` pairs; `name` translated with `texts` when given, else the code.
 */
export function toEngineProduct(p: ProductRow, texts?: Map<string, string | null>): ProductInput {
  return {
    id: p.id,
    name: texts?.get(p.nameKey) ?? p.code,
    productTypeId: p.productTypeId,
    conductivity: p.conductivity.map((c): [number, number] => [c.temperature, c.conductivity]),
    minTemperature: p.minTemperature,
    maxTemperature: p.maxTemperature,
    thicknesses: [...p.thicknesses],
    surfaceEmissivity: p.surfaceEmissivity,
    prices: p.prices.map((x): [number, number] => [x.thickness, x.price]),
    priceBasis: p.priceBasis,
  };
}

/**
 * The catalogue products with these ids in the engine's shape, in one query. Deactivated
 * products are included (stored calculations may still name them); unknown ids are left out.
 */
export async function loadEngineProducts(
  db: Db,
  ids: Iterable<number>,
  texts?: Map<string, string | null>,
): Promise<ProductInput[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const rows = await db.select().from(product).where(inArray(product.id, wanted)).orderBy(asc(product.id));
  return rows.map((r) => toEngineProduct(r, texts));
}

/**
 * GET api/v1/products[?productTypeId=][&retired=true] — the active catalogue (with `retired=true`
 * the deactivated products after it, `isActive: false`, for the stored calculations that name
 * them: the configurator computes them, its pickers do not offer them); GET
 * api/v1/products/recommended — the recommended subset. Open to anonymous visitors.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  const list = async (
    { query, request, reply }: RouteInput<undefined, typeof querySchema, undefined>,
    recommendedOnly: boolean,
  ) => {
    const { productTypeId } = query;
    const retired = query.retired === 'true' && !recommendedOnly;
    const language = await resolveLanguage(ctx, request);
    const key = `products:${recommendedOnly ? 'recommended' : 'all'}:${productTypeId ?? ''}:${retired}:${language}`;
    const entry = await ctx.readCache.get(key, ['products', 'translations'], async () => {
      const conditions = retired ? [] : [eq(product.isActive, true)];
      if (recommendedOnly) conditions.push(eq(product.recommended, true));
      if (productTypeId !== undefined) conditions.push(eq(product.productTypeId, productTypeId));
      const rows = await ctx.db
        .select()
        .from(product)
        .where(and(...conditions))
        .orderBy(desc(product.isActive), asc(product.sortOrder), asc(product.id));
      const texts = await getTranslations(ctx.db, language);
      return rows.map((r) => productDto(r, texts));
    });
    // Revalidated on every use (a 304 while nothing changed): a catalogue change is in the
    // configurator's next load.
    return sendCached(request, reply, entry, { cacheControl: 'private, no-cache', vary: 'Cookie' });
  };
  const route = {
    method: 'GET' as const,
    tags: ['catalogue'],
    querystring: querySchema,
    response: { 200: productListDto },
    options: CACHED_READ_ROUTE,
  };
  defineRoute(
    app,
    ctx,
    {
      ...route,
      url: '/',
      summary:
        'The active product catalogue (names translated); retired=true adds the deactivated products (isActive false)',
    },
    async (input) => list(input, false),
  );
  defineRoute(
    app,
    ctx,
    { ...route, url: '/recommended', summary: 'The recommended products' },
    async (input) => list(input, true),
  );
};

export const productsModule: ServerModule = {
  name: 'products',
  prefix: '/api/v1/products',
  plugin: routes,
  seed: seedProducts,
};
