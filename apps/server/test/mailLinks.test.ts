/**
 * Mail links from configuration only (issue 23 item 4, decision 0041): whatever Host,
 * X-Forwarded-Host or X-Forwarded-Proto a request carries, with TRUST_PROXY on or off, the links
 * in the password reset, activation, administrators' sign-in and workflow mails start with
 * PUBLIC_URL, or with http://localhost:PORT (and one warning at start) when it is unset.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { processTask } from '../src/db/schema/workflow';
import { createUser } from '../src/modules/account/index';
import { controlFields, saveWith } from '../src/modules/forms/testing';
import { enqueue, workflowWorkerOf } from '../src/modules/workflow/index';
import { TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';
const PORT = 4567;
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
};

/** The text of an .eml file with quoted-printable soft breaks and escapes undone. */
function decoded(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const cases = [
  { publicUrl: 'https://insulcalc.example.com', trustProxy: false },
  { publicUrl: 'https://insulcalc.example.com', trustProxy: true },
  { publicUrl: undefined, trustProxy: false },
  { publicUrl: undefined, trustProxy: true },
];

describe.each(cases)(`mail links on ${testDriver()}: PUBLIC_URL $publicUrl, TRUST_PROXY $trustProxy`, (c) => {
  const base = c.publicUrl ?? `http://localhost:${PORT}`;
  let server: TestServer;
  const warnings: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({
      config: { port: PORT, publicUrl: c.publicUrl, trustProxy: c.trustProxy },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const mails = (): string[] => {
    const dir = join(server.config.dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(dir, f), 'utf8'))
      : [];
  };
  /** The mails sent to `address` since `before` mails were there, decoded. */
  const mailsTo = (address: string) => mails().filter((m) => m.includes(`To: ${address}`));
  const expectLinksFromConfiguration = (raw: string, path: string) => {
    expect(raw).not.toContain('evil.example');
    const text = decoded(raw);
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`${base}/platform/${path}`);
    // Every link in the mail starts with the configured base.
    for (const link of text.match(/https?:\/\/[^\s"<>]+/g) ?? []) expect(link.startsWith(base)).toBe(true);
  };
  const forgedClient = () => new TestClient(server.app, { headers: FORGED });

  it(
    c.publicUrl
      ? 'logs no PUBLIC_URL warning at start'
      : 'starts, and logs exactly one warning naming PUBLIC_URL and the localhost address',
    () => {
      const about = warnings.filter((w) => w.includes('PUBLIC_URL'));
      if (c.publicUrl) expect(about).toEqual([]);
      else {
        expect(about).toHaveLength(1);
        expect(JSON.parse(about[0]!)).toMatchObject({ level: 40 });
        expect(about[0]).toContain(`http://localhost:${PORT}`);
      }
    },
  );

  it('the forgot-password mail of an anonymous request with a forged Host links to the configured address', async () => {
    await createUser(server.ctx.db, {
      username: 'phished',
      password: 'Phished-Pass-1',
      email: 'phished@example.com',
    });
    const anonymous = forgedClient();
    const profile = await anonymous.profile();
    expect(profile.isAuthenticated).toBe(false);
    const res = await anonymous.request({
      method: 'POST',
      url: '/api/v1/account/forgot-password',
      payload: { username: 'phished' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = mailsTo('phished@example.com');
    expect(sent).toHaveLength(1);
    expectLinksFromConfiguration(sent[0]!, 'Account/VerifyCode?username=phished');
  });

  it("the administrator's activation and sign-in mails link to the configured address", async () => {
    const admin = forgedClient();
    expect((await admin.logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const invited = await createUser(server.ctx.db, {
      username: 'invited',
      password: null,
      email: 'invited@example.com',
    });
    const activation = await admin.request({
      method: 'POST',
      url: `/api/v1/account/users/${invited.id}/send-sign-in-mail`,
      payload: {},
    });
    expect(activation.statusCode, activation.body).toBe(200);
    const [invitation] = mailsTo('invited@example.com');
    expectLinksFromConfiguration(invitation!, 'Account/ActivateAccount?token=');

    const member = await createUser(server.ctx.db, {
      username: 'member',
      password: 'Member-Pass-1',
      email: 'member@example.com',
    });
    const reset = await admin.request({
      method: 'POST',
      url: `/api/v1/account/users/${member.id}/send-sign-in-mail`,
      payload: {},
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [signIn] = mailsTo('member@example.com');
    expectLinksFromConfiguration(signIn!, 'Account/VerifyCode?username=member');
  });

  it("a workflow mail's task link comes from the configured address, whatever the request that started the process", async () => {
    const visitor = forgedClient();
    await visitor.profile();
    const saved = await saveWith(
      visitor,
      'OfferRequest',
      controlFields({
        ContactName: 'Forged Host',
        Email: 'customer@example.si',
        Country: 'SI',
        Message: 'Quote please.',
        Consent: true,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const instanceId = (saved.json() as { entityInstanceId: string }).entityInstanceId;
    const [task] = await server.ctx.db
      .select()
      .from(processTask)
      .where(eq(processTask.entityInstanceId, instanceId));
    expect(task).toBeDefined();
    await enqueue(server.ctx.db, [
      {
        key: `reminder-${instanceId}`,
        type: 'sendMail',
        runAt: new Date(Date.now() - 1000),
        payload: {
          type: 'sendMail',
          key: `reminder-${instanceId}`,
          processId: task!.processId,
          runAt: new Date().toISOString(),
          entity: { entity: 'OfferRequest', instanceId },
          template: 'Workflow_Mail_TaskReminder',
          to: { type: 'address', address: 'reminded@example.si' },
          attachments: [],
          comment: null,
          taskId: task!.id,
          activityInstanceId: null,
        },
      },
    ]);
    const worker = workflowWorkerOf(server.ctx.db)!;
    for (let i = 0; i < 20 && mailsTo('reminded@example.si').length === 0; i++) await worker.runDue();
    const [reminder] = mailsTo('reminded@example.si');
    expect(reminder).toBeDefined();
    expectLinksFromConfiguration(
      reminder!,
      `Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(task!.id)}`,
    );
  });
});

describe('PUBLIC_URL in the configuration', () => {
  it('is an origin: a trailing slash is dropped; a path, credentials or another scheme stop the start', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Insulcalc.Example.com/' }).publicUrl).toBe(
      'https://insulcalc.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of [
      'insulcalc.example.com',
      'ftp://x.example',
      'https://u:p@x.example',
      'https://x.example/app',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('reads the deprecated INSULCALC_PUBLIC_URL only when PUBLIC_URL is unset', () => {
    expect(loadConfig({ INSULCALC_PUBLIC_URL: 'https://old.example' }).publicUrl).toBe('https://old.example');
    expect(
      loadConfig({ PUBLIC_URL: 'https://new.example', INSULCALC_PUBLIC_URL: 'https://old.example' })
        .publicUrl,
    ).toBe('https://new.example');
  });
});
