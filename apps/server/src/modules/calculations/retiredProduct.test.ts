import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDefaultCalculation,
  toStoredCalculation,
  type StoredCalculation,
} from '@insulcalc/insulation/report';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { product } from '../../db/schema/products';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { patient } from '../../../../../scripts/patience.mjs';

/** An insulated steel pipe DN 50 with seed product 1 (mineral wool pipe section), 50 mm. */
function storedPipe(name: string): StoredCalculation {
  const calculation = createDefaultCalculation();
  calculation.name = name;
  calculation.mediumDetails.mediumTemperature = 90;
  calculation.insulationInfo[0] = {
    ...calculation.insulationInfo[0]!,
    insulationProductTypeId: 1,
    insulationProductId: 1,
    insulationThickness: 50,
  };
  return toStoredCalculation(calculation);
}

type ProductAnswer = { id: number; name: string; isActive?: boolean }[];

describe(`a deactivated product on ${testDriver()}`, { timeout: patient(120_000) }, () => {
  let server: TestServer;
  let visitor: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    visitor = new TestClient(server.app);
    await visitor.profile();
  });
  afterAll(async () => {
    await server?.close();
  });

  const report = async () => {
    const res = await visitor.request({
      method: 'POST',
      url: '/api/v1/calculations/report',
      payload: { projectName: 'Boiler house', calculation: storedPipe('Supply') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return readPdf(new Uint8Array(res.rawPayload));
  };

  it('leaves the catalogue, stays in ?retired=true, and the report of a calculation naming it is unchanged', async () => {
    const active = await report();
    const productLine = active.lines.find((l) => /Stone wool pipe section/.test(l));
    expect(productLine, active.lines.join('\n')).toBeTruthy();

    await server.ctx.db.update(product).set({ isActive: false }).where(eq(product.id, 1));
    const get = async (url: string) =>
      (await visitor.request({ method: 'GET', url })).json() as ProductAnswer;
    await expect
      .poll(async () => (await get('/api/v1/products')).some((p) => p.id === 1), { timeout: patient(5_000) })
      .toBe(false);
    const all = await get('/api/v1/products?retired=true');
    expect(all.at(-1)).toMatchObject({ id: 1, name: 'Stone wool pipe section', isActive: false });
    expect(all.slice(0, -1).every((p) => p.isActive === true)).toBe(true);
    expect((await get('/api/v1/products/recommended?retired=true')).some((p) => p.id === 1)).toBe(false);

    // The stored calculation still computes: the same report, product name and figures.
    const retired = await report();
    expect(retired.lines).toContain(productLine);
    const figures = (lines: string[]) =>
      lines.filter((l) => /\d/.test(l) && !/\d{4}|\d+\.\d+\.\d{2,4}/.test(l));
    expect(figures(retired.lines)).toEqual(figures(active.lines));
  });
});
