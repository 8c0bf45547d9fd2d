import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessageText } from '@insulcalc/i18n/core';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { navigationItem } from '../../db/schema/navigation';
import { setSetting } from '../../db/settings';
import { addUserToGroup, createUser } from '../account/index';
import { formsModule } from '../forms/index';
import { workflowModule } from '../workflow/index';
import {
  CORE_CHECKS,
  checkCodeLists,
  checkEntities,
  checkForms,
  checkNavigation,
  checkViews,
  loadConfiguration,
  runConsistency,
  type ConsistencyConfiguration,
  type ConsistencyFinding,
} from './index';
import { registerControlSpec } from '@insulcalc/forms/core';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';
const repoRoot = join(import.meta.dirname, '../../../../..');

describe(`Application/CheckConsistency on ${testDriver()}`, () => {
  let server: TestServer;
  let seeded: ConsistencyConfiguration;
  beforeAll(async () => {
    server = await createTestServer({ config: { adminPassword: ADMIN_PASSWORD } });
    seeded = await loadConfiguration(server.ctx.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A deep copy of the seeded configuration to break one thing in. */
  const copy = (): ConsistencyConfiguration => structuredClone(seeded);
  const errors = (findings: ConsistencyFinding[]) => findings.filter((f) => f.severity === 'error');
  const offerRequest = (config: ConsistencyConfiguration) => {
    const form = config.forms.find((f) => f.id === 'OfferRequest')!;
    const version = form.versions.find((v) => v.status === 'published')!;
    return version.definition as {
      sections: { name: string; elements: { name: string }[] }[];
      elements: {
        name: string;
        controlType: string;
        settings?: Record<string, unknown>;
        rules?: unknown;
        displayName?: string;
      }[];
    };
  };

  it('finds no errors in the seeded configuration, in seconds, and answers translated findings', async () => {
    const client = new TestClient(server.app);
    expect((await client.request({ method: 'GET', url: '/api/v1/consistency' })).statusCode).toBe(401);
    await client.logon('admin', ADMIN_PASSWORD);
    const res = await client.request({
      method: 'GET',
      url: '/api/v1/consistency',
      headers: { cookie: `lang=de; ${client.cookieHeader()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.findings.filter((f: ConsistencyFinding) => f.severity === 'error')).toEqual([]);
    expect(report.summary.error).toBe(0);
    expect(report.durationMs).toBeLessThan(5000);
    expect(report.checks.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(CORE_CHECKS.map((c) => c.name)),
    );
    const bad = await client.request({ method: 'GET', url: '/api/v1/consistency?severity=fatal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
  });

  it('unknown entity: a form group and a view on an entity that does not exist', () => {
    const config = copy();
    config.formGroups[0]!.entityId = 'NoSuchEntity';
    config.views[0]!.entityId = 'NoSuchEntity';
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownEntity',
        area: 'formGroup',
        values: { entity: 'NoSuchEntity' },
      }),
    );
    expect(errors(checkViews(config))).toContainEqual(
      expect.objectContaining({ kind: 'unknownEntity', area: 'view' }),
    );
  });

  it('unknown attribute: a view column on an attribute the entity lacks', () => {
    const config = copy();
    const view = config.views.find((v) => v.id === 'OfferRequests')!;
    (view.definition.columns as { attribute: string }[])[1]!.attribute = 'Fax';
    expect(errors(checkViews(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownAttribute',
        objectId: 'OfferRequests',
        values: { entity: 'OfferRequest', attribute: 'Fax' },
      }),
    );
  });

  it('unknown view: a control naming a view that does not exist', () => {
    const config = copy();
    offerRequest(config).elements.find((e) => e.name === 'Company')!.settings = { viewId: 'NoSuchView' };
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownView',
        link: 'Administration/Forms/EditForm/OfferRequest?element=Company',
      }),
    );
  });

  it('unknown code list: a Dropdown and an entity attribute on a list that does not exist', () => {
    const config = copy();
    offerRequest(config).elements.find((e) => e.name === 'Country')!.settings = { codeList: 'planets' };
    config.entities.get('OfferRequest')!.attributes.get('Country')!.options = { codeList: 'planets' };
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownCodeList',
        values: { element: 'Country', codeList: 'planets' },
      }),
    );
    expect(errors(checkEntities(config))).toContainEqual(
      expect.objectContaining({ kind: 'unknownCodeList', area: 'entity' }),
    );
  });

  it('unknown control type', () => {
    const config = copy();
    offerRequest(config).elements.find((e) => e.name === 'Phone')!.controlType = 'PhoneWidget';
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownControlType',
        values: { element: 'Phone', controlType: 'PhoneWidget' },
      }),
    );
  });

  it("a control's settings are checked with its spec, and a registered type's own checks run (issue 26 item 1)", () => {
    const config = copy();
    const elements = offerRequest(config).elements;
    elements.find((e) => e.name === 'Message')!.settings = { maxLength: 'long' };
    const phone = elements.find((e) => e.name === 'Phone')!;
    phone.controlType = 'TestPhoneSpec';
    const unregister = registerControlSpec({
      type: 'TestPhoneSpec',
      checkConsistency: (element) => (element.required ? [] : ['a phone must be required']),
    });
    try {
      const found = errors(checkForms(config));
      expect(found).toContainEqual(
        expect.objectContaining({
          kind: 'invalidControlSettings',
          values: expect.objectContaining({ element: 'Message', setting: 'maxLength' }),
          path: 'elements.Message.settings.maxLength',
        }),
      );
      expect(found).toContainEqual(
        expect.objectContaining({
          kind: 'invalidControlSettings',
          values: { element: 'Phone', setting: 'TestPhoneSpec', problem: 'a phone must be required' },
        }),
      );
      // Registered in one place, the type is no longer unknown.
      expect(found.filter((f) => f.kind === 'unknownControlType')).toEqual([]);
    } finally {
      unregister();
    }
  });

  it("a built-in control's own checks: settings that each parse but contradict each other", () => {
    const config = copy();
    const elements = offerRequest(config).elements;
    const message = elements.find((e) => e.name === 'Message')!;
    const phone = elements.find((e) => e.name === 'Phone')!;
    phone.settings = { ...phone.settings, pattern: '([0-9' };
    elements.push({ ...message, name: 'Area', controlType: 'Numeric', settings: { min: 10, max: 1 } });
    const found = errors(checkForms(config));
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'invalidControlSettings',
        values: { element: 'Area', setting: 'Numeric', problem: 'min (10) is greater than max (1).' },
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'invalidControlSettings',
        values: expect.objectContaining({
          element: 'Phone',
          problem: expect.stringMatching(/regular expression/),
        }),
      }),
    );
  });

  it('unknown form and form group: navigation links and a form of a missing group', () => {
    const config = copy();
    config.navigation.push(
      {
        id: 'x.form',
        parentId: null,
        titleKey: 'Navigation_Home',
        tooltipKey: null,
        url: 'Administration/Forms/EditForm/Gone',
      },
      {
        id: 'x.group',
        parentId: null,
        titleKey: 'Navigation_Configurator',
        tooltipKey: null,
        url: 'DynamicForm/Form?formGroupId=Gone',
      },
    );
    config.forms[0]!.formGroupId = 'Gone';
    const found = errors(checkNavigation(config));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'unknownForm', objectId: 'x.form' }));
    expect(found).toContainEqual(expect.objectContaining({ kind: 'unknownFormGroup', objectId: 'x.group' }));
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({ kind: 'unknownFormGroup', area: 'form' }),
    );
  });

  it('duplicate names: two forms of a group with one name, two code-list items with one code', () => {
    const config = copy();
    const group = config.forms[0]!.formGroupId;
    config.forms.push({ ...structuredClone(config.forms[0]!), id: 'Copy', sectionName: 'Other' });
    const list = [...config.codeLists.values()].find((items) => items.length > 1)!;
    list[1]!.code = list[0]!.code;
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'duplicateName',
        objectId: group,
        values: expect.objectContaining({ what: 'form' }),
      }),
    );
    expect(errors(checkCodeLists(config))).toContainEqual(
      expect.objectContaining({ kind: 'duplicateName', area: 'codeList' }),
    );
  });

  it('dependency cycles between computed values', () => {
    const config = copy();
    const elements = offerRequest(config).elements;
    elements.find((e) => e.name === 'Company')!.rules = { value: { cat: [{ var: 'ContactName' }] } };
    elements.find((e) => e.name === 'ContactName')!.rules = { value: { cat: [{ var: 'Company' }] } };
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({ kind: 'ruleCycle', values: { elements: 'Company → ContactName' } }),
    );
  });

  it('rules reading unknown fields', () => {
    const config = copy();
    offerRequest(config).elements.find((e) => e.name === 'Phone')!.rules = {
      visible: { '==': [{ var: 'Fax' }, 1] },
    };
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'unknownRuleField',
        values: { element: 'Phone', rule: 'visible', field: 'Fax' },
      }),
    );
  });

  it('missing translations: a key lacking a language warns, an unknown key is an error', () => {
    const config = copy();
    config.translations.get('Forms_OfferRequest_Company')!.delete('hr');
    offerRequest(config).elements.find((e) => e.name === 'Phone')!.displayName =
      'Forms_OfferRequest_NoSuchLabel';
    const found = checkForms(config);
    expect(found).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        kind: 'missingTranslation',
        values: { key: 'Forms_OfferRequest_Company', languages: 'hr' },
      }),
    );
    expect(errors(found)).toContainEqual(
      expect.objectContaining({
        kind: 'unknownTranslation',
        values: { key: 'Forms_OfferRequest_NoSuchLabel' },
      }),
    );
  });

  it('scripts that do not parse, with line and column', () => {
    const config = copy();
    const form = config.forms.find((f) => f.id === 'OfferRequest')!;
    form.versions.find((v) => v.status === 'published')!.javascript =
      'export function onChange(form) {\n  if (x {\n}';
    expect(errors(checkForms(config))).toContainEqual(
      expect.objectContaining({
        kind: 'scriptSyntax',
        values: expect.objectContaining({ line: 2 }),
        link: 'Administration/Forms/EditForm/OfferRequest?tab=script',
      }),
    );
  });

  it('an invalid stored definition and an unknown navigation parent', () => {
    const config = copy();
    (offerRequest(config) as { sections: unknown }).sections = 'not a list';
    config.navigation.push({
      id: 'orphan',
      parentId: 'nowhere',
      titleKey: 'Navigation_Home',
      tooltipKey: null,
      url: null,
    });
    expect(errors(checkForms(config))).toContainEqual(expect.objectContaining({ kind: 'invalidDefinition' }));
    expect(errors(checkNavigation(config))).toContainEqual(
      expect.objectContaining({ kind: 'unknownNavigationParent', objectId: 'orphan' }),
    );
  });

  it("an invalid definition's findings are the reader's words, never zod's English (decision 0039)", () => {
    const de = JSON.parse(
      readFileSync(join(repoRoot, 'packages/designer/translations/designer.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const say = (f: ConsistencyFinding) => formatMessageText(de[f.messageKey]!.de!, f.values, 'de');
    const config = copy();
    const definition = offerRequest(config) as unknown as { elements: { name: string }[]; title: unknown };
    definition.elements.push({ ...definition.elements[0]! });
    const formFindings = errors(checkForms(config)).filter((f) => f.kind === 'invalidDefinition');
    expect(formFindings.map(say)).toContain(
      `Die gespeicherte Definition ist ungültig: der Elementname „${definition.elements[0]!.name}“ kommt zweimal vor.`,
    );
    definition.elements.pop();
    definition.title = 42;
    const typeFindings = errors(checkForms(config)).filter((f) => f.kind === 'invalidDefinition');
    expect(typeFindings).toContainEqual(
      expect.objectContaining({ messageKey: 'Consistency_DefinitionIssue_Type', path: 'title' }),
    );
    expect(typeFindings.map(say)).toContain(
      'Die gespeicherte Definition ist ungültig: der Wert muss ein Text sein',
    );
    const view = config.views[0]!;
    const columns = (view.definition as { columns: unknown[] }).columns;
    columns.push(columns[0]);
    const viewFindings = errors(checkViews(config)).filter((f) => f.kind === 'invalidDefinition');
    expect(viewFindings.map(say)).toContain(
      'Die gespeicherte Definition ist ungültig: eine Spalte ist doppelt aufgeführt.',
    );
    for (const f of [...formFindings, ...typeFindings, ...viewFindings]) {
      expect(f.values).not.toHaveProperty('problem');
      expect(Object.keys(de)).toContain(f.messageKey);
    }
  });

  it('runs contributed checks (pluggable), and reports a check that throws without losing the others', async () => {
    await server.ctx.db
      .insert(navigationItem)
      .values({ id: 'broken.parent', parentId: 'missing', titleKey: 'Navigation_Home' });
    const report = await runConsistency(server.ctx, [
      ...CORE_CHECKS,
      {
        name: 'documents',
        run: () => [
          {
            severity: 'error',
            kind: 'unknownView',
            area: 'documentTemplate',
            objectId: 'Offer',
            messageKey: 'Consistency_UnknownView',
            values: { element: 'Rows', view: 'X' },
          },
        ],
      },
      {
        name: 'broken',
        run: () => {
          throw new Error('boom');
        },
      },
    ]);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ area: 'documentTemplate', objectId: 'Offer' }),
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'unknownNavigationParent', objectId: 'broken.parent' }),
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'checkFailed', objectId: 'broken' }),
    );
    expect(report.checks.find((c) => c.name === 'broken')).toEqual({
      name: 'broken',
      findings: 1,
      failed: true,
    });
  });

  it('permissions: an entity nobody may read, an unlimited anonymous create, a task group without members', async () => {
    // Read level `nobody` on an entity a form shows: an error; on one no screen shows: a warning.
    const config = copy();
    config.entities.get('OfferRequest')!.readLevel = 'nobody';
    config.entities.get('PriceList')!.readLevel = 'nobody';
    config.formGroups = config.formGroups.filter((g) => g.entityId !== 'PriceList');
    config.views = config.views.filter((v) => v.entityId !== 'PriceList');
    const unreadable = checkEntities(config).filter((f) => f.kind === 'entityUnreadable');
    expect(unreadable).toEqual([
      expect.objectContaining({ objectId: 'OfferRequest', severity: 'error' }),
      expect.objectContaining({ objectId: 'PriceList', severity: 'warning' }),
    ]);
    expect(checkEntities(seeded).filter((f) => f.kind === 'entityUnreadable')).toEqual([]);

    const run = async () =>
      (
        await runConsistency(server.ctx, [
          ...formsModule.consistencyChecks!,
          ...workflowModule.consistencyChecks!,
        ])
      ).findings;
    // A fresh installation: the offer process's Sales group has nobody in it yet — said once per
    // task, although the task's escalation goes to the same group.
    expect((await run()).filter((f) => f.kind === 'groupWithoutMembers')).toEqual([
      expect.objectContaining({
        kind: 'groupWithoutMembers',
        severity: 'warning',
        values: expect.objectContaining({ element: 'prepareOffer', group: 'sales' }),
      }),
    ]);
    expect((await run()).filter((f) => f.kind === 'anonymousCreateUnlimited')).toEqual([]);
    const salesperson = await createUser(server.ctx.db, {
      username: 'consistency-sales',
      password: ADMIN_PASSWORD,
    });
    await addUserToGroup(server.ctx.db, salesperson.id, 'sales');
    await setSetting(server.ctx.db, 'forms.anonymousCreatesPerDay', { '*': 50, OfferRequest: 0 });
    try {
      const findings = await run();
      expect(findings.filter((f) => f.kind === 'groupWithoutMembers')).toEqual([]);
      expect(findings.filter((f) => f.kind === 'anonymousCreateUnlimited')).toEqual([
        expect.objectContaining({ objectId: 'OfferRequest', severity: 'error' }),
      ]);
    } finally {
      await setSetting(server.ctx.db, 'forms.anonymousCreatesPerDay', 100);
    }
  });
});
