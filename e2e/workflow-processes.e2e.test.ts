/**
 * Issue 17 items 1 and 3 with real server processes: two built servers on one PostgreSQL
 * database. Two users reject one task at the same moment, one through each server: one wins, the
 * other gets the translated 409. Both servers' job workers poll the same queue: the customer's
 * mail, the reminder and the escalation each happen once.
 *
 * PostgreSQL: a throw-away server of Debian's binaries in a temp folder (as the server's own
 * integration tests use), so nothing depends on a cluster the machine may not be running.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '@insulcalc/test-utils/postgres';
import { ADMIN_PASSWORD, ApiSession, startServer, type RunningServer, patient } from './harness';
import { seedTexts } from './texts';

describe('two server processes on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let postgres: TempPostgres | undefined;
  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    WORKFLOW_QUEUE_POLL_MS: '100',
    WORKFLOW_OFFER_DUE: 'PT8S',
    WORKFLOW_OFFER_REMINDER: 'PT5S',
    WORKFLOW_OFFER_ESCALATION_DELAY: 'PT0S',
  });

  beforeAll(async () => {
    postgres = await startTempPostgres();
    a = await startServer({ name: 'workflow-processes-a', env: env(postgres.url) });
    b = await startServer({ name: 'workflow-processes-b', env: env(postgres.url) });
  }, patient(180_000));
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    postgres?.stop();
  });

  const mails = () =>
    [a, b].flatMap((server) => {
      const dir = path.join(server.dataDir, 'mail');
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.eml'))
            .map((f) => readFileSync(path.join(dir, f), 'utf8'))
        : [];
    });

  async function offerRequest(contact: string, email: string): Promise<string> {
    const visitor = await new ApiSession(a.url).start();
    const data = new FormData();
    const values: Record<string, unknown> = {
      ContactName: contact,
      Email: email,
      Country: 'SI',
      Message: 'Please quote 40 m of DN50.',
      Consent: true,
      CalculationReference: { headline: { label: 'Heat loss', value: '42.5', unit: 'W/m' } },
    };
    for (const [k, v] of Object.entries(values)) data.append(k, JSON.stringify(v));
    const res = await visitor.request('POST', '/api/v1/forms/OfferRequest/save', data);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.entityInstanceId as string;
  }

  async function joinSales(session: ApiSession): Promise<void> {
    const me = await session.request('POST', '/api/v1/forms/load', { formId: 'UserSettings' });
    const form = await session.request('POST', '/api/v1/forms/load', {
      formGroupId: 'UserAccount',
      entityInstanceId: me.json.entityInstanceId,
    });
    const groups = (
      form.json.elements as {
        name: string;
        value?: unknown;
        options?: { value: unknown; text?: string }[];
        settings?: { options?: { value: unknown; text?: string }[] };
      }[]
    ).find((e) => e.name === 'Groups')!;
    const sales = (groups.settings?.options ?? groups.options)?.find((o) =>
      /sales/i.test(String(o.text ?? o.value)),
    )?.value;
    const data = new FormData();
    data.append('EntityInstanceId', me.json.entityInstanceId);
    data.append('ConcurrencyTokens', JSON.stringify(form.json.concurrencyTokens));
    data.append(
      'Groups',
      JSON.stringify([...new Set([...(Array.isArray(groups.value) ? groups.value : []), sales])]),
    );
    const saved = await session.request('POST', `/api/v1/forms/${form.json.formId}/save`, data);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }

  /** The open task whose subject contains `subject`, from the view MyTasks (decision 0034). */
  async function openTaskId(session: ApiSession, subject: string): Promise<string> {
    const list = await session.request('POST', '/api/v1/views/MyTasks/rows', {
      page: 1,
      filters: [
        { attribute: 'Status', kind: 'values', values: ['Open'] },
        { attribute: 'Subject', kind: 'contains', value: subject },
      ],
    });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.rows, JSON.stringify(list.json)).toHaveLength(1);
    return list.json.rows[0].id as string;
  }

  it('one task rejected through both servers at once: one 200, one translated 409; the customer is mailed once', async () => {
    const onA = await new ApiSession(a.url).logon('admin', ADMIN_PASSWORD);
    await joinSales(onA);
    const onB = await new ApiSession(b.url).logon('admin', ADMIN_PASSWORD);
    onB.cookies.set('lang', 'de');
    await offerRequest('Parallel Customer', 'parallel@example.com');
    const taskId = await openTaskId(onA, 'Parallel');
    const detail = await onA.request('GET', `/api/v1/workflow/tasks/${encodeURIComponent(taskId)}`);
    const token = detail.json.process.token as number;
    const url = `/api/v1/workflow/tasks/${encodeURIComponent(taskId)}/reject`;
    const outcomes = await Promise.all([
      onA.request('POST', url, { token, comment: 'Decided on A.' }),
      onB.request('POST', url, { token, comment: 'Auf B entschieden.' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409]);
    const loser = outcomes.find((o) => o.status === 409)!;
    const winnerComment = outcomes[0]!.status === 200 ? 'Decided on A.' : 'Auf B entschieden.';
    const expected =
      loser === outcomes[1] ? seedTexts.Workflow_Error_Conflict!.de : seedTexts.Workflow_Error_Conflict!.en;
    expect(loser.json.userMessages[0].message).toBe(expected);
    await expect
      .poll(() => mails().filter((m) => m.includes('parallel@example.com')).length, {
        timeout: patient(20_000),
      })
      .toBe(1);
    // Both workers kept polling meanwhile: still one.
    await new Promise((r) => setTimeout(r, 1500));
    const sent = mails().filter((m) => m.includes('parallel@example.com'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(winnerComment);
  });

  it('the reminder and the escalation happen once each with both servers polling', async () => {
    const onA = await new ApiSession(a.url).logon('admin', ADMIN_PASSWORD);
    await offerRequest('Waiting Customer', 'waiting@example.com');
    const taskId = await openTaskId(onA, 'Waiting');
    const history = async () =>
      (
        (await onA.request('GET', `/api/v1/workflow/tasks/${encodeURIComponent(taskId)}/history`)).json
          .events as {
          type: string;
        }[]
      ).map((e) => e.type);
    await expect
      .poll(async () => (await history()).includes('taskEscalated'), { timeout: patient(20_000) })
      .toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    const types = await history();
    expect(types.filter((t) => t === 'reminderSent')).toHaveLength(1);
    expect(types.filter((t) => t === 'taskEscalated')).toHaveLength(1);
  });
});
