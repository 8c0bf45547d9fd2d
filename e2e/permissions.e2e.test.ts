/**
 * Issue 23 (permissions as data) in chromium against the built server. The administrator makes a
 * Sales user and a user in no group (the Users form and the activation mail, as an administrator
 * does). The user in no group sees neither Administration nor Reports, a home page that says why
 * it is empty, and a translated refusal instead of data on the offer template and the offer
 * requests; the Sales user sees Reports and the offer requests but not the administrators'
 * screens. The administrator grants Sales `read` on document templates in Administration →
 * Permissions (the matrix, saved by the form's toolbar); the Sales user's navigation has Document
 * templates at the next load. Axe on the matrix; screenshots at 1280 and 390 px in English and
 * German (the page never scrolls sideways, the table scrolls in its own box).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  axeViolations,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  signIn,
  startServer,
  type RunningServer,
  patient,
} from './harness';
import { seedTexts } from './texts';

function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

/** Where the screenshots go: PERMISSIONS_SCREENS_DIR, else the repository's ignored reports folder. */
const SCREENS =
  process.env.PERMISSIONS_SCREENS_DIR ?? fileURLToPath(new URL('../reports/screens/', import.meta.url));
const PASSWORD = 'Permissions-E2e-1!';
const SALES_USER = 'sales.petra';
const NO_GROUP_USER = 'newcomer.ana';

/** A JSON answer, read loosely (the test checks the fields it needs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** An HTTP session outside the browser (the administrator's, or a visitor's): cookies and the anti-forgery token. */
class ApiSession {
  private cookies = new Map<string, string>();
  private token = '';
  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      RequestVerificationToken: this.token,
    };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      return { status: response.status, json: text };
    }
  }

  /** An anonymous session: its cookie and anti-forgery token. */
  async start(): Promise<this> {
    this.token = (await this.request('GET', '/api/v1/account/profile')).json.antiforgeryToken;
    return this;
  }

  async logon(): Promise<this> {
    await this.start();
    const res = await this.request('POST', '/api/v1/account/logon', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    this.token = res.json.antiforgeryToken;
    return this;
  }
}

