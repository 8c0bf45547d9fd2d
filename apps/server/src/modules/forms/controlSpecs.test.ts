import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  invalid,
  registerControlSpec,
  specValidator,
  type FieldValidationInput,
} from '@insulcalc/forms/core';
import { buildApp } from '../../app';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { openTestDatabase, testConfig, testDriver, type TestDatabase } from '../../../test/testServer';
import { validatorOf } from './access';
import { controlFields, saveWith } from './testing';
import { publishDraft, resolveFormById, saveDraft } from './index';

/**
 * The server's save reads the same control specs as the browser (issue 26 item 1): a control
 * type registered in one place is enforced on a plain API call, with a translated message.
 */
describe(`control specs on the server (${testDriver()})`, () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let unregister: () => void;

  beforeAll(async () => {
    // The one place a team's control type is declared: its value shape and its own check.
    unregister = registerControlSpec({
      type: 'TestPostalCode',
      valueSchema: z.string().regex(/^\d{5}$/),
      validator: (field, value) =>
        value === '00000'
          ? invalid({ key: 'DynamicForm_Numeric_Min', values: { min: 1 } })
          : specValidator(undefined)(field, value),
    });
    testDb = await openTestDatabase();
    app = await buildApp(testConfig(), { database: testDb.database, ownDatabase: false });
    await app.ready();
  });
  afterAll(async () => {
    unregister?.();
    await app?.close();
    await testDb?.close();
  });

  it('validatorOf gives the browser rules the old table missed: Numeric range, multi-select count, icons', () => {
    const field = (settings: FieldValidationInput['settings']) => ({
      name: 'x',
      displayName: 'X',
      required: false,
      readonly: false,
      hidden: false,
      settings,
    });
    expect(validatorOf('Numeric')(field({ max: 5 }), 6).valid).toBe(false);
    expect(validatorOf('MultiselectCheckbox')(field({ maxSelected: 1 }), ['a', 'b']).valid).toBe(false);
    expect(validatorOf('IconLookup')(field({}), 'no icon').valid).toBe(false);
  });

  it('refuses a bad value for a newly registered control type over the API (400, translated, per control)', async () => {
    const current = await resolveFormById(app.ctx.db, 'OfferRequest');
    const { formId: _id, formVersion: _version, ...definition } = current!.definition;
    await saveDraft(
      app.ctx.db,
      'OfferRequest',
      {
        ...definition,
        elements: definition.elements.map((element) =>
          element.name === 'Phone' ? { ...element, controlType: 'TestPostalCode' } : element,
        ),
      },
      null,
      'designer',
    );
    await publishDraft(app.ctx.db, 'OfferRequest');

    const client = new TestClient(app);
    client.cookies.set('lang', 'de');
    await client.profile();
    const offer = {
      ContactName: 'Ana Novak',
      Company: 'Toplota d.o.o.',
      Email: 'ana.novak@example.si',
      Country: 'SI',
      Message: 'Please quote 40 m of DN50 pipe insulation.',
      Consent: true,
    };
    const bad = await saveWith(client, 'OfferRequest', controlFields({ ...offer, Phone: 'abc' }));
    expect(expectProblemShape(bad, 400).userMessages).toEqual([
      { message: 'Dieser Wert ist für dieses Feld nicht gültig.', level: 'error', controlName: 'Phone' },
    ]);
    const own = await saveWith(client, 'OfferRequest', controlFields({ ...offer, Phone: '00000' }));
    expect(expectProblemShape(own, 400).userMessages).toEqual([
      expect.objectContaining({ controlName: 'Phone', message: 'Der Wert muss mindestens 1 sein.' }),
    ]);
    const good = await saveWith(client, 'OfferRequest', controlFields({ ...offer, Phone: '10000' }));
    expect(good.statusCode, good.body).toBe(200);
  });
});
