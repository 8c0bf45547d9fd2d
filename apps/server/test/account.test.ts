import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginThrottle, userAccount, userSession } from '../src/db/schema/account';
import {
  accountSettings,
  createUser,
  sendActivation,
  setAccountSettings,
} from '../src/modules/account/index';
import { seedAccount } from '../src/modules/account/seed';
import { expectProblemShape, setCookies, TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';

describe(`account module on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const client = (remoteAddress?: string, headers?: Record<string, string>) =>
    new TestClient(server.app, {
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(headers ? { headers } : {}),
    });
  const resetThrottle = () => server.ctx.db.delete(loginThrottle);

  describe('profile and session cookie', () => {
    it('gives an anonymous profile with an anti-forgery token and an HttpOnly, SameSite=Lax session cookie', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/account/profile' });
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile).toMatchObject({
        isAuthenticated: false,
        canLogOff: false,
        canChangePassword: false,
        selectedLanguage: 'en',
        defaultLanguage: 'en',
        fullName: null,
        allowedRedirectOrigins: [],
      });
      expect(profile.antiforgeryToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(profile.availableLanguages.map((l: { code: string }) => l.code).sort()).toEqual([
        'bs',
        'de',
        'en',
        'hr',
        'sl',
        'sr',
      ]);
      expect(profile.availableLanguages).toContainEqual({ code: 'sl', localName: 'Slovenščina' });
      for (const key of ['rememberGridFilters', 'enableTelemetry', 'enableMiniProfiler', 'selectedTheme'])
        expect(profile).toHaveProperty(key);
      const cookie = setCookies(res).find((c) => c.name === 'insulcalc_session');
      expect(cookie).toBeDefined();
      expect(cookie!.attributes.httponly).toBe(true);
      expect(cookie!.attributes.samesite).toBe('Lax');
      expect(cookie!.attributes.secure).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('takes Secure from request.protocol only: X-Forwarded-Proto counts only with TRUST_PROXY', async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/v1/account/profile',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(setCookies(res).find((c) => c.name === 'insulcalc_session')!.attributes.secure).toBeUndefined();
    });

    it('keeps one session across requests and takes the language from the lang cookie', async () => {
      const c = client();
      const first = await c.profile();
      const second = await c.profile();
      expect(second.antiforgeryToken).toBe(first.antiforgeryToken);
      c.cookies.set('lang', 'de');
      expect((await c.profile()).selectedLanguage).toBe('de');
      c.cookies.set('lang', 'xx');
      expect((await c.profile()).selectedLanguage).toBe('en');
    });

    it('stores only a hash of the session secret', async () => {
      const c = client();
      await c.profile();
      const secret = c.cookies.get('insulcalc_session')!;
      const rows = await server.ctx.db.select().from(userSession);
      expect(rows.some((r) => r.idHash === secret)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.idHash))).toBe(true);
    });

    it('lists the sign-in options', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/account/options' });
      expect(res.json()).toEqual({ formsEnabled: true, oidcProviders: [] });
    });
  });

  describe('logon and logout', () => {
    it('signs in, rotates the session id and the token, and the profile shows the user', async () => {
      await resetThrottle();
      const c = client();
      const anon = await c.profile();
      const anonCookie = c.cookies.get('insulcalc_session');
      const res = await c.logon('admin', ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      const token = res.json().antiforgeryToken;
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(token).not.toBe(anon.antiforgeryToken);
      expect(c.cookies.get('insulcalc_session')).not.toBe(anonCookie);
      const profile = await c.profile();
      expect(profile).toMatchObject({
        isAuthenticated: true,
        canLogOff: true,
        canChangePassword: true,
        fullName: 'Administrator',
        antiforgeryToken: token,
      });
      // The anonymous session is gone: its cookie is no session any more.
      const old = await server.app.inject({
        method: 'GET',
        url: '/api/v1/account/profile',
        headers: { cookie: `insulcalc_session=${anonCookie}` },
      });
      expect(old.json().isAuthenticated).toBe(false);
      expect(old.json().antiforgeryToken).not.toBe(anon.antiforgeryToken);
    });

    it('accepts the username case-insensitively', async () => {
      await resetThrottle();
      expect((await client().logon('ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong password with 401 problem+json and a translated message', async () => {
      await resetThrottle();
      const res = await client().logon('admin', 'wrong-password');
      const body = expectProblemShape(res, 401);
      expect(body.userMessages).toEqual([{ message: 'Invalid username or password.', level: 'error' }]);
      const sl = new TestClient(server.app, { headers: { cookie: 'lang=sl' } });
      const slBody = expectProblemShape(await sl.logon('nobody', 'x'), 401);
      expect(slBody.userMessages![0]!.message).toBe('Napačno uporabniško ime ali geslo.');
      await resetThrottle();
    });

    it('validates the body: 400 with per-field messages, never a crash', async () => {
      const missing = expectProblemShape(
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/account/logon',
          payload: { username: 'admin' },
        }),
        400,
      );
      expect(missing.userMessages).toContainEqual({
        message: 'This field is required.',
        level: 'error',
        controlName: 'password',
      });
      const wrongTypes = expectProblemShape(
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/account/logon',
          payload: { username: 5, password: ['x'] },
        }),
        400,
      );
      expect(wrongTypes.userMessages!.length).toBe(2);
      expectProblemShape(
        await server.app.inject({ method: 'POST', url: '/api/v1/account/logon', payload: [] }),
        400,
      );
      const long = expectProblemShape(
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/account/logon',
          payload: { username: 'a'.repeat(300), password: 'x' },
        }),
        400,
      );
      expect(long.userMessages![0]!.message).toBe('Enter at most 256 characters.');
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api/v1/account/logon',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expectProblemShape(broken, 400);
    });

    it('accepts a form-encoded logon', async () => {
      await resetThrottle();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/account/logon',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`,
      });
      expect(res.statusCode).toBe(200);
    });

    it('ends the session server-side on logout: the old cookie no longer works (XHR: 204)', async () => {
      await resetThrottle();
      const c = client();
      await c.logon('admin', ADMIN_PASSWORD);
      const sessionCookie = c.cookies.get('insulcalc_session')!;
      const nav = await c.request({ method: 'GET', url: '/api/v1/navigation' });
      expect(nav.statusCode).toBe(200);
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/logout',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(res.statusCode).toBe(204);
      const cleared = setCookies(res).find((x) => x.name === 'insulcalc_session');
      expect(cleared?.attributes['max-age']).toBe('0');
      const replay = await server.app.inject({
        method: 'GET',
        url: '/api/v1/navigation',
        headers: { cookie: `insulcalc_session=${sessionCookie}` },
      });
      expectProblemShape(replay, 401);
      const profile = await server.app.inject({
        method: 'GET',
        url: '/api/v1/account/profile',
        headers: { cookie: `insulcalc_session=${sessionCookie}` },
      });
      expect(profile.json().isAuthenticated).toBe(false);
    });

    it('answers a logout form post with __RequestVerificationToken by a redirect to the login page', async () => {
      await resetThrottle();
      const c = client();
      await c.logon('admin', ADMIN_PASSWORD);
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/logout',
        token: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: `__RequestVerificationToken=${encodeURIComponent(c.token!)}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/platform/Account/LogOn');
      expect((await c.profile()).isAuthenticated).toBe(false);
    });
  });

  describe('anti-forgery', () => {
    it('refuses unsafe /api/ requests without, with a wrong, or with another session token (403 problem+json)', async () => {
      await resetThrottle();
      const c = client();
      await c.logon('admin', ADMIN_PASSWORD);
      const other = client();
      await other.profile();
      for (const token of [false as const, 'not-the-token', other.token!]) {
        const res = await c.request({
          method: 'POST',
          url: '/api/v1/account/logout',
          token,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        const body = expectProblemShape(res, 403);
        expect(body.userMessages![0]!.message).toMatch(/session has expired|request was not valid/);
      }
      // still signed in
      expect((await c.profile()).isAuthenticated).toBe(true);
      // no session at all
      expectProblemShape(
        await server.app.inject({ method: 'POST', url: '/api/v1/account/change-password', payload: {} }),
        403,
      );
      expectProblemShape(
        await server.app.inject({
          method: 'DELETE',
          url: '/Account/Anything',
          headers: { requestverificationtoken: 'x' },
        }),
        404, // no route matched: nothing ran, nothing to forge
      );
    });

    it('exempts the logon entry point and the telemetry beacons', async () => {
      const telemetry = await server.app.inject({
        method: 'POST',
        url: '/api/app/v1/telemetry/timings',
        payload: [],
      });
      expect(telemetry.statusCode).toBe(204);
      const logon = await server.app.inject({ method: 'POST', url: '/api/v1/account/logon', payload: {} });
      expect(logon.statusCode).toBe(400);
    });

    it('does not check safe methods', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/v1/account/options' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('throttling', () => {
    it('locks an account after 5 failures with 429 and Retry-After, even for the right password', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, { username: 'throttled', password: 'Right-Password-1' });
      const c = client('10.0.0.1');
      for (let i = 0; i < 5; i++) expect((await c.logon('throttled', 'wrong')).statusCode).toBe(401);
      const locked = await client('10.0.0.2').logon('throttled', 'Right-Password-1');
      const body = expectProblemShape(locked, 429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(body.userMessages![0]!.message).toMatch(
        /^Too many failed sign-in attempts\. Try again in 1 min\.$/,
      );
      const de = new TestClient(server.app, { headers: { cookie: 'lang=de' } });
      expect(expectProblemShape(await de.logon('throttled', 'x'), 429).userMessages![0]!.message).toMatch(
        /Zu viele fehlgeschlagene/,
      );
    });

    it('doubles the lockout with each further failure', async () => {
      await resetThrottle();
      const s = accountSettings(server.ctx);
      const c = client('10.0.0.3');
      for (let i = 0; i < 5; i++) await c.logon('doubling', 'wrong');
      const first = await server.ctx.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, 'account:doubling'));
      const wait1 = first[0]!.lockedUntil!.getTime() - first[0]!.lastFailureAt.getTime();
      expect(Math.round(wait1 / 1000)).toBe(s.lockoutBaseSeconds);
      // expire the lock and fail once more
      await server.ctx.db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(loginThrottle.key, 'account:doubling'));
      await c.logon('doubling', 'wrong');
      const second = await server.ctx.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, 'account:doubling'));
      const wait2 = second[0]!.lockedUntil!.getTime() - second[0]!.lastFailureAt.getTime();
      expect(Math.round(wait2 / 1000)).toBe(s.lockoutBaseSeconds * 2);
    });

    it('locks a client address after its own limit across usernames', async () => {
      await resetThrottle();
      const original = accountSettings(server.ctx);
      setAccountSettings(server.ctx, { ...original, maxFailuresPerAddress: 3 });
      try {
        const c = client('10.9.9.9');
        for (let i = 0; i < 3; i++) expect((await c.logon(`user${i}`, 'wrong')).statusCode).toBe(401);
        expectProblemShape(await c.logon('admin', ADMIN_PASSWORD), 429);
        // another address is not affected
        expect((await client('10.9.9.10').logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
      } finally {
        setAccountSettings(server.ctx, original);
        await resetThrottle();
      }
    });
  });

  describe('passwords', () => {
    it('stores scrypt hashes with a per-user salt', async () => {
      await createUser(server.ctx.db, { username: 'salt1', password: 'Same-Password-1' });
      await createUser(server.ctx.db, { username: 'salt2', password: 'Same-Password-1' });
      const rows = await server.ctx.db
        .select({ h: userAccount.passwordHash, u: userAccount.usernameLower })
        .from(userAccount);
      const a = rows.find((r) => r.u === 'salt1')!.h!;
      const b = rows.find((r) => r.u === 'salt2')!.h!;
      expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(a).not.toBe(b);
    });

    it('changes the password of the signed-in user and ends their other sessions', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, { username: 'changer', password: 'Old-Password-1' });
      const a = client();
      const b = client();
      await a.logon('changer', 'Old-Password-1');
      await b.logon('changer', 'Old-Password-1');
      const wrong = await a.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: { currentPassword: 'nope', newPassword: 'New-Password-1' },
      });
      expect(expectProblemShape(wrong, 400).userMessages![0]).toMatchObject({
        controlName: 'currentPassword',
        message: 'The current password is not correct.',
      });
      const short = await a.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: { currentPassword: 'Old-Password-1', newPassword: 'short' },
      });
      expect(expectProblemShape(short, 400).userMessages![0]).toMatchObject({
        controlName: 'newPassword',
        message: 'The password must have at least 8 characters.',
      });
      const mismatch = await a.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: {
          currentPassword: 'Old-Password-1',
          newPassword: 'New-Password-1',
          confirmPassword: 'Other-1234',
        },
      });
      expect(expectProblemShape(mismatch, 400).userMessages![0]).toMatchObject({
        controlName: 'confirmPassword',
      });
      const ok = await a.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: { currentPassword: 'Old-Password-1', newPassword: 'New-Password-1' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().userMessages[0]).toEqual({ message: 'Your password was changed.', level: 'info' });
      expect((await a.profile()).isAuthenticated).toBe(true);
      expect((await b.profile()).isAuthenticated).toBe(false);
      await resetThrottle();
      expect((await client().logon('changer', 'Old-Password-1')).statusCode).toBe(401);
      expect((await client().logon('changer', 'New-Password-1')).statusCode).toBe(200);
    });

    it('lets a signed-out user change the password with username and current password', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, { username: 'expired', password: 'Old-Password-1' });
      const c = client();
      await c.profile();
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: { username: 'expired', currentPassword: 'Old-Password-1', newPassword: 'New-Password-2' },
      });
      expect(res.statusCode).toBe(200);
      expect((await client().logon('expired', 'New-Password-2')).statusCode).toBe(200);
    });

    it('refuses a signed-out password change for an external-only account like a wrong password', async () => {
      await resetThrottle();
      const user = await createUser(server.ctx.db, { username: 'external-only', password: null });
      const c = client();
      await c.profile();
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/change-password',
        payload: { username: user.username, currentPassword: 'x', newPassword: 'New-Password-3' },
      });
      expect(expectProblemShape(res, 400).userMessages![0]).toMatchObject({ controlName: 'currentPassword' });
      await resetThrottle();
    });
  });

  describe('forgot password, verify code, reset', () => {
    function mails(): string[] {
      const dir = join(server.config.dataDir, 'mail');
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(dir, f), 'utf8'));
      } catch {
        return [];
      }
    }

    it('mails a one-time code (an .eml file without SMTP), which gives a reset token for a new password', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, {
        username: 'forgetful',
        password: 'Forgotten-1',
        email: 'forgetful@example.com',
      });
      const c = client();
      await c.profile();
      const before = mails().length;
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/forgot-password',
        payload: { username: 'forgetful@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().userMessages[0].level).toBe('info');
      const all = mails();
      expect(all.length).toBe(before + 1);
      const mail = all[all.length - 1]!;
      expect(mail).toMatch(/^To: forgetful@example\.com$/m);
      expect(mail).toMatch(/^Subject: Your Insulcalc password reset code$/m);
      const code = /one-time code is (\d{8})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
      expect(code).toBeDefined();

      const wrong = await c.request({
        method: 'POST',
        url: '/api/v1/account/verify-code',
        payload: { username: 'forgetful', code: '00000000' === code ? '11111111' : '00000000' },
      });
      expect(expectProblemShape(wrong, 400).userMessages![0]).toMatchObject({ controlName: 'code' });
      const right = await c.request({
        method: 'POST',
        url: '/api/v1/account/verify-code',
        payload: { username: 'forgetful', code },
      });
      expect(right.statusCode).toBe(200);
      const { resetToken } = right.json();
      // the code is spent
      expectProblemShape(
        await c.request({
          method: 'POST',
          url: '/api/v1/account/verify-code',
          payload: { username: 'forgetful', code },
        }),
        400,
      );
      const reset = await c.request({
        method: 'POST',
        url: '/api/v1/account/reset-password',
        payload: { resetToken, newPassword: 'Remembered-1' },
      });
      expect(reset.statusCode).toBe(200);
      expectProblemShape(
        await c.request({
          method: 'POST',
          url: '/api/v1/account/reset-password',
          payload: { resetToken, newPassword: 'Remembered-2' },
        }),
        400,
      );
      expect((await client().logon('forgetful', 'Remembered-1')).statusCode).toBe(200);
    });

    it('answers the same for unknown accounts and sends nothing', async () => {
      await resetThrottle();
      const c = client();
      await c.profile();
      const before = mails().length;
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/forgot-password',
        payload: { username: 'no-such-user' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().userMessages[0].message).toMatch(/^If an account with these details exists/);
      expect(mails().length).toBe(before);
    });

    it('spends a code after 5 wrong guesses', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, {
        username: 'guesser',
        password: 'Guesser-Pass-1',
        email: 'guesser@example.com',
      });
      const c = client();
      await c.profile();
      await c.request({
        method: 'POST',
        url: '/api/v1/account/forgot-password',
        payload: { username: 'guesser' },
      });
      const all = mails();
      const code = /one-time code is (\d{8})/.exec(all[all.length - 1]!.replace(/=\r?\n/g, ''))![1]!;
      const wrongCode = code === '12345678' ? '87654321' : '12345678';
      for (let i = 0; i < 5; i++)
        await c.request({
          method: 'POST',
          url: '/api/v1/account/verify-code',
          payload: { username: 'guesser', code: wrongCode },
        });
      expectProblemShape(
        await c.request({
          method: 'POST',
          url: '/api/v1/account/verify-code',
          payload: { username: 'guesser', code },
        }),
        400,
      );
    });
  });

  describe('reset throttling per client address', () => {
    it('throttles forgot-password requests and wrong codes per address with 429', async () => {
      await resetThrottle();
      const c = client('10.55.0.1');
      await c.profile();
      for (let i = 0; i < 10; i++) {
        const res = await c.request({
          method: 'POST',
          url: '/api/v1/account/forgot-password',
          payload: { username: `nobody${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      const limited = await c.request({
        method: 'POST',
        url: '/api/v1/account/forgot-password',
        payload: { username: 'nobody' },
      });
      expect(expectProblemShape(limited, 429).userMessages![0]!.message).toMatch(
        /^Too many requests from your network/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      const d = client('10.55.0.2');
      await d.profile();
      for (let i = 0; i < 10; i++) {
        const res = await d.request({
          method: 'POST',
          url: '/api/v1/account/verify-code',
          payload: { username: `someone${i}`, code: '12345678' },
        });
        expect(res.statusCode).toBe(400);
      }
      expectProblemShape(
        await d.request({
          method: 'POST',
          url: '/api/v1/account/verify-code',
          payload: { username: 'someone', code: '12345678' },
        }),
        429,
      );
      await resetThrottle();
    });
  });

  describe('activation', () => {
    it('activates an account with the e-mailed token and a new password', async () => {
      await resetThrottle();
      const user = await createUser(server.ctx.db, {
        username: 'newbie',
        email: 'newbie@example.com',
        isActive: false,
      });
      const token = await sendActivation(server.ctx, user.id, 'http://localhost');
      const c = client();
      await c.profile();
      const info = await c.request({
        method: 'GET',
        url: `/api/v1/account/activate?token=${encodeURIComponent(token)}`,
      });
      expect(info.json()).toMatchObject({ username: 'newbie' });
      expectProblemShape(
        await c.request({ method: 'GET', url: '/api/v1/account/activate?token=bogus' }),
        404,
      );
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/activate',
        payload: { token, newPassword: 'Activated-1' },
      });
      expect(res.statusCode).toBe(200);
      expectProblemShape(
        await c.request({
          method: 'POST',
          url: '/api/v1/account/activate',
          payload: { token, newPassword: 'Activated-2' },
        }),
        400,
      );
      expect((await client().logon('newbie', 'Activated-1')).statusCode).toBe(200);
    });

    it('refuses sign-in to an inactive account', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, { username: 'sleeping', password: 'Sleeping-1', isActive: false });
      expectProblemShape(await client().logon('sleeping', 'Sleeping-1'), 403);
    });
  });

  describe('session lifetime and settings', () => {
    it('slides the expiry on use and refuses an idle-expired or absolutely expired session', async () => {
      await resetThrottle();
      const c = client();
      await c.logon('admin', ADMIN_PASSWORD);
      const rows = await server.ctx.db.select().from(userSession);
      const mine = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      // pretend it was last used 10 minutes ago: the next request extends it
      const past = new Date(Date.now() - 10 * 60_000);
      await server.ctx.db
        .update(userSession)
        .set({ lastSeenAt: past, expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(userSession.idHash, mine.idHash));
      // Plain SQL: on PostgreSQL the trigger's notification arrives asynchronously.
      await server.ctx.readCache.versions.catchUp();
      expect((await c.profile()).isAuthenticated).toBe(true);
      const touched = (
        await server.ctx.db.select().from(userSession).where(eq(userSession.idHash, mine.idHash))
      )[0]!;
      expect(touched.expiresAt.getTime()).toBeGreaterThan(
        Date.now() + accountSettings(server.ctx).sessionIdleMs - 60_000,
      );
      // idle timeout passed
      await server.ctx.db
        .update(userSession)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userSession.idHash, mine.idHash));
      await server.ctx.readCache.versions.catchUp();
      expect((await c.profile()).isAuthenticated).toBe(false);
      expect(
        await server.ctx.db.select().from(userSession).where(eq(userSession.idHash, mine.idHash)),
      ).toHaveLength(0);
      // absolute lifetime passed
      await c.logon('admin', ADMIN_PASSWORD);
      await server.ctx.db.update(userSession).set({ absoluteExpiresAt: new Date(Date.now() - 1000) });
      await server.ctx.readCache.versions.catchUp();
      expect((await c.profile()).isAuthenticated).toBe(false);
    });

    it('ends the sessions of a deactivated user', async () => {
      await resetThrottle();
      const user = await createUser(server.ctx.db, { username: 'leaver', password: 'Leaver-Pass-1' });
      const c = client();
      await c.logon('leaver', 'Leaver-Pass-1');
      expect((await c.profile()).isAuthenticated).toBe(true);
      await server.ctx.db.update(userAccount).set({ isActive: false }).where(eq(userAccount.id, user.id));
      await server.ctx.readCache.versions.catchUp();
      expect((await c.profile()).isAuthenticated).toBe(false);
    });

    it('takes selectedLanguage from the user setting when there is no lang cookie', async () => {
      await resetThrottle();
      await createUser(server.ctx.db, {
        username: 'slovene',
        password: 'Slovene-Pass-1',
        selectedLanguage: 'sl',
      });
      const c = client();
      await c.logon('slovene', 'Slovene-Pass-1');
      expect((await c.profile()).selectedLanguage).toBe('sl');
      c.cookies.set('lang', 'hr');
      expect((await c.profile()).selectedLanguage).toBe('hr');
    });

    it('reports the allowed redirect origins and refuses password sign-in when forms login is off', async () => {
      const original = accountSettings(server.ctx);
      setAccountSettings(server.ctx, {
        ...original,
        formsLoginEnabled: false,
        allowedRedirectOrigins: ['https://*.partner.example'],
      });
      try {
        expect((await client().profile()).allowedRedirectOrigins).toEqual(['https://*.partner.example']);
        expect(
          (await server.app.inject({ method: 'GET', url: '/api/v1/account/options' })).json().formsEnabled,
        ).toBe(false);
        const refused = expectProblemShape(await client().logon('admin', ADMIN_PASSWORD), 403);
        // Refused before the form is read: an empty form gets the same 403, not a 400.
        const empty = await server.app.inject({ method: 'POST', url: '/api/v1/account/logon', payload: {} });
        expect(expectProblemShape(empty, 403).userMessages).toEqual(refused.userMessages);
      } finally {
        setAccountSettings(server.ctx, original);
      }
    });

    it('sends a logout form post from the public site to its own login page, with a sanitised ReturnUrl', async () => {
      await resetThrottle();
      const c = client();
      await c.logon('admin', ADMIN_PASSWORD);
      const res = await c.request({
        method: 'POST',
        url: '/api/v1/account/logout',
        token: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: `__RequestVerificationToken=${encodeURIComponent(c.token!)}&ReturnUrl=${encodeURIComponent('/Configurator')}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/Account/LogOn');
    });
  });

  describe('bad input never crashes', () => {
    const endpoints = [
      '/api/v1/account/logon',
      '/api/v1/account/logout',
      '/api/v1/account/change-password',
      '/api/v1/account/forgot-password',
      '/api/v1/account/verify-code',
      '/api/v1/account/reset-password',
      '/api/v1/account/activate',
      '/api/app/v1/telemetry/errors',
      '/api/app/v1/telemetry/timings',
    ];
    const payloads: unknown[] = [
      null,
      0,
      'text',
      [],
      [null],
      [[]],
      {},
      { username: null, password: null },
      { username: {}, password: [] },
      { username: 'a\u0000b', password: 'x'.repeat(5000) },
      { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } },
      { token: ['a', 'b'], resetToken: 5, newPassword: { x: 1 }, code: 12345678 },
      [{ traceId: 5, spanId: [], timeStamp: {}, tags: 'x' }],
      [{ processingTime: 'NaN', startTime: -1, tags: { a: { nested: true } } }],
    ];

    it('answers every endpoint with a 2xx/3xx or a 4xx problem+json, never a 5xx', async () => {
      await resetThrottle();
      const c = client('10.77.0.1');
      await c.profile();
      for (const url of endpoints) {
        for (const payload of payloads) {
          const res = await c.request({
            method: 'POST',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(String(res.headers['content-type']), url).toMatch(/^application\/problem\+json/);
        }
        for (const raw of ['{', '\u0000', 'a=b&c', '<xml/>']) {
          const res = await c.request({
            method: 'POST',
            url,
            payload: raw,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${url} ${raw}`).toBeLessThan(500);
        }
      }
      for (const url of [
        '/api/v1/account/activate?token=a&token=b',
        '/api/v1/account/activate',
        '/api/v1/translations/%00',
        '/api/v1/translations/en?v=a&v=b',
        '/Account/ExternalLogOn?provider=a&provider=b&returnUrl=x&returnUrl=y',
        '/Account/ExternalLogOnCallback?state=a&state=b',
        '/Account/ExternalLogOnCallback?code=%ZZ',
      ]) {
        const res = await c.request({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      }
      await resetThrottle();
    });
  });

  describe('admin seed', () => {
    it('prints a generated admin password once, and never again', async () => {
      await server.ctx.db.delete(userAccount).where(eq(userAccount.usernameLower, 'admin'));
      const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      try {
        const ctx = { ...server.ctx, config: { ...server.ctx.config, adminPassword: undefined } };
        await seedAccount(ctx);
        const printed = write.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('admin password'));
        expect(printed).toHaveLength(1);
        const password = /: (\S+)\n$/.exec(printed[0]!)![1]!;
        await seedAccount(ctx);
        expect(
          write.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('admin password')),
        ).toHaveLength(1);
        write.mockRestore();
        await resetThrottle();
        expect((await client().logon('admin', password)).statusCode).toBe(200);
      } finally {
        write.mockRestore();
      }
    });
  });
});
