/**
 * The authorization matrix (issue 23 item 3): every registered route has a row in
 * authorizationMatrix.ts, and every row holds for anonymous visitors, a user in no group, a Sales
 * member, a Designer, an administrator, and an API key of each of the four users. Allowed: never
 * 401 or 403. Refused: 401 or 403 (404 where the row hides the record) as problem+json, and an
 * unsafe refused call leaves every table as it was.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/index';
import { processTask } from '../src/db/schema/workflow';
import { addUserToGroup, createUser } from '../src/modules/account/index';
import { controlFields, multipart, saveWith } from '../src/modules/forms/testing';
import { TestClient } from './accountClient';
import {
  ACTORS,
  AUTHORIZATION_MATRIX,
  rowFor,
  type ActorName,
  type MatrixFixtures,
  type MatrixRow,
} from './authorizationMatrix';
import { createTestServer, testConfig, testDriver, type TestServer } from './testServer';
import { eq } from 'drizzle-orm';

const PASSWORD = 'Matrix-Password-1';
const SAFE = new Set(['GET', 'HEAD']);
/**
 * Tables a refused request may touch without changing anything that matters: its own session's
 * last-seen time, the sign-in throttle, telemetry and profiler traces, the cache counters.
 */
const VOLATILE = new Set([
  'user_session',
  'api_key',
  'login_throttle',
  'telemetry_error',
  'telemetry_timing',
  'profiler_trace',
  'cache_version',
  'oidc_auth_request',
  '__drizzle_migrations',
]);

