import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { controlFields, saveWith } from '../forms/testing';
import { patient } from '../../../../../scripts/patience.mjs';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';
const NAMES = {
  en: 'Pipe coatings',
  de: 'Rohrbeschichtungen',
  sl: 'Premazi cevi',
  sr: 'Premazi cevi',
  hr: 'Premazi cijevi',
  bs: 'Premazi cijevi',
};
const THICKNESS = {
  name: 'Thickness',
  dataType: 'decimal',
  required: true,
  min: 0.1,
  max: 20,
  labelEn: 'Coating thickness (mm)',
  labelDe: 'Schichtdicke (mm)',
  labelSl: 'Debelina premaza (mm)',
  labelSr: 'Debljina premaza (mm)',
  labelHr: 'Debljina premaza (mm)',
  labelBs: 'Debljina premaza (mm)',
};

/**
 * Issue 15 item 1: a code list an administrator defines as data (no code change) gets its entity,
 * form and view; its items are edited through the form engine and served by GET api/v1/codelists.
 */
describe(
  `a code list configured by an administrator on ${testDriver()}`,
  { timeout: patient(120_000) },
  () => {
    let server: TestServer;
    let admin: TestClient;
    beforeAll(async () => {
      server = await createTestServer({ config: { adminPassword: ADMIN_PASSWORD } });
      admin = new TestClient(server.app);
      expect((await admin.logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    });
    afterAll(async () => {
      await server?.close();
    });

    const messages = (res: { json(): unknown }) =>
      ((res.json() as { userMessages?: { message: string; controlName?: string }[] }).userMessages ?? []).map(
        (m) => `${m.controlName ?? ''}: ${m.message}`,
      );

    it('refuses a bad API name, a taken one and a bad attribute row, each with a translated message', async () => {
      const bad = await saveWith(admin, 'CodeList', {
        Action: 'SAVE',
        ...controlFields({ ApiName: 'Pipe coatings', Name: NAMES, Attributes: [] }),
      });
      expectProblemShape(bad, 400);
      expect(messages(bad).join('\n')).toMatch(/ApiName: The API name starts with a lower-case letter/);
      const taken = await saveWith(admin, 'CodeList', {
        Action: 'SAVE',
        ...controlFields({ ApiName: 'mediums', Name: NAMES, Attributes: [] }),
      });
      expect(messages(taken).join('\n')).toMatch(/ApiName: A code list with this API name exists\./);
      const row = await saveWith(admin, 'CodeList', {
        Action: 'SAVE',
        ...controlFields({
          ApiName: 'pipeCoatings',
          Name: NAMES,
          Attributes: [
            THICKNESS,
            { ...THICKNESS, name: 'Code' },
            { ...THICKNESS, name: 'Width', min: 5, max: 1 },
          ],
        }),
      });
      expect(messages(row)).toEqual([
        expect.stringMatching(/Row 2: this attribute name is already used/),
        expect.stringMatching(/Row 3: the minimum is larger than the maximum\./),
      ]);
      const lists = await admin.request({ method: 'GET', url: '/api/v1/codelists/pipeCoatings' });
      expect(lists.statusCode).toBe(404);
    });

    it('creates the list’s entity, form and view; its items are edited by the form engine and served', async () => {
      const created = await saveWith(admin, 'CodeList', {
        Action: 'SAVE',
        ...controlFields({ ApiName: 'pipeCoatings', Name: NAMES, Attributes: [THICKNESS] }),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().entityInstanceId).toBe('pipeCoatings');

      // Listed beside the built-in lists, after them.
      const lists = await admin.request({
        method: 'POST',
        url: '/api/v1/views/CodeLists/rows',
        payload: { pageSize: 200 },
      });
      expect(lists.statusCode, lists.body).toBe(200);
      const row = (lists.json() as { rows: { id: string; values: Record<string, unknown> }[] }).rows.find(
        (r) => r.id === 'pipeCoatings',
      );
      expect(row?.values).toMatchObject({ ItemCount: 0, Position: 9, Name: expect.objectContaining(NAMES) });
      expect((await admin.request({ method: 'GET', url: '/api/v1/codelists/pipeCoatings' })).json()).toEqual(
        [],
      );

      // Its form, in German, with the attribute's label and range.
      admin.cookies.set('lang', 'de');
      const form = await admin.request({
        method: 'POST',
        url: '/api/v1/forms/load',
        payload: { formGroupId: 'CodeList-pipeCoatings' },
      });
      expect(form.statusCode, form.body).toBe(200);
      const thickness = (
        form.json() as {
          elements: { name: string; displayName?: string; settings?: Record<string, unknown> }[];
        }
      ).elements.find((e) => e.name === 'Thickness');
      expect(thickness).toMatchObject({ displayName: 'Schichtdicke (mm)', settings: { min: 0.1, max: 20 } });

      const item = {
        Code: 'EPOXY',
        Name: { en: 'Epoxy', de: 'Epoxid', sl: 'Epoksi', sr: 'Epoksi', hr: 'Epoksi', bs: 'Epoksi' },
        IsActive: true,
        SortOrder: 10,
      };
      const outOfRange = await saveWith(admin, 'CodeList-pipeCoatings', {
        Action: 'SAVE',
        ...controlFields({ ...item, Thickness: 25 }),
      });
      expectProblemShape(outOfRange, 400);
      expect(messages(outOfRange).join('\n')).toMatch(/^Thickness: /m);
      const saved = await saveWith(admin, 'CodeList-pipeCoatings', {
        Action: 'SAVE',
        ...controlFields({ ...item, Thickness: 0.4 }),
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const visitor = new TestClient(server.app);
      visitor.cookies.set('lang', 'de');
      const served = await visitor.request({ method: 'GET', url: '/api/v1/codelists/pipeCoatings' });
      expect(served.statusCode, served.body).toBe(200);
      expect(served.json()).toEqual([
        expect.objectContaining({ id: 1, code: 'EPOXY', name: 'Epoxid', thickness: 0.4, sortOrder: 10 }),
      ]);
      const rows = await admin.request({
        method: 'POST',
        url: '/api/v1/views/CodeList_pipeCoatings/rows',
        payload: {},
      });
      expect(rows.statusCode, rows.body).toBe(200);
      expect((rows.json() as { total: number }).total).toBe(1);

      // The configuration stays consistent: no finding names the new list.
      const report = await admin.request({ method: 'GET', url: '/api/v1/consistency?severity=error' });
      expect(report.statusCode, report.body).toBe(200);
      expect(
        (report.json() as { findings: { objectId: string; message: string }[] }).findings.filter((f) =>
          /pipeCoatings/.test(f.objectId),
        ),
      ).toEqual([]);
    });

    it('a user who is no administrator cannot define a list', async () => {
      const visitor = new TestClient(server.app);
      await visitor.profile();
      const res = await saveWith(visitor, 'CodeList', {
        Action: 'SAVE',
        ...controlFields({ ApiName: 'otherList', Name: NAMES, Attributes: [] }),
      });
      expect([401, 403]).toContain(res.statusCode);
    });
  },
);
