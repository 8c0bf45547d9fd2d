import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { formGroup } from '../../db/schema/forms';
import { eq } from 'drizzle-orm';
import { appSetting } from '../../db/schema/core';
import { formVersion } from '../../db/schema/forms';
import { seedEntities } from '../entities/index';
import { FORM_ROUTE_MAX_LENGTH, publishDraft, saveDraft, seedForms, validateFormRoute } from './index';
import type { LightMyRequestResponse } from 'fastify';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { entityInstance } from '../../db/schema/entities';
import { formatMessage, getTranslations } from '../translations/index';
import { controlFields, saveWith } from './testing';

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

/**
 * Issue 23 §5: a save whose parts PostgreSQL cannot store (U+0000 or an unpaired surrogate in a
 * JSON value or key, or in any field; JSON nested past the limit; an integer beyond int4 where
 * an id column takes it) is a 400 with a translated message for the control, never a 500.
 */
describe(`form saves with values the database cannot store on ${testDriver()}`, () => {
  let server: TestServer;
  let texts: Map<string, string | null>;
  const offer = {
    ContactName: 'Ana Novak',
    Email: 'ana.novak@example.si',
    Country: 'SI',
    Message: 'Please quote 40 m of DN50 pipe insulation.',
    Consent: true,
  };
  let address = 0;
  const visitor = async () => {
    address += 1;
    const client = new TestClient(server.app, { remoteAddress: `10.23.5.${address}` });
    client.cookies.set('lang', 'de');
    await client.profile();
    return client;
  };
  const offerRequests = async () =>
    (
      await server.ctx.db
        .select({ id: entityInstance.id })
        .from(entityInstance)
        .where(eq(entityInstance.entityId, 'OfferRequest'))
    ).length;
  const refused = (res: LightMyRequestResponse, controlName: string, key: string) => {
    const problem = expectProblemShape(res, 400);
    expect(problem.userMessages).toContainEqual({ message: texts.get(key), level: 'error', controlName });
  };

  beforeAll(async () => {
    server = await createTestServer();
    texts = await getTranslations(server.ctx.db, 'de');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a clean CalculationReference (the control case)', async () => {
    const res = await saveWith(
      await visitor(),
      'OfferRequest',
      controlFields({ ...offer, CalculationReference: { projectName: 'Plant', heatLoss: 42.5 } }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a NUL in a value', '{"x":"a\\u0000"}'],
    ['a NUL in a key', '{"a\\u0000":1}'],
    ['a NUL in a list', '["\\u0000"]'],
    ['a lone high surrogate', '{"x":"\\ud800"}'],
    ['a lone low surrogate in a key', '{"\\udc00":"y"}'],
    ['a raw NUL in text that is not JSON', 'a\u0000b'],
  ])('refuses %s in an anonymous JSON part with 400, nothing stored', async (_name, part) => {
    const before = await offerRequests();
    const key = 'Validation_TextInvalidCharacters';
    refused(
      await saveWith(await visitor(), 'OfferRequest', {
        ...controlFields(offer),
        CalculationReference: part,
      }),
      'CalculationReference',
      key,
    );
    expect(await offerRequests()).toBe(before);
  });

  it('refuses JSON nested deeper than the limit (jsonb would recurse) with 400', async () => {
    const deep = `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`;
    refused(
      await saveWith(await visitor(), 'OfferRequest', {
        ...controlFields(offer),
        CalculationReference: deep,
      }),
      'CalculationReference',
      'Entities_Validation_InvalidValue',
    );
  });

  it('refuses a NUL in the save fields themselves (the instance id), naming the field', async () => {
    refused(
      await saveWith(await visitor(), 'OfferRequest', {
        ...controlFields(offer),
        EntityInstanceId: 'a\u0000',
      }),
      'EntityInstanceId',
      'Validation_TextInvalidCharacters',
    );
  });

  it('refuses group ids beyond int4 on the users form, and a code-list id beyond it on products', async () => {
    const admin = new TestClient(server.app);
    admin.cookies.set('lang', 'de');
    await admin.profile();
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    for (const groups of [[9007199254740992, -1], [2147483648]]) {
      const res = await saveWith(
        admin,
        'UserAccount',
        controlFields({ UserName: 'int4user', Groups: groups }),
      );
      const problem = expectProblemShape(res, 400);
      expect(problem.userMessages).toContainEqual(expect.objectContaining({ controlName: 'Groups' }));
      expect(problem.userMessages![0]!.message).toBe(
        formatMessage(texts.get('Administration_Validation_Invalid')!, { row: 'none' }),
      );
    }
    refused(
      await saveWith(admin, 'Product', controlFields({ ProductType: 9007199254740992 })),
      'ProductType',
      'Validation_IntegerOutOfRange',
    );
  });
});
