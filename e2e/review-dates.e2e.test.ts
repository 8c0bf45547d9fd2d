/**
 * Review mend: dates print in the language's format in the BUILT platform. The bundle once dropped
 * dayjs's localizedFormat plugin (the i18n package is `sideEffects: false`), so every
 * `formatDate(…, { type: 'dateTime' })` printed the bare tokens 'L LT'; the sources under Vitest
 * never showed it. The user screen's API keys table prints dates and times in English and German
 * (the served momentjs_dateTimeFormat texts); the untranslated default ('L LT', the locale's own
 * formats) is checked on the bundled package by packages/i18n/src/bundle.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
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

describe('dates in the built platform', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'review-dates' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it("the API keys' created time reads as the language's date and time, never 'L LT'", async () => {
    ({ context, page } = await newPage(browser, { locale: 'en-GB', viewport: { width: 1280, height: 900 } }));
    onTestFailed(() => keepFailureArtifacts(page, 'review-dates'));
    await signIn(page, server.url);
    await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken));
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/v1/account/api-keys', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ name: 'date check' }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await page.goto(`${server.url}/platform/Administration/Users`);
    const users = page.getByRole('grid', { name: tr('Administration_Users_Title') });
    await users.getByRole('gridcell', { name: 'admin', exact: true }).click();
    await page.keyboard.press('Enter');
    await page.waitForURL(/Administration\/Users\/Default\//);
    // The read-only dates (last sign-in, created) fit their boxes at 1280 px: no segment (the
    // time's AM/PM) runs past the box's right edge into the next field.
    await page.locator('[data-field="CreatedAt"] .ic-date-input').waitFor();
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ic-date-input')].map((box) => {
        const right = box.getBoundingClientRect().right;
        const segments = [...box.querySelectorAll<HTMLElement>('.ic-date-segment')];
        return Math.max(0, ...segments.map((s) => s.getBoundingClientRect().right - right));
      }),
    );
    expect(overflow.length).toBe(2);
    expect(overflow.every((px) => px <= 1)).toBe(true);

    const created = () =>
      page!
        .getByRole('row', { name: /date check/ })
        .getByRole('cell')
        .nth(2)
        .textContent({ timeout: patient(30_000) });
    const en = (await created())?.trim() ?? '';
    expect(en).not.toContain('L LT');
    // en: the translated momentjs_dateTimeFormat, DD/MM/YYYY HH:mm
    expect(en).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // The untranslated default ('L LT') needs dayjs's localizedFormat, whose English formats
    // ('MM/DD/YYYY') ship inside the plugins: the page's scripts must carry them (the broken build
    // had them only in the lazily loaded spreadsheet library's own copy).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js') && !name.includes('exceljs')),
    );
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(bodies.some((body) => body.includes('MM/DD/YYYY'))).toBe(true);

    await context.addCookies([{ name: 'lang', value: 'de', url: server.url }]);
    await page.reload();
    await page
      .getByRole('heading', { name: tr('Administration_ApiKeys_Title', 'de') })
      .waitFor({ timeout: patient(30_000) });
    const de = (await created())?.trim() ?? '';
    // de: DD.MM.YYYY HH:mm
    expect(de).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });
});
