import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Thermal from '@insulcalc/thermal';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';

// The engine never throws; this file makes it throw to check the server's guard.
vi.mock('@insulcalc/thermal', async (importOriginal) => ({
  ...(await importOriginal<typeof Thermal>()),
  calculate: () => {
    throw new Error('engine defect at /secret/engine.ts:12:3');
  },
}));

describe(`calculations guard on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an engine throw → 500 problem+json with the generic title and no internals', async () => {
    const client = new TestClient(server.app);
    await client.profile();
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/calculations/calculate',
      payload: { calculation: {}, products: [] },
    });
    const body = expectProblemShape(res, 500);
    expect(body.title).toBe('Internal Server Error');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('engine defect');
    expect(body.userMessages).toEqual([
      { message: 'An unexpected error occurred. Please try again.', level: 'error' },
    ]);
  });
});
