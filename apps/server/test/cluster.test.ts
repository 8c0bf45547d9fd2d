/**
 * Three server processes on one PostgreSQL, as an operator runs them behind a load balancer
 * without sticky sessions (issue 28 item 4): a simultaneous first start, sessions and sign-out,
 * revocations, cache coherence, the shared sign-in throttle, offer requests and approvals with
 * exact counts, and `kill -9` of one server while it holds jobs. PostgreSQL only: PGlite is one
 * process by design (see vitest.config.ts, CLUSTER_SUITES).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/index';
import { addUserToGroup, createUser } from '../src/modules/account/index';
import { controlFields, saveWith } from '../src/modules/forms/testing';
import { expectProblemShape, TestClient } from './accountClient';
import { HttpInjector } from './httpInjector';
import { startServer, stopServer, type ServerProcess } from './serverProcess';
import { openTestDatabase, type TestDatabase } from './testServer';
import { testTmpRoot } from './tmpRoot';
import { patient } from '../../../scripts/patience.mjs';

const ADMIN_PASSWORD = 'Cluster-Admin-Password-1';
const PASSWORD = 'Cluster-User-Password-1';
const SERVERS = 3;

/**
 * Polls `probe` until it answers; the test's own timeout bounds the wait (no wall-clock budget
 * here). Every 30 s it prints what it waits for and `state()`, so a test that times out says why.
 */
