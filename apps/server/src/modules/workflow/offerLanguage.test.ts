import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultCalculation, toStoredCalculation } from '@insulcalc/insulation/report';
import { processTask } from '../../db/schema/workflow';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { accountSettings, addUserToGroup, createUser } from '../account/index';
import { controlFields, saveWith } from '../forms/testing';
import { getTranslations } from '../translations/index';
import { workflowWorkerOf } from './index';

const PASSWORD = 'Correct-horse-42!';

interface Sent {
  id: string;
  kind: string;
  output: string | null;
  language: string;
  figures: { title: string; rows: { label: string; value: string; unit: string }[] }[];
  href: string;
}

/**
 * The language of a sent offer (decision 0048): the offer and the documents sent along are made in
 * the account's default language, with its number formatting, and stored so; whoever reads the
 * record later, in whatever language, sees the figures as they were sent.
 */
describe(`the offer's language on ${testDriver()}`, () => {
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.WORKFLOW_WORKER = '0';
    process.env.DEFAULT_LANGUAGE = 'de';
    delete process.env.SMTP_URL;
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
    process.env = saved;
  });

  const drain = async () => {
    const worker = workflowWorkerOf(server.app.ctx.db)!;
    for (let round = 0; round < 50 && (await worker.runDue()) > 0; round++);
  };

  it('a German request’s offer is in German with German numbers; the stored figures read the same in any viewer’s language', async () => {
    const db = server.app.ctx.db;
    expect(accountSettings(server.app.ctx).defaultLanguage).toBe('de');
    // A visitor asks in German, from a calculation of the configurator.
    const visitor = new TestClient(server.app);
    visitor.cookies.set('lang', 'de');
    await visitor.profile();
    const calculation = createDefaultCalculation();
    calculation.insulationInfo[0] = {
      ...calculation.insulationInfo[0]!,
      insulationProductTypeId: 1,
      insulationProductId: 1,
      insulationThickness: 50,
    };
    const saved = await saveWith(
      visitor,
      'OfferRequest',
      controlFields({
        ContactName: 'Jürgen Weiß',
        Email: 'juergen@example.de',
        Country: 'DE',
        Message: 'Bitte ein Angebot für 40 m DN 50.',
        Consent: true,
        CalculationReference: {
          projectName: 'Heizzentrale',
          calculationName: 'Strang 1',
          calculation: toStoredCalculation(calculation),
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const instanceId = (saved.json() as { entityInstanceId: string }).entityInstanceId;
    const [task] = await db.select().from(processTask).where(eq(processTask.entityInstanceId, instanceId));
    await db.execute(
      sql`update entity_instance set data = data || '{"Price": 1234.5}'::jsonb where entity_id = 'OfferRequest' and id = ${instanceId}`,
    );

    // The salesperson reads English and approves.
    const user = await createUser(db, {
      username: 'verkauf',
      password: PASSWORD,
      fullName: 'Sales Reader',
      email: 'verkauf@example.com',
      selectedLanguage: 'en',
    });
    await addUserToGroup(db, user.id, 'sales');
    const sales = new TestClient(server.app);
    expect((await sales.logon('verkauf', PASSWORD)).statusCode).toBe(200);
    sales.cookies.set('lang', 'en');
    const approved = await sales.request({
      method: 'POST',
      url: `/api/v1/workflow/tasks/${encodeURIComponent(task!.id)}/approve`,
      payload: { token: 1 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await drain();
    await drain();

    const documents = async (language: string) => {
      sales.cookies.set('lang', language);
      const res = await sales.request({
        method: 'GET',
        url: `/api/v1/documents/sent?entityId=OfferRequest&entityInstanceId=${instanceId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { documents: Sent[] }).documents.filter((d) => d.kind === 'sent');
    };
    const inEnglish = await documents('en');
    const offer = inEnglish.find((d) => d.output === 'offer')!;
    expect(offer.language).toBe('de');
    expect(inEnglish.find((d) => d.output === 'offer.CalculationReport')?.language).toBe('de');

    // German labels and German decimals (comma) in the stored figures and in the PDF.
    const de = await getTranslations(db, 'de');
    const heat = offer.figures[0]!.rows[0]!;
    expect(heat.unit).toBe('W/m');
    expect(heat.value).toMatch(/^\d{1,3}(\.\d{3})*,\d+$/);
    const rows = offer.figures.flatMap((g) => g.rows);
    expect(rows.map((r) => r.label)).toContain(de.get('Insulation_Result_HeatFlowPerMetre'));
    const { readPdf } = await import('@insulcalc/test-utils/pdf');
    sales.cookies.set('lang', 'en');
    const pdf = await sales.request({ method: 'GET', url: offer.href });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).lines.join(' ');
    expect(text).toContain(de.get('Insulation_Result_HeatFlowPerMetre'));
    expect(text).toContain(`${heat.value} W/m`);
    expect(text).toMatch(/1\.234,50/);
    expect(text).not.toMatch(/1,234\.50/);

    // Another viewer's language changes nothing of what was sent: the list, the task's figures.
    for (const language of ['en', 'sl', 'de']) {
      const again = await documents(language);
      expect(again.map((d) => [d.id, d.language, d.figures])).toEqual(
        inEnglish.map((d) => [d.id, d.language, d.figures]),
      );
      const detail = await sales.request({
        method: 'GET',
        url: `/api/v1/workflow/tasks/${encodeURIComponent(task!.id)}`,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      const headline = (detail.json() as { calculation: { headline: { value: string; unit: string } } })
        .calculation.headline;
      expect(`${headline.value} ${headline.unit}`).toBe(`${heat.value} ${heat.unit}`);
    }
  });
});
