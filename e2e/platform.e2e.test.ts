/**
 * The platform frame in a real browser against the real built server: sign-in with the return
 * URL, a wrong password, the language switch, the sidebar at a narrow width, sign-out ending the
 * session, and axe on the login, home and error pages in English and Slovenian.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  repoRoot,
  startServer,
  type RunningServer,
} from './harness';
import { translationFiles } from './texts';

const texts: Record<string, Record<string, string>> = {};
for (const { texts: data } of translationFiles) {
  for (const [key, byLanguage] of Object.entries(data)) {
    for (const [language, text] of Object.entries(byLanguage))
      if (typeof text === 'string') (texts[language] ??= {})[key] = text;
  }
}
/** The administrators' seeded home dashboard: its title is the home page's heading. */
const administratorsHome = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/server/seed/dashboards/AdministratorsHome.json'), 'utf8'),
) as { definition: { title: Record<string, string> } };

/** The seeded text of a key in a language. */
function tr(key: string, language = 'en'): string {
  const text = texts[language]?.[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text;
}

describe('the platform frame', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'platform-frame' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(
    options: { locale?: string; viewport?: { width: number; height: number } } = {},
  ): Promise<Page> {
    await context?.close();
    const created = await newPage(browser, options);
    context = created.context;
    page = created.page;
    onTestFailed(() => keepFailureArtifacts(page, `platform-${expect.getState().currentTestName ?? 'test'}`));
    return created.page;
  }

  async function fillLogin(p: Page, password: string, language = 'en') {
    await p.getByLabel(tr('LogOn_Username', language)).fill('admin');
    await p.getByLabel(tr('LogOn_Password', language)).fill(password);
    await p.getByRole('button', { name: tr('LogOn_Button', language), exact: true }).click();
  }

  async function signInAt(p: Page, returnPath = '/platform/') {
    await p.goto(`${server.url}/platform/Account/LogOn?ReturnUrl=${encodeURIComponent(returnPath)}`);
    await fillLogin(p, server.adminPassword);
    await p.waitForURL((u) => !u.pathname.includes('/Account/LogOn'));
  }

  it('sends an anonymous deep link to LogOn with the ReturnUrl and returns there after signing in', async () => {
    const p = await open();
    await p.goto(`${server.url}/platform/Administration/CodeList?tab=2`);
    await p.waitForURL((u) => u.pathname === '/platform/Account/LogOn');
    expect(new URL(p.url()).searchParams.get('ReturnUrl')).toBe('/platform/Administration/CodeList?tab=2');
    // the redirect replaced the history entry: going back leaves the app
    expect(await p.evaluate(() => history.length)).toBe(2);
    await fillLogin(p, server.adminPassword);
    await p.waitForURL((u) => u.pathname === '/platform/Administration/CodeList' && u.search === '?tab=2');
    await expect
      .poll(() => p.getByRole('heading', { level: 1 }).textContent())
      .toBe(tr('Administration_CodeLists_Title'));
    await expect.poll(() => p.title()).toBe(`${tr('Administration_CodeLists_Title')} - Insulcalc`);
    expect(await p.evaluate(() => document.head.dataset.antiforgeryToken ?? '')).not.toBe('');
  });

  it('shows the wrong-password message and re-enables the button', async () => {
    const p = await open();
    await p.goto(`${server.url}/platform/Account/LogOn`);
    await fillLogin(p, 'not-the-password');
    await expect.poll(() => p.getByRole('alert').textContent()).toBe(tr('LogOn_InvalidUsernameOrPassword'));
    expect(await p.getByRole('button', { name: tr('LogOn_Button'), exact: true }).isEnabled()).toBe(true);
    expect(new URL(p.url()).pathname).toBe('/platform/Account/LogOn');
  });

  it('shows validation_required next to empty fields without calling the server', async () => {
    const p = await open();
    const calls: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('/api/v1/account/logon')) calls.push(r.url());
    });
    await p.goto(`${server.url}/platform/Account/LogOn`);
    await p.getByRole('button', { name: tr('LogOn_Button'), exact: true }).click();
    expect(await p.getByText(tr('validation_required')).count()).toBe(2);
    expect(calls).toEqual([]);
  });

  it('switches to Deutsch after confirmation and keeps it after a reload', async () => {
    const p = await open();
    await p.goto(`${server.url}/platform/Account/LogOn`);
    await p.getByRole('button', { name: `${tr('Shell_Language')}: English` }).click();
    await p.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const dialog = p.getByRole('dialog', { name: tr('Shell_ChangeLanguage_Title') });
    await dialog.waitFor();
    await Promise.all([
      p.waitForEvent('load'),
      dialog.getByRole('button', { name: tr('Shell_ChangeLanguage_Title') }).click(),
    ]);
    await p.getByRole('heading', { level: 1, name: tr('LogOn_Title', 'de') }).waitFor();
    expect(await p.getByLabel(tr('LogOn_Username', 'de')).count()).toBe(1);
    const cookie = (await context!.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
    await p.reload();
    await p.getByRole('heading', { level: 1, name: tr('LogOn_Title', 'de') }).waitFor();
    expect(await p.getByRole('button', { name: `${tr('Shell_Language', 'de')}: Deutsch` }).count()).toBe(1);
    expect(await p.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('collapses the sidebar at 900 px and remembers its state across a reload', async () => {
    const p = await open({ viewport: { width: 1280, height: 900 } });
    await signInAt(p, '/platform/');
    const toggle = p.getByRole('button', { name: tr('Shell_ToggleMenu') });
    const sidebar = p.getByRole('navigation', { name: tr('Shell_MainNavigation') });
    await sidebar.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await p.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.count()).toBe(0);
    expect(await p.evaluate(() => localStorage.getItem('sidebar_open'))).toBe('false');
    await p.reload();
    await p.getByRole('button', { name: tr('Shell_ToggleMenu') }).waitFor();
    expect(await p.getByRole('button', { name: tr('Shell_ToggleMenu') }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // opened by hand at full width, it stays open after a reload
    await p.setViewportSize({ width: 1280, height: 900 });
    await p.getByRole('button', { name: tr('Shell_ToggleMenu') }).click();
    await p.reload();
    await p.getByRole('navigation', { name: tr('Shell_MainNavigation') }).waitFor();
    // the filter box narrows the tree
    await p.getByRole('searchbox', { name: tr('Sidebar_Filter') }).fill('code');
    expect(
      await p
        .getByRole('navigation', { name: tr('Shell_MainNavigation') })
        .getByRole('link')
        // What the reader sees: an item's inline icon adds no text.
        .allInnerTexts(),
    ).toEqual([tr('Navigation_CodeLists')]);
  });

  it('signs out through the user menu and the old session cookie no longer works', async () => {
    const p = await open();
    await signInAt(p, '/platform/');
    const before = (await context!.cookies()).find((c) => c.name === 'insulcalc_session');
    expect(before).toBeTruthy();
    const profileWith = async (cookie: string) =>
      (await (
        await fetch(`${server.url}/api/v1/account/profile`, {
          headers: { cookie: `insulcalc_session=${cookie}` },
        })
      ).json()) as { isAuthenticated: boolean };
    expect((await profileWith(before!.value)).isAuthenticated).toBe(true);
    await p.getByRole('button', { name: new RegExp(`^${tr('UserMenu_Title')}`) }).click();
    await Promise.all([
      p.waitForURL((u) => u.pathname.endsWith('/Account/LogOn')),
      p.getByRole('menuitem', { name: tr('UserMenu_LogOff') }).click(),
    ]);
    await p.getByRole('heading', { level: 1, name: tr('LogOn_Title') }).waitFor();
    expect((await profileWith(before!.value)).isAuthenticated).toBe(false);
    await p.goto(`${server.url}/platform/Administration/CodeList`);
    await p.waitForURL((u) => u.pathname === '/platform/Account/LogOn');
  });

  for (const language of ['en', 'sl']) {
    it(`has no axe violations on the login, home and error pages (${language})`, async () => {
      const p = await open();
      await context!.addCookies([{ name: 'lang', value: language, url: server.url }]);
      await p.goto(`${server.url}/platform/Account/LogOn`);
      await p.getByRole('heading', { level: 1, name: tr('LogOn_Title', language) }).waitFor();
      let violations = await axeViolations(p);
      expect(violations, describeViolations(violations)).toEqual([]);

      for (const [errorPath, heading] of [
        ['error/401', tr('AccessDenied_Title', language)],
        ['error/404', tr('NotFound_Title', language)],
      ] as const) {
        await p.goto(`${server.url}/platform/${errorPath}`);
        await p.getByRole('heading', { level: 1, name: heading }).waitFor();
        violations = await axeViolations(p);
        expect(violations, `${errorPath}: ${describeViolations(violations)}`).toEqual([]);
      }

      await fillLoginFrom(p, language);
      for (const [pagePath, heading] of [
        ['', administratorsHome.definition.title[language]!],
        ['error/403', tr('AccessDenied_Title', language)],
        ['error/500', tr('Error_Title', language).replace('{code}', '500')],
        ['no/such/page', tr('NotFound_Title', language)],
      ] as const) {
        await p.goto(`${server.url}/platform/${pagePath}`);
        await p.getByRole('heading', { level: 1, name: heading }).waitFor();
        violations = await axeViolations(p);
        expect(violations, `${pagePath || 'home'}: ${describeViolations(violations)}`).toEqual([]);
      }
    });
  }

  async function fillLoginFrom(p: Page, language: string) {
    await p.goto(`${server.url}/platform/Account/LogOn?ReturnUrl=%2Fplatform%2F`);
    await fillLogin(p, server.adminPassword, language);
    await p.waitForURL((u) => u.pathname === '/platform/');
  }
});