describe('permissions: what a Sales user and a user in no group see', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  /** The activation link's token in the newest mail to `email` (the server's file mail transport). */
  function activationToken(email: string): string | null {
    const dir = path.join(server.dataDir, 'mail');
    if (!existsSync(dir)) return null;
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '='),
      )
      .filter((text) => text.includes(email));
    const match = mails.at(-1)?.match(/ActivateAccount\?token=([A-Za-z0-9%_.~-]+)/);
    return match ? decodeURIComponent(match[1]!) : null;
  }

  /**
   * A new active user with a password, as an administrator makes one: the Users form (groups by
   * their code-list ids), the sign-in mail, and the user's own activation.
   */
  async function createUser(admin: ApiSession, username: string, groupCodes: string[]): Promise<void> {
    const form = (await admin.request('POST', '/api/v1/forms/load', { formGroupId: 'UserAccount' })).json;
    const groups = form.elements.find((e: Json) => e.name === 'Groups');
    const options: { value: unknown; code?: string; text?: string }[] =
      groups.settings?.options ?? groups.options ?? [];
    const ids = groupCodes.map((code) => {
      const option = options.find((o) => o.code === code || new RegExp(code, 'i').test(String(o.text ?? '')));
      if (!option) throw new Error(`no group ${code} among ${JSON.stringify(options)}`);
      return option.value;
    });
    const email = `${username}@example.com`;
    const data = new FormData();
    data.append('EntityInstanceId', '');
    data.append('Action', 'SAVE');
    data.append('ConcurrencyTokens', JSON.stringify(form.concurrencyTokens ?? {}));
    data.append('UserName', JSON.stringify(username));
    data.append('FullName', JSON.stringify(username));
    data.append('Email', JSON.stringify(email));
    data.append('IsActive', JSON.stringify(true));
    data.append('Groups', JSON.stringify(ids));
    const saved = await admin.request('POST', `/api/v1/forms/${form.formId}/save`, data);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const userId = saved.json.entityInstanceId as string;
    const mail = await admin.request('POST', `/api/v1/account/users/${userId}/send-sign-in-mail`);
    expect(mail.status, JSON.stringify(mail.json)).toBe(200);
    // The mail is written by the server's mail job: wait for it (a hook, where expect.poll is not allowed).
    let token = activationToken(email);
    for (
      const deadline = Date.now() + 15_000;
      !token && Date.now() < deadline;
      token = activationToken(email)
    )
      await new Promise((resolve) => setTimeout(resolve, 200));
    if (!token) throw new Error(`no activation mail to ${email}`);
    // The new user follows the mail's link: an anonymous visitor's request.
    const visitor = await new ApiSession(server.url).start();
    const activated = await visitor.request('POST', '/api/v1/account/activate', {
      token,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(activated.status, JSON.stringify(activated.json)).toBe(200);
  }

  beforeAll(async () => {
    server = await startServer({ name: 'permissions' });
    browser = await launchBrowser();
    const admin = await new ApiSession(server.url).logon();
    await createUser(admin, SALES_USER, ['SALES']);
    await createUser(admin, NO_GROUP_USER, []);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser signed in as `username` (English unless told), at 1280 px unless told. */
  async function as(username: string, password: string, language = 'en', width = 1280): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `permissions-${expect.getState().currentTestName ?? ''}`),
    );
    await signIn(page, server.url, username, password);
    if (language !== 'en') {
      await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
      await page.reload();
    }
    return page;
  }

  const sidebar = (page: Page) => page.getByRole('navigation', { name: tr('Shell_MainNavigation') });

  /** The titles of the navigation's top level (groups and links), once the sidebar has loaded. */
  async function topLevel(page: Page): Promise<string[]> {
    const nav = sidebar(page);
    const items = nav.locator(
      '.ic-sidebar-list > li > .ic-sidebar-item, .ic-sidebar-list > li > span > .ic-sidebar-item',
    );
    await items
      .filter({ hasText: tr('Navigation_Home') })
      .first()
      .waitFor({ timeout: patient(30_000) });
    return (await items.allTextContents()).map((text) => text.trim());
  }

  /** Every navigation entry's title, the groups opened. */
  async function allEntries(page: Page): Promise<string[]> {
    await topLevel(page);
    const nav = sidebar(page);
    const closed = nav.locator('button.ic-sidebar-group[aria-expanded="false"]');
    // One at a time: an opened group may hold closed groups of its own.
    while ((await closed.count()) > 0) await closed.first().click();
    return (await nav.locator('.ic-sidebar-item').allTextContents()).map((text) => text.trim());
  }

  it('a user in no group: no Administration, no Reports, a home page that says why, refusals instead of data', async () => {
    const page = await as(NO_GROUP_USER, PASSWORD);
    await page.getByText(tr('Dashboards_NoPermissions')).waitFor({ timeout: patient(30_000) });
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: tr('Dashboards_LoadFailed') })
        .count(),
    ).toBe(0);
    const top = await topLevel(page);
    expect(top).not.toContain(tr('Navigation_Administration'));
    expect(top).not.toContain(tr('Navigation_Reports'));
    expect(top).not.toContain(tr('Navigation_Dashboards'));
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, 'permissions-no-group-home.png'), fullPage: true });

    await page.goto(`${server.url}/platform/Administration/DocumentTemplates/Offer`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    // Nothing of the template: no editor, no publish button.
    expect(await page.getByRole('button', { name: tr('DocumentTemplates_Publish') }).count()).toBe(0);

    await page.goto(`${server.url}/platform/OfferRequests`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('gridcell').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, 'permissions-no-group-offers.png'), fullPage: true });
  });

  it('a Sales user: Reports and the offer requests, not the administrators’ screens', async () => {
    const page = await as(SALES_USER, PASSWORD);
    const entries = await allEntries(page);
    expect(entries).toContain(tr('Navigation_Reports'));
    expect(entries).toContain(tr('Reports_OfferRequests'));
    for (const key of [
      'Navigation_Permissions',
      'Navigation_Users',
      'Navigation_CodeLists',
      'Navigation_DocumentTemplates',
      'Navigation_ProcessDefinitions',
      'Navigation_CheckConsistency',
    ])
      expect(entries, key).not.toContain(tr(key));

    await page.goto(`${server.url}/platform/OfferRequests`);
    await page.getByRole('grid', { name: tr('Views_OfferRequests') }).waitFor({ timeout: patient(30_000) });
    expect(await page.getByText(tr('Permissions_Denied')).count()).toBe(0);

    await page.goto(`${server.url}/platform/Administration/Permissions`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });

  it('the administrator grants Sales read on document templates; the Sales user has them at the next load', async () => {
    const sales = await as(SALES_USER, PASSWORD);
    expect(await allEntries(sales)).not.toContain(tr('Navigation_DocumentTemplates'));

    const page = await as('admin', ADMIN_PASSWORD);
    await page.goto(`${server.url}/platform/Administration/Permissions`);
    const table = page.getByRole('table', { name: tr('Permissions_Caption') });
    await table.waitFor({ timeout: patient(30_000) });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const name = tr('Permissions_CheckboxLabel')
      .replace('{group}', tr('Administration_Group_Sales'))
      .replace('{action}', tr('Permissions_Action_read'))
      .replace('{resource}', tr('Permissions_Surface_DocumentTemplate'));
    expect(name).toBe('Sales: read Document templates');
    const box = page.getByRole('checkbox', { name, exact: true });
    expect(await box.isChecked()).toBe(false);
    // By keyboard: the box takes the focus and Space ticks it.
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    const administrators = page.getByRole('checkbox', {
      name: tr('Permissions_CheckboxLabel')
        .replace('{group}', tr('Administration_Group_Administrators'))
        .replace('{action}', tr('Permissions_Action_read'))
        .replace('{resource}', tr('Permissions_Surface_DocumentTemplate')),
      exact: true,
    });
    expect(await administrators.isChecked()).toBe(true);
    expect(await administrators.isDisabled()).toBe(true);

    const save = page.getByRole('button', { name: tr('Forms_Button_Save') });
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/forms/') && r.url().endsWith('/save') && r.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    // The form reloads the record: the grant is what the server keeps.
    await expect.poll(() => save.isDisabled(), { timeout: patient(30_000) }).toBe(true);
    await page.reload();
    await table.waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);

    await sales.reload();
    const entries = await allEntries(sales);
    expect(entries).toContain(tr('Navigation_DocumentTemplates'));
    expect(entries).toContain(tr('Navigation_DocumentTemplate_Offer'));
    expect(entries).not.toContain(tr('Navigation_Permissions'));
  });

  for (const language of ['en', 'de'])
    for (const width of [1280, 390])
      it(`the matrix at ${width} px in ${language}: the page never scrolls sideways, the table in its own box`, async () => {
        const page = await as('admin', ADMIN_PASSWORD, language, width);
        await page.goto(`${server.url}/platform/Administration/Permissions`);
        const table = page.getByRole('table', { name: tr('Permissions_Caption', language) });
        await table.waitFor({ timeout: patient(30_000) });
        await page.getByRole('button', { name: tr('Forms_Button_Save', language) }).waitFor();
        const sizes = await page.evaluate(() => {
          const box = document.querySelector<HTMLElement>('.ic-perm-scroll')!;
          return {
            page: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
            box: box.clientWidth,
            content: box.scrollWidth,
          };
        });
        expect(sizes.page, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.viewport);
        if (width === 390) expect(sizes.content, JSON.stringify(sizes)).toBeGreaterThan(sizes.box);
        if (width === 390) {
          // The resource names stay in view while the box scrolls sideways.
          const header = table.getByRole('rowheader').nth(1);
          const before = await header.boundingBox();
          await page.locator('.ic-perm-scroll').evaluate((box) => box.scrollBy(300, 0));
          await expect.poll(async () => (await header.boundingBox())?.x).toBeCloseTo(before!.x, 0);
        }
        mkdirSync(SCREENS, { recursive: true });
        await page.screenshot({
          path: path.join(SCREENS, `permissions-${language}-${width}.png`),
          fullPage: true,
        });
      });
});
