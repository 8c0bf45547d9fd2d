import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { openDatabase, queryRows } from '../src/db/index';
import { getSetting } from '../src/db/settings';
import { parseWith, ProblemError } from '../src/http/problem';
import { healthModule } from '../src/modules/health/index';
import type { ModulePlugin, ServerModule } from '../src/modules/types';
import { createTestServer, openTestDatabase, testConfig, testDriver, type TestServer } from './testServer';

const testRoutes: ModulePlugin = async (app) => {
  app.post('/echo', async (request) => {
    const body = parseWith(
      z.object({
        name: z.string().min(1, 'validation_required'),
        address: z.object({ zip: z.string().regex(/^\d{4}$/) }),
      }),
      request.body,
      { controlNames: { 'address.zip': 'ZipCode' } },
    );
    return { ok: true, name: body.name };
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
  app.get('/forbidden', async () => {
    throw ProblemError.forbidden('No access', [{ message: 'AccessDenied_Text', level: 'error' }]);
  });
  app.get('/slow', async () => {
    slowRequest.started();
    await slowRequest.released;
    return { done: true };
  });
};
/** The slow route's request: the test learns when it runs and says when it may finish (no timers). */
const slowRequest = { started: () => {}, released: Promise.resolve() };
const testModule: ServerModule = { name: 'test', prefix: '/api/test', plugin: testRoutes };
// The core behaviour is tested without the other modules (their global hooks, e.g. anti-forgery,
// would answer first); the database still comes from the full migrated + seeded template.
const coreModules = [healthModule, testModule];

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: 'about:blank' });
  expect(typeof body.title).toBe('string');
  expect(res.body).not.toMatch(/\bat \S+:\d+|stack/i);
  return body;
}

