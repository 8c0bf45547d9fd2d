import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculate, type ThermalInput, type ThermalOutput } from '@insulcalc/thermal';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { readProductSeed } from '../products/index';

const URL = '/api/v1/calculations/calculate';
const repoRoot = join(import.meta.dirname, '../../../../..');

interface ReferenceCase {
  id: string;
  input: ThermalInput;
  expected: Record<string, number>;
  tolerance: { relative: number; absoluteKelvin: number };
}
const cases = JSON.parse(
  readFileSync(join(repoRoot, 'packages/thermal/test-data/engine-cases.json'), 'utf8'),
) as ReferenceCase[];
// the reference cases were computed with the EN ISO 12241:2008 simplified surface coefficients,
// the engine's surfaceCoefficientMethod 2 (its default is 1, the Nusselt correlations)
for (const c of cases)
  c.input.calculation.calculationTypes = {
    ...c.input.calculation.calculationTypes,
    surfaceCoefficientMethod: 2,
  };
const pipeCase = cases.find((c) => c.id === 'ref-001-pipe-heat')!;
const wallCase = cases.find((c) => c.id === 'ref-003-wall')!;
const thermalKeys = new Set(
  Object.keys(
    JSON.parse(
      readFileSync(
        createRequire(import.meta.url).resolve('@insulcalc/thermal/translations/thermal.json'),
        'utf8',
      ),
    ) as object,
  ),
);
const calculationsTexts = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../seed/translations/calculations.json'), 'utf8'),
) as Record<string, Record<string, string>>;

const clone = <T>(v: T): T => structuredClone(v);
/** The case's calculation with its layer pointing at another product (and no products sent). */
function withProduct(c: ReferenceCase, productId: number): { calculation: ThermalInput['calculation'] } {
  const calculation = clone(c.input.calculation) as unknown as {
    insulationInfo: Array<{ insulationProductId: number }>;
  };
  for (const layer of calculation.insulationInfo) layer.insulationProductId = productId;
  return { calculation: calculation as unknown as ThermalInput['calculation'] };
}
const okResult = (out: ThermalOutput) => {
  if (!out.ok) throw new Error(`engine errors: ${JSON.stringify(out.errors)}`);
  return out.result;
};
const near = (actual: number | null | undefined, expected: number, relative: number) =>
  expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative);