describe(`authorization matrix on ${testDriver()}`, () => {
  let server: TestServer;
  const sessions = new Map<ActorName, TestClient>();
  const userIds = new Map<string, string>();
  let fixtures: MatrixFixtures;
  const saved = { ...process.env };

  const signIn = async (username: string) => {
    const client = new TestClient(server.app);
    const password = username === 'admin' ? testConfig().adminPassword! : PASSWORD;
    expect((await client.logon(username, password)).statusCode).toBe(200);
    return client;
  };

  beforeAll(async () => {
    // The test runs the workflow's jobs itself (none here): nothing changes tables behind its back.
    process.env.WORKFLOW_WORKER = '0';
    server = await createTestServer();
    const db = server.app.ctx.db;
    for (const [name, group] of [
      ['none', null],
      ['sales', 'sales'],
      ['designers', 'designers'],
    ] as const) {
      const user = await createUser(db, { username: `matrix-${name}`, password: PASSWORD, fullName: name });
      if (group) await addUserToGroup(db, user.id, group);
      userIds.set(name, user.id);
    }
    const anonymous = new TestClient(server.app);
    await anonymous.profile();
    sessions.set('anonymous', anonymous);
    for (const name of ['none', 'sales', 'designers'] as const)
      sessions.set(name, await signIn(`matrix-${name}`));
    sessions.set('admin', await signIn('admin'));
    for (const name of ['none', 'sales', 'designers', 'admin'] as const) {
      const created = await sessions.get(name)!.request({
        method: 'POST',
        url: '/api/v1/account/api-keys',
        payload: { name: 'matrix' },
      });
      expect(created.statusCode, created.body).toBe(201);
      sessions.set(
        `key:${name}`,
        new TestClient(server.app, { headers: { authorization: `Bearer ${created.json().key as string}` } }),
      );
    }

    const request = await saveWith(
      anonymous,
      'OfferRequest',
      controlFields({
        ContactName: 'Matrix Customer',
        Company: 'Matrix d.o.o.',
        Email: 'matrix@example.com',
        Country: 'SI',
        Message: 'Please quote.',
        Consent: true,
      }),
      [{ field: 'Attachment', name: 'plan.pdf', type: 'application/pdf', content: '%PDF-1.4 matrix' }],
    );
    expect(request.statusCode, request.body).toBe(200);
    const saved = request.json() as {
      entityInstanceId: string;
      elements: { Attachment: { value: { fileId: string }[] } };
    };
    const [task] = await db
      .select({ id: processTask.id })
      .from(processTask)
      .where(eq(processTask.entityInstanceId, saved.entityInstanceId));
    const project = await sessions.get('admin')!.request({
      method: 'POST',
      url: '/api/v1/project',
      payload: { name: 'Matrix project', calculationData: [] },
    });
    expect(project.statusCode, project.body).toBe(201);
    const [script] = await queryRows<{ v: string }>(
      db,
      sql`select javascript_version as v from form_version where form_id = 'OfferRequest' and javascript is not null order by version desc limit 1`,
    );
    // A stored document of the request (the Documents button keeps what it hands out).
    const rendered = await sessions.get('admin')!.request({
      method: 'POST',
      url: '/api/v1/documents/templates/Offer/render',
      payload: { entityInstanceId: saved.entityInstanceId },
    });
    expect(rendered.statusCode, rendered.body).toBe(200);
    fixtures = {
      sentDocumentId: String(rendered.headers['x-sent-document-id']),
      offerRequestId: saved.entityInstanceId,
      fileId: saved.elements.Attachment.value[0]!.fileId,
      taskId: task!.id,
      adminProjectId: (project.json() as { id: string }).id,
      otherUserId: userIds.get('sales')!,
      publicScript: `OfferRequest_${script?.v ?? '0'}`,
    };
  });
  afterAll(async () => {
    await server?.close();
    process.env = saved;
  });

  /**
   * A digest of every table that matters: equal before and after means nothing changed. One
   * statement for all tables (the list is read once): a statement per table cost a round trip each,
   * two digests per refused call.
   */
  let digestQuery: ReturnType<typeof sql.raw> | undefined;
  const digest = async (): Promise<string> => {
    if (!digestQuery) {
      const tables = await queryRows<{ name: string }>(
        server.app.ctx.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const parts = tables
        .filter(({ name }) => !VOLATILE.has(name))
        .map(
          ({ name }) =>
            `'${name}:' || coalesce((select md5(string_agg(md5(t::text), ',' order by md5(t::text))) from "${name}" t), '')`,
        );
      digestQuery = sql.raw(`select ${parts.join(" || E'\\n' || ")} as d`);
    }
    const [row] = await queryRows<{ d: string }>(server.app.ctx.db, digestQuery);
    return row!.d;
  };

  const client = async (actor: ActorName, fresh: boolean): Promise<TestClient> => {
    if (!fresh || actor === 'anonymous' || actor.startsWith('key:')) {
      if (actor === 'anonymous' && fresh) {
        const visitor = new TestClient(server.app);
        await visitor.profile();
        return visitor;
      }
      return sessions.get(actor)!;
    }
    return signIn(actor === 'admin' ? 'admin' : `matrix-${actor}`);
  };

  const send = async (row: MatrixRow, method: string, actor: ActorName): Promise<LightMyRequestResponse> => {
    const caller = await client(actor, row.fresh === true);
    const req = row.request(fixtures);
    if (req.formFields) {
      const body = await multipart(req.formFields);
      return caller.request({ method: 'POST', url: req.url, payload: body.payload, headers: body.headers });
    }
    return caller.request({
      method: method as 'GET',
      url: req.url,
      ...(req.payload !== undefined && !SAFE.has(method) ? { payload: req.payload as object } : {}),
    });
  };

  it('has a row for every registered route', () => {
    const missing = server.app.routeTable
      .filter((r) => !rowFor(r.method, r.url))
      // The apps' static files and the SPA fallback: pages, not data.
      .filter(
        (r) => !r.url.startsWith('/platform/') || r.url.includes('DynamicForm') || r.url.includes('Workflow'),
      )
      .filter((r) => !/^\/(\*|assets\/\*|favicon|index\.html|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(missing)]).toEqual([]);
    const registered = new Set(server.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const stale = AUTHORIZATION_MATRIX.map((r) => r.route).filter((r) => !registered.has(r));
    expect(stale).toEqual([]);
  });

  const routes = (): { method: string; url: string }[] => {
    const seen = new Set<string>();
    const out: { method: string; url: string }[] = [];
    for (const row of AUTHORIZATION_MATRIX) {
      const [method, url] = row.route.split(' ') as [string, string];
      seen.add(row.route);
      out.push({ method, url });
      if (method === 'GET' && !seen.has(`HEAD ${url}`)) out.push({ method: 'HEAD', url });
    }
    return out;
  };

  it.each(routes())('$method $url answers each actor as the matrix says', async ({ method, url }) => {
    const row = rowFor(method, url)!;
    const allowed = new Set(row.allow);
    // Refused actors first: what an allowed call changes cannot hide a refused one's effect.
    const order = [...ACTORS].sort((a, b) => Number(allowed.has(a)) - Number(allowed.has(b)));
    const failures: string[] = [];
    const unsafe = !SAFE.has(method);
    // The refused calls run back to back: the digest after one is the digest before the next.
    let before = unsafe && order.some((actor) => !allowed.has(actor)) ? await digest() : null;
    for (const actor of order) {
      const res = await send(row, method, actor);
      const status = res.statusCode;
      if (status >= 500) failures.push(`${actor}: ${status} ${res.body.slice(0, 200)}`);
      if (allowed.has(actor)) {
        if (status === 401 || status === 403)
          failures.push(`${actor}: allowed, got ${status} ${res.body.slice(0, 200)}`);
        continue;
      }
      const expected = actor === 'anonymous' ? [401] : row.hidden ? [403, 404] : [403];
      if (actor === 'anonymous' && row.hidden) expected.push(404);
      if (!expected.includes(status))
        failures.push(`${actor}: refused, got ${status} ${res.body.slice(0, 200)}`);
      else if (method !== 'HEAD' && !String(res.headers['content-type']).includes('problem+json'))
        failures.push(`${actor}: refusal without problem+json (${String(res.headers['content-type'])})`);
      if (before !== null) {
        const after = await digest();
        if (after !== before) failures.push(`${actor}: a refused call changed the database`);
        before = after;
      }
    }
    if (failures.length) console.log(`MATRIX ${method} ${url}\n${failures.join('\n')}`);
    expect(failures.join('\n')).toBe('');
  });
});
