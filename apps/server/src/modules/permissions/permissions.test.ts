/**
 * Permissions as data (issue 23 items 1 and 2): the Administration matrix is a form-engine record
 * only administrators open; what it grants counts at the next request on every server process;
 * a user who may read but not update gets the form read-only; an API key carries its user's
 * groups; the navigation shows what the reader may open; the seed's defaults are granted once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testConfig, testDriver } from '../../../test/testServer';
import { codeListItem } from '../../db/schema/codelists';
import { entityHistory } from '../../db/schema/entities';
import { groupPermission } from '../../db/schema/permissions';
import { addUserToGroup, createUser } from '../account/index';
import { saveWith } from '../forms/testing';
import { seedPermissions } from './seed';

const PASSWORD = 'Permissions-Test-1';

describe(`permissions on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let users = 0;

  beforeAll(async () => {
    cluster = await createTestCluster();
    ({ app, other } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const signedIn = async (groups: string[], target: FastifyInstance = app) => {
    const username = `perm${++users}`;
    const user = await createUser(app.ctx.db, { username, password: PASSWORD, fullName: `User ${users}` });
    for (const g of groups) await addUserToGroup(app.ctx.db, user.id, g);
    const client = new TestClient(target);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return { client, user };
  };
  const admin = async (target: FastifyInstance = app) => {
    const client = new TestClient(target);
    expect((await client.logon('admin', testConfig().adminPassword!)).statusCode).toBe(200);
    return client;
  };
  const loadMatrix = (client: TestClient) =>
    client.request({ method: 'POST', url: '/api/v1/forms/load', payload: { formGroupId: 'Permissions' } });
  const field = (form: { elements: { name: string; value: unknown }[] }, name: string) =>
    form.elements.find((e) => e.name === name)!.value;
  /** Saves the matrix as the browser does: the Grants control's value as JSON, with the loaded token. */
  const saveMatrix = async (
    client: TestClient,
    change: (grants: Record<string, Record<string, string[]>>) => void,
  ) => {
    const form = (await loadMatrix(client)).json();
    const grants = structuredClone(field(form, 'Grants')) as Record<string, Record<string, string[]>>;
    change(grants);
    return saveWith(client, 'Permissions', {
      EntityInstanceId: 'all',
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      Grants: JSON.stringify(grants),
    });
  };
  /** Both processes have seen every change (PostgreSQL notifies asynchronously). */
  const catchUp = async () => {
    await app.ctx.readCache.versions.catchUp();
    await other.ctx.readCache.versions.catchUp();
  };

  it('the matrix is an administrators-only record: groups, resources and the grants of each group', async () => {
    const res = await loadMatrix(await admin());
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json();
    expect(form.readonly).toBe(false);
    const groups = field(form, 'Groups') as { code: string; locked: boolean }[];
    expect(groups.map((g) => [g.code, g.locked])).toEqual([
      ['ADMINISTRATORS', true],
      ['SALES', false],
      ['DESIGNERS', false],
    ]);
    const resources = field(form, 'Resources') as { id: string; actions: string[]; everyone: object }[];
    const byId = new Map(resources.map((r) => [r.id, r]));
    expect(byId.get('OfferRequest')).toMatchObject({
      actions: ['read', 'update', 'delete'],
      everyone: { create: 'anonymous' },
    });
    expect(byId.get('DocumentTemplate')).toMatchObject({ actions: ['read', 'update', 'delete', 'publish'] });
    expect(byId.has('Permissions')).toBe(false);
    expect(field(form, 'Grants')).toMatchObject({
      SALES: { OfferRequest: ['read', 'update'] },
      DESIGNERS: { DocumentTemplate: ['read', 'update', 'delete', 'publish'] },
    });
    // Nobody else opens it, whatever they were granted.
    for (const groups of [[], ['sales'], ['designers']]) {
      const { client } = await signedIn(groups);
      expectProblemShape(await loadMatrix(client), 403);
    }
    const visitor = new TestClient(app);
    await visitor.profile();
    expectProblemShape(await loadMatrix(visitor), 401);
  });

  it('a grant taken away on one server is refused on the other at the next request, and given back', async () => {
    const { client: designer } = await signedIn(['designers'], other);
    const draft = () => designer.request({ method: 'GET', url: '/api/v1/documents/templates/Offer' });
    expect((await draft()).statusCode).toBe(200);
    const administrator = await admin();
    const taken = await saveMatrix(administrator, (g) => {
      delete g.DESIGNERS!.DocumentTemplate;
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await catchUp();
    expectProblemShape(await draft(), 403);
    const given = await saveMatrix(administrator, (g) => {
      g.DESIGNERS!.DocumentTemplate = ['read', 'update', 'delete', 'publish'];
    });
    expect(given.statusCode, given.body).toBe(200);
    await catchUp();
    expect((await draft()).statusCode).toBe(200);
    // The change is in the record's history, as any record's.
    const history = await app.ctx.db
      .select()
      .from(entityHistory)
      .where(and(eq(entityHistory.entityId, 'Permissions'), eq(entityHistory.instanceId, 'all')));
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses grants that cannot exist, with the field named, and stores none of them', async () => {
    const administrator = await admin();
    const before = await app.ctx.db.select().from(groupPermission);
    for (const change of [
      (g: Record<string, Record<string, string[]>>) => (g.SALES!.NoSuchThing = ['read']),
      (g: Record<string, Record<string, string[]>>) => (g.SALES!.Project = ['publish']),
      (g: Record<string, Record<string, string[]>>) => (g.ADMINISTRATORS = { OfferRequest: ['read'] }),
      (g: Record<string, Record<string, string[]>>) => (g.NOBODY = {}),
    ]) {
      const res = await saveMatrix(administrator, change);
      expectProblemShape(res, 400);
      expect(res.json().userMessages[0]).toMatchObject({ level: 'error', controlName: 'Grants' });
    }
    expect(await app.ctx.db.select().from(groupPermission)).toEqual(before);
  });

  it('read without update: the form is read-only and a save is refused; with update it is writable', async () => {
    const { client: sales } = await signedIn(['sales']);
    const visitor = new TestClient(app);
    await visitor.profile();
    const anonymousSave = await saveWith(visitor, 'OfferRequest', {
      ContactName: JSON.stringify('Read Only'),
      Email: JSON.stringify('ro@example.com'),
      Country: JSON.stringify('SI'),
      Message: JSON.stringify('Please quote.'),
      Consent: 'true',
    });
    const id = (anonymousSave.json() as { entityInstanceId?: string }).entityInstanceId;
    expect(anonymousSave.statusCode, anonymousSave.body).toBe(200);
    const load = () =>
      sales.request({
        method: 'POST',
        url: '/api/v1/forms/load',
        payload: { formGroupId: 'OfferRequestAdmin', entityInstanceId: id },
      });
    expect((await load()).json().readonly).toBe(false);
    await saveMatrix(await admin(), (g) => {
      g.SALES!.OfferRequest = ['read'];
    });
    await catchUp();
    const form = (await load()).json();
    expect(form.readonly).toBe(true);
    const refused = await saveWith(sales, 'OfferRequestAdmin', {
      EntityInstanceId: id!,
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      Email: JSON.stringify('changed@example.com'),
    });
    expectProblemShape(refused, 403);
    await saveMatrix(await admin(), (g) => {
      g.SALES!.OfferRequest = ['read', 'update'];
    });
    await catchUp();
    expect((await load()).json().readonly).toBe(false);
  });

  it("an API key carries its user's groups: it loses them with the membership, on every server", async () => {
    const { client, user } = await signedIn(['sales']);
    const created = await client.request({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      payload: { name: 'k' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().key as string;
    const rows = (target: FastifyInstance) =>
      target.inject({
        method: 'POST',
        url: '/api/v1/views/OfferRequests/rows',
        headers: { authorization: `Bearer ${key}` },
        payload: {},
      });
    expect((await rows(app)).statusCode).toBe(200);
    expect((await rows(other)).statusCode).toBe(200);
    const [sales] = await app.ctx.db
      .select({ id: codeListItem.id })
      .from(codeListItem)
      .where(and(eq(codeListItem.list, 'userGroups'), eq(codeListItem.code, 'SALES')));
    await app.ctx.db.execute(
      sql`delete from user_group_member where user_id = ${user.id} and group_id = ${sales!.id}`,
    );
    await catchUp();
    expect((await rows(app)).statusCode).toBe(403);
    expect((await rows(other)).statusCode).toBe(403);
  });

  it('the navigation shows each reader what they may open', async () => {
    const ids = async (client: TestClient) => {
      const tree = (await client.request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
        id: string;
        items: { id: string }[];
      }[];
      return tree.flatMap((item) => [item.id, ...item.items.map((i) => i.id)]);
    };
    const none = await ids((await signedIn([])).client);
    expect(none).not.toContain('administration');
    expect(none).not.toContain('reports');
    expect(none).toContain('tasks');
    expect(none).not.toContain('offerRequests');
    // Sales finds its work (requests, tasks, reports) and no Administration at all.
    const sales = await ids((await signedIn(['sales'])).client);
    expect(sales).toEqual(expect.arrayContaining(['tasks', 'offerRequests', 'reports.offerRequests']));
    expect(sales).not.toContain('administration');
    expect(sales).not.toContain('administration.products');
    expect(sales).not.toContain('administration.formDesigner');
    const designers = await ids((await signedIn(['designers'])).client);
    expect(designers).toEqual(
      expect.arrayContaining(['administration', 'administration.documents', 'administration.formDesigner']),
    );
    expect(designers).not.toContain('administration.users');
    expect(designers).not.toContain('administration.permissions');
    expect(designers).not.toContain('offerRequests');
    const administrator = await ids(await admin());
    expect(administrator).toEqual(
      expect.arrayContaining([
        'offerRequests',
        'administration.users',
        'administration.permissions',
        'administration.documents',
        'administration.formDesigner',
      ]),
    );
    const tree = (await (await admin()).request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
      id: string;
      title: string;
      url: string | null;
      items: { id: string; url: string | null }[];
    }[];
    expect(tree.find((i) => i.id === 'offerRequests')).toMatchObject({
      title: 'Offer requests',
      url: 'DynamicForm/Form?formGroupId=OfferRequestSearch',
    });
    expect(
      tree.find((i) => i.id === 'administration')!.items.find((i) => i.id === 'administration.formDesigner')!
        .url,
    ).toBe('Administration/Forms/EditFormGroup/OfferRequest');
  });

  it('grants the defaults once: a default an administrator took away stays away after a restart', async () => {
    await saveMatrix(await admin(), (g) => {
      delete g.SALES!.Report_ProductsUsed;
    });
    await seedPermissions(app.ctx);
    const [sales] = await app.ctx.db
      .select({ id: codeListItem.id })
      .from(codeListItem)
      .where(and(eq(codeListItem.list, 'userGroups'), eq(codeListItem.code, 'SALES')));
    const report = await app.ctx.db
      .select()
      .from(groupPermission)
      .where(
        and(eq(groupPermission.groupId, sales!.id), eq(groupPermission.resource, 'Report_ProductsUsed')),
      );
    expect(report).toEqual([]);
  });

  it("takes back Sales' old Product:read default once on an existing install, never an administrator's grant", async () => {
    const [sales] = await app.ctx.db
      .select({ id: codeListItem.id })
      .from(codeListItem)
      .where(and(eq(codeListItem.list, 'userGroups'), eq(codeListItem.code, 'SALES')));
    const productRows = () =>
      app.ctx.db
        .select({ updatedBy: groupPermission.updatedBy })
        .from(groupPermission)
        .where(and(eq(groupPermission.groupId, sales!.id), eq(groupPermission.resource, 'Product')));
    const asBefore = async (updatedBy: string) => {
      // An install seeded by the previous release: the grant is there, nothing was taken back yet.
      await app.ctx.db
        .insert(groupPermission)
        .values({ groupId: sales!.id, resource: 'Product', action: 'read', updatedBy })
        .onConflictDoNothing();
      await app.ctx.db.execute(sql`delete from app_setting where key = 'permissions.withdrawnDefaults'`);
    };
    // A fresh install never grants it.
    expect(await productRows()).toEqual([]);
    await asBefore('seed');
    await seedPermissions(app.ctx);
    expect(await productRows()).toEqual([]);
    await catchUp();
    const { client } = await signedIn(['sales']);
    const tree = (await client.request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
      id: string;
    }[];
    expect(tree.map((i) => i.id)).not.toContain('administration');
    // The same grant given by an administrator stays.
    await asBefore('admin');
    await seedPermissions(app.ctx);
    expect(await productRows()).toEqual([{ updatedBy: 'admin' }]);
    await app.ctx.db
      .delete(groupPermission)
      .where(and(eq(groupPermission.groupId, sales!.id), eq(groupPermission.resource, 'Product')));
  });
});
