/**
 * The public site in a real browser against the real built server: the configurator computes in
 * the browser (no API call while editing), shows translated errors and never NaN, keeps a signed-in
 * user's project on the server, produces a valid PDF with the on-screen figure, and passes axe.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
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
import { waitForConfigurator } from './configurator';
import { readPdf } from '@insulcalc/test-utils/pdf';

const HEADLINE = '[data-testid="headline-value"]';

describe('public site', () => {
  let server: RunningServer;
  let browser: Browser;
  const open: { context: BrowserContext; page: Page }[] = [];

  beforeAll(async () => {
    server = await startServer({ name: 'public' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openPage(locale = 'en-GB', language?: string): Promise<Page> {
    const { context, page } = await newPage(browser, { locale });
    if (language) await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    open.push({ context, page });
    return page;
  }

  async function openConfigurator(page: Page): Promise<string> {
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const headline = page.locator(HEADLINE);
    return (await headline.textContent()) ?? '';
  }

  function failureArtifacts(name: string, page: () => Page | undefined) {
    onTestFailed(() => keepFailureArtifacts(page(), `public-${name}`));
  }

  it('a visitor switches equipment to Tank and sees the results change without a round trip', async () => {
    const page = await openPage();
    failureArtifacts('tank', () => page);
    const before = await openConfigurator(page);
    expect(before).toMatch(/\d/);
    await page.waitForLoadState('networkidle');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.getByLabel('Equipment', { exact: true }).selectOption({ label: 'Tank' });
    await expect
      .poll(async () => page.locator('.icc-results__headline-label').textContent())
      .toBe('Total heat loss');
    const after = (await page.locator(HEADLINE).textContent()) ?? '';
    expect(after).not.toBe(before);
    expect(await page.getByLabel('Height', { exact: true }).inputValue()).toBe('5'); // m (stored 5000 mm)
    expect(await page.getByLabel('Nominal size').count()).toBe(0);
    expect(apiCalls).toEqual([]);
  });

  it('a bad value shows a translated error next to its field and no NaN anywhere', async () => {
    const page = await openPage();
    failureArtifacts('bad-value', () => page);
    await openConfigurator(page);
    const field = page.getByLabel('Medium temperature', { exact: true });
    await field.fill('abc');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const error = page.locator(`#${describedBy}`);
    expect(await error.textContent()).toBe('Enter a number.');
    // next to the field: inside the same field container
    expect(
      await page.locator('[data-field="mediumDetails.mediumTemperature"]').locator(`#${describedBy}`).count(),
    ).toBe(1);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/NaN/);
    const values = await page.evaluate(() => [...document.querySelectorAll('input')].map((i) => i.value));
    expect(values.join(' ')).not.toMatch(/NaN/);
  });

  it('an anonymous visitor’s work survives a reload (kept in this browser)', async () => {
    const page = await openPage();
    failureArtifacts('anonymous-reload', () => page);
    await openConfigurator(page);
    await page.getByLabel('Medium temperature', { exact: true }).fill('135');
    await page.getByRole('button', { name: 'Add calculation' }).click();
    await page.waitForTimeout(600); // written 250 ms after the last change
    await page.reload();
    await waitForConfigurator(page);
    const nav = page.getByRole('navigation', { name: 'Calculations of the project' });
    expect(await nav.locator('.icc-calcs__item').count()).toBe(2);
    await nav.locator('.icc-calcs__item').first().click();
    expect(await page.getByLabel('Medium temperature', { exact: true }).inputValue()).toBe('135');
  });

  it('a signed-in user builds a project with two calculations, reloads and finds both', async () => {
    const page = await openPage();
    failureArtifacts('signed-in', () => page);
    await signIn(page, server.url, 'admin', server.adminPassword, '/Configurator');
    await openConfigurator(page);
    await page.getByRole('button', { name: 'Add calculation' }).click();
    await page.getByLabel('Name of the selected calculation').fill('Tank north');
    await page.getByLabel('Equipment', { exact: true }).selectOption({ label: 'Tank' });
    await page.getByRole('button', { name: 'Save project' }).click();
    await page.getByText('All changes saved').waitFor({ timeout: patient(15_000) });
    await page.reload();
    await waitForConfigurator(page);
    const nav = page.getByRole('navigation', { name: 'Calculations of the project' });
    await expect
      .poll(async () => nav.locator('.icc-calcs__item').allTextContents())
      .toEqual(['Calculation', 'Tank north']);
    await nav.getByRole('button', { name: 'Tank north' }).click();
    expect(await page.getByLabel('Height', { exact: true }).inputValue()).toBe('5'); // m (stored 5000 mm)
  });

  it('downloads a valid PDF that contains the on-screen heat-loss figure', async () => {
    const page = await openPage();
    failureArtifacts('pdf', () => page);
    await openConfigurator(page);
    // An insulated pipe (the first product of the list), so the report has its thickness chart.
    const before = await page.locator(HEADLINE).textContent();
    await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
    await expect.poll(() => page.locator(HEADLINE).textContent()).not.toBe(before);
    const figure = (await page.locator(HEADLINE).textContent()) ?? '';
    // The server makes the report (same engine): the button posts the calculation to it.
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/calculations/report'),
      page.getByRole('button', { name: 'Download PDF report' }).click(),
    ]);
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const posted = response.request().postDataJSON() as {
      projectName: string;
      calculation: { name: string };
    };
    expect(typeof posted.projectName).toBe('string');
    expect(typeof posted.calculation.name).toBe('string');
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-64).toString('latin1')).toContain('%%EOF');
    const { pageCount, lines } = await readPdf(bytes);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(lines).toContain(`${figure} W/m`);
    // The chart: its axis titles are in the file too.
    expect(lines).toContain('Insulation thickness (mm)');
    // The name comes from the server's Content-Disposition.
    const base = `${posted.projectName}-${posted.calculation.name}`
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^[_-]+|[_-]+$/g, '');
    expect(download.suggestedFilename()).toBe(`${base}.pdf`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Download PDF report' }).getAttribute('aria-busy'))
      .toBe('false');
  });

  it('downloads the size range as CSV with the figures of the on-screen table (German: ; and decimal comma)', async () => {
    const page = await openPage('de-DE', 'de');
    failureArtifacts('csv', () => page);
    await openConfigurator(page);
    await page.getByLabel('Für einen Bereich von Nennweiten berechnen').check();
    const table = page.getByTestId('all-diameter-table');
    await table.waitFor({ timeout: patient(15_000) });
    const onScreen = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Größenbereich als CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Calculation.csv'); // the calculation's name (spec §4 default)
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows).toHaveLength(onScreen.length + 1);
    expect(rows[0]![0]).toBe('Nennweite');
    // Nominal size, outer diameter and heat loss of every size are the page's numbers (the page
    // groups thousands with '.', the CSV has no grouping and may drop trailing zeros).
    const germanNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
    rows.slice(1).forEach((row, i) => {
      expect(row[0]).toBe(onScreen[i]![0]);
      expect(germanNumber(row[1]!)).toBe(germanNumber(onScreen[i]![1]!));
      expect(row[3]).toMatch(/^\d+,\d\d$/);
      expect(germanNumber(row[3]!)).toBe(germanNumber(onScreen[i]![2]!));
    });
  });

  for (const [language, locale] of [
    ['en', 'en-GB'],
    ['de', 'de-DE'],
  ] as const) {
    it(`passes axe on the landing page and the configurator in ${language}`, async () => {
      const page = await openPage(locale, language);
      failureArtifacts(`axe-${language}`, () => page);
      await page.goto(`${server.url}/`);
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: patient(30_000) });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const landing = await axeViolations(page);
      expect(landing, describeViolations(landing)).toEqual([]);
      await openConfigurator(page);
      // The charts draw when scrolled near (below the first screen); axe checks them drawn.
      await page.locator('.icc-charts').scrollIntoViewIfNeeded({ timeout: patient(30_000) });
      await page.locator('[data-testid="chart-profile"]').waitFor({ timeout: patient(30_000) });
      const configurator = await axeViolations(page);
      expect(configurator, describeViolations(configurator)).toEqual([]);
    });
  }

  afterAll(async () => {
    for (const { context } of open) await context.close().catch(() => undefined);
  });
});
