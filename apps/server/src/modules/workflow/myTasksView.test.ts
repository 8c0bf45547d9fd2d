import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestServer, testConfig, testDriver, type TestServer } from '../../../test/testServer';
import { addUserToGroup, createUser } from '../account/index';

const PASSWORD = 'Correct-horse-42!';

interface Row {
  id: string;
  displayName: string | null;
  values: Record<string, unknown>;
}

/**
 * "My tasks" as a view (view `MyTasks` over entity `WorkflowTask`, provider `workflow.task`): a
 * user sees the tasks assigned to them and to their groups, never another user's or another
 * group's, with the activity's name translated and the status, group and dates as columns that
 * sort and filter in the database.
 */
describe(`the MyTasks view on ${testDriver()}`, () => {
  let server: TestServer;
  let sales: TestClient;
  let salesId: string;
  let otherId: string;
  let other: TestClient;

  const signedIn = async (username: string, groups: string[], fullName: string, language?: string) => {
    const db = server.app.ctx.db;
    const user = await createUser(db, { username, password: PASSWORD, fullName });
    for (const g of groups) await addUserToGroup(db, user.id, g);
    if (language)
      await db.execute(sql`update user_account set selected_language = ${language} where id = ${user.id}`);
    const client = new TestClient(server.app);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return { client, id: user.id };
  };
  const rows = (client: TestClient, body: object = { page: 1 }) =>
    client.request({ method: 'POST', url: '/api/v1/views/MyTasks/rows', payload: body });
  const ids = (body: { rows: Row[] }) => body.rows.map((r) => r.id).sort();

  beforeAll(async () => {
    server = await createTestServer();
    ({ client: sales, id: salesId } = await signedIn('mtsales', ['SALES'], 'Sara Sales'));
    ({ client: other, id: otherId } = await signedIn('mtother', [], 'Otto Other'));
    const db = server.app.ctx.db;
    // One instance of the seeded Offer process; its tasks go to the user, the sales group,
    // another user and the administrators' group.
    await db.execute(sql`
      insert into process_instance (id, definition_key, definition_version, entity_id, entity_instance_id,
        status, token, state, started_at)
      values ('mt-p1', 'Offer', 1, 'OfferRequest', 'or-1', 'running', 1, '{}'::jsonb, now())`);
    const task = (
      id: string,
      user: string | null,
      group: string | null,
      status: string,
      outcome: string | null,
      subject: string,
      due: string,
    ) => sql`
      insert into process_task (id, process_id, activity_instance_id, activity_id, status, assignee_user_id,
        assignee_group_id, entity_id, entity_instance_id, subject, created_at, due_at, completed_at, outcome)
      values (${id}, 'mt-p1', 'mt-a1', 'prepareOffer', ${status}, ${user}, ${group}, 'OfferRequest', 'or-1',
        ${subject}, now(), ${due}::timestamptz, ${status === 'open' ? null : '2026-11-20T10:00:00Z'}::timestamptz, ${outcome})`;
    await db.execute(task('mt-p1.t1', salesId, null, 'open', null, 'Mine Open', '2026-12-02T10:00:00Z'));
    await db.execute(task('mt-p1.t2', null, 'sales', 'open', null, 'Group Open', '2026-12-01T10:00:00Z'));
    await db.execute(
      task('mt-p1.t3', null, 'sales', 'completed', 'reject', 'Group Rejected', '2026-11-19T10:00:00Z'),
    );
    await db.execute(task('mt-p1.t4', otherId, null, 'open', null, 'Not Mine', '2026-12-01T09:00:00Z'));
    await db.execute(
      task('mt-p1.t5', null, 'administrators', 'open', null, 'Admins Only', '2026-12-01T08:00:00Z'),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists the user's and the user's groups' tasks and not others' (open first, then by due date)", async () => {
    const res = await rows(sales);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: Row) => r.id)).toEqual(['mt-p1.t2', 'mt-p1.t1', 'mt-p1.t3']);
    expect(body.total).toBe(3);
    expect(body.canCreate).toBe(false);
    expect(body.canDelete).toBe(false);
    const mine = body.rows.find((r: Row) => r.id === 'mt-p1.t1');
    expect(mine.displayName).toBe('Mine Open');
    expect(mine.values).toMatchObject({
      Activity: 'Workflow_Activity_PrepareOffer',
      Subject: 'Mine Open',
      Status: 'Open',
      AssignedUser: 'Sara Sales',
      AssignedGroup: null,
      DueAt: '2026-12-02T10:00:00.000Z',
    });
    expect(body.rows.find((r: Row) => r.id === 'mt-p1.t2').values).toMatchObject({
      AssignedGroup: 'SALES',
      Status: 'Open',
    });
    expect(body.rows.find((r: Row) => r.id === 'mt-p1.t3').values.Status).toBe('Rejected');

    // The other user sees only their own task; nobody sees the administrators' group task.
    expect(ids((await rows(other)).json())).toEqual(['mt-p1.t4']);
  });

  it('translates the activity, the status and the group in the columns (en, de)', async () => {
    const en = (await rows(sales)).json();
    const column = (
      body: { columns: { attribute: string; values?: unknown[]; title: string }[] },
      a: string,
    ) => body.columns.find((c) => c.attribute === a)!;
    expect(column(en, 'Activity').values).toContainEqual({
      value: 'Workflow_Activity_PrepareOffer',
      text: 'Prepare offer',
    });
    expect(column(en, 'Status').values).toContainEqual({ value: 'Rejected', text: 'Rejected' });
    expect(column(en, 'AssignedGroup').values).toContainEqual({ value: 'SALES', text: 'Sales' });
    const { client: german } = await signedIn('mtgerman', ['SALES'], 'Gerda Vertrieb', 'de');
    const de = (await rows(german)).json();
    expect(column(de, 'Activity').values).toContainEqual({
      value: 'Workflow_Activity_PrepareOffer',
      text: 'Angebot erstellen',
    });
    expect(column(de, 'Status').values).toContainEqual({ value: 'Open', text: 'Offen' });
    expect(column(de, 'Status').title).toBe('Status');
    expect(column(de, 'DueAt').title).toBe('Fällig');
  });

  it('filters and sorts in the database, within what the user may see', async () => {
    const open = await rows(sales, {
      page: 1,
      filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
      sort: [{ attribute: 'DueAt', direction: 'desc' }],
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().rows.map((r: Row) => r.id)).toEqual(['mt-p1.t1', 'mt-p1.t2']);
    const byText = (
      await rows(sales, { page: 1, filters: [{ attribute: 'Subject', kind: 'contains', value: 'mine' }] })
    ).json();
    // "Not Mine" matches the text but is another user's.
    expect(ids(byText)).toEqual(['mt-p1.t1']);
    const byActivity = (
      await rows(sales, {
        page: 1,
        filters: [{ attribute: 'Activity', kind: 'values', values: ['Workflow_Activity_PrepareOffer'] }],
      })
    ).json();
    expect(byActivity.total).toBe(3);
    const due = (
      await rows(sales, {
        page: 1,
        filters: [
          { attribute: 'DueAt', kind: 'range', from: '2026-12-01T00:00:00Z', to: '2026-12-01T23:59:59Z' },
        ],
      })
    ).json();
    expect(ids(due)).toEqual(['mt-p1.t2']);
  });

  it('refuses anonymous visitors and bad filters with problems, never a 5xx', async () => {
    const visitor = new TestClient(server.app);
    await visitor.profile();
    const anonymous = await rows(visitor);
    expectProblemShape(anonymous, 401);
    const bad = await rows(sales, {
      page: 1,
      filters: [{ attribute: 'DueAt', kind: 'range', from: 'soon' }],
    });
    expectProblemShape(bad, 400);
  });

  it('shows administrators the tasks of a group without active members, naming the group, and counts them', async () => {
    const db = server.app.ctx.db;
    // Designers has no member here: its task would wait unseen.
    await db.execute(sql`
      insert into process_task (id, process_id, activity_instance_id, activity_id, status, assignee_user_id,
        assignee_group_id, entity_id, entity_instance_id, subject, created_at, due_at)
      values ('mt-p1.t6', 'mt-p1', 'mt-a1', 'prepareOffer', 'open', null, 'designers', 'OfferRequest', 'or-1',
        'Nobody Sees', now(), '2026-12-03T10:00:00Z'::timestamptz)`);
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', testConfig().adminPassword!)).statusCode).toBe(200);
    const body = (await rows(admin)).json();
    // Its own group's task and the empty group's; Sales has a member, so its task stays Sales'.
    expect(ids(body)).toEqual(['mt-p1.t5', 'mt-p1.t6']);
    expect(body.rows.find((r: Row) => r.id === 'mt-p1.t6').values).toMatchObject({
      AssignedGroup: 'DESIGNERS',
      AssignedUser: null,
    });
    const counts = (await admin.request({ method: 'GET', url: '/api/v1/workflow/tasks/counts' })).json() as {
      open: number;
      groupsWithoutMembers: { code: string; name: string; open: number }[];
    };
    expect(counts.open).toBe(2);
    expect(counts.groupsWithoutMembers).toContainEqual({ code: 'DESIGNERS', name: 'Designers', open: 1 });
    expect(counts.groupsWithoutMembers.map((g) => g.code)).not.toContain('SALES');
    // Members never see another group's task, and are told nothing about empty groups.
    expect(ids((await rows(sales)).json())).not.toContain('mt-p1.t6');
    const salesCounts = (await sales.request({ method: 'GET', url: '/api/v1/workflow/tasks/counts' })).json();
    expect(salesCounts.groupsWithoutMembers).toEqual([]);

    // Once Sales' members are gone (deactivated), the offer process's group is named too.
    await db.execute(
      sql`update user_account set is_active = false where username in ('mtsales', 'mtgerman')`,
    );
    const after = (
      await admin.request({ method: 'GET', url: '/api/v1/workflow/tasks/counts' })
    ).json() as typeof counts;
    expect(after.groupsWithoutMembers).toContainEqual({ code: 'SALES', name: 'Sales', open: 1 });
    expect(ids((await rows(admin)).json())).toEqual(['mt-p1.t2', 'mt-p1.t5', 'mt-p1.t6']);
  });
});
