import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index';
import { entityInstance } from '../../db/schema/entities';
import { formGroup } from '../../db/schema/forms';
import { processDefinition, processInstance, processTask, workflowJob } from '../../db/schema/workflow';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testDriver } from '../../../test/testServer';
import { createUser } from '../account/index';
import { controlFields, saveWith } from '../forms/testing';
import { loadConfiguration } from '../consistency/index';
import { workflowConsistencyChecks } from './consistency';
import { addUserToGroup } from '../account/index';
import { workerSettings, workflowWorkerOf } from './index';
import { accountSettings } from '../account/index';
import { getTranslations } from '../translations/index';
import { engineCalculation } from './testing';

const PASSWORD = 'Correct-horse-42!';

describe('worker settings', () => {
  it('runs by default, not inside Vitest unless asked, and reads the poll interval', () => {
    expect(workerSettings({}).enabled).toBe(true);
    expect(workerSettings({ VITEST: 'true', NODE_ENV: 'test' }).enabled).toBe(false);
    // The e2e suite's built servers run from Vitest with NODE_ENV=production: they work.
    expect(workerSettings({ VITEST: 'true', NODE_ENV: 'production' }).enabled).toBe(true);
    expect(workerSettings({ VITEST: 'true', WORKFLOW_WORKER: '1' }).enabled).toBe(true);
    expect(workerSettings({ WORKFLOW_WORKER: 'off' }).enabled).toBe(false);
    expect(workerSettings({ WORKFLOW_QUEUE_POLL_MS: '250' }).pollMs).toBe(250);
    expect(workerSettings({ WORKFLOW_QUEUE_POLL_MS: '5' }).pollMs).toBe(1000);
  });
});

/**
 * The workflow module over HTTP, with two app instances on one database (on PostgreSQL each with
 * its own pool, as two server processes): the public OfferRequest starts the Offer process, the
 * sales group's tasks, one winner of two parallel decisions, the jobs (mail with the offer PDF,
 * status updates, reminders, escalations) run once whatever the number of workers.
 */
