/**
 * Fuzz suite (issue 10 §6): every route the app registered — read from the router, so routes
 * added later are fuzzed without editing this file — gets malformed bodies, hostile strings
 * (NUL, lone surrogates, 1 MB strings, deep JSON, huge integers, SQL and path fragments) in its
 * path parameters, query string and body, signed in and anonymous. Every answer must be below
 * 500, every error problem+json, and the server healthy afterwards. Runs on PGlite and PostgreSQL.
 *
 * Issue 23 §5 adds what a generic body cannot reach: multipart saves of every form with a file or
 * JSON part, and filters and sorts of every column of every view (both read from the seeded
 * definitions, see fuzzTargets.ts), with values of every type; their errors must also carry a
 * translated message.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './accountClient';
import { formTargets, viewTargets } from './fuzzTargets';
import { createTestServer, testDriver, type TestServer } from './testServer';
import { saveWith } from '../src/modules/forms/testing';
import { getTranslations } from '../src/modules/translations/index';
import { patient } from '../../../scripts/patience.mjs';

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

/** The detail of the anti-forgery guard's refusal (src/modules/account/index.ts). */
const ANTIFORGERY_DETAIL = 'Missing or invalid anti-forgery token.';

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

  it(
    'answers every hostile request below 500, errors as problem+json, and stays healthy',
    async () => {
      const routes = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
      expect(routes.length).toBeGreaterThan(20);
      const allBodies = bodies();
      for (const route of routes) {
        const unsafe = route.method !== 'GET';
        const relogin = async () => {
          if (!(await admin.profile()).isAuthenticated) await admin.logon('admin', 'Test-Admin-Password-1');
        };
        // Whether anonymous unsafe calls stop at the anti-forgery guard (proved on the first path
        // value): the guard runs after the body parser and the input guards, before the route, so
        // the other path values would send the route-independent half of the work again.
        let guarded: boolean | undefined;
        for (const param of route.url.includes(':') || route.url.includes('*') ? PARAM_VALUES : ['']) {
          const path = fill(route.url, param);
          let forged = 0;
          let reachedRoute = false;
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
            if (guarded) continue;
            const anonymous = await server.app.inject({
              method: route.method as 'POST',
              url: path,
              payload: body.payload,
              headers: { 'content-type': body.contentType },
            });
            check(`${label} (anonymous)`, anonymous);
            if (anonymous.statusCode === 403 && anonymous.body.includes(ANTIFORGERY_DETAIL)) forged += 1;
            else if (![400, 413, 415].includes(anonymous.statusCode)) reachedRoute = true;
          }
          guarded ??= forged > 0 && !reachedRoute;
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
    },
    patient(900_000),
  );
});

// A schema library's own English wording, which no user should read.
const LIBRARY_WORDING = /^(Invalid|Expected|Too (big|small)|Unrecognized|Required\b|Number must|String must)/;

/**
 * Why an answer fails the suite, or null: 5xx, an error that is not problem+json, or an error
 * whose user messages are missing, bare translation keys or a library's wording.
 */
