import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';
import { testConfig } from '../../../test/testConfig';

const PASSWORD = 'Correct-horse-42!';

/** Dashboards (issue 16 item 3): the home page by audience, personal copies, access, validation. */
describe(`dashboards on ${testDriver()}`, () => {
  let server: TestServer;
  let sales: TestClient;
  let other: TestClient;
  let admin: TestClient;
  let anonymous: TestClient;

  const signedIn = async (username: string) => {
    const user = await createUser(server.app.ctx.db, { username, password: PASSWORD, fullName: username });
    await addUserToGroup(server.app.ctx.db, user.id, 'sales');
    const client = new TestClient(server.app);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return client;
  };

  beforeAll(async () => {
    server = await createTestServer();
    sales = await signedIn('salesperson');
    other = await signedIn('otherperson');
    admin = new TestClient(server.app);
    expect((await admin.logon('admin', testConfig().adminPassword!)).statusCode).toBe(200);
    anonymous = new TestClient(server.app);
    await anonymous.profile();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives salespeople the sales home and administrators theirs, both editable', async () => {
    const home = (await sales.request({ method: 'GET', url: '/api/v1/dashboards/home' })).json();
    expect(home).toMatchObject({ id: 'SalesHome', basedOn: 'SalesHome', editable: true, title: 'Sales' });
    expect(home.definition.widgets.map((w: { type: string }) => w.type)).toEqual(
      expect.arrayContaining(['keyFigure', 'chart', 'tasks', 'list']),
    );
    const adminHome = (await admin.request({ method: 'GET', url: '/api/v1/dashboards/home' })).json();
    expect(adminHome.id).toBe('AdministratorsHome');
    // Administrators work tasks too (a reassigned or escalated one): their home lists them.
    expect(adminHome.definition.widgets.map((w: { type: string }) => w.type)).toEqual(
      expect.arrayContaining(['consistency', 'tasks']),
    );
    expectProblemShape(await anonymous.request({ method: 'GET', url: '/api/v1/dashboards/home' }), 401);
  });

  it('saving a changed seeded layout makes the user’s copy, which becomes their home; others never see it', async () => {
    const home = (await sales.request({ method: 'GET', url: '/api/v1/dashboards/SalesHome' })).json();
    const definition = structuredClone(home.definition);
    definition.widgets[0].w = 6;
    const saved = await sales.request({
      method: 'PUT',
      url: '/api/v1/dashboards/SalesHome',
      payload: { definition },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const copy = saved.json();
    expect(copy.id).not.toBe('SalesHome');
    expect(copy.basedOn).toBe('SalesHome');
    const again = (await sales.request({ method: 'GET', url: '/api/v1/dashboards/home' })).json();
    expect(again.id).toBe(copy.id);
    expect(again.definition.widgets[0].w).toBe(6);
    // Another user still gets the seeded one and cannot open the copy.
    expect((await other.request({ method: 'GET', url: '/api/v1/dashboards/home' })).json().id).toBe(
      'SalesHome',
    );
    expectProblemShape(await other.request({ method: 'GET', url: `/api/v1/dashboards/${copy.id}` }), 404);
    // Back to the seeded layout.
    expect((await sales.request({ method: 'DELETE', url: `/api/v1/dashboards/${copy.id}` })).statusCode).toBe(
      204,
    );
    expect((await sales.request({ method: 'GET', url: '/api/v1/dashboards/home' })).json().id).toBe(
      'SalesHome',
    );
    expectProblemShape(await sales.request({ method: 'DELETE', url: '/api/v1/dashboards/SalesHome' }), 409);
  });

  it('refuses layouts outside the 12 columns and bodies that are not definitions', async () => {
    const home = (await sales.request({ method: 'GET', url: '/api/v1/dashboards/SalesHome' })).json();
    const definition = structuredClone(home.definition);
    definition.widgets[0].x = 10;
    definition.widgets[0].w = 6;
    expectProblemShape(
      await sales.request({ method: 'PUT', url: '/api/v1/dashboards/SalesHome', payload: { definition } }),
      400,
    );
    expectProblemShape(
      await sales.request({ method: 'PUT', url: '/api/v1/dashboards/SalesHome', payload: [1] }),
      400,
    );
    expectProblemShape(await sales.request({ method: 'GET', url: '/api/v1/dashboards/..%2Fx' }), 400);
  });
});
