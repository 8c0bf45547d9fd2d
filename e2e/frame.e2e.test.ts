/**
 * External sign-in in a real browser: a local OpenID Connect provider (oidc-provider, the same
 * package the server's own OIDC tests use) runs inside this test process; the built server gets
 * it through OIDC_PROVIDERS. The platform login page offers it as a button, and the public app's
 * anonymous one-click login button uses it too.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepFailureArtifacts, launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { seedTexts } from './texts';

const account = seedTexts as Record<string, { en: string }>;
const shell = seedTexts as Record<string, { en: string }>;

const CLIENT_ID = 'insulcalc-e2e';
const CLIENT_SECRET = 'insulcalc-e2e-secret';

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
    req.on('error', reject);
  });
}

// oidc-provider ships no types; the test uses its documented API (callback, interactionDetails, …).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OidcProviderClass = new (issuer: string, config: object) => any;

/** A real OpenID Connect provider (the e2e package's own dev dependency, as in the server's tests). */
async function loadOidcProvider(): Promise<OidcProviderClass> {
  return ((await import('oidc-provider')) as unknown as { default: OidcProviderClass }).default;
}

describe('external sign-in (OpenID Connect)', () => {
  let idp: Server;
  let issuer: string;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    idp = createServer();
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    server = await startServer({
      name: 'frame-oidc',
      env: {
        OIDC_PROVIDERS: JSON.stringify([
          {
            providerId: 'local-idp',
            title: 'Local IdP',
            issuer,
            clientId: CLIENT_ID,
            clientSecret: CLIENT_SECRET,
            autoRedirectToSignIn: false,
          },
        ]),
      },
    });
    const Provider = await loadOidcProvider();
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${server.url}/Account/ExternalLogOnCallback`],
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
      cookies: { keys: ['oidc-e2e-cookie-key'] },
      jwks: {
        keys: [
          {
            ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
            kid: 'e2e',
            use: 'sig',
          },
        ],
      },
    });
    const callback = provider.callback();
    idp.on('request', (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        try {
          if (req.url?.startsWith('/interaction/')) {
            const details = await provider.interactionDetails(req, res);
            if (req.method === 'GET') {
              res.setHeader('content-type', 'text/html; charset=utf-8');
              const what = details.prompt.name === 'login' ? 'Sign in at Local IdP' : 'Allow Insulcalc';
              res.end(
                `<!doctype html><html lang="en"><title>${what}</title><main><h1>${what}</h1><form method="post"><label>Login <input name="login" value="${details.prompt.name === 'login' ? '' : 'consent'}"></label><button>Continue</button></form></main></html>`,
              );
              return;
            }
            const { login = '' } = await readForm(req);
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
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => (idp ? idp.close(() => resolve()) : resolve()));
  });

  async function open(): Promise<Page> {
    await context?.close();
    const created = await newPage(browser);
    context = created.context;
    page = created.page;
    onTestFailed(() => keepFailureArtifacts(page, `frame-${expect.getState().currentTestName ?? 'test'}`));
    return created.page;
  }

  /** On the provider's pages: log in as `user`, then give consent. */
  async function passProvider(p: Page, user: string) {
    await p.waitForURL((u) => u.origin === issuer);
    await p.getByLabel('Login').fill(user);
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.waitForURL((u) => u.origin !== issuer || u.pathname.startsWith('/interaction/'));
    if (new URL(p.url()).origin === issuer) await p.getByRole('button', { name: 'Continue' }).click();
  }

  it('signs in through the provider button on the login page and lands on the return URL', async () => {
    const p = await open();
    await p.goto(`${server.url}/platform/Administration/CodeList`);
    await p.waitForURL((u) => u.pathname === '/platform/Account/LogOn');
    const button = p.getByRole('link', { name: `Local IdP ${account.LogOn_Button!.en}` });
    await button.click();
    await passProvider(p, 'ivana');
    await p.waitForURL((u) => u.origin === server.url && u.pathname === '/platform/Administration/CodeList');
    await p.getByRole('button', { name: `${shell.UserMenu_Title!.en}: Ivana Example` }).waitFor();
    const profile = await p.evaluate(
      async () =>
        (await (await fetch('/api/v1/account/profile')).json()) as {
          isAuthenticated: boolean;
          fullName: string;
        },
    );
    expect(profile).toMatchObject({ isAuthenticated: true, fullName: 'Ivana Example' });
  });

  it('gives anonymous visitors of the public app a one-click login with the first provider', async () => {
    const p = await open();
    await p.goto(`${server.url}/`);
    const login = p.getByRole('banner').getByRole('link', { name: account.LogOn_Button!.en, exact: true });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe(
      `/Account/ExternalLogOn?provider=local-idp&returnUrl=${encodeURIComponent('/')}`,
    );
    await login.click();
    await passProvider(p, 'marko');
    await p.waitForURL((u) => u.origin === server.url && u.pathname === '/');
    await p.getByRole('button', { name: `${shell.UserMenu_Title!.en}: Marko Example` }).waitFor();
  });

  it('shows AuthError_RemoteFailure when the provider sign-in fails', async () => {
    const p = await open();
    await p.goto(`${server.url}/platform/Account/LogOn?error=remote&ReturnUrl=%2Fplatform%2F`);
    await expect.poll(() => p.getByRole('alert').textContent()).toBe(account.AuthError_RemoteFailure!.en);
  });
});