function answerFailure(
  label: string,
  res: LightMyRequestResponse,
  keys: Map<string, unknown>,
): string | null {
  if (res.statusCode >= 500) return `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `${label} → ${res.statusCode} ${type}`;
  const messages = (res.json() as { userMessages?: { message?: unknown }[] }).userMessages;
  if (!Array.isArray(messages) || messages.length === 0)
    return `${label} → ${res.statusCode} without a user message`;
  for (const m of messages)
    if (typeof m.message !== 'string' || keys.has(m.message) || LIBRARY_WORDING.test(m.message))
      return `${label} → ${res.statusCode} untranslated "${String(m.message).slice(0, 80)}"`;
  return null;
}

/** A JSON part's text as a browser sends it, but hostile. */
const HOSTILE_PARTS: readonly string[] = [
  '{"x":"a\\u0000"}',
  '{"a\\u0000":1}',
  '["\\u0000"]',
  '"\\u0000"',
  '{"x":"\\ud800"}',
  '{"\\udc00":"y"}',
  '"\\udfff"',
  '[{"x":"\\ud83d"}]',
  '{"x":9007199254740993}',
  '[9007199254740992,-1]',
  '[2147483648]',
  '2147483648',
  '{"x":1e400}',
  '-1e309',
  '123456789012345678901234567890',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  `${'['.repeat(70)}1${']'.repeat(70)}`,
  'a\u0000b',
  '\u0000',
  '\uD800',
  `{"x":"${'y'.repeat(200_000)}"}`,
  '[{"fileId":"\\u0000"}]',
  '[{"fileId":"00000000-0000-4000-8000-000000000000"}]',
  '[{"fileId":9007199254740993}]',
  '[{"a\\u0000":"b"}]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{',
  'null',
  '[]',
  '{}',
  'true',
  '"text"',
];

/** File parts' names and declared types, hostile. */
const HOSTILE_FILES: readonly [string, string][] = [
  ['a\u0000b.pdf', 'application/pdf'],
  ['a\uD800.pdf', 'application/pdf'],
  ['../../../etc/passwd', 'application/pdf'],
  [`${'x'.repeat(5000)}.pdf`, 'application/pdf'],
  ['fuzz.pdf', 'application/pdf\u0000x'],
  ['fuzz.pdf', 'x'.repeat(300)],
];

/** The save's own fields, hostile. */
const HOSTILE_SAVE_FIELDS: readonly Record<string, string>[] = [
  { EntityInstanceId: '\u0000' },
  { EntityInstanceId: '2147483648' },
  { EntityInstanceId: '99999999999999999999' },
  { EntityInstanceId: '-1' },
  { EntityInstanceId: '\uD800' },
  { ConcurrencyTokens: '{"\\u0000":"1"}' },
  { ConcurrencyTokens: '{"x":"2147483648"}' },
  { ConcurrencyTokens: '{"x":"\\ud800"}' },
  { SortOrderHint: '999999999' },
  { SortOrderHint: '2147483648' },
  { ParentEntityAttributeId: 'a\u0000', ParentEntityInstanceId: '2147483648' },
  { Parameters: '{"a":"\\u0000"}' },
  { Parameters: '{"\\ud800":1}' },
  { Action: 'DROP' },
];

describe(`fuzz form saves with file and JSON parts on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  let keys: Map<string, unknown>;
  let address = 0;

  /** A visitor with a session of their own and an address of their own (no shared throttle). */
  const visitor = async () => {
    address += 1;
    const client = new TestClient(server.app, { remoteAddress: `10.77.${address >> 8}.${address & 255}` });
    client.cookies.set('lang', 'sl');
    await client.profile();
    return client;
  };

  beforeAll(async () => {
    server = await createTestServer();
    admin = new TestClient(server.app, { remoteAddress: '10.200.0.2' });
    admin.cookies.set('lang', 'sl');
    await admin.profile();
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    keys = await getTranslations(server.app.ctx.db, 'sl');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the forms with file and JSON parts in the seeded definitions', async () => {
    const targets = await formTargets(server.app.ctx.db);
    const offer = targets.find((t) => t.formId === 'OfferRequest');
    expect(offer?.isPublic).toBe(true);
    expect(offer?.parts).toEqual(
      expect.arrayContaining([
        { name: 'CalculationReference', dataType: 'json' },
        { name: 'Attachment', dataType: 'file' },
      ]),
    );
    expect(targets.find((t) => t.formId === 'UserAccount')?.parts).toContainEqual({
      name: 'Groups',
      dataType: 'json',
    });
  });

  it(
    'answers hostile JSON values and keys in every such part below 500, errors translated',
    async () => {
      const targets = await formTargets(server.app.ctx.db);
      const failures: string[] = [];
      let sent = 0;
      const check = (label: string, res: LightMyRequestResponse) => {
        sent += 1;
        const failure = answerFailure(label, res, keys);
        if (failure) failures.push(failure);
      };
      for (const target of targets) {
        // The plain save of a public form reaches the database, so the hostile ones get as far.
        if (target.isPublic) {
          const plain = await saveWith(await visitor(), target.formId, target.base);
          expect(plain.statusCode, `${target.formId}: ${plain.body}`).toBe(200);
        }
        const anonymous = await visitor();
        for (const part of target.parts) {
          const files =
            part.dataType === 'file'
              ? [
                  {
                    field: part.name,
                    name: 'fuzz.pdf',
                    type: 'application/pdf',
                    content: '%PDF-1.4\n%%EOF\n',
                  },
                ]
              : [];
          for (const hostile of HOSTILE_PARTS) {
            const fields = { ...target.base, [part.name]: hostile };
            const label = `${target.formId}.${part.name} = ${JSON.stringify(hostile.slice(0, 40))}`;
            check(label, await saveWith(admin, target.formId, fields, files));
            check(`${label} (anonymous)`, await saveWith(anonymous, target.formId, fields, files));
          }
          if (part.dataType !== 'file') continue;
          for (const [name, type] of HOSTILE_FILES) {
            const files = [{ field: part.name, name, type, content: '%PDF-1.4\n%%EOF\n' }];
            const label = `${target.formId}.${part.name} file ${JSON.stringify(name.slice(0, 30))} ${type}`;
            check(label, await saveWith(admin, target.formId, target.base, files));
            check(`${label} (anonymous)`, await saveWith(anonymous, target.formId, target.base, files));
          }
        }
        for (const hostile of HOSTILE_SAVE_FIELDS) {
          const fields = { ...target.base, ...hostile };
          const label = `${target.formId} ${JSON.stringify(hostile).slice(0, 60)}`;
          check(label, await saveWith(admin, target.formId, fields));
          check(`${label} (anonymous)`, await saveWith(anonymous, target.formId, fields));
        }
        if (!(await admin.profile()).isAuthenticated) await admin.logon('admin', 'Test-Admin-Password-1');
      }
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      console.log(
        `form-part fuzz on ${testDriver()}: ${targets.length} forms, ${sent} saves, ${failures.length} failures`,
      );
      expect(failures.slice(0, 30)).toEqual([]);
    },
    patient(900_000),
  );
});