describe(`server core on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ modules: coreModules });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /api/health reports status, version, the database driver and the job queue', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: testDriver(),
      queue: {
        due: expect.any(Number),
        running: 0,
        oldestRunningSeconds: null,
        workers: expect.any(Number),
        deadWorkersTakenOver: 0,
        lastTakeoverAt: null,
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('echoes a valid incoming X-Request-Id and generates one otherwise', async () => {
    const given = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('answers unknown /api paths with 404 problem+json, never the SPA', async () => {
    const body = expectProblem(
      await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' }),
      404,
    );
    expect(body.instance).toBe('/api/v1/nothing-here');
    expectProblem(
      await server.app.inject({ method: 'GET', url: '/api', headers: { accept: 'text/html' } }),
      404,
    );
  });

  it('answers a wrong method on a known API path with 405 and Allow', async () => {
    const res = await server.app.inject({ method: 'DELETE', url: '/api/health' });
    expectProblem(res, 405);
    expect(res.headers.allow).toContain('GET');
  });

  it('validation failures are 400 with userMessages and control names', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', address: { zip: 'x' } },
    });
    const body = expectProblem(res, 400);
    expect(body.userMessages).toEqual([
      { message: 'validation_required', level: 'error', controlName: 'name' },
      { message: expect.any(String), level: 'error', controlName: 'ZipCode' },
    ]);
    expect(body.errors).toEqual([
      expect.objectContaining({ path: 'name', code: 'too_small' }),
      expect.objectContaining({ path: 'address.zip', code: 'invalid_format' }),
    ]);
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', address: { zip: '1000' } },
    });
    expect(ok.json()).toEqual({ ok: true, name: 'Ana' });
  });

  it('malformed JSON is a 400 problem', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectProblem(res, 400);
  });

  it('a body over the limit is a 413 problem', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(server.config.bodyLimit + 10), address: { zip: '1000' } });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expectProblem(res, 413);
  });

  it('an unsupported media type is a 415 problem', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectProblem(res, 415);
  });

  it('framework errors get a translated user message when a translator is set', async () => {
    server.ctx.translateMessage = async (_request, key, values) =>
      key === 'Common_RequestTooLarge' ? `Too large (max ${values?.maxKilobytes} KB)` : undefined;
    try {
      const big = JSON.stringify({ name: 'x'.repeat(server.config.bodyLimit + 10) });
      const tooLarge = await server.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(expectProblem(tooLarge, 413).userMessages).toEqual([
        { message: 'Too large (max 1024 KB)', level: 'error' },
      ]);
      // Unknown key: no userMessages (never a raw key).
      const media = await server.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(expectProblem(media, 415)).not.toHaveProperty('userMessages');
    } finally {
      delete server.ctx.translateMessage;
    }
  });

  it('an unexpected error is a 500 with a generic title and no internals', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/test/boom' });
    const body = expectProblem(res, 500);
    expect(body.title).toBe('Internal Server Error');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('/srv/db.ts');
  });

  it('a thrown ProblemError keeps its status and userMessages', async () => {
    const body = expectProblem(await server.app.inject({ method: 'GET', url: '/api/test/forbidden' }), 403);
    expect(body).toMatchObject({
      title: 'Forbidden',
      detail: 'No access',
      userMessages: [{ message: 'AccessDenied_Text', level: 'error' }],
    });
  });

  it('stores the instance identity in app_setting at first start', async () => {
    const secret = await getSetting<string>(server.ctx.db, 'instance.secret');
    expect(secret).toBe(server.ctx.instance.secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(server.ctx.instance.firstStartedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('without built apps, pages answer a plain "run the build" page', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/platform/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('pnpm build');
  });
});

describe(`restarts on ${testDriver()}`, () => {
  it('a second start applies no migration twice and the seeds are idempotent', async () => {
    const testDb = await openTestDatabase();
    try {
      const config = testConfig();
      // Row counts of every table (public + drizzle's migration log): a second start must not
      // add rows anywhere (seeds idempotent, migrations applied once).
      const countAll = async () => {
        const tables = await queryRows<{ schema: string; name: string }>(
          testDb.database.db,
          sql`select table_schema as schema, table_name as name from information_schema.tables
              where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
        );
        const counts: Record<string, number> = {};
        for (const t of tables) {
          const rows = await queryRows<{ n: number }>(
            testDb.database.db,
            sql.raw(`select count(*)::int as n from "${t.schema}"."${t.name}"`),
          );
          counts[`${t.schema}.${t.name}`] = rows[0]?.n ?? -1;
        }
        return counts;
      };
      const first = await buildApp(config, { database: testDb.database, ownDatabase: false });
      await first.ready();
      const instanceId = first.ctx.instance.id;
      await first.close();
      const before = await countAll();
      const second = await buildApp(config, { database: testDb.database, ownDatabase: false });
      await second.ready();
      expect(second.ctx.instance.id).toBe(instanceId);
      await second.close();
      expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
      expect(await countAll()).toEqual(before);
      rmSync(config.dataDir, { recursive: true, force: true });
    } finally {
      await testDb.close();
    }
  });
});