describe(`POST ${URL} on ${testDriver()}`, () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    client = new TestClient(server.app);
    await client.profile(); // anonymous session + its anti-forgery token, like the public site
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (payload: unknown, extra: { headers?: Record<string, string>; token?: false } = {}) =>
    client.request({ method: 'POST', url: URL, payload: payload as object, ...extra });

  it('a reference case with its own products gives the expected heat flow', async () => {
    const res = await post(pipeCase.input);
    expect(res.statusCode, res.body).toBe(200);
    const result = okResult(res.json());
    near(result.heatFlowPerMetre, pipeCase.expected['result.heatFlowPerMetre']!, pipeCase.tolerance.relative);
    near(result.heatFlowTotal, pipeCase.expected['result.heatFlowTotal']!, pipeCase.tolerance.relative);
    expect(
      Math.abs(result.surfaceTemperature - pipeCase.expected['result.surfaceTemperature']!),
    ).toBeLessThanOrEqual(pipeCase.tolerance.absoluteKelvin);
  });

  it('without products the seeded catalogue is used (seed product 1, mineral wool pipe section)', async () => {
    const seeded = readProductSeed(server.ctx.paths.seedDir).find((p) => p.id === 1)!;
    expect(seeded.code).toBe('MW_PIPE_SECTION');
    // The expectation is computed from the seed file directly, not through the server's mapping.
    const expected = okResult(
      calculate({
        ...withProduct(pipeCase, 1),
        products: [
          {
            id: 1,
            name: seeded.code,
            conductivity: seeded.conductivity.map((c) => [c.temperature, c.conductivity] as [number, number]),
            minTemperature: seeded.minTemperature,
            maxTemperature: seeded.maxTemperature,
            thicknesses: seeded.thicknesses,
          },
        ],
      }),
    );
    const res = await post(withProduct(pipeCase, 1));
    expect(res.statusCode, res.body).toBe(200);
    const result = okResult(res.json());
    near(result.heatFlowPerMetre, expected.heatFlowPerMetre!, 1e-9);
    expect(result.layers[0]).toMatchObject({ productId: 1, thickness: 50 });
    // …and it is a different product from the case's own 101 (other λ curve)
    expect(
      Math.abs(result.heatFlowPerMetre! - pipeCase.expected['result.heatFlowPerMetre']!),
    ).toBeGreaterThan(0.5);
  });

  it('a seeded product’s own surface emissivity is used when there is no cladding (FEF tube, ε 0.93)', async () => {
    const input = withProduct(pipeCase, 7) as unknown as {
      calculation: { mediumDetails: Record<string, unknown>; surface: Record<string, unknown> };
    };
    input.calculation.mediumDetails.mediumTemperature = 60;
    input.calculation.surface = { surfaceMaterialId: null, surfaceEmissivity: 0.05 };
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(200);
    expect(okResult(res.json()).emissivity).toEqual({ value: 0.93, source: 'insulation' });
  });

  it('a seeded product’s price list gives the economic thickness (VDI 2055-1) end to end', async () => {
    const seeded = readProductSeed(server.ctx.paths.seedDir).find((p) => p.id === 1)!;
    expect(seeded.prices.map((p) => p.thickness)).toEqual(seeded.thicknesses);
    const input = withProduct(pipeCase, 1) as unknown as {
      calculation: { mediumDetails: Record<string, unknown>; operatingConditions: Record<string, unknown> };
    };
    // a heating line (70 °C, 2500 h/a, 0.08 per kWh): the optimum lies inside the price list
    input.calculation.mediumDetails.mediumTemperature = 70;
    Object.assign(input.calculation.operatingConditions, {
      operatingHours: 2500,
      price: 0.08,
      serviceLife: 15,
      interestRate: 0.05,
      energyPriceIncrease: 0.02,
      installationCost: 25,
    });
    // the GET products DTO carries the same list (what the configurator converts for the engine)
    const listed = await client.request({ method: 'GET', url: '/api/v1/products' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      (listed.json() as Array<{ id: number; prices?: unknown }>).find((p) => p.id === 1)?.prices,
    ).toEqual(seeded.prices);

    const res = await post(input);
    expect(res.statusCode, res.body).toBe(200);
    const economic = okResult(res.json()).economic;
    expect(economic).not.toBeNull();
    // bare object + one row per seeded thickness
    expect(economic!.table.map((r) => r.thickness)).toEqual([0, ...seeded.thicknesses]);
    const best = economic!.table.reduce((a, b) => (b.totalCost < a.totalCost ? b : a));
    expect(economic!.economicThickness).toBe(best.thickness);
    // neither the thinnest nor the thickest: thicker costs more than the energy it saves
    expect(economic!.economicThickness).toBeGreaterThan(seeded.thicknesses[0]!);
    expect(economic!.economicThickness).toBeLessThan(seeded.thicknesses.at(-1)!);
    expect(economic!.paybackTime).toBeGreaterThan(0);
    expect(economic!.paybackTime).toBeLessThan(15);

    // the same figures straight from the seed file through the engine, not the server's mapping
    const expected = okResult(
      calculate({
        ...(input as unknown as { calculation: ThermalInput['calculation'] }),
        products: [
          {
            id: 1,
            name: seeded.code,
            conductivity: seeded.conductivity.map((c) => [c.temperature, c.conductivity] as [number, number]),
            minTemperature: seeded.minTemperature,
            maxTemperature: seeded.maxTemperature,
            thicknesses: seeded.thicknesses,
            surfaceEmissivity: seeded.surfaceEmissivity,
            prices: seeded.prices.map((p) => [p.thickness, p.price] as [number, number]),
          },
        ],
      }),
    ).economic!;
    expect(economic!.economicThickness).toBe(expected.economicThickness);
    near(economic!.totalCost, expected.totalCost, 1e-9);
  });

  it('an unknown product id without products: ok:false with Thermal_Error_UnknownProduct', async () => {
    const res = await post(withProduct(pipeCase, 999_999));
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as ThermalOutput;
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.map((e) => e.key)).toContain('Thermal_Error_UnknownProduct');
  });

  it('an array of two answers an array of two outputs, in order', async () => {
    const res = await post([pipeCase.input, withProduct(wallCase, 5)]);
    expect(res.statusCode, res.body).toBe(200);
    const outs = res.json() as ThermalOutput[];
    expect(outs).toHaveLength(2);
    near(
      okResult(outs[0]!).heatFlowPerMetre,
      pipeCase.expected['result.heatFlowPerMetre']!,
      pipeCase.tolerance.relative,
    );
    const wall = okResult(outs[1]!);
    expect(wall.heatFlowPerMetre).toBeNull();
    expect(wall.heatFlowDensity).toBeGreaterThan(0);
    expect(wall.layers[0]).toMatchObject({ productId: 5 });
  });

  it('an invalid input: 200 with ok:false and error keys that thermal.json translates', async () => {
    const bad = clone(pipeCase.input) as unknown as {
      calculation: { equipmentDetails: Record<string, unknown>; mediumDetails: Record<string, unknown> };
    };
    bad.calculation.equipmentDetails.diameter = -5;
    bad.calculation.mediumDetails.mediumTemperature = null;
    const res = await post([bad, { nonsense: true }, 42]);
    expect(res.statusCode, res.body).toBe(200);
    const outs = res.json() as ThermalOutput[];
    expect(outs).toHaveLength(3);
    for (const out of outs) {
      expect(out.ok).toBe(false);
      if (out.ok) continue;
      expect(out.errors.length).toBeGreaterThan(0);
      for (const e of out.errors) expect(thermalKeys.has(e.key), e.key).toBe(true);
    }
    const first = outs[0] as Extract<ThermalOutput, { ok: false }>;
    expect(first.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        'calculation.equipmentDetails.diameter',
        'calculation.mediumDetails.mediumTemperature',
      ]),
    );
  });

  it('needs the anti-forgery token with a session cookie; a script without a cookie needs none', async () => {
    const res = await post(pipeCase.input, { token: false });
    const body = expectProblemShape(res, 403);
    expect(body.userMessages?.length).toBeGreaterThan(0);
    // No session cookie, no ambient authority to forge: the stateless endpoint answers (issue 10 §5).
    const script = await server.app.inject({
      method: 'POST',
      url: URL,
      payload: pipeCase.input as unknown as object,
    });
    expect(script.statusCode, script.body).toBe(200);
  });

  it('malformed JSON → 400 problem+json with a translated message', async () => {
    const res = await post('{"calculation": ', { headers: { 'content-type': 'application/json' } });
    const body = expectProblemShape(res, 400);
    expect(body.userMessages).toEqual([
      { message: calculationsTexts.Calculations_InvalidJson!.en, level: 'error' },
    ]);
  });

  it.each([
    ['a number', '42'],
    ['a string', '"calculate"'],
    ['null', 'null'],
  ])('a JSON body that is %s → 400 problem+json (translated for the lang cookie)', async (_what, raw) => {
    const res = await post(raw, {
      headers: { 'content-type': 'application/json', cookie: `${client.cookieHeader()}; lang=de` },
    });
    const body = expectProblemShape(res, 400);
    expect(body.userMessages).toEqual([
      { message: calculationsTexts.Calculations_InvalidBody!.de, level: 'error' },
    ]);
  });

  it('more than 200 inputs → 413 problem+json', async () => {
    const res = await post(Array.from({ length: 201 }, () => ({ calculation: {} })));
    const body = expectProblemShape(res, 413);
    expect(body.userMessages).toEqual([
      { message: calculationsTexts.Calculations_TooManyInputs!.en!.replace('{max}', '200'), level: 'error' },
    ]);
    // exactly 200 is fine
    const ok = await post(Array.from({ length: 200 }, () => pipeCase.input));
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as ThermalOutput[]).every((o) => o.ok)).toBe(true);
  });

  it('a body over the size limit → 413 problem+json', async () => {
    const huge = JSON.stringify({ calculation: { name: 'x'.repeat(server.ctx.config.bodyLimit + 10) } });
    const res = await post(huge, { headers: { 'content-type': 'application/json' } });
    const body = expectProblemShape(res, 413);
    expect(body.userMessages?.[0]?.message).toMatch(/KB/);
    expect(body.userMessages?.[0]?.message).not.toContain('Calculations_');
  });

  it('a form body → 415 problem+json', async () => {
    const res = await post('calculation=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const body = expectProblemShape(res, 415);
    expect(body.userMessages).toEqual([
      { message: calculationsTexts.Calculations_UnsupportedMediaType!.en, level: 'error' },
    ]);
  });

  it('every key of calculations.json is translated into the six languages', () => {
    for (const [key, texts] of Object.entries(calculationsTexts)) {
      expect(Object.keys(texts).sort(), key).toEqual(['bs', 'de', 'en', 'hr', 'sl', 'sr']);
      for (const lang of ['sl', 'sr', 'de', 'bs', 'hr'])
        expect(texts[lang], `${key}.${lang}`).not.toBe(texts.en);
    }
  });
});