/** Filter values of every JSON type, valid and hostile for each column type. */
const FILTER_VALUES: readonly unknown[] = [
  '',
  ' ',
  'a',
  "' OR 1=1 --",
  '%_\\',
  'x'.repeat(500),
  '\uD800',
  'a\u0000b',
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '2147483648',
  '99999999999999999999',
  '1e3',
  'NaN',
  null,
  '2020-01-01',
  '2020-01-01T10:00:00Z',
  '2020-02-30',
  '0000-00-00',
  '20200-01-01',
  '2020-01-01T99:99:99Z',
  '1970-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59.999Z',
  'epoch',
  'infinity',
  [],
  {},
];
const FILTER_KINDS = ['contains', 'equals', 'range', 'values'] as const;
const UNKNOWN_KINDS = ['between', 'like', 'in', 'startsWith', '$where', '__proto__', ''];

function filtersFor(attribute: string, kind: string, value: unknown): object[] {
  switch (kind) {
    case 'contains':
    case 'equals':
      return [{ attribute, kind, value }];
    case 'range':
      // Both bounds together are among the working filters; a hostile value tries each alone.
      return [
        { attribute, kind, from: value },
        { attribute, kind, to: value },
      ];
    case 'values':
      return [{ attribute, kind, values: [value] }];
    default:
      return [{ attribute, kind, value, from: value }];
  }
}

/** Values a column of this type must accept (200) in the filters it offers. */
function workingFilters(
  attribute: string,
  dataType: string,
  kinds: readonly string[],
  choices: unknown[],
): object[] {
  const out: object[] = [];
  const offer = (kind: string, ...filters: object[]) => {
    if (kinds.includes(kind)) out.push(...filters.map((f) => ({ attribute, kind, ...f })));
  };
  switch (dataType) {
    case 'date':
    case 'dateTime':
      offer(
        'range',
        { from: '2020-01-01' },
        { to: '2030-12-31' },
        { from: '2020-01-01', to: '2030-12-31' },
        { from: '2020-01-01T00:00:00Z', to: '2030-12-31T23:59:59.999+02:00' },
      );
      offer('equals', { value: '2024-01-01' }, { value: null });
      offer('values', { values: ['2024-01-01', '2025-06-30'] });
      break;
    case 'integer':
    case 'decimal':
      offer('range', { from: 0, to: 3 }, { from: '1' }, { to: 2147483648 });
      offer('equals', { value: 1 }, { value: '2' }, { value: null });
      offer('values', { values: ['1', '2'] });
      break;
    case 'boolean':
      offer('equals', { value: true }, { value: false }, { value: null });
      break;
    default:
      offer('contains', { value: 'a' });
      offer('equals', { value: choices[0] ?? 'a' }, { value: null });
      offer('values', { values: choices.length ? choices.slice(0, 3).map(String) : ['a'] });
      offer('range', { from: 'a', to: 'z' });
  }
  return out;
}

