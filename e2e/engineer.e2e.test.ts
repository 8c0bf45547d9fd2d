/**
 * Issue 12 in a real browser against the built server: comparing calculations side by side (axe,
 * print stylesheet, CSV with numeric figures), the unit-system switch (a value typed in °F gives
 * its SI twin's result; the choice is kept), and the reports read with pdf.js (page N of M, DN,
 * surface coefficients; the project report's comparison page).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  startServer,
  type RunningServer,
} from './harness';
import { waitForConfigurator } from './configurator';
import { readPdf } from '@insulcalc/test-utils/pdf';

const HEADLINE = '[data-testid="headline-value"]';

describe('configurator for engineers (compare, units, report)', () => {
  let server: RunningServer;
  let browser: Browser;
  const open: { context: BrowserContext; page: Page }[] = [];

  beforeAll(async () => {
    server = await startServer({ name: 'engineer' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openConfigurator(locale = 'en-GB', language?: string, width = 1280): Promise<Page> {
    // axe is injected as a script: this context bypasses the site's Content-Security-Policy.
    const context = await browser.newContext({
      locale,
      viewport: { width, height: 900 },
      acceptDownloads: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    if (language) await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    open.push({ context, page });
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    return page;
  }

  const headline = async (page: Page) => (await page.locator(HEADLINE).textContent()) ?? '';
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  function artifacts(name: string, page: () => Page | undefined) {
    onTestFailed(() => keepFailureArtifacts(page(), `engineer-${name}`));
  }

  it('compares two calculations side by side, highlighted, axe-clean, printable, as CSV', async () => {
    const page = await openConfigurator();
    artifacts('compare', () => page);
    await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add calculation' }).click();
    await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
    await field(page, 'Medium temperature').fill('-20');
    await page.getByLabel('Name of the selected calculation').fill('Cold line');
    await page.getByRole('button', { name: 'Compare calculations' }).click();
    const compare = page.getByTestId('compare');
    await compare.waitFor();
    const table = page.getByTestId('compare-table');
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['Quantity', 'Calculation', 'Cold line', 'Unit']);
    const differing = table.locator('tr[data-differs="true"]');
    expect(await differing.count()).toBeGreaterThan(3);
    const temperature = table.locator('tr[data-row="in-medium.mediumDetails.mediumTemperature"]');
    expect(await temperature.getAttribute('data-differs')).toBe('true');
    expect(await temperature.locator('td').allTextContents()).toEqual(['100', '-20', '°C']);
    // Highlighted by colour and a mark, not colour alone.
    const background = await temperature.evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await temperature.locator('.icc-compare__mark').textContent()).toContain('≠');

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Print: only the comparison is visible.
    await page.emulateMedia({ media: 'print' });
    const visible = await page.evaluate(() => ({
      form: getComputedStyle(document.querySelector('.icc-form')!).visibility,
      compare: getComputedStyle(document.querySelector('.icc-compare__table')!).visibility,
      actions: getComputedStyle(document.querySelector('.icc-compare__actions')!).display,
    }));
    expect(visible).toEqual({ form: 'hidden', compare: 'visible', actions: 'none' });
    const printed = await page.pdf({ format: 'A4' });
    const { lines } = await readPdf(new Uint8Array(printed));
    expect(lines).toContain('Cold line');
    expect(lines).not.toContain('Add calculation');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      compare.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).trim().split('\r\n');
    const medium = rows.find((r) => r.includes(',Medium temperature,'))!;
    // Negative numbers stay numbers (no formula guard quote), the rows that differ say so.
    expect(medium).toMatch(/,Medium temperature,°C,100,-20,Yes$/);
    // No escaped number anywhere (a text like "-20.0 → 6.1" is rightly escaped: it is no number).
    const cells = rows.flatMap((r) => r.split(','));
    expect(cells.filter((c) => /^"?'-?\d+(\.\d+)?"?$/.test(c))).toEqual([]);
    expect(cells.filter((c) => /^-\d+(\.\d+)?$/.test(c)).length).toBeGreaterThan(0);
  });

  it('switches to imperial units: a value typed in °F gives its SI twin’s result, and the choice is kept', async () => {
    const page = await openConfigurator();
    artifacts('units', () => page);
    await field(page, 'Medium temperature').fill('80');
    await expect.poll(() => headline(page)).not.toBe('');
    const si = await headline(page);
    await page.getByLabel(/^Imperial/).check();
    await expect.poll(() => page.locator('.icc-results__headline').textContent()).toContain('Btu/h·ft');
    const imperialOf80 = await headline(page);
    expect(await field(page, 'Medium temperature').inputValue()).toBe('176');
    await field(page, 'Medium temperature').fill('100');
    await expect.poll(() => headline(page)).not.toBe(imperialOf80);
    await field(page, 'Medium temperature').fill('176');
    await expect.poll(() => headline(page)).toBe(imperialOf80);
    expect(await page.getByLabel('Nominal size').locator('option:checked').textContent()).toMatch(/^NPS 2 /);
    // The choice survives a reload (this browser's setting); SI gives the SI figure back.
    await page.reload();
    await waitForConfigurator(page);
    expect(await page.getByLabel(/^Imperial/).isChecked()).toBe(true);
    await page.getByLabel(/^SI/).check();
    await expect.poll(() => headline(page)).toBe(si);
  });

  it('the report has page N of M, DN and the surface coefficients; the project report compares first', async () => {
    const page = await openConfigurator('de-DE', 'de');
    artifacts('report', () => page);
    await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF-Bericht herunterladen' }).click(),
    ]);
    const report = await readPdf(new Uint8Array(readFileSync(await download.path())));
    for (let n = 1; n <= report.pageCount; n++)
      expect(report.lines).toContain(`Seite ${n} von ${report.pageCount}`);
    expect(report.lines).toContain('DN 50');
    expect(report.lines).toContain('Äußerer Wärmeübergangskoeffizient');
    expect(report.lines.some((l) => l.startsWith('Konvektiv'))).toBe(true);
    expect(report.lines).toContain('Insulcalc');

    await page.getByRole('button', { name: 'Berechnung hinzufügen' }).click();
    await page.getByRole('button', { name: 'Berechnungen vergleichen' }).click();
    const [projectDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Projektbericht (PDF)' }).click(),
    ]);
    const project = await readPdf(new Uint8Array(readFileSync(await projectDownload.path())));
    expect(project.lines).toContain('Vergleich der Berechnungen');
    expect(project.lines).toContain(`Seite ${project.pageCount} von ${project.pageCount}`);
  });
});
