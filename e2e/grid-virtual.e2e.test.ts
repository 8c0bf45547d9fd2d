/**
 * Issue 14 (left item: pages were capped at 200 rows), in chromium against the built server: the
 * OfferRequests search page with 260 records on one page of 500. Only the rows in view are in the
 * document (@tanstack/react-virtual), the scroll height is the whole page's, and the keyboard
 * reaches the last row (Ctrl+End), which then shows. Axe on the page; screenshots at 1280 px in
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

const RECORDS = 260;

function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

/** Creates offer requests through the public form's save, eight at a time. */
async function seedOffers(page: Page, count: number): Promise<number> {
  await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken));
  return page.evaluate(async (count) => {
    const save = async (i: number) => {
      const body = new FormData();
      const n = String(i).padStart(3, '0');
      const values: Record<string, unknown> = {
        ContactName: `Contact ${n}`,
        Company: `Company ${n}`,
        Email: `contact${n}@example.com`,
        Country: 'SI',
        Message: 'Please quote pipe insulation.',
        Consent: true,
      };
      for (const [key, value] of Object.entries(values)) body.append(key, JSON.stringify(value));
      const response = await fetch('/api/v1/forms/OfferRequest/save', {
        method: 'POST',
        body,
        headers: { RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '' },
      });
      if (!response.ok) throw new Error(`save ${response.status}: ${await response.text()}`);
    };
    for (let i = 0; i < count; i += 8)
      await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => save(i + k + 1)));
    return count;
  }, count);
}

describe('a long page of the OfferRequests search page', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'grid-virtual' });
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
      keepFailureArtifacts(current, `grid-virtual-${expect.getState().currentTestName ?? ''}`),
    );
    await signIn(page, server.url);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    return page;
  }

  const grid = (page: Page, language = 'en') =>
    page.getByRole('grid', { name: tr('Views_OfferRequests', language) });
  const renderedRows = (page: Page, language = 'en') => grid(page, language).locator('tbody tr[role="row"]');

  it('renders only the rows in view of a 500-row page; Ctrl+End reaches the last', async () => {
    const page = await open('en', 1280);
    expect(await seedOffers(page, RECORDS)).toBe(RECORDS);
    await page.goto(`${server.url}/platform/OfferRequests`);
    await expect
      .poll(() => page.locator('.ic-view-grid-total').textContent(), { timeout: patient(30_000) })
      .toBe(`${RECORDS} records`);
    await page.getByLabel(tr('ViewGrid_PageSize')).selectOption('500');
    await expect
      .poll(() => grid(page).getAttribute('aria-rowcount'), { timeout: patient(30_000) })
      .toBe(`${RECORDS + 1}`);
    await renderedRows(page).first().waitFor();
    // The row count is the total's, known before the 500-row page arrives: wait for the page
    // (the scroll area grows as tall as all its rows), then count the rows actually rendered.
    const scroll = page.locator('.ic-view-grid-scroll');
    const heights = () => scroll.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    await expect
      .poll(async () => (await heights()).scroll, { timeout: patient(30_000) })
      .toBeGreaterThan(RECORDS * 25);
    expect((await heights()).client).toBeLessThan((await heights()).scroll);
    // A window of rows, not all 260.
    const shown = await renderedRows(page).count();
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(100);

    await loadAxe(page);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Keyboard: the first cell, then Ctrl+End to the last row of the page.
    await grid(page).locator('[data-cell="0:1"]').click();
    await page.keyboard.press('Control+End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')))
      .toBe(`${RECORDS + 1}`);
    // The last row is on screen, and the rows around it were rendered as the grid scrolled.
    const last = page.locator(`tr[aria-rowindex="${RECORDS + 1}"]`);
    expect(await last.isVisible()).toBe(true);
    expect(await renderedRows(page).count()).toBeLessThan(100);
    await expect.poll(() => page.locator(`tr[aria-rowindex="${RECORDS - 5}"]`).count()).toBe(1);
    await page.screenshot({ path: path.join(artifactsDir, 'grid-virtual-en-1280.png') });
  });

  it('in German on a phone', async () => {
    const page = await open('de', 390);
    await page.goto(`${server.url}/platform/OfferRequests`);
    await page.getByLabel(tr('ViewGrid_PageSize', 'de')).selectOption('500');
    await expect
      .poll(() => grid(page, 'de').getAttribute('aria-rowcount'), { timeout: patient(30_000) })
      .toBe(`${RECORDS + 1}`);
    await renderedRows(page, 'de').first().waitFor();
    expect(await renderedRows(page, 'de').count()).toBeLessThan(100);
    await page.screenshot({ path: path.join(artifactsDir, 'grid-virtual-de-390.png'), fullPage: true });
  });
});
