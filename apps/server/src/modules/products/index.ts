import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductInput } from '@insulcalc/thermal';
import type { Db } from '../../db/index';
import { product, type ProductRow } from '../../db/schema/products';
import { parseWith } from '../../http/problem';
import { resolveLanguage } from '../account/i18n';
import { getTranslations } from '../translations/store';
import type { ModulePlugin, ServerModule } from '../types';
import { seedProducts } from './seed';

export { seedProducts, readProductSeed } from './seed';

const querySchema = z.object({ productTypeId: z.coerce.number().int().positive().optional() });

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
    recommended: p.recommended,
    sortOrder: p.sortOrder,
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
 * GET api/v1/products[?productTypeId=] — the active catalogue; GET api/v1/products/recommended —
 * the recommended subset. Open to anonymous visitors.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  const list = async (request: FastifyRequest, recommendedOnly: boolean) => {
    const { productTypeId } = parseWith(querySchema, request.query);
    const conditions = [eq(product.isActive, true)];
    if (recommendedOnly) conditions.push(eq(product.recommended, true));
    if (productTypeId !== undefined) conditions.push(eq(product.productTypeId, productTypeId));
    const rows = await ctx.db
      .select()
      .from(product)
      .where(and(...conditions))
      .orderBy(asc(product.sortOrder), asc(product.id));
    const texts = await getTranslations(ctx.db, await resolveLanguage(ctx, request));
    return rows.map((r) => productDto(r, texts));
  };
  app.get('/', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=300').header('vary', 'Cookie');
    return list(request, false);
  });
  app.get('/recommended', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=300').header('vary', 'Cookie');
    return list(request, true);
  });
};

export const productsModule: ServerModule = {
  name: 'products',
  prefix: '/api/v1/products',
  plugin: routes,
  seed: seedProducts,
};
