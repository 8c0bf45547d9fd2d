import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { queryRows } from '../../db/index';
import { processTask } from '../../db/schema/workflow';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { controlFields, saveWith } from '../forms/testing';
import { workflowWorkerOf } from './index';
import { engineCalculation, signedInMember } from './testing';

/**
 * Issue 25 item 4: approve shows the offer as it will be sent. The preview renders the document
 * the approve's activity generates, exactly as its job will, and leaves no trace: no stored
 * document, no job, no mail, the task still open.
 */
describe(`the decision preview on ${testDriver()}`, () => {
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.WORKFLOW_WORKER = '0';
    delete process.env.SMTP_URL;
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
    process.env = saved;
  });

  let users = 0;
  const signedIn = (groups: string[]) => signedInMember(server.app, `preview${++users}`, groups);
  const request = async (email: string) => {
    const visitor = new TestClient(server.app);
    await visitor.profile();
    const res = await saveWith(
      visitor,
      'OfferRequest',
      controlFields({
        ContactName: 'Janez Kranjc',
        Company: 'Toplota d.o.o.',
        Email: email,
        Country: 'SI',
        Message: 'Please quote the line.',
        Consent: true,
        CalculationReference: {
          projectName: 'Boiler room',
          calculationName: 'Line 1',
          calculation: engineCalculation(),
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { entityInstanceId } = res.json() as { entityInstanceId: string };
    const [task] = await server.ctx.db
      .select()
      .from(processTask)
      .where(eq(processTask.entityInstanceId, entityInstanceId));
    return { instanceId: entityInstanceId, taskId: task!.id };
  };
  const preview = (client: TestClient, taskId: string, transition = 'approve') =>
    client.request({
      method: 'GET',
      url: `/api/v1/workflow/tasks/${taskId}/transitions/${transition}/preview`,
    });
  /** What a decision leaves behind: stored and process documents, jobs, queued mail. */
  const traces = async () => {
    const [row] = await queryRows<Record<string, number | string>>(
      server.ctx.db,
      sql`select (select count(*) from sent_document) as sent, (select count(*) from process_document) as docs,
                 (select count(*) from workflow_job) as jobs, (select count(*) from mail_outbox) as outbox`,
    );
    return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
  };
  /** The mails written to an address. */
  const mailsTo = (address: string) => {
    const dir = join(server.config.dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(join(dir, f), 'utf8'))
          .filter((m) => m.includes(address))
      : [];
  };
  const drain = async () => {
    const worker = workflowWorkerOf(server.ctx.db)!;
    for (let round = 0; round < 50; round++) {
      if ((await worker.runDue()) === 0) {
        const [left] = await queryRows<{ n: number | string }>(
          server.ctx.db,
          sql`select count(*) as n from workflow_job where state in ('queued','running') and run_at <= now()`,
        );
        if (Number(left?.n) === 0) return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('renders the offer approve would send as a PDF, stores nothing and sends nothing; the sent offer reads the same', async () => {
    const { taskId, instanceId } = await request('preview.buyer@example.si');
    const sales = await signedIn(['sales']);
    const task = (await sales.request({ method: 'GET', url: `/api/v1/workflow/tasks/${taskId}` })).json() as {
      process: { token: number };
      transitions: { id: string; preview: boolean }[];
    };
    // Only the decision that sends a document offers a preview.
    expect(task.transitions.map((t) => [t.id, t.preview])).toEqual([
      ['approve', true],
      ['reject', false],
    ]);
    const before = await traces();
    const res = await preview(sales, taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(res.headers['cache-control']).toBe('no-store');
    const previewText = (await readPdf(res.rawPayload)).lines.join(' ');
    expect(previewText).toContain('Janez Kranjc');
    expect(previewText).toContain('DN 50');
    expect(previewText).toMatch(/\d[.,]\d{2} W\/m/);
    // Nothing stored, queued or mailed; the task is still open with the same token.
    expect(await traces()).toEqual(before);
    await drain();
    expect(mailsTo('preview.buyer@example.si')).toEqual([]);
    const after = (
      await sales.request({ method: 'GET', url: `/api/v1/workflow/tasks/${taskId}` })
    ).json() as { task: { status: string }; process: { token: number } };
    expect(after.task.status).toBe('open');
    expect(after.process.token).toBe(task.process.token);

    // A decision that sends no document has nothing to preview.
    const none = expectProblemShape(await preview(sales, taskId, 'reject'), 404);
    expect(none.userMessages?.[0]?.message).toBe(
      'This step sends no document, so there is nothing to preview.',
    );
    expectProblemShape(await preview(sales, taskId, 'nosuch'), 409);

    // Confirming is the approve of today: the offer that leaves reads as the preview did.
    const ok = await sales.request({
      method: 'POST',
      url: `/api/v1/workflow/tasks/${taskId}/approve`,
      payload: { token: task.process.token },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await drain();
    expect(mailsTo('preview.buyer@example.si')).toHaveLength(1);
    const [stored] = await queryRows<{ content_base64: string }>(
      server.ctx.db,
      sql`select content_base64 from sent_document where entity_instance_id = ${instanceId} and output = 'offer'`,
    );
    const sentText = (await readPdf(Buffer.from(stored!.content_base64, 'base64'))).lines.join(' ');
    expect(sentText).toBe(previewText);
    // A decided task has no decision left to preview.
    expectProblemShape(await preview(sales, taskId), 409);
  });

  it('refuses who may not read offer requests (403), hides a task from who is not involved (404)', async () => {
    const { taskId } = await request('preview.refused@example.si');
    const nobody = await signedIn([]);
    const designer = await signedIn(['designers']);
    for (const client of [nobody, designer]) {
      const refused = expectProblemShape(await preview(client, taskId), 403);
      expect(refused.userMessages?.[0]?.message).not.toBe('Permissions_Denied');
    }
    const anonymous = new TestClient(server.app);
    await anonymous.profile();
    expectProblemShape(await preview(anonymous, taskId), 401);
    // A task id of another shape is refused before anything is looked up.
    const sales = await signedIn(['sales']);
    expectProblemShape(await preview(sales, '..%2Fetc'), 400);
    expectProblemShape(await preview(sales, 'p0.t1'), 404);
  });
});
