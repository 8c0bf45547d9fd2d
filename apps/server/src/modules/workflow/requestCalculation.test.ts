import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultCalculation, toStoredCalculation } from '@insulcalc/insulation/report';
import { buildApp } from '../../app';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { openTestDatabase, testConfig, testDriver, type TestDatabase } from '../../../test/testServer';
import { testTmpRoot } from '../../../test/tmpRoot';
import { addUserToGroup, createUser } from '../account/index';
import { controlFields, saveWith } from '../forms/testing';

const PASSWORD = 'Correct-horse-42!';

/** Seeded product 1, 50 mm on the default DN 50 pipe: a calculation the engine computes. */
function storedCalculation() {
  const calculation = createDefaultCalculation();
  calculation.insulationInfo[0] = {
    ...calculation.insulationInfo[0]!,
    insulationProductTypeId: 1,
    insulationProductId: 1,
    insulationThickness: 50,
  };
  return toStoredCalculation(calculation);
}

type Answer = {
  calculation: {
    headline: { label: string; value: string; unit: string } | null;
    summary: { title: string; rows: { label: string; value: string; unit: string }[] }[];
  } | null;
  configurator: { projectName: string | null; calculation: Record<string, unknown> } | null;
};

/** GET api/v1/workflow/requests/{entityId}/{instanceId}/calculation: the request record's calculation. */
describe(`request calculation on ${testDriver()}`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let sales: TestClient;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.WORKFLOW_WORKER = '0';
    dataDir = mkdtempSync(join(testTmpRoot(), 'insulcalc-request-calculation-'));
    testDb = await openTestDatabase();
    app = await buildApp(testConfig({ dataDir }), { database: testDb.database, ownDatabase: false });
    await app.ready();
    const user = await createUser(app.ctx.db, {
      username: 'rc-sales',
      password: PASSWORD,
      fullName: 'Sales One',
      email: 'rc-sales@example.com',
    });
    await addUserToGroup(app.ctx.db, user.id, 'Sales');
    sales = new TestClient(app);
    expect((await sales.logon('rc-sales', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.env = saved;
  });

  const visitor = async () => {
    const client = new TestClient(app);
    await client.profile();
    return client;
  };
  const requestWith = async (reference: unknown) => {
    const res = await saveWith(
      await visitor(),
      'OfferRequest',
      controlFields({
        ContactName: 'Ana Novak',
        Email: 'ana@example.si',
        Country: 'SI',
        Message: 'Please quote 40 m of DN50 pipe insulation.',
        Consent: true,
        CalculationReference: reference,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { entityInstanceId: string }).entityInstanceId;
  };
  const calculationOf = (client: TestClient, id: string, language = 'en') =>
    client.request({
      method: 'GET',
      url: `/api/v1/workflow/requests/OfferRequest/${id}/calculation`,
      // The session's cookies with the reader's language cookie beside them.
      headers: { cookie: [client.cookieHeader(), `lang=${language}`].filter(Boolean).join('; ') },
    });

  it("answers the configurator's rows (object, product and thickness per layer, heat loss) and its input", async () => {
    const stored = storedCalculation();
    const id = await requestWith({ projectName: 'Plant', calculationName: 'Line 1', calculation: stored });
    const res = await calculationOf(sales, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json() as Answer;
    const rows = answer.calculation!.summary.flatMap((g) => g.rows);
    const text = JSON.stringify(answer.calculation);
    expect(rows.length).toBeGreaterThan(5);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row('Nominal size')?.value).toBe('DN 50');
    expect(row('Length')).toMatchObject({ value: '5', unit: 'm' });
    expect(row('Medium temperature')).toMatchObject({ value: '100', unit: '°C' });
    expect(row('Ambient temperature')).toMatchObject({ value: '10', unit: '°C' });
    expect(row('Inner insulation layer')?.value).toBe('Stone wool pipe section · 50 mm');
    expect(row('Heat loss per metre')).toMatchObject({ value: '21.26', unit: 'W/m' });
    expect(row('Total heat loss')?.unit).toBe('W');
    expect(answer.calculation!.headline).toMatchObject({ value: '21.26', unit: 'W/m' });
    expect(text).not.toMatch(/matsHolder|airGap|insulationInfo/);
    // The configurator opens the request's own input (read-only), exactly as stored.
    expect(answer.configurator).toEqual({
      projectName: 'Plant',
      calculationName: 'Line 1',
      calculation: stored,
    });
    // In the reader's language.
    const german = (await calculationOf(sales, id, 'de')).json() as Answer;
    expect(german.calculation!.headline!.label).not.toBe(answer.calculation!.headline!.label);
  });

  it('answers null for a request without a calculation', async () => {
    const id = await requestWith(null);
    const res = await calculationOf(sales, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ calculation: null, configurator: null });
  });

  it('refuses visitors, and hides a missing request (translated problem+json, never 5xx)', async () => {
    const id = await requestWith({ projectName: 'Plant', calculation: storedCalculation() });
    const anonymous = await calculationOf(await visitor(), id);
    expectProblemShape(anonymous, anonymous.statusCode === 403 ? 403 : 401);
    const missing = await calculationOf(sales, '999999999', 'de');
    expectProblemShape(missing, 404);
    expect(JSON.stringify(missing.json())).not.toContain('Entities_NotFound');
    const bad = await calculationOf(sales, 'x'.repeat(300));
    expectProblemShape(bad, 400);
  });
});
