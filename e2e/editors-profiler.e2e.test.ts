/**
 * Issue 14 item 6, in chromium against the built server with the profiler switched on: an
 * administrator turns the profiler on for their own account in the users administration
 * (section Diagnostics), and after the next load the panel sits bottom-left listing the page's
 * requests, read from the database (decision 0026). Axe on the form; screenshots at 1280 px in
 * English and 390 px in German.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  artifactsDir,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  loadAxe,
  newPage,
  runAxe,
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

describe('the profiler, switched on in the users administration', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'editors-profiler', env: { MINI_PROFILER_ENABLED: 'true' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(language: string, width: number): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `editors-profiler-${expect.getState().currentTestName ?? ''}`),
    );
    // The sign-in helper reads the form by field names; the language follows from the cookie.
    await signIn(page, server.url);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    return page;
  }

  async function openOwnAccount(page: Page, language: string): Promise<void> {
    await page.goto(`${server.url}/platform/Administration/Users`);
    const users = page.getByRole('grid', { name: tr('Administration_Users_Title', language) });
    await users.getByRole('gridcell', { name: 'admin', exact: true }).click({ timeout: patient(30_000) });
    await page.keyboard.press('Enter');
    await page.waitForURL(/Administration\/Users\/Default\//);
  }

  it('an administrator turns it on; the panel then lists the page’s requests', async () => {
    const page = await open('en', 1280);
    await openOwnAccount(page, 'en');
    const flag = page.getByRole('checkbox', { name: tr('Administration_Field_EnableMiniProfiler') });
    await flag.waitFor({ timeout: patient(30_000) });
    await expect(
      page.getByText(tr('Administration_Section_Diagnostics'), { exact: true }).count(),
    ).resolves.toBe(1);
    expect(await flag.isChecked()).toBe(false);
    await loadAxe(page);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // React Aria's checkbox input is visually hidden inside its label: click the label's box.
    await flag.check({ force: true });
    expect(await flag.isChecked()).toBe(true);
    await page
      .getByRole('button', { name: /^(Save and close|Save)$/ })
      .first()
      .click();
    // The saved flag is in the very next profile: the next load brings the panel.
    await expect
      .poll(
        async () =>
          page.evaluate(async () => {
            const response = await fetch('/api/v1/account/profile');
            return ((await response.json()) as { enableMiniProfiler?: boolean }).enableMiniProfiler;
          }),
        { timeout: patient(30_000) },
      )
      .toBe(true);
    await page.reload();
    const toggle = page.locator('.icp-root .icp-toggle');
    await toggle.waitFor({ timeout: patient(30_000) });
    const box = await page.locator('.icp-root').boundingBox();
    // Bottom-left.
    expect(box!.x).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 60);
    await toggle.click();
    const panel = page.locator('#icp-panel');
    // The page's own API calls are among the traces, read back from the database.
    await expect.poll(async () => panel.textContent(), { timeout: patient(30_000) }).toMatch(/\/api\/v1\//);
    await page.screenshot({ path: path.join(artifactsDir, 'profiler-en-1280.png') });
  });

  it('the form in German on a phone', async () => {
    const page = await open('de', 390);
    await openOwnAccount(page, 'de');
    const flag = page.getByRole('checkbox', { name: tr('Administration_Field_EnableMiniProfiler', 'de') });
    await flag.waitFor({ timeout: patient(30_000) });
    expect(await flag.isChecked()).toBe(true);
    await flag.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifactsDir, 'profiler-admin-de-390.png'), fullPage: true });
  });
});