describe.runIf(testDriver() === 'postgresql')('concurrent starts on postgresql', () => {
  it('several processes starting at once on an empty database migrate and seed once', async () => {
    const testDb = await openTestDatabase({ empty: true });
    const configs = [testConfig(), testConfig(), testConfig()];
    const databases = await Promise.all(
      configs.map(() => openDatabase({ databaseUrl: testDb.url, poolSize: 3 })),
    );
    try {
      const apps = await Promise.all(
        configs.map((config, i) => buildApp(config, { database: databases[i]! })),
      );
      const ids = new Set(apps.map((a) => a.ctx.instance.id));
      expect(ids.size).toBe(1);
      const rows = await queryRows<{ n: number }>(
        testDb.database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      await Promise.all(apps.map((a) => a.close()));
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await testDb.close();
      for (const c of configs) rmSync(c.dataDir, { recursive: true, force: true });
    }
  });
});

describe(`static apps on ${testDriver()}`, () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'insulcalc-dist-'));
    for (const app of ['public', 'platform']) {
      mkdirSync(join(dir, app, 'assets'), { recursive: true });
      writeFileSync(
        join(dir, app, 'index.html'),
        `<!doctype html><title>${app}</title><div id="root">${app} index</div>`,
      );
      writeFileSync(join(dir, app, 'assets', `main-Ab12Cd34.js`), `console.log('${app}')`);
      writeFileSync(join(dir, app, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    writeFileSync(join(dir, 'public', 'assets', 'big-Zz99Yy88.js'), 'console.log("plain")');
    writeFileSync(join(dir, 'public', 'assets', 'big-Zz99Yy88.js.gz'), gzipSync('console.log("plain")'));
    server = await createTestServer({
      modules: coreModules,
      config: { publicDist: join(dir, 'public'), platformDist: join(dir, 'platform') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each index.html with no-cache at its base path', async () => {
    const pub = await server.app.inject({ method: 'GET', url: '/' });
    expect(pub.statusCode).toBe(200);
    expect(pub.body).toContain('public index');
    expect(pub.headers['cache-control']).toBe('no-cache');
    const plat = await server.app.inject({ method: 'GET', url: '/platform/' });
    expect(plat.statusCode).toBe(200);
    expect(plat.body).toContain('platform index');
    expect(plat.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    for (const url of ['/assets/main-Ab12Cd34.js', '/platform/assets/main-Ab12Cd34.js']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('falls back to the right index.html for client-side routes', async () => {
    const pub = await server.app.inject({ method: 'GET', url: '/Configurator?x=1' });
    expect(pub.statusCode).toBe(200);
    expect(pub.body).toContain('public index');
    expect(pub.headers['cache-control']).toBe('no-cache');
    const plat = await server.app.inject({
      method: 'GET',
      url: '/platform/Administration/CodeList/5',
      headers: { accept: 'text/html' },
    });
    expect(plat.statusCode).toBe(200);
    expect(plat.body).toContain('platform index');
  });

  it('serves a pre-compressed variant when the client accepts it', async () => {
    const gz = await server.app.inject({
      method: 'GET',
      url: '/assets/big-Zz99Yy88.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("plain")');
    const plain = await server.app.inject({ method: 'GET', url: '/assets/big-Zz99Yy88.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  it('the SPA fallback revalidates with an ETag (304)', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/platform/dashboard' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.app.inject({
      method: 'GET',
      url: '/platform/other/route',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('redirects /platform to /platform/', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/platform?a=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/platform/?a=1');
  });

  it('a missing asset is a 404, not index.html', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/platform/assets/gone-12345678.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('platform index');
  });

  it('API paths never fall back to the SPA', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/unknown',
      headers: { accept: 'text/html' },
    });
    expectProblem(res, 404);
  });
});

describe(`graceful close on ${testDriver()}`, () => {
  it('answers malformed HTTP with a problem+json 400', async () => {
    const server = await createTestServer({ modules: coreModules });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE / NOT-HTTP\r\n\r\n'));
        let data = '';
        socket.on('data', (d) => (data += d.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(raw).toContain('Content-Type: application/problem+json');
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
      });
    } finally {
      await server.close();
    }
  });

  it('finishes a running request, then refuses new connections', async () => {
    const testDb = await openTestDatabase();
    const config = testConfig({ port: 0, host: '127.0.0.1' });
    try {
      const app = await buildApp(config, {
        database: testDb.database,
        ownDatabase: false,
        modules: coreModules,
      });
      // After the app's own preClose hook (which starts refusing new requests) has run.
      slowRequest.released = new Promise<void>((resolve) => app.addHook('preClose', async () => resolve()));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const running = new Promise<void>((resolve) => (slowRequest.started = resolve));
      const slow = fetch(`http://127.0.0.1:${port}/api/test/slow`);
      // Close while the request runs, whatever the machine's load; it finishes once closing began.
      await running;
      const closing = app.close();
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      expect(res.headers.get('connection')).toBe('close');
      await closing;
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      await testDb.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
