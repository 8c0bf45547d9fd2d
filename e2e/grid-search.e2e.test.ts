/**
 * Issue 14 item 3, in chromium against the built server: the OfferRequests search page lists the
 * view's records, sorts, filters, adds a record (the request form), edits one (the admin form)
 * and deletes rows through DeleteDialog; a row deleted meanwhile is reported in the mass-edit
 * error dialog. Axe on the page; screenshots at 1280 and 390 px in English and German.
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

const OFFERS = [
  ['Ana Novak', 'Toplota d.o.o.', 'SI'],
  ['Bojan Horvat', 'Izolacije Horvat', 'HR'],
  ['Cvetka Zupan', 'Zupan Pipes', 'SI'],
  ['Damir Babić', 'Babić Termo', 'BA'],
  ['Eva Müller', 'Müller Rohrbau GmbH', 'DE'],
  ['Franz Schmidt', 'Schmidt Dämmtechnik', 'AT'],
  ['Goran Petrović', 'Petrović Inženjering', 'RS'],
] as const;

/** Creates offer requests through the public form's save (multipart, as the form sends them). */
async function seedOffers(page: Page): Promise<string[]> {
  // The shell puts the session's anti-forgery token on <head> once the profile has loaded.
  await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken));
  return page.evaluate(async (offers) => {
    const ids: string[] = [];
    for (const [name, company, country] of offers) {
      const body = new FormData();
      const values: Record<string, unknown> = {
        ContactName: name,
        Company: company,
        Email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        Country: country,
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
      ids.push(((await response.json()) as { entityInstanceId: string }).entityInstanceId);
    }
    return ids;
  }, OFFERS);
}