async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  options: { pauseMs?: number; state?: () => Promise<unknown> } = {},
): Promise<T> {
  let report = performance.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > report) {
      report = performance.now() + 30_000;
      console.log(`cluster: still waiting for ${what}: ${JSON.stringify(await options.state?.())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
  }
}

// Generous per-test time: on a busy machine the three servers and PostgreSQL share two cores;
// every wait inside is for a state, not a clock.
describe('three server processes on one PostgreSQL', { timeout: 600_000 }, () => {
  let testDb: TestDatabase;
  let database: Database;
  let db: Db;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  /** The servers the "load balancer" sends to: a killed one leaves it. */
  let live: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(testTmpRoot(), 'insulcalc-cluster-'));
    testDb = await openTestDatabase({ empty: true });
    const env = {
      DATABASE_URL: testDb.url!,
      // One folder like a shared volume: the file mail transport of all three writes here.
      DATA_DIR: dataDir,
      PUBLIC_DIST: join(dataDir, 'no-public-dist'),
      PLATFORM_DIST: join(dataDir, 'no-platform-dist'),
      LANDING_BUNDLE: join(dataDir, 'no-landing-bundle.js'),
      INSULCALC_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PUBLIC_URL: 'http://insulcalc.test',
      SMTP_URL: '',
      // A lease far longer than the test: a killed server's jobs must come back through the
      // takeover of its dead heartbeat (default 20 s), not through their leases running out.
      WORKFLOW_LEASE_SECONDS: '900',
      // The child inherits VITEST from this process, which would keep its job worker off.
      WORKFLOW_WORKER: '1',
    };
    // All at once on an empty database: the first migrates and seeds, the others wait for it.
    servers.push(...(await Promise.all(Array.from({ length: SERVERS }, () => startServer(env)))));
    live = [...servers];
    database = await openDatabase({ databaseUrl: testDb.url!, poolSize: 2 });
    db = database.db;
  }, patient(600_000));

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s.child, 'SIGTERM')));
    await database?.close();
    await testDb?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, patient(120_000));

  /** A client whose requests go round-robin over the live servers. */
  const spread = () => new TestClient(new HttpInjector(() => live.map((s) => s.base)));
  /** A client of one server, carrying `from`'s cookies and anti-forgery token. */
  const on = (server: ServerProcess, from?: TestClient) => {
    const client = new TestClient(new HttpInjector(() => [server.base]));
    if (from) {
      for (const [name, value] of from.cookies) client.cookies.set(name, value);
      client.token = from.token;
    }
    return client;
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number | string }>(db, query))[0]?.n ?? 0);

  let users = 0;
  /** A user in `groups` (made in the database, as an administrator's Users screen would). */
  const userIn = async (groups: string[]) => {
    const username = `cluster${++users}`;
    const user = await createUser(db, { username, password: PASSWORD, fullName: `Cluster ${users}` });
    for (const group of groups) await addUserToGroup(db, user.id, group);
    const client = spread();
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    return { user, username, client };
  };

  it('three servers started at once on an empty database: migrated and seeded once, all answer', async () => {
    const journal = JSON.parse(readFileSync(join(paths.migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(await count(sql`select count(*) as n from user_account where username = 'admin'`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from (select code from code_list_item where list = 'userGroups'
            group by code having count(*) > 1) duplicates`,
      ),
    ).toBe(0);
    for (const server of servers) {
      const health = (await (await fetch(`${server.base}/api/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'ok', database: 'postgresql' });
    }
    console.log(
      `cluster: started ${servers.map((s) => `${Math.round(s.ms)} ms`).join(', ')} (at once, incl. tsx)`,
    );
  });

  it('a session signed in on one server works on the others; signed out on one, it is refused on every server at the next request', async () => {
    const { client } = await userIn([]);
    for (const server of servers)
      expect((await on(server, client).profile()).isAuthenticated, server.base).toBe(true);
    const out = await on(servers[1]!, client).request({ method: 'POST', url: '/api/v1/account/logout' });
    expect(out.statusCode, out.body).toBeLessThan(400);
    for (const server of servers)
      expect((await on(server, client).profile()).isAuthenticated, server.base).toBe(false);
  });

  it('a revoked API key, a deactivated user, a left group and a withdrawn permission are refused on every server at the next request', async () => {
    const offerRequests = (server: ServerProcess, key: string) =>
      fetch(`${server.base}/api/v1/views/OfferRequests/rows`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const keyOf = async (client: TestClient) => {
      const created = await client.request({
        method: 'POST',
        url: '/api/v1/account/api-keys',
        payload: { name: 'cluster' },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as { key: string; id: string };
    };
    const expectEverywhere = async (key: string, status: number) => {
      for (const server of servers)
        expect((await offerRequests(server, key)).status, server.base).toBe(status);
    };

    // Revoked through the API on one server.
    const revoked = await userIn(['SALES']);
    const first = await keyOf(revoked.client);
    await expectEverywhere(first.key, 200);
    const revoke = await on(servers[0]!, revoked.client).request({
      method: 'DELETE',
      url: `/api/v1/account/api-keys/${first.id}`,
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    await expectEverywhere(first.key, 401);

    // The other changes as an administrator's screen or psql makes them: plain SQL, which the
    // triggers see like any other write.
    const deactivated = await userIn(['SALES']);
    const second = await keyOf(deactivated.client);
    await expectEverywhere(second.key, 200);
    await db.execute(sql`update user_account set is_active = false where id = ${deactivated.user.id}`);
    await expectEverywhere(second.key, 401);

    const leaving = await userIn(['SALES']);
    const third = await keyOf(leaving.client);
    await expectEverywhere(third.key, 200);
    await db.execute(sql`delete from user_group_member where user_id = ${leaving.user.id}`);
    await expectEverywhere(third.key, 403);

    const withdrawn = await userIn(['SALES']);
    const fourth = await keyOf(withdrawn.client);
    await expectEverywhere(fourth.key, 200);
    const grant = sql`from group_permission where resource = 'OfferRequest' and action = 'read'
      and group_id = (select id from code_list_item where list = 'userGroups' and code = 'SALES')`;
    expect(await count(sql`select count(*) as n ${grant}`)).toBe(1);
    await db.execute(sql`delete ${grant}`);
    try {
      await expectEverywhere(fourth.key, 403);
    } finally {
      await db.execute(
        sql`insert into group_permission (group_id, resource, action)
            select id, 'OfferRequest', 'read' from code_list_item where list = 'userGroups' and code = 'SALES'`,
      );
    }
    await expectEverywhere(fourth.key, 200);
  });

  it("a product's λ curve saved on one server is served by the others at their next read", async () => {
    const admin = on(servers[0]!);
    expect((await admin.logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const load = await admin.request({
      method: 'POST',
      url: '/api/v1/forms/load',
      payload: { formGroupId: 'Product', entityInstanceId: '1' },
    });
    expect(load.statusCode, load.body).toBe(200);
    const { concurrencyTokens } = load.json() as { concurrencyTokens: Record<string, string> };
    const curve = [
      { temperature: 0, conductivity: 0.0331 },
      { temperature: 100, conductivity: 0.0457 },
    ];
    const saved = await saveWith(admin, 'Product', {
      Action: 'SAVE',
      EntityInstanceId: '1',
      ConcurrencyTokens: JSON.stringify(concurrencyTokens),
      ...controlFields({ Conductivity: curve }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const committed = performance.now();
    // Catalogue reads are not revocations: they follow the change notification, which arrives
    // within milliseconds; the time it took is printed.
    const lags: number[] = [];
    for (const server of servers.slice(1)) {
      await until(`the λ curve on ${server.base}`, async () => {
        const list = (await (await fetch(`${server.base}/api/v1/products`)).json()) as {
          id: number;
          conductivity: unknown;
        }[];
        return JSON.stringify(list.find((p) => p.id === 1)?.conductivity) === JSON.stringify(curve);
      });
      lags.push(performance.now() - committed);
    }
    console.log(
      `cluster: λ edit served by the other servers after ${lags.map((l) => `${l.toFixed(1)} ms`).join(', ')}`,
    );
  });

  it('the sign-in throttle is shared: 30 parallel wrong passwords over three servers give 5 × 401 and 25 × 429', async () => {
    const { username } = await userIn([]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => on(servers[i % SERVERS]!).logon(username, 'wrong password')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expectProblemShape(
      answers.find((a) => a.statusCode === 429)!,
      429,
    );
  });

  describe('the offer story spread over the three', () => {
    const requests: { instanceId: string; email: string }[] = [];
    const customers = 30;

    it('30 anonymous offer requests spread over three servers: exactly 30 records, processes and tasks', async () => {
      const saved = await Promise.all(
        Array.from({ length: customers }, async (_, i) => {
          const visitor = spread();
          await visitor.profile();
          const email = `customer${i}@cluster.si`;
          const res = await saveWith(
            visitor,
            'OfferRequest',
            controlFields({
              ContactName: `Customer ${i}`,
              Email: email,
              Country: 'SI',
              Message: 'Please quote 40 m of DN50 pipe insulation.',
              Consent: true,
            }),
          );
          expect(res.statusCode, res.body).toBe(200);
          return { instanceId: (res.json() as { entityInstanceId: string }).entityInstanceId, email };
        }),
      );
      requests.push(...saved);
      expect(new Set(saved.map((r) => r.instanceId)).size).toBe(customers);
      expect(
        await count(sql`select count(*) as n from entity_instance where entity_id = 'OfferRequest'`),
      ).toBe(customers);
      expect(
        await count(sql`select count(*) as n from process_instance where entity_id = 'OfferRequest'`),
      ).toBe(customers);
      expect(
        await count(
          sql`select count(*) as n from process_task t join process_instance p on p.id = t.process_id
              where p.entity_id = 'OfferRequest' and t.status = 'open'`,
        ),
      ).toBe(customers);
    });

    it('30 approvals over three servers, one server killed while it holds jobs: the others take them over and finish every job; each customer gets exactly one offer', async () => {
      expect(requests).toHaveLength(customers);
      const { client: sales } = await userIn(['SALES']);
      const tasks = await queryRows<{ id: string; instance: string }>(
        db,
        sql`select t.id, t.entity_instance_id as instance from process_task t
            where t.status = 'open' and t.entity_instance_id in (select id from entity_instance where entity_id = 'OfferRequest')`,
      );
      expect(tasks).toHaveLength(customers);
      const approvals = await Promise.all(
        tasks.map((task) =>
          sales.request({
            method: 'POST',
            url: `/api/v1/workflow/tasks/${task.id}/approve`,
            payload: { token: 1 },
          }),
        ),
      );
      expect(approvals.map((a) => a.statusCode)).toEqual(tasks.map(() => 200));

      // The victim: whichever server's worker is running a job right now.
      const jobStates = () =>
        queryRows(
          db,
          sql`select type, state, count(*)::int as n from workflow_job group by type, state order by 1, 2`,
        );
      const holding = await until(
        'a server running a job',
        async () => {
          const rows = await queryRows<{ pid: number; key: string }>(
            db,
            sql`select w.pid, j.key from workflow_job j join workflow_worker w on w.id = j.locked_by
              where j.state = 'running' and w.taken_over_at is null`,
          );
          return rows.find((row) => servers.some((s) => s.child.pid === row.pid));
        },
        { pauseMs: 5, state: jobStates },
      );
      const victim = servers.find((s) => s.child.pid === holding.pid)!;
      live = servers.filter((s) => s !== victim);
      const killedAt = performance.now();
      await stopServer(victim.child, 'SIGKILL');

      // Due now or soon: a job that failed once (say, the render pool was busy) comes back after
      // seconds; the process's reminders and escalations are hours away.
      const due = sql`select count(*) as n from workflow_job
        where state in ('queued', 'running') and run_at <= now() + interval '10 minutes'`;
      await until('every due job done', async () => (await count(due)) === 0, {
        pauseMs: 200,
        state: async () => ({
          jobs: await jobStates(),
          workers: await queryRows(db, sql`select * from workflow_worker`),
        }),
      });
      const seconds = (performance.now() - killedAt) / 1000;

      // Taken over through the dead worker's heartbeat, and logged by the server that did it.
      const [dead] = await queryRows<{ jobs: number | null; by: string | null }>(
        db,
        sql`select jobs_taken_over as jobs, taken_over_by as by from workflow_worker where pid = ${victim.child.pid!}`,
      );
      expect(dead?.by).toBeTruthy();
      expect(Number(dead?.jobs)).toBeGreaterThanOrEqual(1);
      const takeoverLogged = live.some((s) =>
        s.logs().some((l) => l.msg.startsWith('workflow queue: took over') && l.deadWorker !== undefined),
      );
      expect(takeoverLogged).toBe(true);
      expect(await count(sql`select count(*) as n from workflow_job where state = 'failed'`)).toBe(0);
      expect(await count(sql`select count(*) as n from mail_outbox where sent_at is null`)).toBe(0);

      // Each customer: one offer with its PDF, whatever else the process mailed them once.
      const mailDir = join(dataDir, 'mail');
      const mails = existsSync(mailDir)
        ? readdirSync(mailDir)
            .filter((f) => f.endsWith('.eml'))
            .map((f) => readFileSync(join(mailDir, f), 'utf8'))
        : [];
      for (const { email } of requests) {
        const theirs = mails.filter((m) => m.includes(`To: ${email}`));
        const offers = theirs.filter((m) => m.includes('Content-Type: application/pdf'));
        if (offers.length !== 1) {
          const instance = requests.find((r) => r.email === email)!.instanceId;
          const jobs = await queryRows(
            db,
            sql`select key, type, state, attempts, locked_by, last_error from workflow_job
                where payload->'entity'->>'instanceId' = ${instance} order by created_at`,
          );
          const outbox = await queryRows(
            db,
            sql`select key, sent_at, message->>'to' as to from mail_outbox where job_key in (select key from workflow_job where payload->'entity'->>'instanceId' = ${instance})`,
          );
          expect.fail(
            `${email}: ${offers.length} offers among ${theirs.length} mails; jobs ${JSON.stringify(jobs)}; outbox ${JSON.stringify(outbox)}; victim ${victim.child.pid}`,
          );
        }
      }
      // Every mail written once: each outbox message has one file, none written twice.
      const outboxMessages = await count(sql`select count(*) as n from mail_outbox`);
      expect(mails).toHaveLength(outboxMessages);
      const retried = await count(sql`select count(*) as n from workflow_job where attempts > 1`);
      console.log(
        `cluster: ${retried} job(s) ran more than once (a retry after an error or the takeover); killed pid ${victim.child.pid} holding ${holding.key}; every job done ${seconds.toFixed(1)} s after the kill (takeover after 20 s of silence); ${dead?.jobs} job(s) taken over`,
      );
    });
  });
});
