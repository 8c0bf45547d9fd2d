/**
 * Issue 16 items 2 and 3 in a real browser against the built server: a visitor submits an
 * offer request and the administrator's home dashboard shows the new count; "edit dashboard"
 * in the user menu opens the layout editor, a width typed there is saved; the offer requests
 * report is filtered, its groups and totals follow, and its rows exported to XLSX open with the
 * right numbers. Axe on each screen; screenshots at 1280 and 390 px in English and German.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { readPdf } from '@insulcalc/test-utils/pdf';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  artifactsDir,
  axeViolations,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  signIn,
  startServer,
  type RunningServer,
  patient,
} from './harness';
import { seedTexts } from './texts';
import { waitForConfigurator } from './configurator';

function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

const FIGURE = '[data-testid="figure-offersThisMonth"]';

describe('dashboards and reports', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ name: 'dashboards-home' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(language = 'en', width = 1280): Promise<Page> {
    const context = await browser.newContext({
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    const page = await context.newPage();
    onTestFailed(() => keepFailureArtifacts(page, `dashboards-${expect.getState().currentTestName ?? ''}`));
    return page;
  }

  /** Signed in as the administrator (in English: the harness finds the English labels), then in `language`. */
  async function signedIn(language = 'en', width = 1280): Promise<Page> {
    const page = await open('en', width);
    await signIn(page, server.url);
    await page.context().addCookies([{ name: 'lang', value: language, url: server.url }]);
    return page;
  }

  /** A visitor sends the public offer request form; returns the stored request's id. */
  async function submitOffer(name: string, country: string): Promise<string> {
    const page = await open();
    const saved = new Promise<string>((resolve) =>
      page.on('response', (response) => {
        if (/\/api\/v1\/forms\/[^/]+\/save$/.test(new URL(response.url()).pathname))
          void response.json().then(
            (body: { entityInstanceId?: string }) => resolve(body.entityInstanceId ?? ''),
            () => resolve(''),
          );
      }),
    );
    await page.goto(`${server.url}/OfferRequest/General`);
    await page.getByRole('heading', { level: 1, name: tr('Forms_OfferRequest_Title') }).waitFor();
    const textbox = (key: string) => page.getByRole('textbox', { name: tr(key), exact: true });
    await textbox('Forms_OfferRequest_ContactName').fill(name);
    await textbox('Forms_OfferRequest_Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
    await page.getByRole('button', { name: new RegExp(tr('Forms_OfferRequest_Country')) }).click();
    await page.getByRole('option', { name: country }).click();
    await textbox('Forms_OfferRequest_Message').fill('Please quote pipe insulation.');
    const consent = page.getByRole('checkbox', { name: tr('Forms_OfferRequest_Consent') });
    await consent.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: tr('Forms_OfferRequest_Send') }).click();
    await page.getByText(tr('Forms_OfferRequest_ThankYou')).first().waitFor();
    const id = await saved;
    await page.context().close();
    return id;
  }

  /** The page itself is never wider than the window (wide content scrolls in its own box). */
  async function expectPageFits(page: Page, label: string) {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page, label).toBeLessThanOrEqual(widths.window);
  }

  /**
   * The column headers of a list widget's grid: those not wholly inside the grid's box as the
   * page opens (`hidden`), and those that stay outside it however far the box is scrolled.
   */
  async function listColumns(page: Page, widgetId: string) {
    const box = page.locator(`[data-widget="${widgetId}"] .ic-view-grid-scroll`);
    // The headers carry their titles once the view's columns are in (a busy machine showed empty
    // header cells for a moment after the first one appeared).
    await expect
      .poll(
        async () => (await box.locator('thead th').allTextContents()).some((text) => text.trim() !== ''),
        {
          timeout: patient(30_000),
        },
      )
      .toBe(true);
    return box.evaluate((el) => {
      const headers = [...el.querySelectorAll('thead th')];
      const inside = () => {
        const outer = el.getBoundingClientRect();
        return headers.map((h) => {
          const r = h.getBoundingClientRect();
          return r.width > 0 && r.left >= outer.left - 1 && r.right <= outer.right + 1;
        });
      };
      const first = inside();
      const seen = [...first];
      for (let x = 0; x <= el.scrollWidth; x += Math.max(1, el.clientWidth / 2)) {
        el.scrollLeft = x;
        inside().forEach((shown, i) => (seen[i] ||= shown));
      }
      el.scrollLeft = 0;
      const overflow = getComputedStyle(el).overflowX;
      const title = (i: number) => headers[i]!.textContent?.replace(/[▲▼↕]/g, '').trim() ?? '';
      return {
        titles: headers.map((_, i) => title(i)).filter(Boolean),
        hidden: first.flatMap((shown, i) => (shown ? [] : [title(i)])),
        unreachable: seen.flatMap((shown, i) => (shown ? [] : [title(i)])),
        scrollable: (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth,
      };
    });
  }

  async function figure(page: Page): Promise<number> {
    await page.locator(FIGURE).waitFor({ timeout: patient(30_000) });
    return Number((await page.locator(FIGURE).textContent())?.replace(/\D/g, '') ?? NaN);
  }

  it('the home dashboard shows a new offer request’s count after one is submitted', async () => {
    const admin = await signedIn();
    await admin.goto(`${server.url}/platform/`);
    const before = await figure(admin);
    // The consistency widget runs the check live: the seeded configuration has no errors.
    const errors = admin.locator('[data-testid="consistency-errors-consistency"]');
    await errors.waitFor({ timeout: patient(30_000) });
    expect(await errors.textContent()).toBe('0');
    await admin.getByRole('link', { name: 'Open the consistency check' }).waitFor();
    // No key shows instead of a text (F saw [?:Dashboards_OpenReport] and Reports_Field_CreatedAt).
    const text = (await admin.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\[\?:|Reports_Field_|Dashboards_/);
    const violations = await axeViolations(admin);
    expect(violations, describeViolations(violations)).toEqual([]);

    await submitOffer('Ana Novak', 'Slovenia');
    await admin.reload();
    await expect.poll(() => figure(admin), { timeout: patient(30_000) }).toBe(before + 1);
  });

  it('"edit dashboard" opens the layout editor; a typed width is saved to the user’s dashboard', async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/platform/`);
    await page.locator(FIGURE).waitFor({ timeout: patient(30_000) });
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: tr('UserMenu_EditDashboard') }).click();
    await page.waitForURL(/Dashboards\/Preview\//);
    const width = page.getByRole('spinbutton', { name: /^Width: Offer requests this month$/ });
    await width.waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, 'dashboards-editor-en-1280.png'), fullPage: true });
    await width.fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/platform');
    await page.locator(FIGURE).waitFor();
    const column = await page
      .locator('[data-widget="offersThisMonth"]')
      .evaluate((el) => (el as HTMLElement).style.gridColumn);
    expect(column).toBe('7 / span 5');
  });

  it('the home dashboard in English and German at 1280 and 390 px, axe-clean, one column on a phone', async () => {
    for (const language of ['en', 'de']) {
      for (const width of [1280, 390]) {
        const page = await signedIn(language, width);
        await page.goto(`${server.url}/platform/`);
        await page.locator(FIGURE).waitFor({ timeout: patient(30_000) });
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        if (width === 390) {
          const widths = await page
            .locator('.ic-dash-widget')
            .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
          expect(new Set(widths).size).toBe(1);
        }
        // Issue 25 item 5: the page is never wider than the window, and every column of the
        // offer requests list (Status and Month were cut off) fits its widget at 1280 px and
        // is reached by scrolling inside the grid's own box on a phone.
        await expectPageFits(page, `home ${language} ${width}`);
        const columns = await listColumns(page, 'recentOffers');
        expect(columns.titles).toEqual(
          expect.arrayContaining([
            tr('Forms_OfferRequest_Status', language),
            tr('Reports_Field_Month', language),
          ]),
        );
        if (width === 1280) expect(columns.hidden, `${language} ${width}`).toEqual([]);
        else {
          expect(columns.scrollable).toBe(true);
          expect(columns.unreachable, `${language} ${width}`).toEqual([]);
        }
        await page.screenshot({
          path: path.join(artifactsDir, `dashboards-home-${language}-${width}.png`),
          fullPage: true,
        });
        await page.context().close();
      }
    }
  });

  it('a report filtered and exported to XLSX opens with the right numbers', async () => {
    const page = await signedIn();
    const url = `${server.url}/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/OfferRequestsReport`;
    const total = page.locator('.ic-dash-table tfoot td').first();
    const countOf = async () => {
      await page.goto(url);
      await total.waitFor({ timeout: patient(30_000) });
      return Number(await total.textContent());
    };
    const before = await countOf();
    await submitOffer('Bojan Kranjc', 'Slovenia');
    await submitOffer('Dieter Maier', 'Germany');
    expect(await countOf()).toBe(before + 2);

    // Grouped by country; then only Slovenia as a parameter: the totals follow the groups.
    await page.getByLabel('Group by').selectOption('Country');
    const slovenia = page.locator('.ic-dash-table tbody tr').filter({ hasText: 'Slovenia' }).locator('td');
    await slovenia.waitFor();
    const slovenians = Number(await slovenia.textContent());
    expect(slovenians).toBeGreaterThanOrEqual(1);
    await page.getByRole('group', { name: 'Country' }).getByLabel('Slovenia').check();
    await expect.poll(async () => Number(await total.textContent())).toBe(slovenians);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, 'reports-en-1280.png'), fullPage: true });

    // The parameter filters the rows in ViewGrid too (no filter of the grid's own is set), and
    // their XLSX export: one row per Slovenian request.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Dieter Maier' }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: 'Bojan Kranjc' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toEqual(expect.arrayContaining(['Country', 'Status', 'Month']));
    const data = rows.slice(1);
    expect(data).toHaveLength(slovenians);
    expect(data.map((r) => r[1])).toContain('Bojan Kranjc');
    expect(data.map((r) => r[1])).not.toContain('Dieter Maier');
    expect(data.every((r) => r.includes('Slovenia'))).toBe(true);
  });

  it('the sales dashboard: a chart of every month of the last 12, a list titled once; en and de, 1280 and 390 px', async () => {
    await submitOffer('Marta Horvat', 'Croatia');
    for (const [language, width] of [
      ['en', 1280],
      ['de', 1280],
      ['en', 390],
    ] as const) {
      const page = await signedIn(language, width);
      await page.goto(`${server.url}/platform/Dashboards/Display/SalesHome`);
      const chart = page.locator('[data-widget="offersByMonth"] [role="img"] svg');
      await chart.waitFor({ timeout: patient(30_000) });
      // The axis names the months of the last 12 (all of them are bars; ECharts hides labels that
      // would overlap on a narrow chart), not only the months that have requests.
      const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const now = new Date();
      const months = Array.from({ length: 12 }, (_, i) =>
        format.format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))),
      );
      await expect
        .poll(async () => {
          const text = (await chart.textContent()) ?? '';
          return months.filter((m) => text.includes(m)).length;
        })
        .toBeGreaterThanOrEqual(3);
      expect((await chart.textContent()) ?? '').not.toMatch(/\d{4}-\d{2}/);
      // The status list's title shows once: the table's caption is for screen readers only.
      const statusTitle = language === 'de' ? 'Angebotsanfragen nach Status' : 'Offer requests by status';
      expect(await page.getByRole('heading', { name: statusTitle }).count()).toBe(1);
      await page.getByRole('table', { name: statusTitle }).waitFor();
      const caption = await page.locator('[data-widget="offersByStatus"] caption').boundingBox();
      expect(caption?.height ?? 0).toBeLessThanOrEqual(1);
      expect(await page.getByRole('table', { name: statusTitle }).count()).toBe(1);
      await expectPageFits(page, `sales ${language} ${width}`);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({
        path: path.join(artifactsDir, `dashboards-sales-${language}-${width}.png`),
        fullPage: true,
      });
      await page.context().close();
    }
  });

  it('an offer request’s Documents button opens SelectDocumentTemplateDialog and downloads the offer', async () => {
    const id = await submitOffer('Šime Đurić', 'Croatia');
    expect(id).toMatch(/\S/);
    const page = await signedIn();
    await page.goto(
      `${server.url}/platform/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=${encodeURIComponent(id)}`,
    );
    await page.getByRole('button', { name: 'Documents' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Offer' }).waitFor({ timeout: patient(30_000) });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, 'documents-select-en-1280.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(readFileSync(await download.path()));
    const pdf = await readPdf(bytes);
    expect(pdf.lines).toContain('Šime Đurić');
    // The brand logo file (seed/brand/logo.png) is on the first page.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    await dialog.waitFor({ state: 'detached' });
  });

  it('rows of the Calculations and Products used reports open the project and the catalogue product', async () => {
    // Issue 25 item 4: the administrator's calculation, saved by the configurator's autosave.
    const page = await signedIn();
    const saved = page.waitForResponse(
      (r) =>
        /\/api\/v1\/project(\/[0-9a-f-]{36})?$/.test(new URL(r.url()).pathname) &&
        /POST|PUT/.test(r.request().method()) &&
        r.ok(),
      { timeout: patient(30_000) },
    );
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const product = page.locator('#f-insulationInfo-0-insulationProductId');
    await product.selectOption({ index: 1 });
    const productId = await product.inputValue();
    const project = (await (await saved).json()) as { projectId: string };

    const report = (id: string) =>
      `${server.url}/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/${id}`;
    /** The report's first row, once the report's facts have caught up with the saved project. */
    const firstRow = async (id: string) => {
      const row = page
        .locator('.ic-view-grid-table tbody tr')
        .filter({ has: page.locator('td:nth-child(3)') });
      await expect
        .poll(
          async () => {
            await page.goto(report(id));
            await page.locator('.ic-dash-table tfoot').waitFor({ timeout: patient(30_000) });
            await page.locator('.ic-view-grid-table tbody tr').first().waitFor();
            return row.count();
          },
          { timeout: patient(60_000) },
        )
        .toBeGreaterThan(0);
      return row.first();
    };

    await (await firstRow('CalculationsReport')).dblclick();
    await page.waitForURL((url) => url.pathname.endsWith('/DynamicForm/Form'));
    const opened = new URL(page.url()).searchParams;
    expect([opened.get('formGroupId'), opened.get('entityInstanceId')]).toEqual([
      'Project',
      project.projectId,
    ]);
    await expect
      .poll(() => page.getByRole('textbox', { name: tr('Forms_Project_Name'), exact: true }).inputValue(), {
        timeout: patient(30_000),
      })
      .toBe(tr('Insulation_Project_DefaultName'));

    await (await firstRow('ProductsUsedReport')).dblclick();
    await page.waitForURL((url) => url.pathname.endsWith(`/Administration/Products/Default/${productId}`));
    await page.getByRole('heading', { level: 1, name: tr('Administration_Product_Title') }).waitFor();
    await page.context().close();
  });

  it('the report in German and on a phone, axe-clean', async () => {
    for (const [language, width] of [
      ['de', 1280],
      ['de', 390],
      ['en', 390],
    ] as const) {
      const page = await signedIn(language, width);
      await page.goto(
        `${server.url}/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/CalculationsReport`,
      );
      await page.locator('.ic-dash-table tfoot').waitFor({ timeout: patient(30_000) });
      await expectPageFits(page, `report ${language} ${width}`);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({
        path: path.join(artifactsDir, `reports-${language}-${width}.png`),
        fullPage: true,
      });
      await page.context().close();
    }
  });
});
