/**
 * Cookies and proxies (issue 23 item 8): the session cookie is Secure when the client reached the
 * server over TLS. X-Forwarded-Proto says so only with TRUST_PROXY; without it, only the real
 * connection counts — a client cannot pick the flag with a header.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookies } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';
import { testTmpRoot } from './tmpRoot';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The session cookie's Secure attribute in an answer's Set-Cookie headers. */
function sessionCookieSecure(header: string | string[] | undefined): boolean {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((l) => l.startsWith('insulcalc_session='));
  expect(line, 'a session cookie').toBeDefined();
  return line!.split(';').some((part) => part.trim().toLowerCase() === 'secure');
}

describe.each([false, true])(`session cookie on ${testDriver()} with TRUST_PROXY %s`, (trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { trustProxy } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const profile = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/api/v1/account/profile', headers });
  const secure = async (headers: Record<string, string>) => {
    const res = await profile(headers);
    expect(res.statusCode).toBe(200);
    const cookie = setCookies(res).find((c) => c.name === 'insulcalc_session');
    expect(cookie).toBeDefined();
    return cookie!.attributes.secure === true;
  };

  it(
    trustProxy
      ? 'X-Forwarded-Proto: https from the proxy makes the cookie Secure'
      : 'X-Forwarded-Proto: https from a client does not make the cookie Secure',
    async () => {
      expect(await secure({ 'x-forwarded-proto': 'https' })).toBe(trustProxy);
      expect(await secure({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' })).toBe(
        trustProxy,
      );
    },
  );

  it('a plain connection without the header, or with X-Forwarded-Proto: http, gets no Secure', async () => {
    expect(await secure({})).toBe(false);
    expect(await secure({ 'x-forwarded-proto': 'http' })).toBe(false);
  });
});

describe.runIf(hasOpenssl())(`session cookie over a real TLS connection on ${testDriver()}`, () => {
  let server: TestServer;
  let tls: TlsServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(testTmpRoot(), 'insulcalc-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    server = await createTestServer({ config: { trustProxy: false } });
    // TLS terminated in this process, the decrypted socket handed to the app's own HTTP server:
    // the request's connection is encrypted, as behind Node's https server.
    tls = createTlsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (socket) => server.app.server.emit('connection', socket),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (tls ? tls.close(() => resolve()) : resolve()));
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const overTls = (headers: Record<string, string>) =>
    new Promise<{ status: number; setCookie: string[] | undefined }>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: (tls.address() as AddressInfo).port,
          path: '/api/v1/account/profile',
          rejectUnauthorized: false,
          agent: false,
          headers: { ...headers, connection: 'close' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('the real connection counts without TRUST_PROXY: Secure over TLS, whatever X-Forwarded-Proto says', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'http' }];
    for (const headers of variants) {
      const res = await overTls(headers);
      expect(res.status).toBe(200);
      expect(sessionCookieSecure(res.setCookie)).toBe(true);
    }
  });
});
