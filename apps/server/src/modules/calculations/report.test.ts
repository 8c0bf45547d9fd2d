import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculationReportData,
  createUiFromMessages,
  fromStoredCalculation,
  toConfiguratorCodeLists,
} from '@insulcalc/insulation/report';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { storedPipe } from '../../../test/calculations';
import { attachmentDisposition } from './report';

const URL = '/api/v1/calculations/report';

function fileNameStar(header: string): string | null {
  const m = /filename\*=UTF-8''([^;]+)/.exec(header);
  return m ? decodeURIComponent(m[1]!) : null;
}

describe(`POST ${URL} on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An anonymous visitor of the public site (session + anti-forgery token from the profile). */
  async function visitor(language: string): Promise<TestClient> {
    const client = new TestClient(server.app);
    client.cookies.set('lang', language);
    await client.profile();
    return client;
  }

  it('anonymous visitors get the PDF in their language, named after project and calculation', async () => {
    const client = await visitor('sl');
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: {
        projectName: 'Toplarna Šoštanj',
        calculation: storedPipe('Dovod č1'),
        timeZone: 'Europe/Ljubljana',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-64).toString('latin1')).toContain('%%EOF');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Toplarna_Sostanj-Dovod_c1\.pdf"; filename\*=UTF-8''/);
    expect(fileNameStar(disposition)).toBe('Toplarna_Šoštanj-Dovod_č1.pdf');
    // The texts come from the database in Slovenian.
    const content = await readPdf(pdf);
    expect(content.title).toBe('Izračun izolacije: Toplarna Šoštanj – Dovod č1');
    expect(content.language).toMatch(/^sl(-SI)?$/);
    expect(content.lines).toContain('Toplarna Šoštanj');
  });

  it("the default names are the reader's in the file name too (decision 0039)", async () => {
    const client = await visitor('de');
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: { projectName: 'Default project', calculation: storedPipe('Calculation') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameStar(String(res.headers['content-disposition']))).toBe('Standardprojekt-Berechnung.pdf');
    const project = await client.request({
      method: 'POST',
      url: '/api/v1/calculations/project-report',
      payload: { projectName: 'Default project', calculations: [storedPipe('Calculation')] },
    });
    expect(project.statusCode, project.body).toBe(200);
    expect(fileNameStar(String(project.headers['content-disposition']))).toBe('Standardprojekt.pdf');
  });

  it('the PDF shows the figure the screen computes from the API’s code lists (same engine)', async () => {
    const client = await visitor('de');
    // What the configurator does in the browser: the code lists and products of the API …
    const get = async (url: string) => (await client.request({ method: 'GET', url })).json() as never;
    const lists = toConfiguratorCodeLists(
      {
        materials: await get('/api/v1/codelists/materials'),
        mediums: await get('/api/v1/codelists/mediums'),
        fuelTypes: await get('/api/v1/codelists/fuelTypes'),
        surfaceTypes: await get('/api/v1/codelists/surfaceTypes'),
        subconstructionTypes: await get('/api/v1/codelists/subconstructionTypes'),
        productTypes: await get('/api/v1/codelists/productTypes'),
        products: await get('/api/v1/products'),
        recommended: await get('/api/v1/products/recommended'),
      },
      (key) => key,
    );
    // … and the engine on the calculation: the headline figure in German.
    const stored = storedPipe('Rücklauf');
    const screen = calculationReportData({
      projectName: 'P',
      calculation: fromStoredCalculation(stored),
      language: 'de',
      translations: {},
      codeLists: lists,
      date: new Date(),
    });
    expect(screen.headline?.value).toMatch(/^\d+,\d\d$/);
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: { projectName: 'P', calculation: stored },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lines } = await readPdf(res.rawPayload);
    expect(lines).toContain(`${screen.headline!.value} W/m`);
    expect(lines).toContain('Wärmeverlust pro Meter (W/m)');
  });

  it('a bad body → 400 problem+json with the messages in German, beside their fields, no internals', async () => {
    const client = await visitor('de');
    const calculation = { ...storedPipe('C'), equipment: 9 };
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: { projectName: ' ', calculation },
    });
    const body = expectProblemShape(res, 400);
    expect(body.userMessages).toEqual(
      expect.arrayContaining([
        { message: 'Dieses Feld ist erforderlich.', level: 'error', controlName: 'projectName' },
        { message: 'Der Wert ist ungültig.', level: 'error', controlName: 'calculation.equipment' },
      ]),
    );
    expect(res.body).not.toMatch(/\.ts:\d+|at [A-Za-z]+ \(/);
  });

  it('a body that is not an object, or not JSON, is refused in the requester’s language', async () => {
    const client = await visitor('de');
    const list = await client.request({ method: 'POST', url: URL, payload: [1, 2] });
    expect(expectProblemShape(list, 400).userMessages).toEqual([
      {
        message: 'Die Berichtsanfrage muss einen Projektnamen und eine Berechnung enthalten.',
        level: 'error',
      },
    ]);
    const text = await client.request({
      method: 'POST',
      url: URL,
      payload: 'projectName=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(expectProblemShape(text, 415).userMessages).toEqual([
      { message: 'Berechnungen müssen als JSON gesendet werden.', level: 'error' },
    ]);
  });

  it('the anti-forgery rule holds: no token → 403', async () => {
    const client = await visitor('en');
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: { projectName: 'P', calculation: storedPipe('C') },
      token: false,
    });
    expectProblemShape(res, 403);
  });
});

describe('Content-Disposition of the report', () => {
  it('has an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Izračun đ "x".pdf')).toBe(
      `attachment; filename="Izracun _ _x_.pdf"; filename*=UTF-8''Izra%C4%8Dun%20%C4%91%20%22x%22.pdf`,
    );
    expect(createUiFromMessages('de', {}).format(1234.5, 2)).toBe('1.234,50');
  });
});
