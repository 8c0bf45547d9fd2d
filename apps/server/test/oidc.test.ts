/**
 * External sign-in end to end: a real OpenID Connect provider (oidc-provider) listens on a local
 * port; the test plays the browser, following every redirect by hand and keeping each site's
 * cookies, through the app's /Account/ExternalLogOn → provider login + consent → callback.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalLogin, oidcProvider, userAccount } from '../src/db/schema/account';
import { accountSettings, setAccountSettings } from '../src/modules/account/index';
import { HOSTILE_RETURN_URLS } from '@insulcalc/api-schema';
import { setCookies } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';
import { patient } from '../../../scripts/patience.mjs';

const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/Account/ExternalLogOnCallback`;

interface JarCookie {
  name: string;
  value: string;
  path: string;
}

/** Per-origin cookie jar with path matching and deletion (enough for both sites here). */
class Browser {
  private readonly jars = new Map<string, JarCookie[]>();
  constructor(private readonly server: TestServer) {}

  private jar(origin: string): JarCookie[] {
    let j = this.jars.get(origin);
    if (!j) this.jars.set(origin, (j = []));
    return j;
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar(origin).find((c) => c.name === name)?.value;
  }

  private store(origin: string, headers: string[]): void {
    const jar = this.jar(origin);
    for (const header of headers) {
      const [pair = '', ...attrs] = header.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      let path = '/';
      let remove = false;
      for (const a of attrs) {
        const [k = '', v = ''] = a.split('=');
        const key = k.trim().toLowerCase();
        if (key === 'path') path = v.trim() || '/';
        if (key === 'max-age' && Number(v) <= 0) remove = true;
        if (key === 'expires' && Date.parse(v) < Date.now()) remove = true;
      }
      const idx = jar.findIndex((c) => c.name === name && c.path === path);
      if (idx >= 0) jar.splice(idx, 1);
      if (!remove && value !== '') jar.push({ name, value, path });
    }
  }

  private header(url: URL): string {
    return this.jar(url.origin)
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, no redirect following; the app is reached through inject, others over HTTP. */
  async send(
    method: 'GET' | 'POST',
    href: string,
    form?: Record<string, string>,
  ): Promise<{ status: number; location?: string; body: string; url: URL }> {
    const url = new URL(href);
    const cookie = this.header(url);
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const headers: Record<string, string> = { accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (url.origin === APP_ORIGIN) {
      const res = await this.server.app.inject({
        method,
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: url.host },
        ...(body ? { payload: body } : {}),
      });
      this.store(
        url.origin,
        setCookies(res).map(
          (c) =>
            `${c.name}=${encodeURIComponent(c.value)}; Path=${c.attributes.path ?? '/'}${c.attributes['max-age'] !== undefined ? `; Max-Age=${c.attributes['max-age']}` : ''}`,
        ),
      );
      const location = res.headers.location as string | undefined;
      return {
        status: res.statusCode,
        ...(location ? { location: new URL(location, url).href } : {}),
        body: res.body,
        url,
      };
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.store(url.origin, res.headers.getSetCookie());
    const location = res.headers.get('location');
    return {
      status: res.status,
      ...(location ? { location: new URL(location, url).href } : {}),
      body: await res.text(),
      url,
    };
  }

  /** Follows redirects; on the provider's interaction page submits `login` (login, then consent). */
  async navigate(
    href: string,
    login: string,
    maxSteps = 20,
  ): Promise<{ status: number; location?: string; trail: string[] }> {
    const trail: string[] = [];
    let next: { method: 'GET' | 'POST'; href: string; form?: Record<string, string> } = {
      method: 'GET',
      href,
    };
    for (let step = 0; step < maxSteps; step++) {
      trail.push(`${next.method} ${next.href}`);
      const res = await this.send(next.method, next.href, next.form);
      if (res.status >= 300 && res.status < 400 && res.location) {
        // Leaving both sites (back at the app's pages): stop there.
        const target = new URL(res.location);
        if (target.origin === APP_ORIGIN && !target.pathname.startsWith('/Account/'))
          return { status: res.status, location: res.location, trail };
        next = { method: 'GET', href: res.location };
        continue;
      }
      if (res.status === 200 && res.url.pathname.startsWith('/interaction/')) {
        next = { method: 'POST', href: res.url.href, form: { login } };
        continue;
      }
      return { status: res.status, ...(res.location ? { location: res.location } : {}), trail };
    }
    throw new Error(`too many steps: ${trail.join('\n')}`);
  }
}

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
    req.on('error', reject);
  });
}

