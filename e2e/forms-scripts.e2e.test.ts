/**
 * Issue 26 item 2, form scripts in chromium against the built server and its CSP (decision 0046):
 * the seeded OfferRequest script runs in its worker (the e-mail is trimmed and lower-cased) with no
 * CSP violation; a script that reads document.cookie or calls fetch fails with a form message, and
 * an endless loop is stopped while the page stays usable. The bad scripts replace the served one
 * through the browser's request routing; the page, its CSP and the worker are the real ones.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  patient,
  startServer,
  type RunningServer,
} from './harness';
import { seedTexts } from './texts';

function tr(key: string): string {
  const text = seedTexts[key]?.en;
  if (typeof text !== 'string') throw new Error(`no en text for ${key}`);
  return text;
}

/** The start of an ICU text, up to its first argument. */
const prefix = (key: string) => tr(key).split('{')[0]!;

describe('form scripts in chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'forms-scripts' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(
    script?: string,
  ): Promise<{ page: Page; violations: string[]; scriptRequests: string[] }> {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `forms-scripts-${expect.getState().currentTestName ?? ''}`),
    );
    const violations: string[] = [];
    const scriptRequests: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to (execute|load|create)/i.test(msg.text()))
        violations.push(msg.text());
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/forms/javascript/')) scriptRequests.push(request.url());
    });
    if (script)
      await context.route('**/api/v1/forms/javascript/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
      );
    await page.goto(`${server.url}/OfferRequest/General`);
    await email(page).waitFor();
    return { page, violations, scriptRequests };
  }

  const email = (page: Page) =>
    page.getByRole('textbox', { name: tr('Forms_OfferRequest_Email'), exact: true });
  const company = (page: Page) =>
    page.getByRole('textbox', { name: tr('Forms_OfferRequest_Company'), exact: true });

  it('runs the seeded script under the CSP: the e-mail is trimmed and lower-cased on change', async () => {
    const { page, violations, scriptRequests } = await open();
    await email(page).fill('  Ana.Novak@Example.COM ');
    await email(page).blur();
    await expect
      .poll(() => email(page).inputValue(), { timeout: patient(10_000) })
      .toBe('ana.novak@example.com');
    expect(scriptRequests.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  for (const [what, body] of [
    ['document.cookie', 'return document.cookie;'],
    ['fetch', "await fetch('/api/v1/account/profile');"],
  ] as const) {
    it(`a script that reads ${what} fails with a form message; the page goes on`, async () => {
      const { page } = await open(
        `export async function onChange(form, name) { if (name === 'Email') { ${body} } }`,
      );
      await email(page).fill('a@b.example');
      await email(page).blur();
      const message = page.getByText(prefix('FormScript_Failed'), { exact: false }).first();
      await message.waitFor({ timeout: patient(10_000) });
      expect(await message.textContent()).toMatch(/ReferenceError/);
      await company(page).fill('Still works');
      expect(await company(page).inputValue()).toBe('Still works');
    });
  }

  it('an endless loop is stopped: the worker ends, the form says so and stays usable', async () => {
    const { page } = await open(`export function onChange(form, name) { if (name === 'Email') for (;;) {} }`);
    await email(page).fill('loop@b.example');
    await email(page).blur();
    await page
      .getByText(prefix('FormScript_Stopped'), { exact: false })
      .first()
      .waitFor({ timeout: patient(15_000) });
    await company(page).fill('Responsive');
    expect(await company(page).inputValue()).toBe('Responsive');
  });
});
