import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPipe } from '../../../test/calculations';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { TestClient } from '../../../test/accountClient';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { patient } from '../../../../../scripts/patience.mjs';

const URL = '/api/v1/calculations/project-report';

/** The test pipe at the given medium temperature. */
const pipeAt = (name: string, mediumTemperature: number) =>
  storedPipe(name, (c) => {
    c.mediumDetails.mediumTemperature = mediumTemperature;
  });

describe(`POST ${URL} on ${testDriver()}`, { timeout: patient(60_000) }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function visitor(language: string): Promise<TestClient> {
    const client = new TestClient(server.app);
    client.cookies.set('lang', language);
    await client.profile();
    return client;
  }

  it('a project report compares the calculations, then reports each, with page N of M', async () => {
    const client = await visitor('de');
    const res = await client.request({
      method: 'POST',
      url: URL,
      payload: {
        projectName: 'Heizhaus',
        calculations: [pipeAt('Vorlauf', 90), pipeAt('Rücklauf', 60)],
        timeZone: 'Europe/Berlin',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''Heizhaus.pdf");
    const pdf = await readPdf(new Uint8Array(res.rawPayload));
    expect(pdf.title).toBe('Projektbericht: Heizhaus');
    expect(pdf.lines).toContain('Vergleich der Berechnungen');
    expect(pdf.lines).toContain('Berechnung: Vorlauf');
    expect(pdf.lines).toContain('Berechnung: Rücklauf');
    expect(pdf.lines).toContain('DN 50');
    for (let n = 1; n <= pdf.pageCount; n++) expect(pdf.lines).toContain(`Seite ${n} von ${pdf.pageCount}`);
  });

  it('a calculation report in imperial units says so and shows °F', async () => {
    const client = await visitor('en');
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/calculations/report',
      payload: {
        projectName: 'Boiler house',
        calculation: pipeAt('Supply', 100),
        unitSystem: 'imperial',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await readPdf(new Uint8Array(res.rawPayload));
    expect(pdf.lines).toContain('212 °F');
    expect(pdf.lines).toContain('NPS 2');
  });

  it('bad bodies are translated 400s: no calculations, an unknown unit system', async () => {
    const client = await visitor('en');
    for (const payload of [
      { projectName: 'P', calculations: [] },
      { projectName: 'P', calculations: [pipeAt('a', 80)], unitSystem: 'metric' },
    ]) {
      const res = await client.request({ method: 'POST', url: URL, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
