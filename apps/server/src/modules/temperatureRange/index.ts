// A product's service temperature range: the example of docs/adding-a-route.md (kept identical by src/http/defineRoute.test.ts).
import { idSchema } from '@insulcalc/api-schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { product } from '../../db/schema/index';
import { defineRoute } from '../../http/defineRoute';
import type { ModulePlugin, ServerModule } from '../types';

const params = z.object({ id: z.coerce.number().pipe(idSchema) });
const temperatureRange = z
  .object({ productId: z.number(), minTemperature: z.number(), maxTemperature: z.number() })
  .meta({ id: 'TemperatureRange' });

const routes: ModulePlugin = async (app, { ctx }) => {
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:id/temperature-range',
      summary: "A product's service temperature range (°C)",
      tags: ['catalogue'],
      params,
      response: { 200: temperatureRange },
    },
    async ({ params: { id }, fail }) => {
      const [row] = await ctx.db.select().from(product).where(eq(product.id, id));
      if (!row) throw await fail(404, 'NotFound_Text');
      return { productId: row.id, minTemperature: row.minTemperature, maxTemperature: row.maxTemperature };
    },
  );
};

export const temperatureRangeModule: ServerModule = {
  name: 'temperatureRange',
  prefix: '/api/v1/products',
  plugin: routes,
};
