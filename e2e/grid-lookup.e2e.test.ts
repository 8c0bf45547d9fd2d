/**
 * Issue 14, in chromium against the built server: on the OfferRequestSearch form (a form group
 * marked as a search page) a Lookup finds a record by typing and picks one through LookupDialog
 * (the view's grid in a dialog, Enter on a row); the search-page form lists the view in its
 * ViewGrid with the search-page toolbar.
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

const NAMES = ['Ana Novak', 'Bojan Horvat', 'Cvetka Zupan', 'Damir Babić'];

describe('a Lookup on a search-page form', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'grid-lookup' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('finds a record by typing and picks one through LookupDialog', async () => {
    const { context, page } = await newPage(browser, {
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    current = page;
    onTestFailed(() => keepFailureArtifacts(current, 'grid-lookup'));
    await signIn(page, server.url);
    await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken));
    await page.evaluate(async (names) => {
      for (const name of names) {
        const body = new FormData();
        const values: Record<string, unknown> = {
          ContactName: name,
          Company: `${name.split(' ')[1]} d.o.o.`,
          Email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          Country: 'SI',
          Message: 'A quote, please.',
          Consent: true,
        };
        for (const [key, value] of Object.entries(values)) body.append(key, JSON.stringify(value));
        const response = await fetch('/api/v1/forms/OfferRequest/save', {
          method: 'POST',
          body,
          headers: { RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '' },
        });
        if (!response.ok) throw new Error(`save ${response.status}`);
      }
    }, NAMES);

    await page.goto(`${server.url}/platform/DynamicForm/Form?formGroupId=OfferRequestSearch`);
    // The search-page form shows its view with the search-page toolbar.
    const grid = page.getByRole('grid', { name: tr('Views_OfferRequests') });
    await grid
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await grid.locator('tbody tr').count()).toBe(NAMES.length);
    await page.getByRole('toolbar', { name: tr('SearchPage_Toolbar') }).waitFor();

    // Typing searches the view's lookup attributes.
    const lookup = page.getByRole('combobox', { name: tr('Views_OfferRequests_QuickOpen') });
    await lookup.fill('zup');
    await page.getByRole('option', { name: /Cvetka Zupan/ }).click();
    await expect.poll(() => lookup.inputValue()).toBe('Cvetka Zupan · Zupan d.o.o.');

    // The dialog: the view's grid; Enter on a row picks it and closes the dialog.
    await page.getByRole('button', { name: tr('Lookup_Browse') }).click();
    const dialog = page.getByRole('dialog');
    const dialogGrid = dialog.getByRole('grid');
    await dialogGrid.locator('tbody tr').first().waitFor();
    expect(await dialogGrid.locator('tbody tr').count()).toBe(NAMES.length);
    // The current value is selected in the dialog.
    expect(await dialogGrid.locator('tbody tr[aria-selected="true"]').textContent()).toContain(
      'Cvetka Zupan',
    );
    const filter = dialog.getByRole('textbox', {
      name: tr('ViewGrid_FilterContains').replace('{column}', tr('Forms_OfferRequest_ContactName')),
    });
    await filter.fill('Bojan');
    await filter.press('Enter');
    await expect.poll(() => dialogGrid.locator('tbody tr').count()).toBe(1);
    await dialogGrid.locator('tbody tr td').nth(1).click();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => lookup.inputValue()).toBe('Bojan Horvat · Horvat d.o.o.');
  });
});