describe(`OpenID Connect sign-in against oidc-provider on ${testDriver()}`, () => {
  let server: TestServer;
  let idp: Server;
  let issuer: string;

  beforeAll(async () => {
    server = await createTestServer();
    idp = createServer();
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'insulcalc',
          client_secret: 'insulcalc-test-secret',
          redirect_uris: [CALLBACK],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      async findAccount(_ctx: unknown, sub: string) {
        return {
          accountId: sub,
          async claims() {
            return {
              sub,
              email: `${sub}@example.com`,
              email_verified: true,
              name: `${sub[0]!.toUpperCase()}${sub.slice(1)} Example`,
              preferred_username: sub,
            };
          },
        };
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'preferred_username'],
      },
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      },
      pkce: { required: () => true },
      cookies: { keys: ['oidc-test-cookie-key'] },
      jwks: {
        keys: [
          {
            ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
            kid: 'test',
            use: 'sig',
          },
        ],
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 3600,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
      },
    });
    const callback = provider.callback();
    idp.on('request', (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        try {
          if (req.url?.startsWith('/interaction/')) {
            const details = await provider.interactionDetails(req, res);
            if (req.method === 'GET') {
              res.setHeader('content-type', 'text/html');
              res.end(`<form method="post"><input name="login"><button>Sign in</button></form>`);
              return;
            }
            const { login = '' } = await readForm(req);
            if (login === 'deny') {
              await provider.interactionFinished(
                req,
                res,
                { error: 'access_denied', error_description: 'denied by the user' },
                { mergeWithLastSubmission: false },
              );
              return;
            }
            if (details.prompt.name === 'login') {
              await provider.interactionFinished(
                req,
                res,
                { login: { accountId: login } },
                { mergeWithLastSubmission: false },
              );
              return;
            }
            const grant = details.grantId
              ? await provider.Grant.find(details.grantId)
              : new provider.Grant({
                  accountId: details.session.accountId,
                  clientId: details.params.client_id,
                });
            const missing = details.prompt.details as {
              missingOIDCScope?: string[];
              missingOIDCClaims?: string[];
            };
            if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
            if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
            const grantId = await grant.save();
            await provider.interactionFinished(
              req,
              res,
              { consent: { grantId } },
              { mergeWithLastSubmission: true },
            );
            return;
          }
          callback(req, res);
        } catch (err) {
          res.statusCode = 500;
          res.end(String(err));
        }
      })();
    });
    setAccountSettings(server.ctx, {
      ...accountSettings(server.ctx),
      publicUrl: APP_ORIGIN,
      oidcProviders: [
        {
          providerId: 'test-idp',
          title: 'Test IdP',
          issuer,
          clientId: 'insulcalc',
          clientSecret: 'insulcalc-test-secret',
          autoRedirectToSignIn: false,
          scope: 'openid profile email',
          linkByEmail: false,
        },
      ],
    });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (idp ? idp.close(() => resolve()) : resolve()));
  });

  it('lists the configured provider in the options', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/account/options' });
    expect(res.json()).toEqual({
      formsEnabled: true,
      oidcProviders: [{ providerId: 'test-idp', title: 'Test IdP', autoRedirectToSignIn: false }],
    });
  });

  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const browser = new Browser(server);
    const res = await browser.send(
      'GET',
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=%2Fplatform%2F`,
    );
    expect(res.status).toBe(302);
    const target = new URL(res.location!);
    expect(target.origin).toBe(issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(browser.cookie(APP_ORIGIN, 'insulcalc_oidc')).toBe(target.searchParams.get('state'));
  });

  it('signs in through the provider, creates and links the user, and lands on the return URL', async () => {
    const browser = new Browser(server);
    const result = await browser.navigate(
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=${encodeURIComponent('/platform/Administration/CodeList?x=1')}`,
      'alice',
    );
    expect(result.status, result.trail.join('\n')).toBe(302);
    expect(result.location).toBe(`${APP_ORIGIN}/platform/Administration/CodeList?x=1`);
    const session = browser.cookie(APP_ORIGIN, 'insulcalc_session');
    expect(session).toBeTruthy();
    const profile = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/account/profile',
        headers: { cookie: `insulcalc_session=${session}` },
      })
    ).json();
    expect(profile).toMatchObject({
      isAuthenticated: true,
      canLogOff: true,
      canChangePassword: false,
      fullName: 'Alice Example',
    });
    const links = await server.ctx.db.select().from(externalLogin).where(eq(externalLogin.subject, 'alice'));
    expect(links).toHaveLength(1);
    expect(links[0]!.providerId).toBe('test-idp');
    const users = await server.ctx.db.select().from(userAccount).where(eq(userAccount.id, links[0]!.userId));
    expect(users[0]).toMatchObject({ username: 'alice', email: 'alice@example.com', passwordHash: null });

    // An external-only account cannot change a password.
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/v1/account/change-password',
      headers: {
        cookie: `insulcalc_session=${session}`,
        requestverificationtoken: profile.antiforgeryToken as string,
      },
      payload: { currentPassword: 'whatever', newPassword: 'Some-New-Password-1' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().userMessages[0].message).toMatch(/external provider/);

    // A second sign-in reuses the linked account.
    const again = await new Browser(server).navigate(
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=%2Fplatform%2F`,
      'alice',
    );
    expect(again.location).toBe(`${APP_ORIGIN}/platform/`);
    expect(
      await server.ctx.db.select().from(externalLogin).where(eq(externalLogin.subject, 'alice')),
    ).toHaveLength(1);
  });

  it('sanitises the return URL: another origin falls back to the platform home', async () => {
    const result = await new Browser(server).navigate(
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
      'bob',
    );
    expect(result.location).toBe(`${APP_ORIGIN}/platform/`);
  });

  it(
    'lands every hostile return URL of the corpus on the platform home after a full sign-in',
    async () => {
      // U+0000 is refused before any route runs (a 400, no redirect; tested in csrf-redirects).
      for (const hostile of HOSTILE_RETURN_URLS.filter((u) => !u.includes('\u0000'))) {
        const result = await new Browser(server).navigate(
          `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=${encodeURIComponent(hostile)}`,
          'corpus',
        );
        expect(
          result.location,
          `${JSON.stringify(hostile).slice(0, 80)}: ${result.trail.join(' | ').slice(0, 400)}`,
        ).toBe(`${APP_ORIGIN}/platform/`);
      }
    },
    patient(300_000),
  );

  it('sends a refused sign-in back to the login page with error=remote and the ReturnUrl', async () => {
    const result = await new Browser(server).navigate(
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=${encodeURIComponent('/platform/dashboard')}`,
      'deny',
    );
    expect(result.status).toBe(302);
    const target = new URL(result.location!);
    expect(target.pathname).toBe('/platform/Account/LogOn');
    expect(target.searchParams.get('error')).toBe('remote');
    expect(target.searchParams.get('ReturnUrl')).toBe('/platform/dashboard');
  });

  it('refuses a callback whose state does not belong to this browser (no state cookie, replay)', async () => {
    const victim = new Browser(server);
    // The attacker starts a flow and gets a code for their own account …
    const attacker = new Browser(server);
    const start = await attacker.send(
      'GET',
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=test-idp&returnUrl=%2Fplatform%2F`,
    );
    let href = start.location!;
    let callbackUrl: string | undefined;
    for (let i = 0; i < 20 && !callbackUrl; i++) {
      const res = await attacker.send('GET', href);
      if (res.status === 200 && res.url.pathname.startsWith('/interaction/')) {
        const posted = await attacker.send('POST', res.url.href, { login: 'mallory' });
        href = posted.location!;
        continue;
      }
      if (res.location?.startsWith(CALLBACK)) callbackUrl = res.location;
      else href = res.location!;
    }
    expect(callbackUrl).toBeDefined();
    // … and makes the victim's browser open the callback: refused, no session.
    const res = await victim.send('GET', callbackUrl!);
    expect(res.status).toBe(302);
    expect(new URL(res.location!).searchParams.get('error')).toBe('remote');
    expect(victim.cookie(APP_ORIGIN, 'insulcalc_session')).toBeUndefined();
    // The state was consumed: the attacker cannot use it any more either.
    const replay = await attacker.send('GET', callbackUrl!);
    expect(new URL(replay.location!).searchParams.get('error')).toBe('remote');
  });

  it('also signs in through a provider configured in the oidc_provider table', async () => {
    await server.ctx.db.insert(oidcProvider).values([
      {
        providerId: 'db-idp',
        title: 'Database IdP',
        issuer,
        clientId: 'insulcalc',
        clientSecret: 'insulcalc-test-secret',
        autoRedirectToSignIn: true,
      },
      { providerId: 'disabled-idp', title: 'Off', issuer, clientId: 'insulcalc', enabled: false },
      {
        providerId: 'test-idp',
        title: 'Shadowed by the environment',
        issuer: 'https://other.example',
        clientId: 'x',
      },
    ]);
    try {
      const options = (await server.app.inject({ method: 'GET', url: '/api/v1/account/options' })).json();
      expect(options.oidcProviders).toEqual([
        { providerId: 'test-idp', title: 'Test IdP', autoRedirectToSignIn: false },
        { providerId: 'db-idp', title: 'Database IdP', autoRedirectToSignIn: true },
      ]);
      const result = await new Browser(server).navigate(
        `${APP_ORIGIN}/Account/ExternalLogOn?provider=db-idp&returnUrl=%2Fplatform%2Fdashboard`,
        'carol',
      );
      expect(result.location).toBe(`${APP_ORIGIN}/platform/dashboard`);
      const links = await server.ctx.db
        .select()
        .from(externalLogin)
        .where(eq(externalLogin.subject, 'carol'));
      expect(links.map((l) => l.providerId)).toEqual(['db-idp']);
      const disabled = await new Browser(server).send(
        'GET',
        `${APP_ORIGIN}/Account/ExternalLogOn?provider=disabled-idp&returnUrl=%2Fplatform%2F`,
      );
      expect(new URL(disabled.location!).searchParams.get('error')).toBe('remote');
    } finally {
      await server.ctx.db.delete(oidcProvider);
    }
  });

  it('sends an unknown provider or a missing state to the login page with error=remote', async () => {
    const browser = new Browser(server);
    const unknown = await browser.send(
      'GET',
      `${APP_ORIGIN}/Account/ExternalLogOn?provider=nope&returnUrl=%2FConfigurator`,
    );
    expect(unknown.location).toBe(`${APP_ORIGIN}/Account/LogOn?error=remote&ReturnUrl=%2FConfigurator`);
    const bare = await browser.send('GET', `${APP_ORIGIN}/Account/ExternalLogOnCallback?code=abc`);
    expect(new URL(bare.location!).searchParams.get('error')).toBe('remote');
    const bogus = await browser.send(
      'GET',
      `${APP_ORIGIN}/Account/ExternalLogOnCallback?code=abc&state=${'x'.repeat(500)}`,
    );
    expect(new URL(bogus.location!).searchParams.get('error')).toBe('remote');
  });
});
