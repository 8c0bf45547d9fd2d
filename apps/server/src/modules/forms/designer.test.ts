import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';

const PASSWORD = 'Test-Admin-Password-1';

describe(`form designer routes on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ config: { adminPassword: PASSWORD } });
    admin = new TestClient(server.app);
    await admin.logon('admin', PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  const load = async (lang: string) => {
    const visitor = new TestClient(server.app);
    visitor.cookies.set('lang', lang);
    await visitor.profile();
    const res = await visitor.request({
      method: 'POST',
      url: '/api/v1/forms/load',
      payload: { formGroupId: 'OfferRequest' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { formVersion: number; elements: { name: string; displayName?: string }[] };
  };

  it('keeps texts of a draft until it is published, records who published, and rolls back as a new version', async () => {
    const v1 = (await admin.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions/1' })).json();
    // The seeded labels come with their six languages.
    expect(v1.texts.Forms_OfferRequest_Company).toMatchObject({
      en: expect.any(String),
      de: expect.any(String),
    });
    const key = 'Designer_OfferRequest_Fax_Label';
    const definition = {
      ...v1.definition,
      elements: [...v1.definition.elements, { name: 'Fax', controlType: 'TextBox', displayName: key }],
      sections: v1.definition.sections.map((s: { name: string; elements: unknown[] }, i: number) =>
        i === 0 ? { ...s, elements: [...s.elements, { name: 'Fax', sortOrder: 70, colSpan: 6 }] } : s,
      ),
    };
    const texts = { [key]: { en: 'Fax', de: 'Telefax', sl: 'Faks', sr: 'Faks', hr: 'Telefaks', bs: 'Faks' } };
    const draft = await admin.request({
      method: 'PUT',
      url: '/api/v1/forms/OfferRequest/draft',
      payload: { definition, javascript: v1.javascript, texts },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await load('de')).elements.some((e) => e.name === 'Fax')).toBe(false);
    const draftVersion = (
      await admin.request({
        method: 'GET',
        url: `/api/v1/forms/OfferRequest/versions/${draft.json().version}`,
      })
    ).json();
    expect(draftVersion.texts[key]).toEqual(texts[key]);

    const published = await admin.request({ method: 'POST', url: '/api/v1/forms/OfferRequest/publish' });
    expect(published.statusCode, published.body).toBe(200);
    const shown = await load('de');
    expect(shown.elements.find((e) => e.name === 'Fax')?.displayName).toBe('Telefax');
    const versions = (
      await admin.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions' })
    ).json();
    expect(versions[0]).toMatchObject({
      status: 'published',
      publishedBy: expect.any(String),
      createdBy: expect.any(String),
    });
    expect(versions[1]).toMatchObject({ version: 1, status: 'archived' });

    const rollback = await admin.request({
      method: 'POST',
      url: '/api/v1/forms/OfferRequest/versions/1/rollback',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    const back = await load('en');
    expect(back.formVersion).toBe(rollback.json().version);
    expect(back.formVersion).toBeGreaterThan(published.json().version);
    expect(back.elements.some((e) => e.name === 'Fax')).toBe(false);
    // The published version stays as it was: history is never rewritten.
    const old = (
      await admin.request({
        method: 'GET',
        url: `/api/v1/forms/OfferRequest/versions/${published.json().version}`,
      })
    ).json();
    expect(old.status).toBe('archived');
    expect(old.definition.elements.some((e: { name: string }) => e.name === 'Fax')).toBe(true);
  });

  it('refuses texts for keys the designer does not own, and a rollback to a draft', async () => {
    const v1 = (await admin.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions/1' })).json();
    const res = await admin.request({
      method: 'PUT',
      url: '/api/v1/forms/OfferRequest/draft',
      payload: { definition: v1.definition, texts: { AccessDenied_Text: { en: 'hacked' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    const missing = await admin.request({
      method: 'POST',
      url: '/api/v1/forms/OfferRequest/versions/999/rollback',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses an invalid draft with each problem in the reader's words, not zod's English (decision 0039)", async () => {
    const v1 = (await admin.request({ method: 'GET', url: '/api/v1/forms/OfferRequest/versions/1' })).json();
    const german = new TestClient(server.app);
    await german.logon('admin', PASSWORD);
    german.cookies.set('lang', 'de');
    const first = v1.definition.elements[0] as { name: string };
    const res = await german.request({
      method: 'PUT',
      url: '/api/v1/forms/OfferRequest/draft',
      payload: {
        definition: { ...v1.definition, title: 42, elements: [...v1.definition.elements, first] },
        javascript: v1.javascript,
      },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json() as { userMessages: { message: string }[] }).userMessages.map(
      (m) => m.message,
    );
    expect(messages).toContain('Die Formulardefinition ist bei title ungültig: der Wert muss ein Text sein');
    expect(messages.join('\n')).not.toMatch(/Invalid input|expected string/);
  });

  it("reads and saves a form group's sections (order, titles) and adds a section", async () => {
    const group = (
      await admin.request({ method: 'GET', url: '/api/v1/forms/designer/groups/OfferRequest' })
    ).json();
    expect(group).toMatchObject({
      id: 'OfferRequest',
      isPublic: true,
      forms: [expect.objectContaining({ id: 'OfferRequest' })],
    });
    const added = await admin.request({
      method: 'POST',
      url: '/api/v1/forms/designer/groups/OfferRequest/forms',
      payload: {
        id: 'OfferRequestExtra',
        sectionName: 'Extra',
        titleKey: 'Designer_OfferRequestExtra_Title',
        texts: { Designer_OfferRequestExtra_Title: { en: 'Extra', de: 'Zusatz' } },
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const clash = await admin.request({
      method: 'POST',
      url: '/api/v1/forms/designer/groups/OfferRequest/forms',
      payload: { id: 'Other', sectionName: 'Extra', titleKey: 'Designer_X_Title' },
    });
    expect(clash.statusCode).toBe(409);
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/v1/forms/designer/groups/OfferRequest',
      payload: {
        titleKey: group.titleKey,
        forms: [
          { id: 'OfferRequestExtra', titleKey: 'Designer_OfferRequestExtra_Title' },
          { id: 'OfferRequest', titleKey: 'Forms_OfferRequest_Title' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (
      await admin.request({ method: 'GET', url: '/api/v1/forms/designer/groups/OfferRequest' })
    ).json();
    expect(
      after.forms.map((f: { id: string; hasDraft: boolean }) => [f.id, f.hasDraft]),
      JSON.stringify(after),
    ).toEqual([
      ['OfferRequestExtra', true],
      ['OfferRequest', false],
    ]);
    expect(after.texts.Designer_OfferRequestExtra_Title).toMatchObject({ de: 'Zusatz' });
    const foreign = await admin.request({
      method: 'PUT',
      url: '/api/v1/forms/designer/groups/OfferRequest',
      payload: { titleKey: group.titleKey, forms: [{ id: 'UserSettings', titleKey: 'X_Y' }] },
    });
    expect(foreign.statusCode).toBe(400);
    const anonymous = await new TestClient(server.app).request({
      method: 'GET',
      url: '/api/v1/forms/designer/groups/OfferRequest',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