describe(`workflow on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let app2: FastifyInstance;
  let dataDir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    // Workers are driven by the test (runDue), and the Offer process answers in seconds.
    process.env.WORKFLOW_WORKER = '0';
    process.env.WORKFLOW_OFFER_DUE = 'PT6S';
    process.env.WORKFLOW_OFFER_REMINDER = 'PT2S';
    process.env.WORKFLOW_OFFER_ESCALATION_DELAY = 'PT0S';
    delete process.env.SMTP_URL;
    cluster = await createTestCluster();
    ({ app, other: app2, dataDir } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
    process.env = saved;
  });

  let users = 0;
  const signedIn = async (groups: string[], target = () => app, fullName?: string) => {
    const username = `wf${++users}`;
    const user = await createUser(app.ctx.db, {
      username,
      password: PASSWORD,
      fullName: fullName ?? `Sales ${users}`,
      email: `${username}@example.com`,
    });
    for (const g of groups) await addUserToGroup(app.ctx.db, user.id, g);
    const client = new TestClient(target());
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return { client, user };
  };
  const visitor = async () => {
    const client = new TestClient(app);
    await client.profile();
    return client;
  };
  let requests = 0;
  const request = async (overrides: Record<string, unknown> = {}) => {
    const res = await saveWith(
      await visitor(),
      'OfferRequest',
      controlFields({
        ContactName: `Ana Novak ${++requests}`,
        Company: 'Toplota d.o.o.',
        Email: `ana${requests}@example.si`,
        Phone: '+386 1 234 56 78',
        Country: 'SI',
        Message: 'Please quote 40 m of DN50 pipe insulation.',
        Consent: true,
        CalculationReference: {
          projectName: 'Plant',
          calculationName: 'Line 1',
          headline: { label: 'Heat loss', value: '42.5', unit: 'W/m' },
        },
        ...overrides,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { entityInstanceId: string; resultActionRequired: string | null };
    const [task] = await app.ctx.db
      .select()
      .from(processTask)
      .where(eq(processTask.entityInstanceId, answer.entityInstanceId));
    return { instanceId: answer.entityInstanceId, taskId: task!.id, answer };
  };
  const detail = (client: TestClient, taskId: string) =>
    client.request({ method: 'GET', url: `/api/v1/workflow/tasks/${encodeURIComponent(taskId)}` });
  const post = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url, payload });
  /** Runs the due jobs on both apps' workers at once until none is left. */
  const drain = async () => {
    for (let round = 0; round < 50; round++) {
      const ran = await Promise.all([
        workflowWorkerOf(app.ctx.db)!.runDue(),
        workflowWorkerOf(app2.ctx.db)!.runDue(),
      ]);
      const [left] = await queryRows<{ n: number | string }>(
        app.ctx.db,
        sql`select count(*) as n from workflow_job where state in ('queued','running') and run_at <= now()`,
      );
      if (ran[0] + ran[1] === 0 && Number(left?.n) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const mails = () => {
    const dir = join(dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(join(dir, f), 'utf8'))
      : [];
  };
  const statusOf = async (instanceId: string) => {
    const [row] = await app.ctx.db
      .select({ values: entityInstance.data })
      .from(entityInstance)
      .where(and(eq(entityInstance.entityId, 'OfferRequest'), eq(entityInstance.id, instanceId)));
    return (row?.values as Record<string, unknown>).Status;
  };

  it('a submitted OfferRequest starts the Offer process: one open task for the sales group, jobs queued in the same transaction', async () => {
    const { instanceId, taskId, answer } = await request();
    // An anonymous visitor gets no task to open.
    expect(answer.resultActionRequired).toBeNull();
    const [process] = await app.ctx.db
      .select()
      .from(processInstance)
      .where(eq(processInstance.entityInstanceId, instanceId));
    expect(process).toMatchObject({ definitionKey: 'Offer', status: 'running', token: 1 });
    // The seed published the shortened times as a new version of the shipped definition.
    expect(process!.definitionVersion).toBeGreaterThanOrEqual(2);
    const [task] = await app.ctx.db.select().from(processTask).where(eq(processTask.id, taskId));
    expect(task).toMatchObject({ status: 'open', assigneeGroupId: 'sales', assigneeUserId: null });
    const jobs = await app.ctx.db
      .select({ type: workflowJob.type, key: workflowJob.key })
      .from(workflowJob)
      .where(sql`${workflowJob.payload}->>'processId' = ${process!.id}`);
    expect(jobs.map((j) => j.type).sort()).toEqual(['escalation', 'reminder', 'setValues']);
    await drain();
    expect(await statusOf(instanceId)).toBe('InProgress');
  });

  it('a signed-in salesperson who saves a new request gets OpenWfTask with the task the process gave them (spec §4)', async () => {
    const { client } = await signedIn(['sales']);
    // A staff form (a public form never answers OpenWfTask: the public site has no task screens).
    await app.ctx.db.update(formGroup).set({ isPublic: false }).where(eq(formGroup.id, 'OfferRequest'));
    const res = await saveWith(
      client,
      'OfferRequest',
      controlFields({
        ContactName: 'Phone Customer',
        Email: 'phone@example.si',
        Country: 'SI',
        Message: 'Taken over the phone.',
        Consent: true,
      }),
    );
    await app.ctx.db.update(formGroup).set({ isPublic: true }).where(eq(formGroup.id, 'OfferRequest'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as {
      entityInstanceId: string;
      resultActionRequired: string;
      openWfTaskId: string;
    };
    const [task] = await app.ctx.db
      .select()
      .from(processTask)
      .where(eq(processTask.entityInstanceId, answer.entityInstanceId));
    expect(answer).toMatchObject({ resultActionRequired: 'OpenWfTask', openWfTaskId: task!.id });
  });

  it('my tasks: the sales group sees the task and its counts; others see nothing and get 404 for it', async () => {
    const { taskId } = await request();
    const { client: sales } = await signedIn(['SALES']);
    const { client: other } = await signedIn([]);
    // The list is the view MyTasks (decision 0034): the old GET /tasks list is gone.
    const openTasks = { page: 1, filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }] };
    const list = await post(sales, '/api/v1/views/MyTasks/rows', openTasks);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as {
      total: number;
      rows: { id: string; values: { Activity: string } }[];
      columns: { attribute: string; values?: { value: string; text: string }[] }[];
    };
    const row = body.rows.find((r) => r.id === taskId);
    expect(row).toBeDefined();
    const activities = body.columns.find((c) => c.attribute === 'Activity')!.values!;
    expect(activities.find((v) => v.value === row!.values.Activity)?.text).toBe('Prepare offer');
    const counts = (await sales.request({ method: 'GET', url: '/api/v1/workflow/tasks/counts' })).json() as {
      open: number;
    };
    expect(counts.open).toBe(body.total);
    expect(
      ((await post(other, '/api/v1/views/MyTasks/rows', openTasks)).json() as { total: number }).total,
    ).toBe(0);
    expect((await sales.request({ method: 'GET', url: '/api/v1/workflow/tasks' })).statusCode).toBe(404);
    expectProblemShape(await detail(other, taskId), 404);
    const anonymous = new TestClient(app);
    expect(
      (await anonymous.request({ method: 'GET', url: '/api/v1/workflow/tasks/counts' })).statusCode,
    ).toBe(401);
    // Bad input: a translated 4xx, never a 5xx.
    expectProblemShape(await detail(sales, '../etc'), 400);
    expectProblemShape(await post(sales, `/api/v1/workflow/tasks/${taskId}/approve`, { token: 'x' }), 400);
  });

  it('opens the task with its form, the calculation heat loss and the available decisions', async () => {
    const { taskId } = await request();
    const { client: sales } = await signedIn(['sales']);
    const res = await detail(sales, taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      task: {
        id: taskId,
        activityName: 'Prepare offer',
        status: 'open',
        assignee: { type: 'group', id: 'sales' },
      },
      process: { key: 'Offer', status: 'running', token: 1, entityId: 'OfferRequest' },
      form: { formGroupId: 'OfferRequestTask', sectionName: 'General' },
      canAct: true,
      calculation: { headline: { label: 'Heat loss', value: '42.5', unit: 'W/m' } },
      transitions: [
        { id: 'approve', action: 'approve', commentRequired: false },
        { id: 'reject', action: 'reject', commentRequired: true },
      ],
    });
  });

  it("the task shows the calculation in the reader's language, computed again from the stored calculation", async () => {
    const { taskId } = await request({
      CalculationReference: {
        projectName: 'Default project',
        calculationName: 'Calculation',
        // What the visitor saw in English; a German reader gets German.
        headline: { label: 'Heat loss per metre', value: '1,234.56', unit: 'W/m' },
        calculation: engineCalculation(),
      },
    });
    const { client: sales } = await signedIn(['sales']);
    sales.cookies.set('lang', 'de');
    const res = await detail(sales, taskId);
    expect(res.statusCode, res.body).toBe(200);
    const de = await getTranslations(app.ctx.db, 'de');
    const { calculation } = res.json() as {
      calculation: { projectName: string; calculationName: string; headline: Record<string, string> };
    };
    expect(calculation.projectName).toBe(de.get('Insulation_Project_DefaultName'));
    expect(calculation.calculationName).toBe(de.get('Insulation_Calculation_DefaultName'));
    expect(calculation.headline.label).toBe(de.get('Insulation_Result_HeatFlowPerMetre'));
    expect(calculation.headline.unit).toBe('W/m');
    // German figures: a decimal comma, not the visitor's text.
    expect(calculation.headline.value).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    // A reference without a stored calculation keeps what the visitor saw.
    const old = await request();
    expect((await detail(sales, old.taskId)).json()).toMatchObject({
      calculation: { headline: { label: 'Heat loss', value: '42.5', unit: 'W/m' } },
    });
  });

  it('two users completing one task at once on two servers: one wins, the other gets the translated 409', async () => {
    const { taskId, instanceId } = await request();
    const { client: first } = await signedIn(['sales'], () => app);
    const { client: secondUser } = await signedIn(['sales'], () => app2);
    secondUser.cookies.set('lang', 'de');
    const outcomes = await Promise.all([
      post(first, `/api/v1/workflow/tasks/${taskId}/reject`, { token: 1, comment: 'Not our field.' }),
      post(secondUser, `/api/v1/workflow/tasks/${taskId}/reject`, { token: 1, comment: 'Kein Bedarf.' }),
    ]);
    const codes = outcomes.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = outcomes.find((r) => r.statusCode === 409)!;
    const problem = expectProblemShape(loser, 409);
    expect(problem.userMessages?.[0]?.message).toMatch(/./);
    const [process] = await app.ctx.db
      .select()
      .from(processInstance)
      .where(eq(processInstance.entityInstanceId, instanceId));
    expect(process).toMatchObject({ token: 2, status: 'completed', endActivityId: 'offerRejected' });
    // One completion in the history.
    expect(process!.state.history.filter((e) => e.type === 'taskCompleted')).toHaveLength(1);
    // A stale token afterwards: the task is closed (409 too).
    expectProblemShape(
      await post(first, `/api/v1/workflow/tasks/${taskId}/reject`, { token: 1, comment: 'x' }),
      409,
    );
  });

  it('reject needs a comment; the comment is mailed to the customer once and the request is closed', async () => {
    const { taskId, instanceId } = await request({ Email: 'reject.me@example.si' });
    const { client: sales } = await signedIn(['sales']);
    const missing = expectProblemShape(
      await post(sales, `/api/v1/workflow/tasks/${taskId}/reject`, { token: 1 }),
      400,
    );
    expect(missing.userMessages?.[0]?.message).toMatch(/comment/i);
    const ok = await post(sales, `/api/v1/workflow/tasks/${taskId}/reject`, {
      token: 1,
      comment: 'We do not insulate tanks of this size.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'completed', outcome: 'reject', processStatus: 'completed' });
    await drain();
    await drain();
    const sent = mails().filter((m) => m.includes('reject.me@example.si'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('We do not insulate tanks of this size.');
    expect(await statusOf(instanceId)).toBe('Rejected');
  });

  it('approve: the offer PDF is generated and mailed to the customer as an attachment, the request reads Offer sent', async () => {
    const { taskId, instanceId } = await request({
      Email: 'buyer@example.si',
      ContactName: 'Janez Kranjc',
      CalculationReference: {
        projectName: 'Boiler room',
        calculationName: 'Line 1',
        calculation: engineCalculation(),
      },
    });
    const { client: sales } = await signedIn(['sales']);
    // The salesperson fills in the price (a form save) before approving.
    await app.ctx.db.execute(
      sql`update entity_instance set data = data || '{"Price": 1234.5, "OfferNotes": "Delivery within three weeks."}'::jsonb where entity_id = 'OfferRequest' and id = ${instanceId}`,
    );
    const ok = await post(sales, `/api/v1/workflow/tasks/${taskId}/approve`, { token: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    // The request is closed when the answer comes (no worker has run: the decision ran its own
    // status updates, InProgress then Closed, in order), so the task page reloads it closed.
    expect(await statusOf(instanceId)).toBe('Offered');
    const [pending] = await queryRows<{ n: number | string }>(
      app.ctx.db,
      sql`select count(*) as n from workflow_job where type = 'setValues' and state <> 'done'
          and payload->>'processId' = (select process_id from process_task where id = ${taskId})`,
    );
    expect(Number(pending?.n)).toBe(0);
    await drain();
    await drain();
    const sent = mails().filter((m) => m.includes('buyer@example.si'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/Content-Type: application\/pdf/);
    const base64 =
      /Content-Transfer-Encoding: base64\s+Content-Disposition: attachment[^\n]*\n(?:[^\n]*\n)*?\n([A-Za-z0-9+/=\n]+)/.exec(
        sent[0]!,
      );
    expect(base64).not.toBeNull();
    const { readPdf } = await import('@insulcalc/test-utils/pdf');
    const pdf = await readPdf(Buffer.from(base64![1]!.replace(/\n/g, ''), 'base64'));
    expect(pdf.lines.join(' ')).toContain('Janez Kranjc');
    expect(pdf.lines.join(' ')).toMatch(/1[,.]?234[.,]50/);
    // The offer template prints the calculation's heat loss and the notes for the customer.
    const texts = await getTranslations(app.ctx.db, accountSettings(app.ctx).defaultLanguage as never);
    expect(pdf.lines.join(' ')).toContain(texts.get('Insulation_Result_HeatFlowPerMetre'));
    // (the seeded template's own line, which the built-in layout does not have)
    expect(pdf.lines.join(' ')).toContain(texts.get('Forms_OfferRequest_Calculation'));
    expect(pdf.lines.join(' ')).toContain('Boiler room');
    expect(pdf.lines.join(' ')).toMatch(/\d[.,]\d{2} W\/m/);
    expect(pdf.lines.join(' ')).toContain('Delivery within three weeks.');
    expect(await statusOf(instanceId)).toBe('Offered');
    const history = await sales.request({ method: 'GET', url: `/api/v1/workflow/tasks/${taskId}/history` });
    expect((history.json() as { events: { type: string }[] }).events.map((e) => e.type)).toContain(
      'processCompleted',
    );
  });

  it('a sent offer never changes: after a λ edit the record, the task and the stored PDF keep the sent W/m; a new render is stored beside it and marks the difference', async () => {
    const { taskId, instanceId } = await request({
      Email: 'kept@example.si',
      CalculationReference: {
        projectName: 'Kept',
        calculationName: 'Line 1',
        calculation: engineCalculation(),
      },
    });
    const { client: sales } = await signedIn(['sales']);
    expect((await post(sales, `/api/v1/workflow/tasks/${taskId}/approve`, { token: 1 })).statusCode).toBe(
      200,
    );
    await drain();
    await drain();
    type Sent = {
      id: string;
      kind: string;
      output: string | null;
      templateId: string;
      templateVersion: number | null;
      figures: { title: string; rows: { label: string; value: string; unit: string }[] }[];
      differences: { label: string; sent: string; now: string }[] | null;
      createdBy: string | null;
      href: string;
    };
    const list = async () => {
      const res = await sales.request({
        method: 'GET',
        url: `/api/v1/documents/sent?entityId=OfferRequest&entityInstanceId=${instanceId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { documents: Sent[] }).documents;
    };
    const stored = await list();
    const sent = stored.find((d) => d.output === 'offer');
    expect(sent).toMatchObject({ kind: 'sent', templateId: 'Offer', differences: null });
    // The seeded Offer sends the calculation report along: stored too, and mailed beside the offer.
    const report = stored.find((d) => d.output === 'offer.CalculationReport');
    expect(report).toMatchObject({ kind: 'sent', templateId: 'CalculationReport' });
    const mail = mails().find((m) => m.includes('kept@example.si'))!;
    expect(mail.match(/Content-Type: application\/pdf/g)).toHaveLength(2);
    expect(sent!.templateVersion).toBeGreaterThan(0);
    expect(sent!.createdBy).toMatch(/^Sales /);
    const [job] = await queryRows<{ job_key: string }>(
      app.ctx.db,
      sql`select job_key from sent_document where id = ${sent!.id}`,
    );
    const [effect] = await queryRows<{ kind: string }>(
      app.ctx.db,
      sql`select kind from workflow_effect where job_key = ${job!.job_key}`,
    );
    expect(effect?.kind).toBe('document');
    const heat = sent!.figures[0]!.rows[0]!;
    expect(heat.unit).toBe('W/m');
    const sentText = `${heat.value} ${heat.unit}`;
    // The offer's figures are the configurator's rows (inputs and results), not JSON.
    expect(sent!.figures.length).toBeGreaterThan(2);
    const { readPdf } = await import('@insulcalc/test-utils/pdf');
    const pdfText = async (href: string) => {
      const res = await sales.request({ method: 'GET', url: href });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return (await readPdf(res.rawPayload)).lines.join(' ');
    };
    const offerText = await pdfText(sent!.href);
    expect(offerText).toContain(sentText);
    // The offer says what is offered: the object, the product and thickness of each layer, the heat loss.
    const row = (label: RegExp) => sent!.figures.flatMap((g) => g.rows).find((r) => label.test(r.label))!;
    expect(row(/^Nominal size$/).value).toBe('DN 50');
    expect(row(/insulation layer$/).value).toMatch(/ · 50 mm$/);
    for (const label of [
      /^Nominal size$/,
      /^Length$/,
      /^Medium temperature$/,
      /insulation layer$/,
      /^Total heat loss$/,
    ])
      expect(offerText).toContain(`${row(label).label} ${row(label).value}`);
    expect(await pdfText(report!.href)).toContain(sentText);

    const [before] = await queryRows<{ conductivity: unknown }>(
      app.ctx.db,
      sql`select conductivity from product where id = 1`,
    );
    try {
      // λ of the offered product goes up by a fifth in the catalogue.
      await app.ctx.db.execute(
        sql`update product set conductivity = (select jsonb_agg(jsonb_set(p, '{conductivity}', to_jsonb((p->>'conductivity')::float8 * 1.2))) from jsonb_array_elements(conductivity) p) where id = 1`,
      );
      const task = (await detail(sales, taskId)).json() as {
        calculation: { headline: { value: string; unit: string }; sentAt: string | null };
        sentDocuments: Sent[];
      };
      expect(`${task.calculation.headline.value} ${task.calculation.headline.unit}`).toBe(sentText);
      expect(task.calculation.sentAt).toBeTruthy();
      expect(task.sentDocuments.map((d) => d.id).sort()).toEqual([sent!.id, report!.id].sort());
      expect(await pdfText(sent!.href)).toContain(sentText);

      const again = await post(sales, '/api/v1/documents/templates/Offer/render', {
        entityInstanceId: instanceId,
      });
      expect(again.statusCode, again.body).toBe(200);
      const after = await list();
      expect(
        after
          .filter((d) => d.kind === 'sent')
          .map((d) => d.id)
          .sort(),
      ).toEqual([sent!.id, report!.id].sort());
      const latest = after.find((d) => d.kind === 'rendered');
      expect(latest).toMatchObject({ kind: 'rendered', basedOnId: sent!.id });
      const changed = latest!.differences!.find((d) => d.label === heat.label);
      expect(changed?.sent).toBe(sentText);
      expect(changed?.now).not.toBe(sentText);
      expect(changed?.now).toMatch(/W\/m$/);
      expect(await pdfText(latest!.href)).toContain(changed!.now);
      expect(await pdfText(sent!.href)).toContain(sentText);
    } finally {
      await app.ctx.db.execute(
        sql`update product set conductivity = ${JSON.stringify(before!.conductivity)}::jsonb where id = 1`,
      );
    }
    // Who may not read the record gets nothing of its documents.
    const { client: other } = await signedIn([]);
    expect((await other.request({ method: 'GET', url: sent!.href })).statusCode).toBeGreaterThanOrEqual(403);
  });

  it('reminds the group after the reminder time and escalates after the due time, each once with two workers', async () => {
    const { taskId } = await request();
    await signedIn(['sales'], () => app, 'Reminded Person');
    const before = mails().length;
    const historyOf = async () => {
      const [row] = await app.ctx.db
        .select({ state: processInstance.state })
        .from(processInstance)
        .where(sql`${processInstance.state}->'tasks'->0->>'id' = ${taskId}`);
      return row!.state.history.map((e) => e.type as string);
    };
    // Both workers drain the queue again and again: the reminder (2 s) comes, then the escalation (6 s).
    const until = async (type: string) => {
      for (let i = 0; i < 100 && !(await historyOf()).includes(type); i++) {
        await drain();
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until('reminderSent');
    expect(await historyOf()).not.toContain('taskEscalated');
    await until('taskEscalated');
    await drain();
    const [process] = await app.ctx.db
      .select()
      .from(processInstance)
      .where(sql`${processInstance.state}->'tasks'->0->>'id' = ${taskId}`);
    const types = process!.state.history.map((e) => e.type);
    expect(types.filter((t) => t === 'reminderSent')).toHaveLength(1);
    expect(types.filter((t) => t === 'taskEscalated')).toHaveLength(1);
    expect(mails().length).toBeGreaterThan(before);
    const jobs = await app.ctx.db
      .select({ state: workflowJob.state, attempts: workflowJob.attempts })
      .from(workflowJob)
      .where(sql`${workflowJob.payload}->>'processId' = ${process!.id}`);
    expect(jobs.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
  });

  it('Workflow/OpenRequest: the processes of a record and the task to open', async () => {
    const { instanceId, taskId } = await request();
    const { client: sales } = await signedIn(['sales']);
    const res = await sales.request({
      method: 'GET',
      url: `/api/v1/workflow/requests/OfferRequest/${instanceId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { openTaskId: string; processes: { name: string; status: string }[] };
    expect(body.openTaskId).toBe(taskId);
    expect(body.processes).toEqual([expect.objectContaining({ name: 'Offer', status: 'running' })]);
  });

  it('the page address Workflow/OpenRequest/{entity}/{id} redirects to the open task, the record, or sign-in', async () => {
    const { instanceId, taskId } = await request();
    const { client: sales } = await signedIn(['sales']);
    const { client: other } = await signedIn([]);
    const url = `/platform/Workflow/OpenRequest/OfferRequest/${instanceId}`;
    const toTask = await sales.request({ method: 'GET', url });
    expect(toTask.statusCode).toBe(302);
    expect(toTask.headers.location).toBe(
      `/platform/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(taskId)}`,
    );
    const toRecord = await other.request({ method: 'GET', url });
    expect(toRecord.headers.location).toBe(
      `/platform/DynamicForm/Form?entityId=OfferRequest&entityInstanceId=${instanceId}`,
    );
    const anonymous = await new TestClient(app).request({ method: 'GET', url });
    expect(anonymous.headers.location).toBe(`/platform/Account/LogOn?ReturnUrl=${encodeURIComponent(url)}`);
    const bad = await sales.request({ method: 'GET', url: '/platform/Workflow/OpenRequest/1bad/x' });
    expect(bad.headers.location).toBe('/platform/error/404');
  });

  it('CheckConsistency: the seeded process is consistent; an unknown group, form group and untranslated name are found', async () => {
    const run = async () => {
      const config = await loadConfiguration(app.ctx.db);
      return workflowConsistencyChecks[0]!.run({ ctx: app.ctx, config });
    };
    expect(await run()).toEqual([]);
    const [latest] = await app.ctx.db
      .select()
      .from(processDefinition)
      .where(eq(processDefinition.key, 'Offer'))
      .orderBy(sql`version desc`)
      .limit(1);
    const broken = structuredClone(latest!.definition) as unknown as {
      nameKey: string;
      activities: {
        form?: { formGroupId?: string };
        assignment?: { group?: string };
        onEnter: Record<string, unknown>[];
      }[];
    };
    broken.nameKey = 'Workflow_NoSuchKey';
    broken.activities[0]!.form = { formGroupId: 'NoSuchGroup' };
    broken.activities[0]!.assignment = { ...broken.activities[0]!.assignment, group: 'nobody' };
    broken.activities[0]!.onEnter = [
      ...broken.activities[0]!.onEnter,
      { type: 'generateDocument', template: 'NoSuchTemplate', output: 'missing' },
    ];
    await app.ctx.db.insert(processDefinition).values({
      key: 'Broken',
      version: 1,
      entityId: 'OfferRequest',
      definition: { ...(broken as object), key: 'Broken', version: 1 } as never,
      status: 'retired',
    });
    const kinds = (await run())
      .filter((f) => f.objectId === 'Broken@1')
      .map((f) => f.kind)
      .sort();
    expect(kinds).toEqual([
      'missingTranslation',
      'unknownCodeList',
      'unknownDocumentTemplate',
      'unknownFormGroup',
    ]);
    await app.ctx.db.delete(processDefinition).where(eq(processDefinition.key, 'Broken'));
  });

  it('the definitions editor: a draft is checked with JSON paths, publishing refuses errors and else makes the next version', async () => {
    const { client: admin } = await signedIn(['administrators']);
    const { client: sales } = await signedIn(['sales']);
    const list = await admin.request({ method: 'GET', url: '/api/v1/workflow/definitions' });
    const newest = (list.json() as { key: string; version: number }[]).find((d) => d.key === 'Offer')!;
    const stored = await admin.request({
      method: 'GET',
      url: `/api/v1/workflow/definitions/Offer/${newest.version}`,
    });
    const definition = (stored.json() as { definition: Record<string, unknown> }).definition;
    const check = (body: unknown, client = admin) =>
      post(client, '/api/v1/workflow/definitions/check', body as Record<string, unknown>);

    // The stored one is consistent.
    const ok = await check(definition);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ findings: [] });

    // Configuration errors carry the path the editor marks.
    const broken = structuredClone(definition) as {
      activities: { form?: unknown; assignment?: unknown }[];
      entity: string;
    };
    broken.activities[0]!.form = { formGroupId: 'NoSuchGroup' };
    broken.activities[0]!.assignment = { type: 'group', group: 'nobody' };
    const found = (await check(broken)).json() as {
      findings: { kind: string; path: string; message: string }[];
    };
    expect(found.findings.map((f) => [f.kind, f.path]).sort()).toEqual([
      ['unknownCodeList', 'activities.0.assignment'],
      ['unknownFormGroup', 'activities.0.form'],
    ]);
    expect(found.findings.every((f) => f.message && !f.message.startsWith('Consistency_'))).toBe(true);
    // A schema error: the path of the bad value.
    const schemaError = (await check({ ...definition, activities: [] })).json() as {
      findings: { kind: string; path: string; message: string }[];
    };
    expect(schemaError.findings[0]).toMatchObject({ kind: 'invalidDefinition' });
    // In the reader's words with the schema's own figure, never zod's English.
    expect(schemaError.findings[0]!.message).toBe('needs at least 1 entry');
    const refusedSchema = await post(admin, '/api/v1/workflow/definitions', {
      ...definition,
      nameKey: 5,
    } as never);
    expectProblemShape(refusedSchema, 400);
    expect(JSON.stringify(refusedSchema.json())).toContain(
      'The process definition is not valid at nameKey: must be a text',
    );
    const notAnObject = await check([1, 2]);
    expect(notAnObject.statusCode).toBe(200);
    expect((notAnObject.json() as { findings: unknown[] }).findings.length).toBeGreaterThan(0);

    // Publishing refuses the errors (translated), and else makes the next version.
    const refused = await post(admin, '/api/v1/workflow/definitions', broken as never);
    expectProblemShape(refused, 400);
    const published = await post(admin, '/api/v1/workflow/definitions', definition);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ key: 'Offer', version: newest.version + 1 });

    // Administrators only.
    expectProblemShape(await check(definition, sales), 403);
  });

  it('reassign hands the task to a user; the old group no longer sees it', async () => {
    const { taskId } = await request();
    const { client: sales } = await signedIn(['sales']);
    const { client: person, user } = await signedIn([]);
    const res = await post(sales, `/api/v1/workflow/tasks/${taskId}/reassign`, {
      token: 1,
      to: { type: 'user', userId: user.id },
      comment: 'You know this customer.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(person, taskId)).json()).toMatchObject({
      canAct: true,
      task: { assignee: { type: 'user' } },
    });
    const again = await post(sales, `/api/v1/workflow/tasks/${taskId}/approve`, { token: 2 });
    expectProblemShape(again, 403);
    expectProblemShape(
      await post(sales, `/api/v1/workflow/tasks/${taskId}/reassign`, {
        token: 2,
        to: { type: 'group', group: 'nope' },
      }),
      400,
    );
  });
});
