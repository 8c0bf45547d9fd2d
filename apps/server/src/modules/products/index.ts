import type { FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { product, type ProductRow } from '../../db/schema/products';
import { parseWith } from '../../http/problem';
import { resolveLanguage } from '../account/i18n';
import { getTranslations } from '../translations/store';
import type { ModulePlugin, ServerModule } from '../types';
import { seedProducts } from './seed';

export { seedProducts, readProductSeed } from './seed';

const querySchema = z.object({ productTypeId: z.coerce.number().int().positive().optional() });

function toDto(p: ProductRow, texts: Map<string, string | null>) {
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
    return rows.map((r) => toDto(r, texts));
  };
  app.get('/', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=300');
    return list(request, false);
  });
  app.get('/recommended', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=300');
    return list(request, true);
  });
};

export const productsModule: ServerModule = { name: 'products', prefix: '/api/v1/products', plugin: routes, seed: seedProducts };
