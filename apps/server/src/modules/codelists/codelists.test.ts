import { SIZE_TABLES } from '@insulcalc/thermal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { seedCodeLists } from './seed';
import { seedProducts } from '../products/index';

describe(`code lists and products on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<Record<string, unknown>>;
  };

  it('languages: the six languages with local names', async () => {
    const list = await get('/api/v1/codelists/languages');
    expect(list.map((l) => l.code)).toEqual(['sl', 'sr', 'en', 'de', 'bs', 'hr']);
    expect(list.find((l) => l.code === 'sl')).toEqual({ code: 'sl', localName: 'Slovenščina' });
  });

  it('materials carry size tables (steel EN 10220 DN15–DN600)', async () => {
    const list = await get('/api/v1/codelists/materials');
    expect(list.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    const steel = list[0] as {
      sizes: Array<{ nominalSize: number; outerDiameter: number; wallThickness: number }>;
      name: string;
      nameKey: string;
    };
    expect(steel.nameKey).toBe('Insulation_Enum_Material_Steel');
    expect(steel.name).toBe('Steel');
    expect(steel.sizes[0]).toMatchObject({ nominalSize: 15, outerDiameter: 21.3 });
    expect(steel.sizes.find((s) => s.nominalSize === 50)).toMatchObject({ outerDiameter: 60.3 });
    expect(steel.sizes.at(-1)).toMatchObject({ nominalSize: 600, outerDiameter: 610 });
  });

  it("every material's size table is the engine's (one source for the size picker and allDiameter)", async () => {
    const list = (await get('/api/v1/codelists/materials')) as Array<{
      id: 1 | 2 | 3 | 4;
      sizes: Array<{ nominalSize: number; outerDiameter: number; wallThickness: number }>;
    }>;
    for (const m of list) {
      expect(m.sizes).toEqual(
        SIZE_TABLES[m.id].sizes.map((s) => ({
          nominalSize: s.nominalSize,
          outerDiameter: s.diameter,
          wallThickness: s.wallThickness,
        })),
      );
    }
  });

  it('names are translated for the language cookie', async () => {
    const list = await get('/api/v1/codelists/mediums', { cookie: 'lang=de' });
    expect(list.find((m) => m.code === 'WATER')).toMatchObject({
      name: 'Wasser',
      density: 1000,
      heatCapacity: 4186,
      freezingPoint: 0,
    });
    const sl = await get('/api/v1/codelists/mediums', { cookie: 'lang=sl' });
    expect(sl.find((m) => m.code === 'WATER')!.name).toBe('Voda');
  });

  it.each(['countries', 'mediums', 'productTypes', 'fuelTypes', 'surfaceTypes', 'subconstructionTypes'])(
    '%s is a non-empty list with translated names',
    async (list) => {
      const items = await get(`/api/v1/codelists/${list}`);
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) {
        expect(typeof item.id).toBe('number');
        expect(item.name).not.toBe(item.code);
      }
    },
  );

  it('fuel types carry the VDI 4610 CO2 factors; surfaces their emissivity', async () => {
    const fuels = await get('/api/v1/codelists/fuelTypes');
    expect(fuels.find((f) => f.code === 'NATURAL_GAS')).toMatchObject({ co2EmissionFactor: 202 });
    expect(fuels.find((f) => f.code === 'HEAVY_FUEL_OIL')).toMatchObject({ co2EmissionFactor: 381 });
    const surfaces = await get('/api/v1/codelists/surfaceTypes');
    expect(surfaces.find((s) => s.code === 'ALU_FOIL')).toMatchObject({ emissivity: 0.05 });
    expect(surfaces.find((s) => s.code === 'GALVANISED')).toMatchObject({ emissivity: 0.26 });
  });

  it('every item says whether it is active; ?retired=true answers the same while none is deactivated', async () => {
    const active = await get('/api/v1/codelists/fuelTypes');
    expect(active.every((f) => f.isActive === true)).toBe(true);
    expect(await get('/api/v1/codelists/fuelTypes?retired=true')).toEqual(active);
  });

  it('unknown list → 404 problem+json', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/codelists/nope' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  });

  it('answers in order: a malformed query 400, an unknown list 404, a private list 401 for anonymous visitors', async () => {
    const status = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;
    expect(await status('/api/v1/codelists/nope?retired=maybe')).toBe(400);
    expect(await status('/api/v1/codelists/userGroups?retired=maybe')).toBe(400);
    expect(await status('/api/v1/codelists/nope?retired=true')).toBe(404);
    expect(await status('/api/v1/codelists/userGroups')).toBe(401);
    expect(await status('/api/v1/codelists/mediums?retired=true')).toBe(200);
  });

  it('products: catalogue with λ(θ) points and thicknesses; recommended subset', async () => {
    const all = await get('/api/v1/products');
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const p of all as Array<{
      conductivity: Array<{ temperature: number }>;
      thicknesses: number[];
      minTemperature: number;
      maxTemperature: number;
    }>) {
      expect(p.conductivity.length).toBeGreaterThan(0);
      expect(p.thicknesses.length).toBeGreaterThan(0);
      expect(p.minTemperature).toBeLessThan(p.maxTemperature);
    }
    const rec = await get('/api/v1/products/recommended');
    expect(rec.length).toBeGreaterThan(0);
    expect(rec.length).toBeLessThan(all.length);
    expect(rec.every((p) => p.recommended === true)).toBe(true);
    const pipes = await get('/api/v1/products?productTypeId=1');
    expect(pipes.every((p) => p.productTypeId === 1)).toBe(true);
    const bad = await server.app.inject({ method: 'GET', url: '/api/v1/products?productTypeId=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists and the catalogue are revalidated on every use (ETag, 304), so a change is in the next load', async () => {
    for (const url of [
      '/api/v1/codelists/mediums',
      '/api/v1/codelists/mediums?retired=true',
      '/api/v1/products',
      '/api/v1/products?retired=true',
    ]) {
      const first = await server.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const again = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    for (const url of ['/api/v1/products?retired=yes', '/api/v1/codelists/mediums?retired=yes']) {
      const bad = await server.app.inject({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(400);
      expect(String(bad.headers['content-type'])).toMatch(/^application\/problem\+json/);
    }
  });

  it('seeds are idempotent', async () => {
    const before = await get('/api/v1/products');
    await seedCodeLists(server.ctx);
    await seedProducts(server.ctx);
    await seedCodeLists(server.ctx);
    expect(await get('/api/v1/products')).toEqual(before);
    expect((await get('/api/v1/codelists/materials')).length).toBe(4);
  });
});
