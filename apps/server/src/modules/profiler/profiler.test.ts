import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccount } from '../../db/schema/account';
import { profilerTrace } from '../../db/schema/profiler';
import type { ServerConfig } from '../../config';
import { createUser } from '../account/index';
import { controlFields, saveWith } from '../forms/testing';
import { TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { TRACES_PER_USER } from './store';
import type { Trace } from './trace';
import { patient } from '../../../../../scripts/patience.mjs';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';
const OTHER_PASSWORD = 'Other-User-Password-1';

async function enableFor(server: TestServer, username: string) {
  await server.ctx.db
    .update(userAccount)
    .set({ enableMiniProfiler: true })
    .where(eq(userAccount.usernameLower, username));
  // Sessions are cached for a moment: sign in after the flag is set.
}

describe(`profiler on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      config: { env: { ...process.env, MINI_PROFILER_ENABLED: 'true' } } as Partial<ServerConfig>,
    });
    await enableFor(server, 'admin');
    await createUser(server.ctx.db, { username: 'other', password: OTHER_PASSWORD });
    await enableFor(server, 'other');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records a request: handler, each query with its duration, cache reads; only for that user', async () => {
    const admin = new TestClient(server.app);
    await admin.logon('admin', ADMIN_PASSWORD);
    const profile = (await admin.request({ method: 'GET', url: '/api/v1/account/profile' })).json();
    expect(profile.enableMiniProfiler).toBe(true);

    const traced = await admin.request({
      method: 'GET',
      url: '/api/v1/translations/en',
      headers: { 'x-request-id': 'trace-translations-1' },
    });
    expect(traced.statusCode).toBe(200);
    await admin.request({
      method: 'GET',
      url: '/api/v1/navigation',
      headers: { 'x-request-id': 'trace-nav-1' },
    });

    const results = await admin.request({ method: 'GET', url: '/profiler/results' });
    expect(results.statusCode).toBe(200);
    const body = results.json() as {
      traces: Trace[];
      trivialMs: number;
      maxTraces: number;
      texts: Record<string, string>;
    };
    expect(body.trivialMs).toBe(2);
    expect(body.maxTraces).toBe(10);
    expect(body.texts.Profiler_Title).toBe('Profiler');
    expect(body.texts.Profiler_ShowTrivial).toBe('Show steps under 2 ms');
    // Newest first; the profiler's own requests are not recorded.
    expect(body.traces[0]!.id).toBe('trace-nav-1');
    expect(body.traces.some((t) => t.url.startsWith('/profiler/'))).toBe(false);
    const nav = body.traces[0]!;
    expect(nav.status).toBe(200);
    expect(nav.duration).toBeGreaterThan(0);
    const handler = nav.steps.find((s) => s.kind === 'handler')!;
    expect(handler.name).toBe('GET /api/v1/navigation');
    expect(handler.duration).toBeLessThanOrEqual(nav.duration);
    const translations = body.traces.find((t) => t.id === 'trace-translations-1')!;
    expect(translations.steps.some((s) => s.kind === 'cache' && s.name.startsWith('translations:'))).toBe(
      true,
    );
    // The first read of the navigation queries the database (session and items), each timed.
    const queries = body.traces.flatMap((t) => t.steps.filter((s) => s.kind === 'query'));
    expect(queries.length).toBeGreaterThan(0);
    // Each query once (node-postgres: the pool's query runs on a pooled client; timed there only).
    const session = nav.steps.filter((s) => s.kind === 'query' && /user_session/.test(s.name));
    expect(session.length).toBeLessThanOrEqual(1);
    for (const q of queries) {
      expect(q.name).toMatch(/^(select|insert|update|delete|with|begin|commit)/i);
      expect(q.duration).toBeGreaterThanOrEqual(0);
    }

    const one = await admin.request({ method: 'GET', url: '/profiler/results/trace-nav-1' });
    expect(one.statusCode).toBe(200);
    expect((one.json() as Trace).id).toBe('trace-nav-1');

    // Another user with the flag sees only their own requests.
    const other = new TestClient(server.app);
    await other.logon('other', OTHER_PASSWORD);
    await other.request({
      method: 'GET',
      url: '/api/v1/navigation',
      headers: { 'x-request-id': 'trace-other-1' },
    });
    const theirs = (await other.request({ method: 'GET', url: '/profiler/results' })).json() as {
      traces: Trace[];
    };
    expect(theirs.traces.map((t) => t.id)).toContain('trace-other-1');
    expect(theirs.traces.map((t) => t.id)).not.toContain('trace-nav-1');
    expect((await other.request({ method: 'GET', url: '/profiler/results/trace-nav-1' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the last 10 traces in the answer', async () => {
    const admin = new TestClient(server.app);
    await admin.logon('admin', ADMIN_PASSWORD);
    for (let i = 0; i < 12; i++) await admin.request({ method: 'GET', url: '/api/health' });
    const body = (await admin.request({ method: 'GET', url: '/profiler/results' })).json() as {
      traces: Trace[];
    };
    expect(body.traces).toHaveLength(10);
  });

  it('anonymous users and users without the flag get a translated 404', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/profiler/results' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.json().userMessages[0].message).toBe('The profiler is not enabled for you.');
    await server.ctx.db
      .update(userAccount)
      .set({ enableMiniProfiler: false })
      .where(eq(userAccount.usernameLower, 'other'));
    const other = new TestClient(server.app);
    await other.logon('other', OTHER_PASSWORD);
    expect((await other.request({ method: 'GET', url: '/profiler/results' })).statusCode).toBe(404);
    const bad = await new TestClient(server.app).request({
      method: 'GET',
      url: '/profiler/results/%3Cscript%3E',
    });
    expect(bad.statusCode).toBe(404);
  });

  it('serves the panel script and styles (bottom-left, 2 ms threshold from the results)', async () => {
    const js = await server.app.inject({ method: 'GET', url: '/profiler/includes.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.body).toContain("base + 'results'");
    const css = await server.app.inject({ method: 'GET', url: '/profiler/includes.css' });
    expect(css.body).toMatch(/\.icp-root\{position:fixed;left:8px;bottom:8px/);
  });
});

describe(`profiler traces in the database on ${testDriver()}`, () => {
  // Two server processes on one database (PostgreSQL: two pools; PGlite: one database object).
  let cluster: TestCluster;
  let app: FastifyInstance;
  let app2: FastifyInstance;
  const env = { ...process.env, MINI_PROFILER_ENABLED: 'true' };
  beforeAll(async () => {
    cluster = await createTestCluster({
      config: { env } as Partial<ServerConfig>,
      separateDataDirs: true,
      poolSize: 2,
    });
    ({ app, other: app2 } = cluster);
    await app.ctx.db
      .update(userAccount)
      .set({ enableMiniProfiler: true })
      .where(eq(userAccount.usernameLower, 'admin'));
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const adminId = async () =>
    (await app.ctx.db.select().from(userAccount).where(eq(userAccount.usernameLower, 'admin')))[0]!.id;
  const stored = async (userId: string) =>
    (await app.ctx.db.select({ n: count() }).from(profilerTrace).where(eq(profilerTrace.userId, userId)))[0]!
      .n;

  it('a request served by one process is in the panel of the other', async () => {
    const onFirst = new TestClient(app);
    await onFirst.logon('admin', ADMIN_PASSWORD);
    await onFirst.request({
      method: 'GET',
      url: '/api/v1/navigation',
      headers: { 'x-request-id': 'cross-1' },
    });
    const onSecond = new TestClient(app2);
    await onSecond.logon('admin', ADMIN_PASSWORD);
    // The first process writes the trace right after its answer: the panel polls, so does this.
    let trace: Trace | undefined;
    await expect
      .poll(
        async () => {
          const list = (await onSecond.request({ method: 'GET', url: '/profiler/results' })).json() as {
            traces: Trace[];
          };
          trace = list.traces.find((t) => t.id === 'cross-1');
          return trace !== undefined;
        },
        { timeout: patient(5000) },
      )
      .toBe(true);
    expect(trace?.url).toBe('/api/v1/navigation');
    expect(trace?.steps.some((s) => s.kind === 'handler' && s.name === 'GET /api/v1/navigation')).toBe(true);
    const one = await onSecond.request({ method: 'GET', url: '/profiler/results/cross-1' });
    expect(one.statusCode).toBe(200);
    expect((one.json() as Trace).status).toBe(200);
  });

  it('an administrator turns the profiler on for a user in the users administration', async () => {
    const user = await createUser(app.ctx.db, { username: 'analyst', password: OTHER_PASSWORD });
    const analyst = new TestClient(app);
    await analyst.logon('analyst', OTHER_PASSWORD);
    expect((await analyst.profile()).enableMiniProfiler).toBe(false);
    // The form shows the flag (off) in its Diagnostics section.
    const boss = new TestClient(app);
    await boss.logon('admin', ADMIN_PASSWORD);
    const loaded = await boss.request({
      method: 'POST',
      url: '/api/v1/forms/load',
      payload: { formGroupId: 'UserAccount', entityInstanceId: user.id },
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const form = loaded.json() as {
      concurrencyTokens: Record<string, string>;
      elements: { name: string; value?: unknown }[];
    };
    expect(form.elements.find((e) => e.name === 'EnableMiniProfiler')?.value).toBe(false);
    // An ordinary user may not set it, not even on their own account.
    const own = await saveWith(analyst, 'UserAccount', {
      Action: 'SAVE',
      EntityInstanceId: user.id,
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      ...controlFields({ EnableMiniProfiler: true }),
    });
    expect(own.statusCode).toBeGreaterThanOrEqual(400);
    expect(own.statusCode).toBeLessThan(500);
    const saved = await saveWith(boss, 'UserAccount', {
      Action: 'SAVE',
      EntityInstanceId: user.id,
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      ...controlFields({ EnableMiniProfiler: true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The very next profile says so (the session cache is forgotten), and requests are traced.
    expect((await analyst.profile()).enableMiniProfiler).toBe(true);
    await analyst.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'analyst-1' } });
    const mine = (await analyst.request({ method: 'GET', url: '/profiler/results' })).json() as {
      traces: Trace[];
    };
    expect(mine.traces.map((t) => t.id)).toContain('analyst-1');
  });

  it(`keeps a user's newest ${TRACES_PER_USER} and removes traces older than a day`, async () => {
    const id = await adminId();
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    // Written by another process's prune clock: the next write of a fresh process removes it.
    await app.ctx.db.insert(profilerTrace).values({
      userId: id,
      requestId: 'from-the-day-before',
      method: 'GET',
      url: '/old',
      status: 200,
      startedAt: old,
      durationMs: 1,
      steps: [],
    });
    const client = new TestClient(app2);
    await client.logon('admin', ADMIN_PASSWORD);
    for (let i = 0; i < TRACES_PER_USER + 5; i++)
      await client.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': `many-${i}` } });
    // The results call waits for this process's writes under way.
    expect((await client.request({ method: 'GET', url: '/profiler/results' })).statusCode).toBe(200);
    expect(await stored(id)).toBe(TRACES_PER_USER);
    const ids = (
      await app.ctx.db
        .select({ id: profilerTrace.requestId })
        .from(profilerTrace)
        .where(eq(profilerTrace.userId, id))
    ).map((r) => r.id);
    expect(ids).not.toContain('from-the-day-before');
    expect(ids).toContain(`many-${TRACES_PER_USER + 4}`);
    expect(ids).not.toContain('many-0');
  });
});

describe(`profiler off (the default) on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      config: { env: { ...process.env, MINI_PROFILER_ENABLED: 'false' } } as Partial<ServerConfig>,
    });
    await enableFor(server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('installs nothing: the database client is untouched and nothing is recorded or served', async () => {
    const client = server.ctx.database.client as unknown as Record<string | symbol, unknown>;
    expect(Object.getOwnPropertySymbols(client).map(String)).not.toContain('Symbol(profiler)');
    expect(Object.prototype.hasOwnProperty.call(client, 'query')).toBe(false);
    const admin = new TestClient(server.app);
    await admin.logon('admin', ADMIN_PASSWORD);
    const profile = (await admin.request({ method: 'GET', url: '/api/v1/account/profile' })).json();
    expect(profile.enableMiniProfiler).toBe(false);
    expect((await admin.request({ method: 'GET', url: '/profiler/results' })).statusCode).toBe(404);
  });
});
