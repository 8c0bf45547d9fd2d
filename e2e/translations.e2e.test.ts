/**
 * Issue 10, decision 0035, in a real browser against the built server: the apps load their
 * texts per namespace (never the whole language), the public site switches language through the
 * language menu, and neither app nor a lazily loaded package (the designer) ever shows a key.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepFailureArtifacts, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { seedTexts } from './texts';

function tr(key: string, language: string): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

/** What the i18n provider shows for a key it has no text of, and the shape of a bare key. */
const RAW_KEY =
  /\[\?:|\b(?:Insulation|Shell|Designer|Forms|Common|Dashboards|Workflow)_[A-Z][A-Za-z]+_?\w*\b/;

describe('translations per namespace', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ name: 'translations' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(language: string): Promise<{ page: Page; asked: string[] }> {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    const page = await context.newPage();
    onTestFailed(() => keepFailureArtifacts(page, `translations-${expect.getState().currentTestName ?? ''}`));
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/translations/')) asked.push(url.pathname);
    });
    return { page, asked };
  }

  const bodyText = (page: Page) => page.locator('body').innerText();

  it('the public site loads its namespaces, switches from German to English by the language menu, and shows no key', async () => {
    const { page, asked } = await open('de');
    await page.goto(`${server.url}/Configurator`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="status"].icc-route-loading'));
    await page.waitForLoadState('networkidle');
    // Namespaces only, in German; none of the platform's packages.
    expect(asked.length).toBeGreaterThan(0);
    for (const path of asked) expect(path).toMatch(/^\/api\/v1\/translations\/de\/[a-z0-9-]+$/);
    const namespaces = asked.map((p) => p.split('/').pop());
    for (const ns of ['shell', 'server', 'data', 'insulation', 'thermal', 'forms'])
      expect(namespaces, ns).toContain(ns);
    for (const ns of ['designer', 'administration', 'workflow']) expect(namespaces, ns).not.toContain(ns);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);

    // The language menu: choose English, confirm, and the page comes back in English.
    asked.length = 0;
    await page.getByRole('button', { name: `${tr('Shell_Language', 'de')}: Deutsch` }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('dialog')
        .getByRole('button', { name: tr('Shell_ChangeLanguage_Title', 'de') })
        .click(),
    ]);
    await page.getByRole('button', { name: `${tr('Shell_Language', 'en')}: English` }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const path of asked) expect(path).toMatch(/^\/api\/v1\/translations\/en\/[a-z0-9-]+$/);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
  });

  it('the platform’s home shows no key, and the designer’s texts arrive with its page', async () => {
    const { page, asked } = await open('en');
    await signIn(page, server.url);
    await page.waitForLoadState('networkidle');
    expect(asked.map((p) => p.split('/').pop())).not.toContain('designer');
    expect(await bodyText(page)).not.toMatch(RAW_KEY);

    await page.goto(`${server.url}/platform/Application/CheckConsistency`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toContain('/api/v1/translations/en/designer');
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
  });
});
