import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { formGroup } from '../../db/schema/forms';
import { eq } from 'drizzle-orm';
import { appSetting } from '../../db/schema/core';
import { formVersion } from '../../db/schema/forms';
import { seedEntities } from '../entities/index';
import { FORM_ROUTE_MAX_LENGTH, publishDraft, saveDraft, seedForms, validateFormRoute } from './index';

describe('validateFormRoute', () => {
  it.each(['Projects', 'Forms/Requests', 'a-b_c/D9', 'x'])('accepts %s', (route) => {
    expect(validateFormRoute(route)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    [undefined, 'empty'],
    [42, 'empty'],
    ['x'.repeat(FORM_ROUTE_MAX_LENGTH + 1), 'tooLong'],
    ['/Projects', 'leadingSlash'],
    ['//evil.example', 'leadingSlash'],
    ['..', 'parentSegment'],
    ['Projects/../admin', 'parentSegment'],
    ['a..b', 'parentSegment'],
    ['Projects/', 'invalidCharacters'],
    ['a//b', 'invalidCharacters'],
    ['Pro jects', 'invalidCharacters'],
    ['Projects?x=1', 'invalidCharacters'],
    ['Projects#x', 'invalidCharacters'],
    ['a.b', 'invalidCharacters'],
    ['Projekti/čšž', 'invalidCharacters'],
    ['https://x', 'invalidCharacters'],
    ['a\\b', 'invalidCharacters'],
  ])('refuses %j (%s)', (route, problem) => {
    expect(validateFormRoute(route)).toBe(problem);
  });
});

describe(`GET /api/v1/forms/routes on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/forms/routes' });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('lists the public form groups that have a route (the seeded OfferRequest), for anonymous visitors', async () => {
    const res = await get();
    expect(res.json()).toEqual([{ route: 'OfferRequest', isSearchPage: false, formGroupId: 'OfferRequest' }]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('orders by sortOrder then route; private groups and groups without a route stay out', async () => {
    await server.ctx.db.insert(formGroup).values([
      {
        id: 'Requests',
        entityId: 'OfferRequest',
        name: 'R',
        titleKey: 'x',
        isPublic: true,
        route: 'Requests',
        sortOrder: 20,
      },
      {
        id: 'Search',
        entityId: 'OfferRequest',
        name: 'S',
        titleKey: 'x',
        isPublic: true,
        route: 'Contacts/Search',
        isSearchPage: true,
        sortOrder: 20,
      },
      {
        id: 'Hidden',
        entityId: 'OfferRequest',
        name: 'H',
        titleKey: 'x',
        isPublic: false,
        route: 'Internal',
        sortOrder: 1,
      },
    ]);
    expect((await get()).json()).toEqual([
      { route: 'Contacts/Search', isSearchPage: true, formGroupId: 'Search' },
      { route: 'Requests', isSearchPage: false, formGroupId: 'Requests' },
      { route: 'OfferRequest', isSearchPage: false, formGroupId: 'OfferRequest' },
    ]);
  });

  it('the database refuses duplicate and malformed routes', async () => {
    const row = { entityId: 'OfferRequest', name: 'x', titleKey: 'x', isPublic: true };
    await expect(
      server.ctx.db.insert(formGroup).values({ id: 'Dup', ...row, route: 'Requests' }),
    ).rejects.toThrow();
    for (const [i, route] of ['/Abs', 'a/../b', 'a b', 'a/'].entries()) {
      await expect(
        server.ctx.db.insert(formGroup).values({ id: `Bad${i}`, ...row, route }),
      ).rejects.toThrow();
    }
  });
});

describe(`the forms seed on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const versions = async (formId: string) =>
    (await server.ctx.db.select().from(formVersion).where(eq(formVersion.formId, formId)))
      .map((v) => `${v.version}:${v.status}:${v.createdBy}`)
      .sort();
  const forget = () => server.ctx.db.delete(appSetting).where(eq(appSetting.key, 'seed.forms'));

  it('runs again without adding versions when the files did not change', async () => {
    await forget();
    await seedEntities(server.ctx);
    await seedForms(server.ctx);
    expect(await versions('UserSettings')).toEqual(['1:published:seed']);
  });

  it("a published seed version that differs from its file is replaced by a new one; a designer's version stays", async () => {
    await server.ctx.db
      .update(formVersion)
      .set({ definition: { outdated: true } })
      .where(eq(formVersion.formId, 'MessageSettings'));
    await forget();
    await seedForms(server.ctx);
    expect(await versions('MessageSettings')).toEqual(['1:archived:seed', '2:published:seed']);

    await saveDraft(
      server.ctx.db,
      'UserSettings',
      { formName: 'Mine', sections: [], elements: [{ name: 'Theme', controlType: 'RadioGroup' }] },
      null,
      'designer',
    );
    await publishDraft(server.ctx.db, 'UserSettings');
    await forget();
    await seedForms(server.ctx);
    expect(await versions('UserSettings')).toEqual(['1:archived:seed', '2:published:designer']);
  });
});
