/**
 * Fuzz suite (issue 10 §6): every route the app registered — read from the router, so routes
 * added later are fuzzed without editing this file — gets malformed bodies, hostile strings
 * (NUL, lone surrogates, 1 MB strings, deep JSON, huge integers, SQL and path fragments) in its
 * path parameters, query string and body, signed in and anonymous. Every answer must be below
 * 500, every error problem+json, and the server healthy afterwards. Runs on PGlite and PostgreSQL.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';

const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u001b[31m\u0007',
  "' OR 1=1 --",
  "'; drop table user_account; --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '',
  ' ',
  'x'.repeat(5000),
];
const HOSTILE_NUMBERS: readonly unknown[] = [
  2147483648,
  -2147483649,
  1e308,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  '2147483648',
  '99999999999999999999',
];
const MEGABYTE = 'm'.repeat(1024 * 1024);
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

/** Field names the API's bodies use; each is filled with each hostile value. */
const FIELDS = [
  'name',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'code',
  'token',
  'resetToken',
  'returnUrl',
  'ReturnUrl',
  'id',
  'projectId',
  'concurrencyToken',
  'calculationData',
  'calculation',
  'calculations',
  'products',
  'language',
  'message',
  'traceId',
  'values',
  'formId',
  'entityId',
  'instanceId',
  'data',
  'expiresInDays',
  'productTypeId',
  'state',
];

const PARAM_VALUES: readonly string[] = [
  '1',
  '0',
  '-1',
  '2147483648',
  '99999999999',
  'x'.repeat(5000),
  '%00',
  '%ZZ',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  "'%20OR%201=1--",
  '%F0%9F%98%80',
  '%ED%A0%80',
  'languages',
  'de',
];

const QUERIES: readonly string[] = [
  '',
  '?id=2147483648&productTypeId=2147483648&concurrencyToken=99999999999',
  '?productTypeId=-1&q=%00&token=%00&state=%00&code=%00',
  '?x[]=1&x[a]=2&__proto__[polluted]=1&constructor[prototype][x]=1',
  `?v=${'v'.repeat(3000)}&returnUrl=%2F%2Fevil.example`,
  '?%ZZ=1',
];

function bodies(): { payload: string; contentType: string }[] {
  const json = (v: unknown) => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  const out = [
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":1,}', contentType: 'application/json' },
    { payload: DEEP, contentType: 'application/json' },
    { payload: DEEP_OBJECT, contentType: 'application/json' },
    { payload: '{"__proto__":{"polluted":1}}', contentType: 'application/json' },
    { payload: '"\\ud800"', contentType: 'application/json' },
    { payload: 'a=%00&b=%ZZ&__RequestVerificationToken=x', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<xml/>', contentType: 'application/xml' },
    { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
    json(null),
    json([]),
    json('text'),
    json(12),
    json({ [FIELDS[0]!]: MEGABYTE }),
  ];
  for (const value of [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, null, true, [], {}, [[[[['x']]]]]]) {
    out.push(json(Object.fromEntries(FIELDS.map((f) => [f, value]))));
  }
  // Generated JSON values: arbitrary shapes, fixed seed so a failure reproduces.
  for (const value of fc.sample(fc.jsonValue({ maxDepth: 6 }), { numRuns: 30, seed: 42 }))
    out.push(json(value));
  for (const value of fc.sample(
    fc.record(
      Object.fromEntries(
        FIELDS.slice(0, 12).map((f) => [
          f,
          fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null)),
        ]),
      ),
    ),
    { numRuns: 20, seed: 7 },
  ))
    out.push(json(value));
  return out;
}

function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
}

describe(`fuzz every route on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  let sent = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    admin = new TestClient(server.app, { remoteAddress: '10.200.0.1' });
    await admin.profile();
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  const check = (label: string, res: LightMyRequestResponse) => {
    sent += 1;
    const type = String(res.headers['content-type'] ?? '');
    if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    else if (res.statusCode >= 400 && res.statusCode !== 405 && !type.startsWith('application/problem+json'))
      failures.push(`${label} → ${res.statusCode} ${type}`);
    else if (res.statusCode === 405 && !type.startsWith('application/problem+json'))
      failures.push(`${label} → 405 ${type}`);
  };

  it('answers every hostile request below 500, errors as problem+json, and stays healthy', async () => {
    const routes = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const allBodies = bodies();
    for (const route of routes) {
      const unsafe = route.method !== 'GET';
      const relogin = async () => {
        if (!(await admin.profile()).isAuthenticated) await admin.logon('admin', 'Test-Admin-Password-1');
      };
      for (const param of route.url.includes(':') || route.url.includes('*') ? PARAM_VALUES : ['']) {
        const path = fill(route.url, param);
        for (const query of QUERIES) {
          const url = `${path}${query}`;
          const label = `${route.method} ${url.slice(0, 120)}`;
          check(label, await admin.request({ method: route.method as 'GET', url }));
          check(`${label} (anonymous)`, await server.app.inject({ method: route.method as 'GET', url }));
        }
        if (!unsafe) continue;
        for (const body of allBodies) {
          const label = `${route.method} ${path.slice(0, 100)} ${body.contentType} ${body.payload.slice(0, 60)}`;
          check(
            label,
            await admin.request({
              method: route.method as 'POST',
              url: path,
              payload: body.payload,
              headers: { 'content-type': body.contentType },
            }),
          );
          check(
            `${label} (anonymous)`,
            await server.app.inject({
              method: route.method as 'POST',
              url: path,
              payload: body.payload,
              headers: { 'content-type': body.contentType },
            }),
          );
        }
        await relogin();
      }
    }
    // Malformed URLs Fastify itself refuses, on every route prefix.
    for (const route of routes) {
      const url = `${route.url.replace(/:[A-Za-z0-9_]+.*$/, '')}%ZZ`;
      check(`${route.method} ${url}`, await server.app.inject({ method: route.method as 'GET', url }));
    }
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    console.log(
      `fuzz on ${testDriver()}: ${routes.length} routes, ${sent} requests, ${failures.length} failures`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
  }, 900_000);
});
