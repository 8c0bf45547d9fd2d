/**
 * Issue 24 item 3: in "Calculate thickness" mode the calculation PDF's inputs show the thickness
 * that was calculated (the results' required thickness), never the thickness field's stale value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { TestClient } from '../../../test/accountClient';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { storedPipe } from '../../../test/calculations';

describe(`the calculation PDF in "Calculate thickness" mode on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function pdfText(language: string, thicknessType: 1 | 2): Promise<string> {
    const client = new TestClient(server.app);
    client.cookies.set('lang', language);
    await client.profile();
    // Chilled water in DN80, elastomeric tube (catalogue id 7) with 50 mm left in the field.
    const calculation = storedPipe('Chilled water', (c) => {
      c.insulationInfo[0] = { ...c.insulationInfo[0]!, insulationProductId: 7, insulationProductTypeId: 5 };
      Object.assign(c.equipmentDetails, { nominalSize: 80, diameter: 88.9, wallThickness: 3.2 });
      c.mediumDetails.mediumTemperature = 6;
      c.mediumDetails.relativeHumidity = 0.75;
      c.ambientConditions.ambientTemperature = 28;
      c.calculationTypes.calculationType = 6;
      c.calculationTypes.insulationThicknessType = thicknessType;
    });
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/calculations/report',
      payload: { projectName: 'Cold store', calculation },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await readPdf(new Uint8Array(res.rawPayload))).lines.join('\n');
  }

  it('names the calculated thickness in the inputs, as the results do', async () => {
    const text = await pdfText('en', 1);
    expect(text).toMatch(/Required thickness\s*\n?\s*19\s*\n?\s*mm/);
    expect(text).toContain('Elastomeric foam tube · 19 mm (calculated)');
    expect(text).not.toContain('Elastomeric foam tube · 50 mm');
  });

  it('in German as well; checking a thickness still shows the one entered', async () => {
    expect(await pdfText('de', 1)).toContain('19 mm (berechnet)');
    const check = await pdfText('en', 2);
    expect(check).toContain('Elastomeric foam tube · 50 mm');
    expect(check).not.toContain('(calculated)');
  });
});
