/**
 * Issue 10 (server hardening): the findings of the outside attack, each as a regression test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/index';
import { expectProblemShape, setCookies, TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';

const repoRoot = join(import.meta.dirname, '../../..');
const calculateCase = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/thermal/test-data/engine-cases.json'), 'utf8')) as {
    id: string;
    input: unknown;
  }[]
).find((c) => c.id === 'ref-001-pipe-heat')!.input;

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe(`hardening on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    admin = new TestClient(server.app);
    await admin.profile();
    const res = await admin.logon('admin', 'Test-Admin-Password-1');
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a percent-encoded or re-spelled path without the token (the router matched route decides)', async () => {
    for (const url of [
      '/api/v1/project/',
      '/%61pi/v1/project/',
      '/api/v1/%70roject/',
      '/api/v1//project/',
      '/API/v1/project/',
      '/api/v1/project/%2e/',
    ]) {
      const res = await admin.request({ method: 'POST', url, payload: { name: 'x' }, token: false });
      expect([403, 404], `${url}: ${res.body}`).toContain(res.statusCode);
      expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
    }
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/project/',
      payload: { name: 'x' },
      token: false,
    });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('refuses NUL in a logon user name, a forgot-password user name and an OIDC state with 400', async () => {
    const anon = new TestClient(server.app);
    await anon.profile();
    const logon = await anon.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    const logonProblem = expectProblemShape(logon, 400);
    // Translated (the key lives in @insulcalc/api-schema's translations, seeded with the others).
    expect(logonProblem.userMessages?.[0]?.message).toMatch(/not allowed/);
    const bell = await anon.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      payload: { username: 'a\u0007b', password: 'x' },
    });
    expect(expectProblemShape(bell, 400).userMessages?.[0]).toMatchObject({ controlName: 'username' });
    const forgot = await anon.request({
      method: 'POST',
      url: '/api/v1/account/forgot-password',
      payload: { username: 'a\u0000' },
    });
    expectProblemShape(forgot, 400);
    const callback = await anon.request({
      method: 'GET',
      url: '/Account/ExternalLogOnCallback?state=%00&code=x',
    });
    expect(callback.statusCode).toBeLessThan(500);
    const surrogate = await anon.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      payload: '{"username":"\\ud800","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expectProblemShape(surrogate, 400);
  });

  it('bounds integers to int4', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/v1/products?productTypeId=2147483648' });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('refuses JSON nested 10,000 deep before any recursion (telemetry, no session)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/app/v1/telemetry/errors',
      headers: { 'content-type': 'application/json' },
      payload: `[{"message":${deepJson(10_000)}}]`,
    });
    expectProblemShape(res, 400);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers Fastify framework errors as problem+json', async () => {
    const bad = await server.app.inject({ method: 'GET', url: '/api/v1/projects/%ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.headers['content-type'])).toMatch(/^application\/problem\+json/);
    const long = await admin.request({ method: 'GET', url: `/api/v1/projects/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(String(long.headers['content-type'])).toMatch(/^application\/problem\+json/);
  });

  it('sets Secure only from request.protocol (X-Forwarded-Proto ignored without TRUST_PROXY)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = setCookies(res).find((c) => c.name === 'insulcalc_session');
    expect(cookie).toBeDefined();
    expect(cookie!.attributes.secure).toBeUndefined();
  });

  it('sends the security headers and compresses JSON', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // An API answer loads nothing and is framed by nothing: the short, stricter policy.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A problem answer is an API answer too; the API reference's pages are documents.
    const problem = await server.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(problem.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(docs.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('calculates for a script with no cookie and no token', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/calculations/calculate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(calculateCase),
    });
    expect(res.statusCode, res.body).toBe(200);
    // With the session cookie the token is still required.
    const withCookie = await admin.request({
      method: 'POST',
      url: '/api/v1/calculations/calculate',
      payload: calculateCase as object,
      token: false,
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('counts parallel sign-in guesses atomically: of 30, only 5 are evaluated, the 6th on gets 429', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/account/logon',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: 'parallel-target', password: `wrong-${i}` }),
          remoteAddress: '10.9.8.7',
        }),
      ),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length, codes.join(',')).toBe(5);
    expect(codes.filter((c) => c === 429).length, codes.join(',')).toBe(25);
  });

  it('serves cached reads with an ETag, 304 on revalidation, and a new answer after a change', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/v1/codelists/mediums' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/v1/codelists/mediums',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await queryRows(
      server.ctx.db,
      sql`update code_list_item set sort_order = sort_order + 1 where list = 'mediums'`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const changed = await server.app.inject({
      method: 'GET',
      url: '/api/v1/codelists/mediums',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('personal API keys: create, use with Bearer and no token, list, revoke', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      payload: { name: 'CI script' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, id, prefix } = created.json() as { key: string; id: string; prefix: string };
    expect(key.startsWith(prefix)).toBe(true);
    const bearer = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      headers: bearer,
    });
    expect(profile.json()).toMatchObject({ isAuthenticated: true });
    const project = await server.app.inject({
      method: 'POST',
      url: '/api/v1/project/',
      headers: bearer,
      payload: JSON.stringify({ name: 'From a script' }),
    });
    // Past the anti-forgery check (a 400 for the missing calculation is the route's own answer).
    expect([200, 201, 400], project.body).toContain(project.statusCode);
    const list = await admin.request({ method: 'GET', url: '/api/v1/account/api-keys' });
    expect(JSON.stringify(list.json())).not.toContain(key);
    expect((list.json() as { id: string }[]).map((k) => k.id)).toContain(id);
    const mint = await server.app.inject({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      headers: bearer,
      payload: '{"name":"x"}',
    });
    expect(mint.statusCode).toBe(403);
    const revoked = await admin.request({ method: 'DELETE', url: `/api/v1/account/api-keys/${id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await server.app.inject({ method: 'GET', url: '/api/v1/account/profile', headers: bearer });
    expectProblemShape(after, 401);
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      headers: { authorization: 'Bearer ick_nope' },
    });
    expectProblemShape(wrong, 401);
  });

  it('limits requests per API key and minute: 429 with Retry-After and a translated message', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      payload: { name: 'Rate limited' },
    });
    const { key, id } = created.json() as { key: string; id: string };
    const previous = process.env.API_KEY_RATE_LIMIT;
    process.env.API_KEY_RATE_LIMIT = '2';
    try {
      const call = () =>
        server.app.inject({
          method: 'GET',
          url: '/api/v1/account/profile',
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const limited = await call();
      const body = expectProblemShape(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['ratelimit-limit']).toBe('2');
      expect(body.userMessages?.[0]?.message).toEqual(expect.any(String));
      expect(body.userMessages?.[0]?.message).not.toBe('Account_TooManyRequests');
    } finally {
      if (previous === undefined) delete process.env.API_KEY_RATE_LIMIT;
      else process.env.API_KEY_RATE_LIMIT = previous;
      await admin.request({ method: 'DELETE', url: `/api/v1/account/api-keys/${id}` });
    }
  });

  it('an API key or account id that names nothing, malformed or unknown, is 404 with a translated message', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [url, expected] of [
      ['/api/v1/account/api-keys/not-a-uuid', 'The API key does not exist or has been revoked.'],
      [`/api/v1/account/api-keys/${unknown}`, 'The API key does not exist or has been revoked.'],
      [
        `/api/v1/account/users/not-a-uuid/api-keys/${unknown}`,
        'The API key does not exist or has been revoked.',
      ],
    ] as const) {
      const res = await admin.request({ method: 'DELETE', url });
      const body = expectProblemShape(res, 404);
      expect(body.userMessages?.[0]?.message, url).toBe(expected);
    }
    for (const url of [
      '/api/v1/account/users/not-a-uuid/api-keys',
      `/api/v1/account/users/${unknown}/api-keys`,
    ]) {
      const body = expectProblemShape(await admin.request({ method: 'GET', url }), 404);
      expect(body.detail, url).toBe('No such user.');
      const text = body.userMessages?.[0]?.message;
      expect(text, url).toEqual(expect.any(String));
      expect(text, url).not.toBe('Administration_User_NotFound');
    }
  });
});
