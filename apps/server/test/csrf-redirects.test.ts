/**
 * Anti-forgery over every unsafe route (read from the router) in raw, percent-encoded and
 * case-changed spellings, and the hostile return-URL corpus through the server's redirecting
 * flows (logout, ExternalLogOn start, the OpenID Connect callback). The full OIDC round trip
 * with the corpus is in oidc.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { HOSTILE_RETURN_URLS } from '@insulcalc/api-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcAuthRequest } from '../src/db/schema/account';
import { ANTIFORGERY_EXEMPT_ROUTES } from '../src/modules/account/index';
import { TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';
import { patient } from '../../../scripts/patience.mjs';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Spellings of one path that reach (or try to reach) the same handler. */
function spellings(path: string): string[] {
  const encodeFirst = (p: string) =>
    p.replace(/\/([a-z])/i, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  const encodeLastStatic = (p: string) => {
    const parts = p.split('/');
    for (let i = parts.length - 1; i >= 0; i -= 1) {
      const part = parts[i]!;
      if (part && /^[a-z]/i.test(part)) {
        parts[i] = `%${part.charCodeAt(0).toString(16).toUpperCase()}${part.slice(1)}`;
        break;
      }
    }
    return parts.join('/');
  };
  return [
    path,
    encodeFirst(path),
    encodeLastStatic(path),
    path.toUpperCase(),
    path.replace(/^\/api\//i, '/Api/'),
    path.replace(/\//g, '//'),
    `${path}/`,
    `${path}?x=1`,
    path.replace(/\/([^/]+)$/, '/./$1'),
  ];
}

function isSameOriginPath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

describe(`anti-forgery and redirects on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    admin = new TestClient(server.app);
    await admin.profile();
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'refuses every unsafe route without the token in every path spelling',
    async () => {
      const routes = server.app.routeTable.filter(
        (r) => !SAFE.has(r.method) && !ANTIFORGERY_EXEMPT_ROUTES.has(r.url),
      );
      expect(routes.length).toBeGreaterThan(10);
      const escaped: string[] = [];
      let sent = 0;
      for (const route of routes) {
        const path = route.url.replace(/:[A-Za-z0-9_]+/g, '1');
        for (const url of spellings(path)) {
          for (const contentType of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
            const res = await admin.request({
              method: route.method as 'POST',
              url,
              payload: contentType === 'application/json' ? '{}' : 'a=1',
              headers: { 'content-type': contentType },
              token: false,
            });
            sent += 1;
            // 403: refused; 404/405: nothing matched, nothing ran; 415: the body type is refused first.
            if (![403, 404, 405, 415].includes(res.statusCode))
              escaped.push(`${route.method} ${url} ${contentType} → ${res.statusCode}`);
          }
        }
        // The raw spelling must be the anti-forgery refusal itself.
        const raw = await admin.request({
          method: route.method as 'POST',
          url: path,
          payload: {},
          token: false,
        });
        if (raw.statusCode !== 403) escaped.push(`${route.method} ${path} raw → ${raw.statusCode}`);
      }
      console.log(
        `anti-forgery on ${testDriver()}: ${routes.length} unsafe routes, ${sent} requests, ${escaped.length} escapes`,
      );
      expect(escaped).toEqual([]);
    },
    patient(300_000),
  );

  it('logs out to a same-origin login page whatever the return URL', async () => {
    for (const hostile of HOSTILE_RETURN_URLS) {
      const c = new TestClient(server.app);
      await c.profile();
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ returnUrl: hostile, __RequestVerificationToken: c.token! }).toString(),
      });
      // U+0000 is refused before any route runs (400, no redirect at all).
      if (hostile.includes('\u0000')) {
        expect(res.statusCode, hostile).toBe(400);
        continue;
      }
      expect(res.statusCode, hostile).toBe(303);
      const location = String(res.headers.location);
      expect(isSameOriginPath(location), `${hostile} → ${location}`).toBe(true);
    }
  });

  it('starts an external sign-in with every hostile return URL and comes back to the platform home', async () => {
    for (const hostile of HOSTILE_RETURN_URLS) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/Account/ExternalLogOn?provider=nobody&returnUrl=${encodeURIComponent(hostile)}`,
      });
      if (hostile.includes('\u0000')) {
        expect(res.statusCode, hostile).toBe(400);
        continue;
      }
      expect(res.statusCode, hostile).toBe(302);
      const location = String(res.headers.location);
      expect(isSameOriginPath(location), `${hostile} → ${location}`).toBe(true);
      const target = new URL(location, 'http://app.test');
      expect(target.searchParams.get('ReturnUrl'), hostile).toBe(server.config.platformBasePath);
    }
  });

  it('judges the stored return URL again at the OpenID Connect callback', async () => {
    for (const hostile of HOSTILE_RETURN_URLS) {
      const state = randomUUID();
      await server.ctx.db.insert(oidcAuthRequest).values({
        state,
        providerId: 'gone',
        codeVerifier: 'v',
        nonce: 'n',
        returnUrl: hostile.replaceAll('\u0000', ''),
        redirectUri: 'http://app.test/Account/ExternalLogOnCallback',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const res = await server.app.inject({
        method: 'GET',
        url: `/Account/ExternalLogOnCallback?state=${state}&code=x`,
        headers: { cookie: `insulcalc_oidc=${state}` },
      });
      expect(res.statusCode, hostile).toBe(302);
      const location = String(res.headers.location);
      expect(isSameOriginPath(location), `${hostile} → ${location}`).toBe(true);
      expect(new URL(location, 'http://app.test').searchParams.get('ReturnUrl'), hostile).toBe(
        server.config.platformBasePath,
      );
    }
  });
});
