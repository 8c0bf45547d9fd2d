/**
 * The server-rendered landing page (decision 0002) in real chromium against the real built server:
 * anonymous visitors get HTML and one small script — no SPA chunk —, the language selector works
 * like the SPA's (confirmation, lang cookie, reload), the configurator link leads into the SPA, the
 * page passes axe; signed-in users get the SPA at the same address.
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
  signIn,
  startServer,
  type RunningServer,
} from './harness';
import { waitForConfigurator } from './configurator';
import { seedTexts } from './texts';

type Texts = Record<string, Record<string, string>>;
const texts = seedTexts as Texts;
const tr = (key: string, language = 'en') => {
  const entry = texts[key];
  if (!entry) throw new Error(`No text ${key}`);
  return entry[language] ?? entry.en!;
};

/** The landing's enhancement script, named by the build's manifest. */
const manifest = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/public/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const LANDING_SCRIPT = `/${manifest['src/landing.client.ts']!.file}`;

describe('the server-rendered landing page', () => {
  let server: RunningServer;
  let browser: Browser;
  const open: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ name: 'landing', env: { INSULCALC_ENVIRONMENT: 'e2e' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of open) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function openPage(name: string, options: { language?: string; phone?: boolean } = {}): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: options.language === 'de' ? 'de-DE' : 'en-GB',
      ...(options.phone ? { viewport: { width: 390, height: 844 } } : {}),
    });
    if (options.language)
      await context.addCookies([{ name: 'lang', value: options.language, url: server.url }]);
    open.push(context);
    onTestFailed(() => keepFailureArtifacts(page, `landing-${name}`));
    return page;
  }

  /** Every script the page loads until the network is idle. */
  async function scriptsOf(page: Page, url: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'script' || pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return scripts;
  }

  it('loads no SPA chunk for an anonymous visitor on a phone: HTML and the landing script only', async () => {
    const page = await openPage('no-spa', { phone: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await scriptsOf(page, `${server.url}/`);
    expect(scripts).toEqual([LANDING_SCRIPT]);
    expect(await page.locator('main h1').textContent()).toBe(tr('Insulation_Landing_Title'));
    expect(await page.title()).toBe(`${tr('Insulation_Page_Home')} - Insulcalc`);
    expect(await page.evaluate(() => document.body.dataset.env)).toBe('e2e');
    expect(await page.getByRole('banner').getByText('e2e', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByRole('link').count()).toBe(4);
    // the page fits the phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the profile call of the start-up: session and anti-forgery token
    await expect.poll(() => page.evaluate(() => document.head.dataset.antiforgeryToken ?? '')).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('jumps to the content with the skip link', async () => {
    const page = await openPage('skip');
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: tr('Shell_SkipToContent') });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('switches to Deutsch after confirmation, and the choice survives a reload', async () => {
    const page = await openPage('language');
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `${tr('Shell_Language')}: English` }).click();
    const deutsch = page.getByRole('menuitemradio', { name: 'Deutsch' });
    await deutsch.click();
    const dialog = page.getByRole('dialog', { name: tr('Shell_ChangeLanguage_Title') });
    await dialog.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: tr('Shell_ChangeLanguage_Title') }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: tr('Insulation_Landing_Title', 'de') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: tr('Insulation_Landing_Title', 'de') }).waitFor();
    expect(await page.getByRole('button', { name: `${tr('Shell_Language', 'de')}: Deutsch` }).count()).toBe(
      1,
    );
    expect(await page.title()).toBe(`${tr('Insulation_Page_Home', 'de')} - Insulcalc`);
  });

  it('keeps the language when the visitor cancels the confirmation', async () => {
    const page = await openPage('language-cancel');
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: `${tr('Shell_Language')}: English` });
    await toggle.click();
    await page.getByRole('menuitemradio', { name: 'Hrvatski' }).click();
    const dialog = page.getByRole('dialog', { name: tr('Shell_ChangeLanguage_Title') });
    await dialog.getByRole('button', { name: tr('Common_Cancel') }).click();
    expect(await dialog.count()).toBe(0);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await page.context().cookies()).find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('opens the configurator from the start link (a full page load into the SPA)', async () => {
    const page = await openPage('configurator');
    await page.goto(`${server.url}/`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/Configurator'),
      page
        .getByRole('link', { name: tr('Insulation_Landing_Start') })
        .first()
        .click(),
    ]);
    await waitForConfigurator(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('sends the SPA to a signed-in user at the same address', async () => {
    const page = await openPage('signed-in');
    await signIn(page, server.url, 'admin', server.adminPassword, '/Configurator');
    const scripts = await scriptsOf(page, `${server.url}/`);
    expect(scripts).not.toContain(LANDING_SCRIPT);
    expect(scripts.some((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
    await page.getByRole('button', { name: new RegExp(`^${tr('UserMenu_Title')}: `) }).waitFor();
  });

  for (const language of ['en', 'de'] as const) {
    it(`passes axe in ${language}`, async () => {
      const page = await openPage(`axe-${language}`, { language, phone: language === 'de' });
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const closed = await axeViolations(page);
      expect(closed, describeViolations(closed)).toEqual([]);
      // with the language menu and the confirmation open
      await page
        .getByRole('button', {
          name: `${tr('Shell_Language', language)}: ` + (language === 'de' ? 'Deutsch' : 'English'),
        })
        .click();
      const menu = await axeViolations(page);
      expect(menu, describeViolations(menu)).toEqual([]);
      await page.getByRole('menuitemradio', { name: 'Slovenščina' }).click();
      await page.getByRole('dialog').waitFor();
      const dialog = await axeViolations(page);
      expect(dialog, describeViolations(dialog)).toEqual([]);
    });
  }
});
