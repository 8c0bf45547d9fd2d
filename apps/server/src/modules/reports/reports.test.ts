import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createDefaultCalculation,
  DEFAULT_CALCULATION_NAME,
  DEFAULT_PROJECT_NAME,
  toStoredCalculation,
} from '@insulcalc/insulation/report';
import { createTestServer, testConfig, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';
import { recordHref } from '@insulcalc/dashboards/core';

const PASSWORD = 'Correct-horse-42!';

/** Reports (issue 16 item 2): the groups, totals and filters; the rows through the views engine. */
describe(`reports on ${testDriver()}`, () => {
  let server: TestServer;
  let staff: TestClient;
  let anonymous: TestClient;
  let staffId: string;
  const summary = (body: unknown, id = 'OfferRequestsReport') =>
    staff.request({ method: 'POST', url: `/api/v1/reports/${id}/summary`, payload: body as object });

  beforeAll(async () => {
    server = await createTestServer();
    const db = server.app.ctx.db;
    // 120 offer requests: statuses round-robin, countries SI/DE/AT, months 2026-01 … 2026-04.
    await db.execute(sql`
      insert into entity_instance (entity_id, id, data, display_name, created_at)
      select 'OfferRequest', 'rq-' || g,
        jsonb_build_object('ContactName', 'Name ' || g, 'Country', (array['SI','DE','AT'])[1 + g % 3],
          'Status', (array['New','InProgress','Offered','Closed'])[1 + g % 4]),
        'Name ' || g, timestamptz '2026-01-15T12:00:00Z' + ((g % 4) || ' months')::interval
      from generate_series(1, 120) g`);
    const user = await createUser(db, {
      username: 'reportstaff',
      password: PASSWORD,
      fullName: 'Report Staff',
    });
    staffId = (user as { id: string }).id;
    // The reports read business records: a Sales member may (Administration → Permissions).
    await addUserToGroup(db, staffId, 'sales');
    staff = new TestClient(server.app);
    expect((await staff.logon('reportstaff', PASSWORD)).statusCode).toBe(200);
    anonymous = new TestClient(server.app);
    await anonymous.profile();
    // A project with two insulated pipes (seed product 1) and a bare wall.
    const pipe = (name: string, thickness: number) => {
      const c = createDefaultCalculation();
      c.name = name;
      c.insulationInfo[0] = {
        ...c.insulationInfo[0]!,
        insulationProductTypeId: 1,
        insulationProductId: 1,
        insulationThickness: thickness,
      };
      return toStoredCalculation(c);
    };
    const calculations = [pipe('A', 50), pipe('B', 100)];
    await db.execute(sql`
      insert into project (id, user_id, name, calculation_data, created_at, updated_at)
      values ('p-report', ${(user as { id: string }).id}, 'Plant', ${JSON.stringify(calculations)}::jsonb,
        timestamptz '2026-03-02T00:00:00Z', now())`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('groups by status with counts and totals, sorted by a measure', async () => {
    const res = await summary({ groupBy: 'Status', sort: { by: 'Count', direction: 'desc' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({ Count: 120 });
    expect(body.groups.map((g: { values: { Count: number } }) => g.values.Count)).toEqual([30, 30, 30, 30]);
    expect(body.groupByOptions.map((o: { name: string }) => o.name)).toEqual(['Status', 'Month', 'Country']);
    expect(body.parameters.find((p: { name: string }) => p.name === 'Country').values.length).toBeGreaterThan(
      3,
    );
  });

  it('filters by parameters (month range, countries) and pages the groups', async () => {
    const res = await summary({
      groupBy: 'Month',
      filters: [
        { field: 'Month', kind: 'range', from: '2026-02', to: '2026-03' },
        { field: 'Country', kind: 'values', values: ['SI', 'DE'] },
      ],
      pageSize: 1,
      page: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0].key).toBe('2026-03');
    // Months 2 and 3 hold 60 requests; two of three countries: 40.
    expect(body.totals.Count).toBe(40);
  });

  it('lists the report’s rows through the views engine (ViewGrid): paged, sorted, filtered', async () => {
    const res = await staff.request({
      method: 'POST',
      url: '/api/v1/views/OfferRequestsReport/rows',
      payload: { page: 2, pageSize: 25, filters: [{ attribute: 'Status', kind: 'equals', value: 'New' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(30);
    expect(body.rows).toHaveLength(5);
    expect(body.columns.map((c: { attribute: string }) => c.attribute)).toEqual([
      'CreatedAt',
      'ContactName',
      'Company',
      'Country',
      'Status',
      'Month',
    ]);
    expect(body.canDelete).toBe(false);
  });

  it('computes the calculations’ energy saved per year with the engine, and the products used', async () => {
    const res = await summary({ groupBy: 'Equipment' }, 'CalculationsReport');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals.Count).toBe(2);
    expect(body.totals.EnergySaving).toBeGreaterThan(100);
    expect(body.groups[0].label).toBeTruthy();
    const products = (await summary({ groupBy: 'Product' }, 'ProductsUsedReport')).json();
    expect(products.totals).toEqual({ Count: 2, Thickness: 75 });
    const rows = await staff.request({
      method: 'POST',
      url: '/api/v1/views/CalculationsReport/rows',
      payload: { sort: [{ attribute: 'EnergySaving', direction: 'desc' }] },
    });
    expect(rows.json().rows.map((r: { values: { Calculation: string } }) => r.values.Calculation)).toEqual([
      'B',
      'A',
    ]);
  });

  it('gives calculation and products-used rows ids that open their project and catalogue product (issue 25 item 4)', async () => {
    const rowsOf = async (viewId: string) => {
      const res = await staff.request({ method: 'POST', url: `/api/v1/views/${viewId}/rows`, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { rows: { id: string }[] }).rows;
    };
    const calculations = await rowsOf('CalculationsReport');
    expect(calculations).toHaveLength(2);
    for (const row of calculations)
      expect(recordHref('CalculationsReport', row.id)).toBe(
        '/DynamicForm/Form?formGroupId=Project&entityInstanceId=p-report',
      );
    const products = await rowsOf('ProductsUsedReport');
    expect(products).toHaveLength(2);
    // Both layers use seed product 1; the rows stay distinct.
    expect(new Set(products.map((r) => r.id)).size).toBe(2);
    for (const row of products)
      expect(recordHref('ProductsUsedReport', row.id)).toBe('/Administration/Products/Default/1');
  });

  it('says whether the reader may open the rows’ records: Sales opens requests, not engineers’ projects or catalogue products', async () => {
    const canOpen = async (client: TestClient, viewId: string) => {
      const res = await client.request({ method: 'POST', url: `/api/v1/views/${viewId}/rows`, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { canOpenRows?: boolean }).canOpenRows;
    };
    expect(await canOpen(staff, 'OfferRequestsReport')).toBe(true);
    expect(await canOpen(staff, 'CalculationsReport')).toBe(false);
    expect(await canOpen(staff, 'ProductsUsedReport')).toBe(false);
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', testConfig().adminPassword!)).statusCode).toBe(200);
    for (const viewId of ['OfferRequestsReport', 'CalculationsReport', 'ProductsUsedReport'])
      expect(await canOpen(admin, viewId)).toBe(true);
  });

  it('names products by their text in the reader’s language, never their key, and rounds numbers by the column’s decimals', async () => {
    const labels = async (language: string) => {
      staff.cookies.set('lang', language);
      const body = (await summary({ groupBy: 'Product' }, 'ProductsUsedReport')).json();
      return body.groups.map((g: { label: string }) => g.label);
    };
    const english = await labels('en');
    expect(english).toEqual(['Stone wool pipe section']);
    for (const label of english) expect(label).not.toMatch(/^Insulation_Product_/);
    const rows = await staff.request({
      method: 'POST',
      url: '/api/v1/views/ProductsUsedReport/rows',
      payload: {},
    });
    const body = rows.json();
    for (const r of body.rows as { values: { Product: string } }[]) expect(r.values.Product).not.toMatch(/_/);
    expect(body.columns.find((c: { attribute: string }) => c.attribute === 'Thickness').decimals).toBe(0);
    expect(await labels('de')).toEqual(['Steinwolle-Rohrschale']);
    staff.cookies.set('lang', 'en');
    const calculations = await staff.request({
      method: 'POST',
      url: '/api/v1/views/CalculationsReport/rows',
      payload: {},
    });
    expect(
      calculations.json().columns.find((c: { attribute: string }) => c.attribute === 'EnergySaving').decimals,
    ).toBe(0);
  });

  it('shows the stored default names in the reader’s language: rows, sort, filter, lookup (decision 0039)', async () => {
    const db = server.app.ctx.db;
    // A project never named, with a calculation never named (the stored defaults, spec §9).
    const untouched = createDefaultCalculation();
    await db.execute(sql`
      insert into project (id, user_id, name, calculation_data, created_at, updated_at)
      values ('p-default', ${staffId}, ${DEFAULT_PROJECT_NAME},
        ${JSON.stringify([toStoredCalculation(untouched)])}::jsonb, timestamptz '2026-03-05T00:00:00Z', now())`);
    expect(untouched.name).toBe(DEFAULT_CALCULATION_NAME);
    await summary({ groupBy: 'Equipment' }, 'CalculationsReport'); // brings the facts up to date
    staff.cookies.set('lang', 'de');
    try {
      const rows = async (payload: object) => {
        const res = await staff.request({
          method: 'POST',
          url: '/api/v1/views/CalculationsReport/rows',
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().rows as { displayName: string; values: { Project: string; Calculation: string } }[];
      };
      const all = await rows({ sort: [{ attribute: 'Project', direction: 'asc' }] });
      const shown = all.map((r) => [r.values.Project, r.values.Calculation, r.displayName]);
      expect(shown).toContainEqual(['Standardprojekt', 'Berechnung', 'Berechnung']);
      expect(shown.flat()).not.toContain(DEFAULT_PROJECT_NAME);
      expect(shown.flat()).not.toContain(DEFAULT_CALCULATION_NAME);
      // Sorted as read: "Plant" before "Standardprojekt" (stored, "Default project" came first).
      expect(all.map((r) => r.values.Project)).toEqual(['Plant', 'Plant', 'Standardprojekt']);
      // A German reader finds it by the name they see.
      const found = await rows({ filters: [{ attribute: 'Project', kind: 'contains', value: 'standard' }] });
      expect(found.map((r) => r.values.Calculation)).toEqual(['Berechnung']);
      const counted = await summary(
        { groupBy: 'Equipment', filters: [{ field: 'Project', kind: 'equals', value: 'Standardprojekt' }] },
        'CalculationsReport',
      );
      expect(counted.statusCode, counted.body).toBe(200);
      expect(counted.json().totals.Count).toBe(1);
      const lookup = await staff.request({
        method: 'POST',
        url: '/api/v1/views/CalculationsReport/lookup',
        payload: { search: 'standardp' },
      });
      expect(lookup.statusCode, lookup.body).toBe(200);
      expect(
        lookup
          .json()
          .items.map((r: { displayName: string; values: { Project: string } }) => [
            r.displayName,
            r.values.Project,
          ]),
      ).toEqual([['Berechnung', 'Standardprojekt']]);
    } finally {
      staff.cookies.delete('lang');
      await db.execute(sql`delete from project where id = 'p-default'`);
    }
  });

  it('shows a calculation with an empty name as "(no name)" in the reader’s language, never as its id', async () => {
    const db = server.app.ctx.db;
    const unnamed = { ...createDefaultCalculation(), name: '' };
    await db.execute(sql`
      insert into project (id, user_id, name, calculation_data, created_at, updated_at)
      values ('p-unnamed', ${staffId}, 'Boiler room',
        ${JSON.stringify([toStoredCalculation(unnamed)])}::jsonb, timestamptz '2026-03-05T00:00:00Z', now())`);
    await summary({ groupBy: 'Equipment' }, 'CalculationsReport'); // brings the facts up to date
    staff.cookies.set('lang', 'de');
    try {
      const res = await staff.request({
        method: 'POST',
        url: '/api/v1/views/CalculationsReport/rows',
        payload: { filters: [{ attribute: 'Project', kind: 'equals', value: 'Boiler room' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().rows as { displayName: string; values: { Calculation: string } }[];
      expect(rows.map((r) => [r.values.Calculation, r.displayName])).toEqual([
        ['(ohne Namen)', '(ohne Namen)'],
      ]);
    } finally {
      staff.cookies.delete('lang');
      await db.execute(sql`delete from project where id = 'p-unnamed'`);
    }
  });

  it('refuses strangers, unknown reports and fields, and bad values with translated 4xx', async () => {
    expectProblemShape(
      await anonymous.request({
        method: 'POST',
        url: '/api/v1/reports/OfferRequestsReport/summary',
        payload: {},
      }),
      401,
    );
    expectProblemShape(await summary({}, 'Nope'), 404);
    expectProblemShape(await summary({ groupBy: 'Email' }), 400);
    expectProblemShape(await summary({ filters: [{ field: 'Secret', kind: 'equals', value: 'x' }] }), 400);
    expectProblemShape(await summary({ filters: [{ field: 'Month', kind: 'range' }] }), 400);
    expectProblemShape(await summary({ sort: { by: 'Nope', direction: 'asc' } }), 400);
    expectProblemShape(await summary([1]), 400);
    // Dates PostgreSQL cannot read are the request's fault (400), never a database error.
    for (const filter of [
      { field: 'CreatedAt', kind: 'range', from: '2020-13-45' },
      { field: 'CreatedAt', kind: 'range', from: '0000-01' },
      { field: 'CreatedAt', kind: 'equals', value: '2021-02-29' },
      { field: 'Month', kind: 'equals', value: '0000-01' },
      { field: 'Month', kind: 'equals', value: '2020-13' },
    ])
      expectProblemShape(await summary({ filters: [filter] }), 400);
    // A real day and month still filter.
    expect(
      (await summary({ filters: [{ field: 'CreatedAt', kind: 'range', from: '2020-02-29' }] })).statusCode,
    ).toBe(200);
    expect(
      (await summary({ filters: [{ field: 'Month', kind: 'equals', value: '2026-02' }] })).statusCode,
    ).toBe(200);
  });
});
