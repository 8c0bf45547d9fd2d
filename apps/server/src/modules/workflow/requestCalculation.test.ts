import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { controlFields, saveWith } from '../forms/testing';
import { engineCalculation, signedInMember } from './testing';

type Answer = {
  calculation: {
    headline: { label: string; value: string; unit: string } | null;
    summary: { title: string; rows: { label: string; value: string; unit: string }[] }[];
  } | null;
  configurator: { projectName: string | null; calculation: Record<string, unknown> } | null;
};

/** GET api/v1/workflow/requests/{entityId}/{instanceId}/calculation: the request record's calculation. */
describe(`request calculation on ${testDriver()}`, () => {
  let server: TestServer;
  let app: FastifyInstance;
  let sales: TestClient;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.WORKFLOW_WORKER = '0';
    server = await createTestServer();
    app = server.app;
    sales = await signedInMember(app, 'rc-sales', ['Sales']);
  });
  afterAll(async () => {
    await server?.close();
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
    const stored = engineCalculation();
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
    const id = await requestWith({ projectName: 'Plant', calculation: engineCalculation() });
    const anonymous = await calculationOf(await visitor(), id);
    expectProblemShape(anonymous, anonymous.statusCode === 403 ? 403 : 401);
    const missing = await calculationOf(sales, '999999999', 'de');
    expectProblemShape(missing, 404);
    expect(JSON.stringify(missing.json())).not.toContain('Entities_NotFound');
    const bad = await calculationOf(sales, 'x'.repeat(300));
    expectProblemShape(bad, 400);
  });
});
