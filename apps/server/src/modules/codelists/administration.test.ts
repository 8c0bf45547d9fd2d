import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultCalculation, toStoredCalculation } from '@insulcalc/insulation/report';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testDriver } from '../../../test/testServer';
import { createUser } from '../account/index';
import { controlFields, saveWith } from '../forms/testing';
import { seedProducts } from '../products/index';
import { seedCodeLists } from './seed';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';
const PASSWORD = 'Correct-horse-42!';

const PG30_NAMES = {
  en: 'Propylene glycol 30 %',
  de: 'Propylenglykol 30 %',
  sl: 'Propilenglikol 30 %',
  sr: 'Propilen-glikol 30 %',
  hr: 'Propilen-glikol 30 %',
  bs: 'Propilen-glikol 30 %',
};

/**
 * The Administration screens' server side over HTTP, on two app instances sharing one database
 * (two server processes on one PostgreSQL; on PGlite the same handle): records edited through the
 * form engine, served at once by the cached code-list and product routes of the other process.
 */
describe(`administration of code lists, products and users on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let app2: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await createTestCluster({ separateDataDirs: true, poolSize: 2 });
    ({ app, other: app2, dataDir } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const admin = async (target = () => app) => {
    const client = new TestClient(target());
    expect((await client.logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    return client;
  };
  let userCount = 0;
  const ordinaryUser = async (email: string | null = null) => {
    const username = `clerk${++userCount}`;
    const user = await createUser(app.ctx.db, { username, password: PASSWORD, email });
    const client = new TestClient(app);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return { client, user };
  };
  const load = async (client: TestClient, body: Record<string, unknown>) => {
    const res = await client.request({ method: 'POST', url: '/api/v1/forms/load', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      formId: string;
      entityInstanceId: string | null;
      concurrencyTokens: Record<string, string>;
      elements: { name: string; value?: unknown; settings?: Record<string, unknown> }[];
    };
  };
  /** GET as an anonymous visitor of `target` in `language`. */
  const visitorGet = async (target: FastifyInstance, url: string, language = 'en') => {
    const res = await target.inject({ method: 'GET', url, headers: { cookie: `lang=${language}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<Record<string, unknown>>;
  };
  /** Waits for the other process to serve `check` (LISTEN/NOTIFY normally makes it immediate). */
  const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
    const started = Date.now();
    let value = await read();
    while (!check(value) && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 25));
      value = await read();
    }
    return value;
  };
  const mediumValues = {
    Code: 'PG30',
    Name: PG30_NAMES,
    IsActive: true,
    SortOrder: 95,
    Density: 1030,
    HeatCapacity: 3800,
    FreezingPoint: -13,
    MinTemperature: -13,
    MaxTemperature: 110,
  };
  let mediumId = '';

  describe('code lists', () => {
    it('an administrator adds a medium with six names; the other process serves it in German at once', async () => {
      const before = await visitorGet(app2, '/api/v1/codelists/mediums', 'de');
      expect(before.some((m) => m.code === 'PG30')).toBe(false);
      const client = await admin();
      const form = await load(client, { formGroupId: 'CodeList-mediums' });
      expect(form.formId).toBe('CodeList-mediums');
      const saved = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        ...controlFields(mediumValues),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      mediumId = saved.json().entityInstanceId as string;
      expect(Number(mediumId)).toBeGreaterThan(Math.max(...before.map((m) => m.id as number)));

      const started = Date.now();
      const after = await eventually(
        () => visitorGet(app2, '/api/v1/codelists/mediums', 'de'),
        (list) => list.some((m) => m.code === 'PG30'),
      );
      const delay = Date.now() - started;
      expect(after.find((m) => m.code === 'PG30')).toMatchObject({
        id: Number(mediumId),
        name: 'Propylenglykol 30 %',
        density: 1030,
        heatCapacity: 3800,
        freezingPoint: -13,
      });
      // LISTEN/NOTIFY, not the once-a-second poll, carried the change.
      expect(delay).toBeLessThan(1000);
      // The configurator translates names by key: the other process's texts have it too.
      const nameKey = after.find((m) => m.code === 'PG30')!.nameKey as string;
      const texts = await app2.inject({ method: 'GET', url: '/api/v1/translations/de' });
      expect((texts.json() as Record<string, string>)[nameKey]).toBe('Propylenglykol 30 %');
      const sl = await visitorGet(app, '/api/v1/codelists/mediums', 'sl');
      expect(sl.find((m) => m.code === 'PG30')!.name).toBe('Propilenglikol 30 %');

      const history = await client.request({
        method: 'GET',
        url: `/api/v1/entities/CodeList_mediums/${mediumId}/history`,
      });
      expect(history.statusCode, history.body).toBe(200);
      const { entries } = history.json() as {
        entries: { action: string; changes: { attribute: string }[] }[];
      };
      expect(entries[0]!.action).toBe('create');
      expect(entries[0]!.changes.map((c) => c.attribute)).toEqual(
        expect.arrayContaining(['Code', 'Name', 'Density']),
      );
    });

    it('checks types and ranges with translated messages beside the field; nothing is stored', async () => {
      const client = await admin();
      client.cookies.set('lang', 'de');
      const res = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        ...controlFields({ ...mediumValues, Code: 'WATER', Density: -5, Name: { de: 'Nur deutsch' } }),
      });
      const problem = expectProblemShape(res, 400);
      const byControl = Object.fromEntries(problem.userMessages!.map((m) => [m.controlName, m.message]));
      // The Numeric control's own minimum (its control spec, as the browser checks it) answers first…
      expect(byControl.Density).toBe('Der Wert muss mindestens 0.001 sein.');
      // …then, the fields valid as fields, the code list's own rules.
      const second = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        ...controlFields({ ...mediumValues, Code: 'WATER', Name: { de: 'Nur deutsch' } }),
      });
      const rules = Object.fromEntries(
        expectProblemShape(second, 400).userMessages!.map((m) => [m.controlName, m.message]),
      );
      expect(rules.Name).toBe('Geben Sie mindestens den englischen Namen ein.');
      expect(rules.Code).toBe('Ein anderer Eintrag hat bereits diesen Code.');
      const list = await visitorGet(app, '/api/v1/codelists/mediums');
      expect(list.filter((m) => m.code === 'WATER')).toHaveLength(1);
      // A surface's emissivity above 1 and a fuel without its CO₂ factor are refused the same way.
      const surface = await saveWith(client, 'CodeList-surfaceTypes', {
        Action: 'SAVE',
        ...controlFields({ Code: 'MIRROR', Name: { en: 'Mirror' }, Emissivity: 1.5 }),
      });
      expect(
        expectProblemShape(surface, 400).userMessages!.find((m) => m.controlName === 'Emissivity')!.message,
      ).toBe('Der Wert darf höchstens 1 sein.');
    });

    it('a signed-in user who is no administrator can neither read nor change items', async () => {
      const { client } = await ordinaryUser();
      const item = await client.request({
        method: 'POST',
        url: '/api/v1/forms/load',
        payload: { formGroupId: 'CodeList-mediums', entityInstanceId: '1' },
      });
      // A user in no group is told the permission is missing (decision 0043), not that the item does not exist.
      expect(item.statusCode).toBe(403);
      const save = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        ...controlFields(mediumValues),
      });
      expect(save.statusCode).toBe(403);
      const rows = await client.request({
        method: 'POST',
        url: '/api/v1/views/CodeList_mediums/rows',
        payload: {},
      });
      expect(rows.statusCode).toBe(403);
      const groups = await client.request({ method: 'GET', url: '/api/v1/codelists/userGroups' });
      expect(groups.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/codelists/userGroups' })).statusCode).toBe(401);
    });

    it('the views list the lists and a list’s items for administrators', async () => {
      const client = await admin();
      const lists = await client.request({
        method: 'POST',
        url: '/api/v1/views/CodeLists/rows',
        payload: {},
      });
      expect(lists.statusCode, lists.body).toBe(200);
      const rows = lists.json().rows as { id: string; values: Record<string, unknown> }[];
      expect(rows.map((r) => r.id).slice(0, 3)).toEqual(['countries', 'materials', 'mediums']);
      const mediums = rows.find((r) => r.id === 'mediums')!;
      expect(mediums.values.ItemCount).toBeGreaterThanOrEqual(5);
      const items = await client.request({
        method: 'POST',
        url: '/api/v1/views/CodeList_mediums/rows',
        payload: { filters: [{ attribute: 'Code', kind: 'equals', value: 'PG30' }] },
      });
      expect(items.statusCode, items.body).toBe(200);
      const [row] = items.json().rows as { id: string; values: Record<string, unknown> }[];
      expect(row!.id).toBe(mediumId);
      expect(row!.values).toMatchObject({ Code: 'PG30', Density: 1030, Name: PG30_NAMES });
    });

    it('an edited seeded item keeps the administrator’s values when the seeds run again', async () => {
      const client = await admin();
      const form = await load(client, { formGroupId: 'CodeList-mediums', entityInstanceId: '1' });
      const res = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        EntityInstanceId: '1',
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({
          Density: 999.5,
          Name: { ...(form.elements.find((e) => e.name === 'Name')!.value as object), de: 'Wasser (rein)' },
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      await seedCodeLists(app.ctx);
      const water = (await visitorGet(app2, '/api/v1/codelists/mediums', 'de')).find(
        (m) => m.code === 'WATER',
      )!;
      expect(water).toMatchObject({ density: 999.5, name: 'Wasser (rein)' });
      const added = (await visitorGet(app2, '/api/v1/codelists/mediums')).find((m) => m.code === 'PG30');
      expect(added).toBeDefined();
    });

    it('a deactivated medium leaves the picker; a stored calculation using it still computes', async () => {
      const client = await admin();
      const form = await load(client, { formGroupId: 'CodeList-mediums', entityInstanceId: mediumId });
      const res = await saveWith(client, 'CodeList-mediums', {
        Action: 'SAVE',
        EntityInstanceId: mediumId,
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({ IsActive: false }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = await eventually(
        () => visitorGet(app2, '/api/v1/codelists/mediums'),
        (l) => !l.some((m) => m.code === 'PG30'),
      );
      expect(list.some((m) => m.code === 'PG30')).toBe(false);
      // …but the configurator's read (?retired=true) still names it for the calculations that chose
      // it: after the active ones, flagged (decision 0039).
      const withRetired = await visitorGet(app2, '/api/v1/codelists/mediums?retired=true', 'de');
      const retired = withRetired.find((m) => m.code === 'PG30');
      expect(retired).toMatchObject({ isActive: false, name: PG30_NAMES.de });
      expect(withRetired.at(-1)).toBe(retired);
      expect(withRetired.filter((m) => m.isActive !== false).map((m) => m.code)).toEqual(
        list.map((m) => m.code),
      );

      // A calculation stored while the medium was offered: its properties travel with it.
      const calculation = createDefaultCalculation();
      calculation.name = 'Glycol line';
      calculation.mediumDetails = {
        ...calculation.mediumDetails,
        medium: Number(mediumId),
        mediumDensity: 1030,
        mediumHeatCapacity: 3800,
      } as typeof calculation.mediumDetails;
      calculation.insulationInfo[0] = {
        ...calculation.insulationInfo[0]!,
        insulationProductTypeId: 1,
        insulationProductId: 1,
        insulationThickness: 50,
      };
      const report = await app2.inject({
        method: 'POST',
        url: '/api/v1/calculations/report',
        payload: { projectName: 'Plant', calculation: toStoredCalculation(calculation) },
      });
      expect(report.statusCode, report.body.slice(0, 500)).toBe(200);
      expect(report.headers['content-type']).toMatch(/^application\/pdf/);
    });
  });

  describe('products', () => {
    it('refuses bad λ points with a translated message per grid row', async () => {
      const client = await admin();
      const form = await load(client, { formGroupId: 'Product', entityInstanceId: '1' });
      const res = await saveWith(client, 'Product', {
        Action: 'SAVE',
        EntityInstanceId: '1',
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({
          Conductivity: [
            { temperature: 10, conductivity: 0.035 },
            { temperature: 10, conductivity: 0.04 },
            { temperature: 3000, conductivity: -1 },
          ],
        }),
      });
      const messages = expectProblemShape(res, 400).userMessages!.filter(
        (m) => m.controlName === 'Conductivity',
      );
      // The grid's cell checks (its columns' control specs, as the browser checks them) answer
      // first, naming the row and the column in the reader's language…
      expect(messages.map((m) => m.message)).toEqual(['Row 3, Mean temperature θ (°C): check this value.']);
      // …then, the cells in range, the product's own rules: a temperature given twice.
      const again = await saveWith(client, 'Product', {
        Action: 'SAVE',
        EntityInstanceId: '1',
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({
          Conductivity: [
            { temperature: 10, conductivity: 0.035 },
            { temperature: 10, conductivity: 0.04 },
          ],
        }),
      });
      expect(
        expectProblemShape(again, 400)
          .userMessages!.filter((m) => m.controlName === 'Conductivity')
          .map((m) => m.message),
      ).toEqual(['Row 2: row 1 already has this temperature.']);
    });

    it('a changed λ curve and price list are served at once by the other process', async () => {
      const client = await admin();
      const form = await load(client, { formGroupId: 'Product', entityInstanceId: '1' });
      const before = (await visitorGet(app2, '/api/v1/products')).find((p) => p.id === 1)!;
      const res = await saveWith(client, 'Product', {
        Action: 'SAVE',
        EntityInstanceId: '1',
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({
          Conductivity: [
            { temperature: 100, conductivity: 0.05 },
            { temperature: 0, conductivity: 0.033 },
          ],
          Thicknesses: [
            { thickness: 30, price: 10 },
            { thickness: 50, price: null },
          ],
          // Pipe sections sold by the metre (issue 24): the engine prices them per metre of pipe.
          PricedPerMetre: true,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await eventually(
        () => visitorGet(app2, '/api/v1/products'),
        (list) => (list.find((p) => p.id === 1)!.conductivity as unknown[]).length === 2,
      );
      expect(after.find((p) => p.id === 1)).toMatchObject({
        conductivity: [
          { temperature: 0, conductivity: 0.033 },
          { temperature: 100, conductivity: 0.05 },
        ],
        thicknesses: [30, 50],
        prices: [{ thickness: 30, price: 10 }],
        priceBasis: 'm',
        name: before.name,
      });
      expect(before.priceBasis).toBe('m2');
      await seedProducts(app.ctx);
      const reseeded = (await visitorGet(app, '/api/v1/products')).find((p) => p.id === 1)!;
      expect(reseeded.thicknesses).toEqual([30, 50]);
    });

    it('a deactivated product leaves the catalogue but a calculation naming it still computes', async () => {
      const client = await admin();
      const form = await load(client, { formGroupId: 'Product', entityInstanceId: '2' });
      const res = await saveWith(client, 'Product', {
        Action: 'SAVE',
        EntityInstanceId: '2',
        ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
        ...controlFields({ IsActive: false }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = await eventually(
        () => visitorGet(app2, '/api/v1/products'),
        (l) => !l.some((p) => p.id === 2),
      );
      expect(list.some((p) => p.id === 2)).toBe(false);
      const cases = JSON.parse(
        readFileSync(
          join(import.meta.dirname, '../../../../../packages/thermal/test-data/engine-cases.json'),
          'utf8',
        ),
      ) as { id: string; input: { calculation: { insulationInfo: { insulationProductId: number }[] } } }[];
      const calculation = structuredClone(cases.find((c) => c.id === 'ref-001-pipe-heat')!.input.calculation);
      for (const layer of calculation.insulationInfo) layer.insulationProductId = 2;
      const computed = await app2.inject({
        method: 'POST',
        url: '/api/v1/calculations/calculate',
        payload: { calculation },
      });
      expect(computed.statusCode, computed.body).toBe(200);
      expect(computed.json()).toMatchObject({ ok: true });
    });
  });

  describe('users', () => {
    it('shows the Administration navigation group to administrators only', async () => {
      const { client } = await ordinaryUser();
      const plain = (await client.request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
        id: string;
      }[];
      expect(plain.map((i) => i.id)).not.toContain('administration');
      const boss = await admin();
      const tree = (await boss.request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
        id: string;
        items: { id: string; url: string }[];
      }[];
      const group = tree.find((i) => i.id === 'administration')!;
      expect(group.items.map((i) => i.url)).toEqual(
        expect.arrayContaining([
          'Administration/CodeList',
          'Administration/Products',
          'Administration/Users',
        ]),
      );
    });

    it('an administrator creates a user in a group; the user then sees the Administration screens', async () => {
      const boss = await admin();
      const res = await saveWith(boss, 'UserAccount', {
        Action: 'SAVE',
        ...controlFields({
          UserName: 'deputy',
          FullName: 'Deputy Admin',
          Email: 'deputy@example.com',
          Groups: [1, 2],
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().entityInstanceId as string;
      // New accounts wait for their activation mail (they have no password).
      const mailsBefore = mailCount();
      const sent = await boss.request({
        method: 'POST',
        url: `/api/v1/account/users/${id}/send-sign-in-mail`,
        payload: {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().userMessages[0].message).toBe('The activation e-mail was sent.');
      expect(mailCount()).toBe(mailsBefore + 1);
      const duplicate = await saveWith(boss, 'UserAccount', {
        Action: 'SAVE',
        ...controlFields({ UserName: 'DEPUTY' }),
      });
      expect(
        expectProblemShape(duplicate, 400).userMessages!.find((m) => m.controlName === 'UserName')!.message,
      ).toBe('Another account already has this user name.');
    });

    it('the last active administrator can be neither deactivated nor removed from the group', async () => {
      const boss = await admin();
      const profile = await boss.profile();
      const adminId = String(profile.userId ?? profile.id);
      const rows = await boss.request({
        method: 'POST',
        url: '/api/v1/views/UserAccounts/rows',
        payload: { filters: [{ attribute: 'UserName', kind: 'equals', value: 'admin' }] },
      });
      const id = (rows.json().rows as { id: string }[])[0]?.id ?? adminId;
      const form = await load(boss, { formGroupId: 'UserAccount', entityInstanceId: id });
      const tokens = JSON.stringify(form.concurrencyTokens);
      // 'deputy' is an administrator but not active yet: admin is the last active one.
      const off = await saveWith(boss, 'UserAccount', {
        Action: 'SAVE',
        EntityInstanceId: id,
        ConcurrencyTokens: tokens,
        ...controlFields({ IsActive: false }),
      });
      expect(
        expectProblemShape(off, 400).userMessages!.find((m) => m.controlName === 'IsActive')!.message,
      ).toBe('This is the last active administrator: make someone else an administrator first.');
      const leave = await saveWith(boss, 'UserAccount', {
        Action: 'SAVE',
        EntityInstanceId: id,
        ConcurrencyTokens: tokens,
        ...controlFields({ Groups: [2] }),
      });
      expect(expectProblemShape(leave, 400).userMessages!.some((m) => m.controlName === 'Groups')).toBe(true);
      // Still an administrator.
      const tree = (await boss.request({ method: 'GET', url: '/api/v1/navigation' })).json() as {
        id: string;
      }[];
      expect(tree.map((i) => i.id)).toContain('administration');
    });

    it('a user without a language of their own reads "Not set: the default language", not "Select…" (decision 0039)', async () => {
      const boss = await admin();
      boss.cookies.set('lang', 'de');
      const rows = await boss.request({
        method: 'POST',
        url: '/api/v1/views/UserAccounts/rows',
        payload: { filters: [{ attribute: 'UserName', kind: 'equals', value: 'admin' }] },
      });
      const id = (rows.json().rows as { id: string }[])[0]!.id;
      const form = await load(boss, { formGroupId: 'UserAccount', entityInstanceId: id });
      const language = form.elements.find((e) => e.name === 'Language')!;
      expect(language.value ?? null).toBeNull();
      expect(language.settings?.placeholder).toBe('Nicht festgelegt: die Standardsprache');
      // The user's own settings say the same.
      const own = await load(boss, { formGroupId: 'UserSettings' });
      expect(own.elements.find((e) => e.name === 'Language')!.settings?.placeholder).toBe(
        'Nicht festgelegt: die Standardsprache',
      );
    });

    it('lists a user’s API keys and revokes one, which stops working at once', async () => {
      const { client, user } = await ordinaryUser('keys@example.com');
      const created = await client.request({
        method: 'POST',
        url: '/api/v1/account/api-keys',
        payload: { name: 'build script' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { key, id: keyId } = created.json() as { key: string; id: string };
      const bearer = { authorization: `Bearer ${key}` };
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/account/profile', headers: bearer })).statusCode,
      ).toBe(200);

      const boss = await admin();
      const listed = await boss.request({ method: 'GET', url: `/api/v1/account/users/${user.id}/api-keys` });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: keyId, name: 'build script', prefix: key.slice(0, 12) }),
      ]);
      expect(JSON.stringify(listed.json())).not.toContain(key);
      // Not for other users, and never with an API key.
      expect(
        (await client.request({ method: 'GET', url: `/api/v1/account/users/${user.id}/api-keys` }))
          .statusCode,
      ).toBe(403);
      const revoked = await boss.request({
        method: 'DELETE',
        url: `/api/v1/account/users/${user.id}/api-keys/${keyId}`,
      });
      expect(revoked.statusCode).toBe(204);
      const after = await app.inject({ method: 'GET', url: '/api/v1/navigation', headers: bearer });
      expect(after.statusCode).toBe(401);
      const again = await boss.request({
        method: 'DELETE',
        url: `/api/v1/account/users/${user.id}/api-keys/${keyId}`,
      });
      expectProblemShape(again, 404);
    });

    it('mails a password reset code to an active user, in the user’s language', async () => {
      const { user } = await ordinaryUser('reset@example.com');
      const boss = await admin();
      const before = mailCount();
      const res = await boss.request({
        method: 'POST',
        url: `/api/v1/account/users/${user.id}/send-sign-in-mail`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().userMessages[0].message).toBe('A password reset code was sent by e-mail.');
      expect(mailCount()).toBe(before + 1);
      const missing = await boss.request({
        method: 'POST',
        url: '/api/v1/account/users/00000000-0000-4000-8000-000000000000/send-sign-in-mail',
        payload: {},
      });
      expectProblemShape(missing, 404);
    });
  });

  function mailCount(): number {
    try {
      return readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml')).length;
    } catch {
      return 0;
    }
  }
});