describe(`fuzz views' filters and sorts on every column type on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  let keys: Map<string, unknown>;

  beforeAll(async () => {
    server = await createTestServer();
    admin = new TestClient(server.app, { remoteAddress: '10.200.0.3' });
    admin.cookies.set('lang', 'sl');
    await admin.profile();
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    keys = await getTranslations(server.app.ctx.db, 'sl');
  });
  afterAll(async () => {
    await server?.close();
  });

  const rows = (viewId: string, body: unknown) =>
    admin.request({
      method: 'POST',
      url: `/api/v1/views/${viewId}/rows`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('covers text, number, date, timestamp, boolean and code columns', async () => {
    const types = new Set(
      (await viewTargets(server.app.ctx.db)).flatMap((v) => v.columns.map((c) => c.dataType)),
    );
    for (const type of ['text', 'integer', 'dateTime', 'boolean', 'code']) expect(types).toContain(type);
  });

  it(
    'filters and sorts every column with values of every type below 500, and valid ones work',
    async () => {
      const targets = await viewTargets(server.app.ctx.db);
      const failures: string[] = [];
      let sent = 0;
      const check = (label: string, res: LightMyRequestResponse) => {
        sent += 1;
        const failure = answerFailure(label, res, keys);
        if (failure) failures.push(failure);
      };
      for (const target of targets) {
        const first = await rows(target.viewId, { page: 1, pageSize: 1 });
        expect(first.statusCode, `${target.viewId}: ${first.body}`).toBe(200);
        const answered = (first.json() as { columns: { attribute: string; values?: { value: unknown }[] }[] })
          .columns;
        for (const column of target.columns) {
          const label = `${target.viewId}.${column.attribute} (${column.dataType})`;
          const choices =
            answered.find((c) => c.attribute === column.attribute)?.values?.map((v) => v.value) ?? [];
          for (const filter of workingFilters(column.attribute, column.dataType, column.filters, choices)) {
            const res = await rows(target.viewId, { filters: [filter] });
            sent += 1;
            if (res.statusCode !== 200)
              failures.push(
                `${label} ${JSON.stringify(filter)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
          }
          if (column.sortable)
            for (const direction of ['asc', 'desc']) {
              const res = await rows(target.viewId, { sort: [{ attribute: column.attribute, direction }] });
              sent += 1;
              if (res.statusCode !== 200) failures.push(`${label} sort ${direction} → ${res.statusCode}`);
            }
          check(
            `${label} sort sideways`,
            await rows(target.viewId, { sort: [{ attribute: column.attribute, direction: 'sideways' }] }),
          );
          for (const kind of [...FILTER_KINDS, ...UNKNOWN_KINDS]) {
            // Every value for the filters the column offers; two for the others (refused early).
            const values = column.filters.includes(kind) ? FILTER_VALUES : FILTER_VALUES.slice(2, 4);
            for (const value of values)
              for (const filter of filtersFor(column.attribute, kind, value))
                check(
                  `${label} ${JSON.stringify(filter).slice(0, 120)}`,
                  await rows(target.viewId, { filters: [filter] }),
                );
          }
        }
        for (const ids of [
          ['2147483648'],
          ['-1', '0'],
          ['99999999999999999999'],
          ['nope', '\uD800'],
          ['a\u0000'],
          ['x'.repeat(100)],
        ])
          check(
            `${target.viewId} lookup ids ${JSON.stringify(ids)}`,
            await admin.request({
              method: 'POST',
              url: `/api/v1/views/${target.viewId}/lookup`,
              payload: { ids },
            }),
          );
        for (const search of [
          '%',
          "' OR 1=1 --",
          '2147483648',
          '2020-01-01',
          'x'.repeat(200),
          'x'.repeat(201),
        ])
          check(
            `${target.viewId} lookup search ${search.slice(0, 20)}`,
            await admin.request({
              method: 'POST',
              url: `/api/v1/views/${target.viewId}/lookup`,
              payload: { search },
            }),
          );
      }
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      console.log(
        `view fuzz on ${testDriver()}: ${targets.length} views, ${sent} requests, ${failures.length} failures`,
      );
      expect(failures.slice(0, 40)).toEqual([]);
    },
    patient(900_000),
  );
});
