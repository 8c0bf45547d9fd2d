import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { TestClient } from '../../../test/accountClient';
import { openTestDatabase, testConfig, testDriver, type TestDatabase } from '../../../test/testServer';
import { addUserToGroup, createUser } from '../account/index';
import { controlFields, saveWith } from './testing';

const PASSWORD = 'Correct-horse-42!';

/** A FormGrid's child rows travel with their parent: posted as one list, stored, loaded back. */
describe(`FormGrid child rows on ${testDriver()}`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    app = await buildApp(testConfig(), { database: testDb.database, ownDatabase: false });
    await app.ready();
    const pricing = await createUser(app.ctx.db, {
      username: 'pricing',
      password: PASSWORD,
      fullName: 'Pricing',
    });
    // Price lists are Sales' (Administration → Permissions).
    await addUserToGroup(app.ctx.db, pricing.id, 'sales');
    client = new TestClient(app);
    client.cookies.set('lang', 'de');
    expect((await client.logon('pricing', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  const load = (body: Record<string, unknown>) =>
    client.request({ method: 'POST', url: '/api/v1/forms/load', payload: body });

  it('loads the seeded rows with translated column headers and options', async () => {
    const res = await load({ formGroupId: 'PriceList', entityInstanceId: 'PriceList2026' });
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json().elements.find((e: { name: string }) => e.name === 'Lines');
    expect(grid.controlType).toBe('FormGrid');
    expect(grid.value).toHaveLength(2);
    expect(grid.value[0]).toMatchObject({
      Product: 'Mineral wool pipe section DN50',
      Thickness: 50,
      Unit: 'm',
    });
    const unit = grid.settings.columns.find((c: { name: string }) => c.name === 'Unit');
    expect(unit.displayName).toBe('Einheit');
    expect(unit.settings.options).toContainEqual({ value: 'm2', text: 'Quadratmeter' });
  });

  it('saves a new parent with its rows and refuses an incomplete row with a message on the grid', async () => {
    const lines = [
      { Product: 'Elastomer sleeve 19 mm', Thickness: 19, Unit: 'm', UnitPrice: 4.75, Active: true },
      { Product: 'PIR shell DN100', Thickness: 40, Unit: 'pcs', UnitPrice: 21, Active: false },
    ];
    const saved = await saveWith(client, 'PriceList', {
      EntityInstanceId: '',
      ...controlFields({ Name: 'Winter offer', ValidFrom: '2026-12-01', Lines: lines }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().entityInstanceId as string;
    const back = (await load({ formGroupId: 'PriceList', entityInstanceId: id })).json();
    expect(back.elements.find((e: { name: string }) => e.name === 'Lines').value).toEqual(lines);

    const bad = await saveWith(client, 'PriceList', {
      EntityInstanceId: id,
      ConcurrencyTokens: JSON.stringify(back.concurrencyTokens),
      ...controlFields({ Lines: [...lines, { Product: 'No price', Unit: 'm' }] }),
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().userMessages).toContainEqual(
      expect.objectContaining({
        controlName: 'Lines',
        level: 'error',
        message: expect.stringContaining('Zeile 3'),
      }),
    );
  });

  it('answers a 4xx, never a 5xx, to rows of the wrong shape', async () => {
    for (const value of ['rows', { Product: 'x' }, [1, 2], [{ Product: 'x', Unit: 'm', UnitPrice: 'NaN' }]]) {
      const res = await saveWith(client, 'PriceList', {
        EntityInstanceId: '',
        ...controlFields({ Name: 'Broken', Lines: value }),
      });
      expect(res.statusCode, JSON.stringify(value)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