describe('the OfferRequests search page', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'grid-search' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(language = 'en', width = 1280): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `grid-search-${expect.getState().currentTestName ?? ''}`),
    );
    return page;
  }

  const grid = (page: Page, language = 'en') =>
    page.getByRole('grid', { name: tr('Views_OfferRequests', language) });
  const dataRows = (page: Page) => grid(page).locator('tbody tr');
  const status = (page: Page) => page.locator('.ic-view-grid-total');
  const contactColumn = async (page: Page) =>
    dataRows(page).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));

  it('lists, sorts, filters, adds, edits and deletes offer requests', async () => {
    const page = await open();
    await signIn(page, server.url);
    const ids = await seedOffers(page);
    expect(ids).toHaveLength(OFFERS.length);

    await page.goto(`${server.url}/platform/OfferRequests`);
    await expect.poll(() => status(page).textContent(), { timeout: patient(30_000) }).toBe('7 records');
    await expect.poll(() => page.title()).toContain(tr('Views_OfferRequests'));
    // The view's default sort: contact name ascending.
    expect(await contactColumn(page)).toEqual(OFFERS.map((o) => o[0]).sort((a, b) => a.localeCompare(b)));
    // Code-list values show their text.
    await grid(page).getByRole('gridcell', { name: 'Slovenia' }).first().waitFor();

    // Sort by company, descending on the second click.
    const companyHeader = grid(page).getByRole('columnheader', {
      name: new RegExp(tr('Forms_OfferRequest_Company')),
    });
    await companyHeader.getByRole('button').click();
    await expect.poll(() => companyHeader.getAttribute('aria-sort')).toBe('ascending');
    await companyHeader.getByRole('button').click();
    await expect.poll(() => companyHeader.getAttribute('aria-sort')).toBe('descending');
    const companies = await dataRows(page).evaluateAll((rows) =>
      rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''),
    );
    expect(companies).toEqual(OFFERS.map((o) => o[1] as string).sort((a, b) => b.localeCompare(a)));

    // Filter: contact contains "an" and country in (Slovenia).
    await page.getByRole('button', { name: tr('ViewGrid_Filters'), exact: true }).click();
    const contains = page.getByRole('textbox', {
      name: tr('ViewGrid_FilterContains').replace('{column}', tr('Forms_OfferRequest_ContactName')),
    });
    await contains.fill('an');
    await contains.press('Enter');
    // Ana, Bojan, Cvetka, Franz and Goran.
    await expect.poll(() => status(page).textContent()).toBe('5 records');
    await page.getByRole('checkbox', { name: 'Slovenia', exact: true }).check();
    await expect.poll(() => contactColumn(page)).toEqual(['Cvetka Zupan', 'Ana Novak']);
    await page.getByRole('button', { name: tr('ViewGrid_ClearFilters') }).click();
    await expect.poll(() => status(page).textContent()).toBe('7 records');

    // Add: New opens the request form at OfferRequests/Default.
    await page.getByRole('button', { name: tr('SearchPage_Add'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/platform/OfferRequests/Default');
    const textbox = (key: string) => page.getByRole('textbox', { name: tr(key), exact: true });
    await textbox('Forms_OfferRequest_ContactName').fill('Hana Kovač');
    await textbox('Forms_OfferRequest_Email').fill('hana@example.com');
    await page.getByRole('button', { name: new RegExp(tr('Forms_OfferRequest_Country')) }).click();
    await page.getByRole('option', { name: 'Croatia' }).click();
    await textbox('Forms_OfferRequest_Message').fill('A quote for a tank, please.');
    // react-aria keeps the native checkbox visually hidden: check it through its label.
    await page.getByRole('checkbox', { name: tr('Forms_OfferRequest_Consent') }).check({ force: true });
    await page.getByRole('button', { name: tr('Forms_OfferRequest_Send') }).click();
    await page.getByText(tr('Forms_OfferRequest_ThankYou')).first().waitFor();
    await page.goto(`${server.url}/platform/OfferRequests`);
    await expect.poll(() => status(page).textContent()).toBe('8 records');
    expect(await contactColumn(page)).toContain('Hana Kovač');

    // Edit: select Bojan's row, Edit opens OfferRequests/Default/{id} in the admin form.
    const edit = page.getByRole('button', { name: tr('SearchPage_Edit'), exact: true });
    expect(await edit.isDisabled()).toBe(true);
    await page
      .getByRole('checkbox', { name: tr('ViewGrid_SelectRow').replace('{name}', 'Bojan Horvat') })
      .check();
    await edit.click();
    await page.waitForURL((url) => url.pathname === `/platform/OfferRequests/Default/${ids[1]}`);
    const company = textbox('Forms_OfferRequest_Company');
    await expect.poll(() => company.inputValue()).toBe('Izolacije Horvat');
    await company.fill('Horvat Izolacije d.d.');
    await page.getByRole('button', { name: tr('Forms_Button_Save'), exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: tr('Forms_Button_Save'), exact: true }).isDisabled())
      .toBe(true);
    await page.goto(`${server.url}/platform/OfferRequests`);
    await grid(page).getByRole('gridcell', { name: 'Horvat Izolacije d.d.' }).waitFor();

    // Delete two rows through DeleteDialog.
    for (const name of ['Damir Babić', 'Eva Müller'])
      await page.getByRole('checkbox', { name: tr('ViewGrid_SelectRow').replace('{name}', name) }).check();
    await page.getByRole('button', { name: tr('SearchPage_Delete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: tr('DynamicForm_Delete'), exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('6 records');
    expect(await contactColumn(page)).not.toContain('Damir Babić');

    // A row deleted meanwhile (another tab) is listed in the mass-edit error dialog.
    await page
      .getByRole('checkbox', { name: tr('ViewGrid_SelectRow').replace('{name}', 'Franz Schmidt') })
      .check();
    await page
      .getByRole('checkbox', { name: tr('ViewGrid_SelectRow').replace('{name}', 'Goran Petrović') })
      .check();
    await page.evaluate(async (id) => {
      await fetch('/api/v1/entities/OfferRequest/delete', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ entityInstanceIds: [id] }),
      });
    }, ids[5]);
    await page.getByRole('button', { name: tr('SearchPage_Delete'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('DynamicForm_Delete'), exact: true })
      .click();
    const massEdit = page.getByRole('dialog').filter({ hasText: tr('Entities_NotFound') });
    await massEdit.waitFor();
    await massEdit.getByRole('button', { name: tr('DynamicForm_Continue') }).click();
    await expect.poll(() => status(page).textContent()).toBe('4 records');
    expect(await contactColumn(page)).not.toContain('Goran Petrović');
  });

  it('passes axe and looks right at 1280 and 390 px in English and German', async () => {
    for (const language of ['en', 'de']) {
      for (const width of [1280, 390]) {
        // Sign in on the English page (the helper finds the English labels), then switch.
        const page = await open('en', width);
        await signIn(page, server.url);
        await page.context().addCookies([{ name: 'lang', value: language, url: server.url }]);
        await page.goto(`${server.url}/platform/OfferRequests`);
        await expect.poll(() => status(page).textContent(), { timeout: patient(30_000) }).toMatch(/\d/);
        await page.getByRole('button', { name: tr('ViewGrid_Filters', language), exact: true }).click();
        await page.waitForTimeout(200);
        await page.screenshot({
          path: path.join(artifactsDir, `grid-search-${language}-${width}.png`),
          fullPage: true,
        });
        if (width === 1280) {
          await loadAxe(page);
          const violations = await runAxe(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
      }
    }
  });
});
