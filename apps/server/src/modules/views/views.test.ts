import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';
import { lockInstance } from '../entities/index';
import { createViewIndexes, getView } from './index';
import { queryRows } from '../../db/index';

const PASSWORD = 'Correct-horse-42!';
const COUNTRIES = ['SI', 'DE', 'AT', 'HR'];
const STATUSES = ['New', 'InProgress', 'Offered', 'Rejected', 'Closed'];

/** The views endpoint (issue 14 item 1) and the search pages' delete (item 3) over HTTP. */
describe(`views on ${testDriver()}`, () => {
  let server: TestServer;
  let staff: TestClient;
  let anonymous: TestClient;

  const signedIn = async (username: string) => {
    const user = await createUser(server.app.ctx.db, {
      username,
      password: PASSWORD,
      fullName: `Full ${username}`,
    });
    // Lists offer requests: a Sales member (Administration → Permissions).
    await addUserToGroup(server.app.ctx.db, user.id, 'sales');
    const client = new TestClient(server.app);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const rows = (client: TestClient, viewId: string, body: unknown) =>
    client.request({ method: 'POST', url: `/api/v1/views/${viewId}/rows`, payload: body as object });

  beforeAll(async () => {
    server = await createTestServer();
    // 123 offer requests; ContactName repeats every 10 rows so the sort has ties to break.
    await server.app.ctx.db.execute(sql`
      insert into entity_instance (entity_id, id, data, display_name)
      select 'OfferRequest', 'or-' || lpad(g::text, 4, '0'),
        jsonb_build_object('ContactName', 'Name ' || (g % 10), 'Company', 'Co ' || g,
          'Email', 'p' || g || '@example.com', 'Country', (array['SI','DE','AT','HR'])[1 + g % 4],
          'Status', (array['New','InProgress','Offered','Closed'])[1 + g % 4]),
        'Name ' || (g % 10)
      from generate_series(1, 123) g`);
    staff = await signedIn('viewstaff');
    anonymous = new TestClient(server.app);
    await anonymous.profile();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages with a total count: first, middle, last partial and past-the-end pages', async () => {
    const first = await rows(staff, 'OfferRequests', { page: 1, pageSize: 50 });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.total).toBe(123);
    expect(body.rows).toHaveLength(50);
    expect(body.columns.map((c: { attribute: string }) => c.attribute)).toEqual([
      'ContactName',
      'Company',
      'Email',
      'Country',
      'Status',
    ]);
    expect(body.columns[3]).toMatchObject({
      dataType: 'code',
      codeList: 'countries',
      filters: ['values', 'equals'],
    });
    expect(body.sort).toEqual([{ attribute: 'ContactName', direction: 'asc' }]);
    // The view's help item (spec §2): its search page's help icon opens this record.
    expect(body.helpContentId).toBe('OfferRequests');
    expect((await rows(staff, 'OfferRequests', { page: 3, pageSize: 50 })).json().rows).toHaveLength(23);
    const past = (await rows(staff, 'OfferRequests', { page: 4, pageSize: 50 })).json();
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(123);
  });

  it('answers the choices of code columns with their texts in the user language (grid cells, values filters)', async () => {
    const body = (await rows(staff, 'OfferRequests', { page: 1, pageSize: 1 })).json();
    const country = body.columns.find((c: { attribute: string }) => c.attribute === 'Country');
    expect(country.values).toContainEqual({ value: 'SI', text: 'Slovenia' });
    const status = body.columns.find((c: { attribute: string }) => c.attribute === 'Status');
    // Fixed values take the text of {displayNameKey}{value} when that key exists.
    expect(status.values.map((v: { value: string }) => v.value)).toEqual(STATUSES);
    expect(status.values.find((v: { value: string }) => v.value === 'InProgress').text).not.toBe(
      'InProgress',
    );
    const name = body.columns.find((c: { attribute: string }) => c.attribute === 'ContactName');
    expect(name.values).toBeUndefined();
  });

  it('sorts stably: equal keys keep one order (by id) across pages, both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const ids: string[] = [];
      const names: string[] = [];
      for (let page = 1; page <= 13; page++) {
        const res = await rows(staff, 'OfferRequests', {
          page,
          pageSize: 10,
          sort: [{ attribute: 'ContactName', direction }],
        });
        for (const r of res.json().rows) {
          ids.push(r.id);
          names.push(r.values.ContactName);
        }
      }
      expect(new Set(ids).size).toBe(123);
      const expected = [...ids.keys()]
        .map((i) => ({ id: ids[i]!, name: names[i]! }))
        .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1));
      if (direction === 'desc') expected.reverse();
      expect(ids).toEqual(expected.map((e) => e.id));
    }
  });

  it('filters: contains, equals, code-list values, combined; the total follows', async () => {
    const contains = (
      await rows(staff, 'OfferRequests', {
        filters: [{ attribute: 'Company', kind: 'contains', value: 'co 12' }],
      })
    ).json();
    expect(contains.rows.map((r: { values: { Company: string } }) => r.values.Company).sort()).toEqual([
      'Co 12',
      'Co 120',
      'Co 121',
      'Co 122',
      'Co 123',
    ]);
    const equals = (
      await rows(staff, 'OfferRequests', {
        filters: [{ attribute: 'Status', kind: 'equals', value: 'New' }],
      })
    ).json();
    expect(equals.total).toBe(30);
    const values = (
      await rows(staff, 'OfferRequests', {
        filters: [
          { attribute: 'Country', kind: 'values', values: ['SI', 'DE'] },
          { attribute: 'Status', kind: 'values', values: ['New', 'InProgress'] },
        ],
      })
    ).json();
    expect(values.total).toBe(61);
    for (const r of values.rows) expect(['SI', 'DE']).toContain(r.values.Country);
    // a LIKE wildcard in the text is a plain character, not "anything"
    const percent = (
      await rows(staff, 'OfferRequests', {
        filters: [{ attribute: 'Company', kind: 'contains', value: '%' }],
      })
    ).json();
    expect(percent.total).toBe(0);
    void COUNTRIES;
    void STATUSES;
  });

  it('ranges on numbers (Projects: calculation count) and lookup search by the search fields', async () => {
    const lookup = await staff.request({
      method: 'POST',
      url: '/api/v1/views/OfferRequests/lookup',
      payload: { search: 'p77@', limit: 5 },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().items).toEqual([
      { id: 'or-0077', displayName: 'Name 7', values: { ContactName: 'Name 7', Company: 'Co 77' } },
    ]);
    const byIds = (
      await staff.request({
        method: 'POST',
        url: '/api/v1/views/OfferRequests/lookup',
        payload: { ids: ['or-0001', 'or-0002', 'nope'] },
      })
    ).json();
    expect(byIds.items.map((i: { id: string }) => i.id).sort()).toEqual(['or-0001', 'or-0002']);
    const projects = await rows(staff, 'Projects', {
      filters: [{ attribute: 'CalculationCount', kind: 'range', from: 0, to: 3 }],
    });
    expect(projects.statusCode, projects.body).toBe(200);
  });

  it("lists a project never named by the reader's text for it: rows, sort, filter (decision 0039)", async () => {
    const db = server.app.ctx.db;
    const [owner] = await queryRows<{ id: string }>(
      db,
      sql`select id from user_account where username = 'viewstaff'`,
    );
    await db.execute(sql`
      insert into project (id, user_id, name, calculation_data, created_at, updated_at) values
        ('00000000-0000-4000-8000-00000000d001', ${owner!.id}, 'Default project', '[]'::jsonb, now(), now()),
        ('00000000-0000-4000-8000-00000000d002', ${owner!.id}, 'Plant', '[]'::jsonb, now(), now())`);
    staff.cookies.set('lang', 'de');
    try {
      const names = async (body: object) => {
        const res = await rows(staff, 'Projects', body);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().rows as { displayName: string; values: { Name: string } }[]).map((r) => [
          r.values.Name,
          r.displayName,
        ]);
      };
      // Sorted as read: "Plant" before "Standardprojekt" ("Default project", as stored, came first).
      expect(await names({ sort: [{ attribute: 'Name', direction: 'asc' }] })).toEqual([
        ['Plant', 'Plant'],
        ['Standardprojekt', 'Standardprojekt'],
      ]);
      expect(await names({ filters: [{ attribute: 'Name', kind: 'contains', value: 'standard' }] })).toEqual([
        ['Standardprojekt', 'Standardprojekt'],
      ]);
      staff.cookies.set('lang', 'en');
      expect(
        await names({ filters: [{ attribute: 'Name', kind: 'equals', value: 'Default project' }] }),
      ).toEqual([['Default project', 'Default project']]);
    } finally {
      staff.cookies.delete('lang');
      await db.execute(sql`delete from project where id::text like '00000000-0000-4000-8000-00000000d00%'`);
    }
  });

  it('access as forms: anonymous 401 for signed-in-only entities, owner sees own rows, public help for all', async () => {
    expectProblemShape(await rows(anonymous, 'OfferRequests', {}), 401);
    const help = await rows(anonymous, 'HelpContents', {});
    expect(help.statusCode, help.body).toBe(200);
    // A view without a help record names none.
    expect(help.json()).not.toHaveProperty('helpContentId');
    const users = (await rows(staff, 'Users', {})).json();
    expect(users.rows.map((r: { values: { UserName: string } }) => r.values.UserName)).toEqual(['viewstaff']);
    expectProblemShape(await rows(staff, 'NoSuchView', {}), 404);
  });

  it.each([
    [
      'a filter on a column that offers none',
      { filters: [{ attribute: 'Company', kind: 'equals', value: 'x' }] },
    ],
    ['an unknown column', { filters: [{ attribute: 'Secret', kind: 'contains', value: 'x' }] }],
    ['a sort on an unknown column', { sort: [{ attribute: 'data', direction: 'asc' }] }],
    ['an SQL direction', { sort: [{ attribute: 'ContactName', direction: 'asc; drop table view' }] }],
    ['an SQL attribute', { sort: [{ attribute: "x') or 1=1 --", direction: 'asc' }] }],
    ['a page of 0', { page: 0 }],
    ['a page size over the limit', { pageSize: 100000 }],
    ['a prototype key', { filters: [{ attribute: '__proto__', kind: 'contains', value: 'x' }] }],
    ['a range without bounds', { filters: [{ attribute: 'ContactName', kind: 'range' }] }],
    ['an unknown field', { page: 1, where: '1=1' }],
    ['a body that is not an object', [1, 2]],
    ['a NUL in a filter value', { filters: [{ attribute: 'Company', kind: 'contains', value: 'a\u0000b' }] }],
    ['a lone surrogate', { filters: [{ attribute: 'ContactName', kind: 'equals', value: '\uD800' }] }],
    [
      'a contains filter of 5000 characters',
      { filters: [{ attribute: 'Company', kind: 'contains', value: 'x'.repeat(5000) }] },
    ],
  ])('refuses %s with a 4xx problem', async (_name, body) => {
    const res = await rows(staff, 'OfferRequests', body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  });

  it.each([['abc'], [1e308], [true], ['']])(
    'a number range from %j is refused, not a database error',
    async (from) => {
      const res = await rows(staff, 'Projects', {
        filters: [{ attribute: 'CalculationCount', kind: 'range', from }],
      });
      expectProblemShape(res, 400);
    },
  );

  it('delete-allowed deletes what the user may and lists the rest as MassEditError entries', async () => {
    await lockInstance(
      server.app.ctx.db,
      'OfferRequest',
      'or-0003',
      { userId: null, userName: 'Import' },
      10,
      'import',
    );
    const deleteAllowed = (ids: string[]) =>
      staff.request({
        method: 'POST',
        url: '/api/v1/entities/OfferRequest/delete-allowed',
        payload: { entityInstanceIds: ids },
      });
    // Sales may not delete requests until an administrator grants it: nothing goes.
    expectProblemShape(await deleteAllowed(['or-0001']), 403);
    expect((await rows(staff, 'OfferRequests', {})).json().total).toBe(123);
    await server.app.ctx.db.execute(sql`
      insert into group_permission (group_id, resource, action)
      select id, 'OfferRequest', 'delete' from code_list_item where list = 'userGroups' and code = 'SALES'`);
    await server.app.ctx.readCache.versions.catchUp();
    const res = await staff.request({
      method: 'POST',
      url: '/api/v1/entities/OfferRequest/delete-allowed',
      payload: { entityInstanceIds: ['or-0001', 'or-0002', 'or-0003', 'missing-1'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.deletedIds).toEqual(['or-0001', 'or-0002']);
    expect(body.massEditErrors).toMatchObject([
      { entityInstanceId: 'or-0003', reason: 'locked', entityInstanceDisplayName: 'Name 3' },
      { entityInstanceId: 'missing-1', reason: 'notFound', entityInstanceDisplayName: null },
    ]);
    expect(body.userMessages.map((m: { level: string }) => m.level)).toEqual(['info', 'warn']);
    expect((await rows(staff, 'OfferRequests', {})).json().total).toBe(121);
    // Users cannot be deleted (provider): forbidden, not a 5xx
    const users = await staff.request({
      method: 'POST',
      url: '/api/v1/entities/User/delete-allowed',
      payload: { entityInstanceIds: ['nobody-here'] },
    });
    expectProblemShape(users, 403);
    expectProblemShape(
      await anonymous.request({
        method: 'POST',
        url: '/api/v1/entities/OfferRequest/delete-allowed',
        payload: { entityInstanceIds: ['or-0004'] },
      }),
      401,
    );
  });

  it('stops counting at the view countLimit and says so', async () => {
    await server.app.ctx.db.execute(sql`
      insert into view (id, entity_id, definition) values ('OfferRequestsCapped', 'OfferRequest',
        ${JSON.stringify({ id: 'OfferRequestsCapped', entityId: 'OfferRequest', countLimit: 100, columns: [{ attribute: 'ContactName' }] })}::jsonb)`);
    const capped = (await rows(staff, 'OfferRequestsCapped', {})).json();
    expect(capped).toMatchObject({ total: 100, totalIsExact: false });
    expect((await rows(staff, 'OfferRequests', {})).json().totalIsExact).toBe(true);
  });

  describe('dates, out-of-range numbers and unknown operators (issue 23 §5)', () => {
    let admin: TestClient;
    const logins: Record<string, string | null> = {
      lastlogin_a: '2019-12-31T23:59:59Z',
      lastlogin_b: '2020-01-01T00:00:00Z',
      lastlogin_c: '2020-06-15T12:00:00Z',
      lastlogin_d: '2021-01-31T22:00:00Z',
      lastlogin_e: null,
    };
    beforeAll(async () => {
      for (const [username, at] of Object.entries(logins)) {
        const user = await createUser(server.app.ctx.db, { username, password: PASSWORD });
        await server.app.ctx.db.execute(
          sql`update user_account set last_login_at = ${at}::timestamptz where id = ${user.id}`,
        );
      }
      admin = new TestClient(server.app);
      admin.cookies.set('lang', 'de');
      await admin.profile();
      expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    });
    const lastLogin = async (range: object) => {
      const res = await rows(admin, 'UserAccounts', {
        filters: [
          { attribute: 'UserName', kind: 'contains', value: 'lastlogin_' },
          { attribute: 'LastLoginAt', kind: 'range', ...range },
        ],
        sort: [{ attribute: 'UserName', direction: 'asc' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().rows as { values: { UserName: string } }[]).map((r) => r.values.UserName);
    };

    it('filters a timestamp column by dates: a day given alone is the whole day (UTC)', async () => {
      expect(await lastLogin({ from: '2020-01-01' })).toEqual(['lastlogin_b', 'lastlogin_c', 'lastlogin_d']);
      expect(await lastLogin({ to: '2019-12-31' })).toEqual(['lastlogin_a']);
      expect(await lastLogin({ from: '2020-01-01', to: '2020-12-31' })).toEqual([
        'lastlogin_b',
        'lastlogin_c',
      ]);
      // The last day counts to its end: 22:00 on 2021-01-31 is in.
      expect(await lastLogin({ from: '2021-01-31', to: '2021-01-31' })).toEqual(['lastlogin_d']);
    });

    it('filters a timestamp column by instants, with their zones', async () => {
      expect(await lastLogin({ from: '2020-06-15T12:00:00Z' })).toEqual(['lastlogin_c', 'lastlogin_d']);
      expect(await lastLogin({ from: '2020-06-15T13:00:01+01:00' })).toEqual(['lastlogin_d']);
      expect(await lastLogin({ to: '2020-06-15T13:00:00+0100' })).toEqual([
        'lastlogin_a',
        'lastlogin_b',
        'lastlogin_c',
      ]);
      expect(await lastLogin({ to: '2020-01-01T00:00:00.000Z' })).toEqual(['lastlogin_a', 'lastlogin_b']);
    });

    it.each([['2020-02-30'], ['0000-01-01'], ['2020-01-01T24:00Z'], ['epoch'], ['yesterday'], [20200101]])(
      'refuses the date %j with a translated 400',
      async (from) => {
        const res = await rows(admin, 'UserAccounts', {
          filters: [{ attribute: 'LastLoginAt', kind: 'range', from }],
        });
        expect(expectProblemShape(res, 400).userMessages![0]!.message).toMatch(
          /^Geben Sie ein Datum als JJJJ-MM-TT/,
        );
      },
    );

    it('compares id columns beyond int4 as numbers (no row); text or numbers past 10^15 there are a translated 400', async () => {
      for (const filter of [
        { attribute: 'ProductType', kind: 'equals', value: 2147483648 },
        { attribute: 'ProductType', kind: 'equals', value: '99999999999' },
        { attribute: 'ProductId', kind: 'equals', value: 2147483648 },
      ]) {
        const res = await rows(admin, 'Products', { filters: [filter] });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().total).toBe(0);
      }
      const some = (await rows(admin, 'Products', { pageSize: 1 })).json().rows[0];
      const same = await rows(admin, 'Products', {
        filters: [{ attribute: 'ProductType', kind: 'equals', value: some.values.ProductType }],
      });
      expect(same.json().rows.length).toBeGreaterThan(0);
      const text = await rows(admin, 'Products', {
        filters: [{ attribute: 'ProductType', kind: 'equals', value: 'a' }],
      });
      expect(expectProblemShape(text, 400).userMessages![0]!.message).toBe(
        'Geben Sie für diese Spalte eine Zahl ein.',
      );
    });

    it.each([['between'], ['like'], ['$where'], ['']])(
      'refuses the unknown filter operator %j with a translated 400 naming the filter',
      async (kind) => {
        const res = await rows(admin, 'UserAccounts', {
          filters: [{ attribute: 'LastLoginAt', kind, from: '2020-01-01' }],
        });
        expect(expectProblemShape(res, 400).userMessages).toEqual([
          { message: 'Dieser Filter passt nicht zur Spalte.', level: 'error', controlName: 'filters.0.kind' },
        ]);
      },
    );
  });

  it('creates the view indexes at seed time (idempotent)', async () => {
    const result = (await server.app.ctx.db.execute(
      sql`select indexname from pg_indexes where tablename = 'entity_instance' and indexname like 'entity_instance_v_%'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.length).toBeGreaterThanOrEqual(7);
    const again = await createViewIndexes(
      server.app.ctx.db,
      (await getView(server.app.ctx.db, 'OfferRequests'))!.definition,
    );
    expect(again).toBe(7);
  });
});
