import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { docxText, minimalDocx } from '@insulcalc/documents/docx';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerContext } from '../../context';
import { renderDocument } from './index';
import { documentBrand } from './service';

const PASSWORD = 'Correct-horse-42!';
const BASE = '/api/v1/documents/templates';

describe(`document templates on ${testDriver()}`, () => {
  let server: TestServer;
  let staff: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    const docstaff = await createUser(server.app.ctx.db, {
      username: 'docstaff',
      password: PASSWORD,
      fullName: 'Doc Staff',
    });
    // Edits the templates (Designers) and renders offer requests' documents (Sales).
    await addUserToGroup(server.app.ctx.db, docstaff.id, 'designers');
    await addUserToGroup(server.app.ctx.db, docstaff.id, 'sales');
    staff = new TestClient(server.app);
    expect((await staff.logon('docstaff', PASSWORD)).statusCode).toBe(200);
    staff.cookies.set('lang', 'de');
    anonymous = new TestClient(server.app);
    await anonymous.profile();
    await server.app.ctx.db.execute(sql`
      insert into entity_instance (entity_id, id, data, display_name)
      values ('OfferRequest', 'or-doc-1',
        ${JSON.stringify({ ContactName: 'Đurđa Šišić', Email: 'd@example.com', Country: 'SI', Message: '<b>{{ instance.Email }}</b>', Price: 12345.5 })}::jsonb,
        'Đurđa Šišić')`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the seeded templates, per entity, with titles in the reader’s language', async () => {
    const res = await staff.request({ method: 'GET', url: `${BASE}?entityId=OfferRequest` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: 'Offer', name: 'Offer', entityId: 'OfferRequest', title: 'Angebot', publishedVersion: 1 },
    ]);
    const all = (await staff.request({ method: 'GET', url: BASE })).json() as { id: string }[];
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining(['CalculationReport', 'Offer']));
  });

  it('offers the paths of the rendered context for completion', async () => {
    const offer = (await staff.request({ method: 'GET', url: `${BASE}/Offer` })).json() as {
      paths: string[];
    };
    expect(offer.paths).toEqual(expect.arrayContaining(['instance.ContactName', 'instance.Country', 'now']));
    const report = (await staff.request({ method: 'GET', url: `${BASE}/CalculationReport` })).json() as {
      paths: string[];
    };
    expect(report.paths).toEqual(
      expect.arrayContaining(['projectName', 'headline.text', 'inputs.0.rows.0.label']),
    );
  });

  it('anonymous visitors get 401; an unknown template 404; bad ids 400', async () => {
    expectProblemShape(await anonymous.request({ method: 'GET', url: BASE }), 401);
    expectProblemShape(await staff.request({ method: 'GET', url: `${BASE}/Nope` }), 404);
    expectProblemShape(await staff.request({ method: 'GET', url: `${BASE}/..%2Fx` }), 400);
  });

  it('renders the offer for a stored instance: download name, German, code-list name, price, no injection', async () => {
    const res = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/render`,
      payload: { entityInstanceId: 'or-doc-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      "filename*=UTF-8''Angebot-%C4%90ur%C4%91a_%C5%A0i%C5%A1i%C4%87.pdf",
    );
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Angebot für Đurđa Šišić');
    expect(pdf.lines).toEqual(
      expect.arrayContaining(['Đurđa Šišić', '12.345,50 €', '<b>{{ instance.Email }}</b>']),
    );
    expect(pdf.lines.join(' ')).toMatch(/Slowenien|Slovenia|SI/);
  });

  it('renderDocument is callable by other modules (the workflow’s offer PDF)', async () => {
    const doc = await renderDocument(server.app.ctx, 'Offer', { ContactName: 'Ana' }, 'sl');
    expect(doc.contentType).toBe('application/pdf');
    expect((await readPdf(doc.bytes)).title).toBe('Ponudba za Ana');
  });

  it('a draft is tested, refused when broken, published, and then renders; versions are kept', async () => {
    const template = (await staff.request({ method: 'GET', url: `${BASE}/Offer` })).json() as {
      published: { source: { body: unknown[] } };
      paths: string[];
    };
    const source = structuredClone(template.published.source);
    source.body.push({
      type: 'paragraph',
      text: { en: 'A new sentence.', de: 'Ein neuer Satz für {{ instance.ContactName }}.' },
    });
    const broken = await staff.request({
      method: 'PUT',
      url: `${BASE}/Offer/draft`,
      payload: { source: { ...source, body: [{ type: 'paragraph', text: '{{ x | nope }}' }] } },
    });
    expect(expectProblemShape(broken, 400).userMessages?.[0]?.message).toContain('nope');
    const saved = await staff.request({ method: 'PUT', url: `${BASE}/Offer/draft`, payload: { source } });
    expect(saved.statusCode, saved.body).toBe(200);
    const tested = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/test`,
      payload: { source, sample: { ContactName: 'Probe' } },
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect((await readPdf(tested.rawPayload)).lines).toContain('Ein neuer Satz für Probe.');
    // Not yet published: the download is still the old one.
    const before = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/render`,
      payload: { entityInstanceId: 'or-doc-1' },
    });
    expect((await readPdf(before.rawPayload)).lines.join(' ')).not.toContain('Ein neuer Satz');
    const published = await staff.request({ method: 'POST', url: `${BASE}/Offer/publish` });
    expect(published.json()).toEqual({ publishedVersion: 2 });
    const after = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/render`,
      payload: { entityInstanceId: 'or-doc-1' },
    });
    expect((await readPdf(after.rawPayload)).lines).toContain('Ein neuer Satz für Đurđa Šišić.');
    const again = await staff.request({ method: 'POST', url: `${BASE}/Offer/publish` });
    expectProblemShape(again, 409);
    const versions = (await staff.request({ method: 'GET', url: `${BASE}/Offer` })).json().versions as {
      version: number;
      status: string;
    }[];
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'published'],
      [1, 'archived'],
    ]);
  });

  it('a DOCX template renders with the same context', async () => {
    const file = Buffer.from(minimalDocx(['Kunde: {instance.ContactName}'])).toString('base64');
    const res = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/test`,
      payload: { source: { format: 'docx', title: 'Angebot', file }, entityInstanceId: 'or-doc-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toContain('wordprocessingml');
    expect(docxText(res.rawPayload)).toBe('Kunde: Đurđa Šišić');
  });

  it('the calculation report template renders its sample in the test dialog', async () => {
    const res = await staff.request({ method: 'POST', url: `${BASE}/CalculationReport/test`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Dämmberechnung: Sample project – Supply line');
    const bad = await staff.request({
      method: 'POST',
      url: `${BASE}/CalculationReport/test`,
      payload: { sample: { projectName: 1 } },
    });
    expectProblemShape(bad, 400);
  });

  it('reads a call without a body as an empty one: render names the missing instance, test renders the sample', async () => {
    const render = expectProblemShape(
      await staff.request({ method: 'POST', url: `${BASE}/Offer/render` }),
      400,
    );
    expect(render.userMessages?.map((m) => m.controlName)).toEqual(['entityInstanceId']);
    const tested = await staff.request({ method: 'POST', url: `${BASE}/Offer/test` });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.headers['content-type']).toMatch(/^application\/pdf/);
    // An unknown template is a 404 before its body is read (no 400 for the missing instance).
    expectProblemShape(await staff.request({ method: 'POST', url: `${BASE}/Nothing/render` }), 404);
  });

  it('refuses unknown instances and bodies that are not objects', async () => {
    expectProblemShape(
      await staff.request({
        method: 'POST',
        url: `${BASE}/Offer/render`,
        payload: { entityInstanceId: 'nope' },
      }),
      404,
    );
    expectProblemShape(
      await staff.request({ method: 'POST', url: `${BASE}/Offer/render`, payload: [1] }),
      400,
    );
    expectProblemShape(
      await staff.request({
        method: 'PUT',
        url: `${BASE}/Offer/draft`,
        payload: { source: { format: 'pdf' } },
      }),
      400,
    );
  });

  it('every document carries the brand logo file: the shipped one, or DOCUMENT_LOGO', async () => {
    const { ctx } = server.app;
    const { bytes } = await renderDocument(ctx, 'Offer', { ContactName: 'Ana' }, 'en');
    // The logo is an image XObject of the first page (a stream: never inside an object stream).
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const shipped = await documentBrand(ctx);
    expect(shipped.logo).toBe(
      `data:image/png;base64,${readFileSync(join(ctx.paths.seedDir, 'brand', 'logo.png')).toString('base64')}`,
    );

    const dir = mkdtempSync(join(tmpdir(), 'logo-'));
    writeFileSync(join(dir, 'brand.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    writeFileSync(join(dir, 'brand.gif'), 'GIF89a');
    const withEnv = (env: Record<string, string>) =>
      ({ ...ctx, config: { ...ctx.config, env } }) as unknown as ServerContext;
    expect(
      await documentBrand(withEnv({ DOCUMENT_LOGO: join(dir, 'brand.jpg'), DOCUMENT_BRAND_NAME: 'Izolir' })),
    ).toEqual({ name: 'Izolir', logo: 'data:image/jpeg;base64,/9j/2Q==' });
    // An unsupported or missing file leaves the built-in mark instead of failing every document.
    expect((await documentBrand(withEnv({ DOCUMENT_LOGO: join(dir, 'brand.gif') }))).logo).toBeNull();
    expect((await documentBrand(withEnv({ DOCUMENT_LOGO: join(dir, 'none.png') }))).logo).toBeNull();
  });
});
