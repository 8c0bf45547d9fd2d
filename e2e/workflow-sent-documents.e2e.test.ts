/**
 * Issue 25 as a sales team in chromium against the built server: the administrator makes a Sales
 * user through the Users form (and joins no group); a visitor requests an offer from the
 * configurator with an attachment; the Sales user finds the task through the navigation (My
 * tasks), opens it (the calculation as rows, never JSON), approves → the .eml carries the offer
 * and the calculation report, whose text names the product, the thickness, the pipe size and the
 * heat loss; the task then lists the sent documents, and the stored offer opens with the sent
 * figures. And the rejection path (the request reads Rejected). Axe on the task page; screenshots
 * at 1280 and 390 px in English and German (ISSUE25_SCREENS_DIR, else reports/screens).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readPdf } from '@insulcalc/test-utils/pdf';
import {
  ApiSession,
  activationToken,
  addAxeInitScript,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  patient,
  runAxe,
  signIn,
  startServer,
  type RunningServer,
} from './harness';
import { waitForConfigurator } from './configurator';
import { seedTexts } from './texts';

function tr(key: string, language = 'en', values: Record<string, string> = {}): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const SCREENS =
  process.env.ISSUE25_SCREENS_DIR ?? fileURLToPath(new URL('../reports/screens/', import.meta.url));
const PASSWORD = 'Sales-Team-E2e-1!';
const SALES_USER = 'sales.marko';

describe('issue 25: a sales team runs the offer story', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    server = await startServer({ name: 'issue25', env: { WORKFLOW_QUEUE_POLL_MS: '200' } });
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
    current = page;
    onTestFailed(() => keepFailureArtifacts(current, `issue25-${expect.getState().currentTestName ?? ''}`));
    return page;
  }

  /** The Sales user in a fresh browser (signed in through the English labels, then the language). */
  async function asSales(language = 'en', width = 1280): Promise<Page> {
    const page = await open(language, width);
    await addAxeInitScript(page);
    await signIn(page, server.url, SALES_USER, PASSWORD);
    if (language !== 'en') {
      await page.context().addCookies([{ name: 'lang', value: language, url: server.url }]);
      await page.reload();
    }
    return page;
  }

  const textbox = (page: Page, key: string) => page.getByRole('textbox', { name: tr(key), exact: true });

  /** The administrator in a fresh browser. */
  async function asAdmin(): Promise<Page> {
    const page = await open();
    await addAxeInitScript(page);
    await signIn(page, server.url);
    return page;
  }

  /**
   * Administration → Users → New: the Sales user, in the Sales group only (the administrator joins
   * no group), then "Send sign-in mail"; the user sets a password through the mail's link.
   */
  async function createSalesUserInTheBrowser() {
    const page = await asAdmin();
    await page.goto(`${server.url}/platform/Administration/Users`);
    await page.getByRole('button', { name: tr('SearchPage_Add'), exact: true }).click();
    await textbox(page, 'Administration_Field_UserName').waitFor({ timeout: patient(30_000) });
    await textbox(page, 'Administration_Field_UserName').fill(SALES_USER);
    await textbox(page, 'Administration_Field_FullName').fill('Marko Sales');
    const email = `${SALES_USER}@example.com`;
    await textbox(page, 'Administration_Field_Email').fill(email);
    // Active, and the Sales group (the keyboard's way to tick a box).
    for (const key of ['Administration_Field_IsActive', 'Administration_Group_Sales']) {
      const box = page.getByRole('checkbox', { name: tr(key), exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page
      .getByRole('button', { name: tr('Forms_Button_Save'), exact: true })
      .first()
      .click();
    await page.waitForURL(/Administration\/Users\/Default\/[^/?]+/, { timeout: patient(30_000) });
    await page.getByRole('button', { name: tr('Administration_SendSignInMail') }).click();
    await expect.poll(() => activationToken(server, email), { timeout: patient(30_000) }).toBeTruthy();
    // The user follows the mail's link and chooses a password.
    const visitor = await new ApiSession(server.url).start();
    const activated = await visitor.request('POST', '/api/v1/account/activate', {
      token: activationToken(server, email),
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(activated.status, JSON.stringify(activated.json)).toBe(200);
    await page.context().close();
  }

  /** The visitor's way: the configurator's "Request an offer", the public form with a file, Send. */
  async function requestOffer(
    name: string,
    email: string,
  ): Promise<{ instanceId: string; product: string; productId: string }> {
    const page = await open();
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    // An insulated pipe: the first product of the catalogue on the first layer.
    const productSelect = page.locator('#f-insulationInfo-0-insulationProductId');
    await productSelect.selectOption({ index: 1 });
    const product = ((await productSelect.locator('option:checked').textContent()) ?? '').trim();
    const productId = await productSelect.inputValue();
    await page.getByRole('link', { name: tr('DynamicForm_RequestOffer') }).click();
    await page.waitForURL((url) => url.pathname === '/OfferRequest/General');
    await textbox(page, 'Forms_OfferRequest_ContactName').waitFor();
    const saved = page.waitForResponse((r) =>
      /\/api\/v1\/forms\/[^/]+\/save$/.test(new URL(r.url()).pathname),
    );
    await textbox(page, 'Forms_OfferRequest_ContactName').fill(name);
    await textbox(page, 'Forms_OfferRequest_Company').fill('Acme Pipes Ltd');
    await textbox(page, 'Forms_OfferRequest_Email').fill(email);
    await page.getByRole('button', { name: new RegExp(tr('Forms_OfferRequest_Country')) }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await textbox(page, 'Forms_OfferRequest_Message').fill('Please quote the line as calculated.');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'site-plan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% site plan\n'),
      });
    const consent = page.getByRole('checkbox', { name: tr('Forms_OfferRequest_Consent') });
    await consent.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: tr('Forms_OfferRequest_Send') }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { entityInstanceId: string };
    await page.context().close();
    return { instanceId: body.entityInstanceId, product, productId };
  }

  const mails = () => {
    const dir = path.join(server.dataDir, 'mail');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      : [];
  };

  /** The PDFs a mail carries, as text. */
  async function pdfTexts(mail: string): Promise<string[]> {
    const parts = mail.split(/Content-Type: application\/pdf/).slice(1);
    const texts: string[] = [];
    for (const part of parts) {
      const base64 = /\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(part)?.[1] ?? '';
      texts.push((await readPdf(Buffer.from(base64.replace(/\s/g, ''), 'base64'))).lines.join(' '));
    }
    return texts;
  }

  async function expectNoAxeViolations(page: Page) {
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  }

  /** From the navigation's My tasks to the task of `name`. */
  async function openTaskFromNavigation(page: Page, name: string, language = 'en', width = 1280) {
    const nav = page.getByRole('navigation', { name: tr('Shell_MainNavigation', language) });
    const link = nav.getByRole('link', { name: new RegExp(tr('Navigation_MyTasks', language)) }).first();
    // On a phone the navigation sits behind the menu button, and closes again after the choice.
    const toggle = page.getByRole('button', { name: tr('Shell_ToggleMenu', language) }).first();
    if (width < 800) await toggle.click();
    await link.click();
    if (width < 800 && (await link.isVisible().catch(() => false))) await toggle.click();
    await page.getByRole('heading', { level: 1, name: tr('Workflow_MyTasks_Title', language) }).waitFor();
    const row = page.getByRole('grid').locator('tbody [role="row"]').filter({ hasText: name });
    await row.waitFor({ timeout: patient(30_000) });
    await row.dblclick();
    await page.waitForURL((url) => url.pathname.endsWith('/Process/OpenTask'));
    await page.getByTestId('task-headline').waitFor();
  }

  async function shoot(page: Page, name: string, width: number) {
    await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  it('the administrator makes the Sales user through Administration → Users (and joins no group)', () =>
    createSalesUserInTheBrowser());

  let sentHeadline = '';
  let sentValue = '';
  let offered: { instanceId: string; product: string; productId: string };
  let storedOfferHref = '';

  /** The text of a PDF the page holds at `url` (a blob: URL or a same-origin address). */
  async function pdfAt(page: Page, url: string): Promise<string> {
    const bytes = await page.evaluate(
      async (u) => [...new Uint8Array(await (await fetch(u)).arrayBuffer())],
      url,
    );
    return (await readPdf(Buffer.from(bytes))).lines.join(' ');
  }

  /** Approve opens the preview: the dialog, its frame with the offer, and the offer's text. */
  async function openPreview(page: Page, language = 'en') {
    // The dialog shows the preview's bytes from a blob: URL of the page; the page's policy lets
    // no script fetch blob: URLs (connect-src 'self'), so the test reads the preview's address.
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/preview'), {
      timeout: patient(60_000),
    });
    await page.getByRole('button', { name: tr('Workflow_Action_Approve', language) }).click();
    const dialog = page.getByRole('dialog', {
      name: tr('Workflow_Preview_Title', language, { action: tr('Workflow_Action_Approve', language) }),
    });
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const frame = dialog.getByTestId('decision-preview-frame');
    await frame.waitFor({ timeout: patient(60_000) });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    // The same address again, read here (the body of a blob answer is not kept by the browser).
    return { dialog, text: await pdfAt(page, new URL(response.url()).pathname) };
  }

  it('approve: the Sales user finds the task, the mail carries the offer and the calculation report, the task lists what was sent', async () => {
    offered = await requestOffer('Janez Kranjc', 'janez.kranjc@example.com');
    const { product } = offered;
    expect(product).not.toBe('');
    const page = await asSales();
    await openTaskFromNavigation(page, 'Janez Kranjc');
    // The calculation as the configurator's rows, never JSON.
    const calculation = page.getByTestId('task-calculation');
    await calculation.locator('summary').click();
    const rows = await calculation.textContent();
    expect(rows).toContain(tr('Insulation_Result_HeatFlowPerMetre'));
    expect(rows).not.toContain('matsHolder');
    await expectNoAxeViolations(page);
    await shoot(page, 'issue25-task-1280-en', 1280);
    sentHeadline = ((await page.getByTestId('task-headline').textContent()) ?? '').trim();

    // Approve shows the offer as it will be sent; Cancel sends nothing.
    const first = await openPreview(page);
    const [headlineValue] = sentHeadline.split(/\s+/);
    for (const needle of [product, 'DN 50', `${headlineValue} W/m`, tr('Insulation_Result_HeatFlowPerMetre')])
      expect(first.text).toContain(needle);
    await expectNoAxeViolations(page);
    await shoot(page, 'issue25-preview-1280-en', 1280);
    await first.dialog.getByRole('button', { name: tr('Workflow_Cancel'), exact: true }).click();
    await first.dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('task-status').textContent()).toBe(tr('Workflow_Status_Open'));
    expect(mails().some((m) => m.includes('janez.kranjc@example.com'))).toBe(false);

    // Again, and Confirm from the keyboard: the decision of today.
    const second = await openPreview(page);
    expect(second.text).toBe(first.text);
    await second.dialog.getByRole('button', { name: tr('Workflow_Preview_Confirm'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('task-status')
      .filter({ hasText: tr('Workflow_Status_Completed') })
      .waitFor();

    let mail = '';
    await expect
      .poll(
        () => {
          mail = mails().find((m) => m.includes('janez.kranjc@example.com')) ?? '';
          return (mail.match(/Content-Type: application\/pdf/g) ?? []).length;
        },
        { timeout: patient(30_000) },
      )
      .toBe(2);
    const [offer, report] = await pdfTexts(mail);
    // Both name the product, its thickness, the pipe size and the heat loss.
    for (const text of [offer!, report!]) {
      expect(text).toContain(product);
      expect(text).toMatch(/\b\d+ mm\b/);
      expect(text).toContain('DN 50');
      expect(text).toContain(tr('Insulation_Result_HeatFlowPerMetre'));
    }
    expect(offer).toContain(`${product} · `);
    const [value] = sentHeadline.split(/\s+/);
    sentValue = value!;
    expect(offer).toContain(`${value} W/m`);
    // The offer that left is the one the preview showed.
    expect(offer).toBe(second.text);

    // The task lists the sent documents; the stored offer opens with the sent figures.
    await page.reload();
    const sent = page.getByTestId('task-sent-documents');
    await sent.waitFor({ timeout: patient(20_000) });
    const links = sent.getByRole('link');
    expect(await links.count()).toBe(2);
    const href = (await links.first().getAttribute('href'))!;
    storedOfferHref = href;
    const stored = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        bytes: [...new Uint8Array(await r.arrayBuffer())],
      };
    }, href);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('application/pdf');
    const storedText = (await readPdf(Buffer.from(stored.bytes))).lines.join(' ');
    expect(storedText).toContain(`${value} W/m`);
    expect(await page.getByTestId('task-headline').textContent()).toContain(value);
    await page.getByTestId('task-calculation').locator('summary').click();
    await expectNoAxeViolations(page);
    await shoot(page, 'issue25-task-sent-1280-en', 1280);
  });

  it('the catalogue is edited (λ of the product, as the administrator): the record, the task and the stored PDFs still say the sent figures', async () => {
    expect(sentValue).not.toBe('');
    const admin = await asAdmin();
    await admin.goto(`${server.url}/platform/Administration/Products/Default/${offered.productId}`);
    const lambda = (row: number) =>
      admin.getByRole('textbox', {
        name: `${tr('Administration_Field_PointConductivity')} ${tr('FormGrid_RowLabel', 'en', { row: String(row) })}`,
        exact: true,
      });
    await lambda(1).waitFor({ timeout: patient(30_000) });
    // Every point of the curve a fifth higher.
    for (let row = 1; await lambda(row).count(); row++) {
      const box = lambda(row);
      const before = Number((await box.inputValue()).replace(',', '.'));
      expect(before).toBeGreaterThan(0);
      await box.fill((before * 1.2).toFixed(4));
      await box.blur();
    }
    const saved = admin.waitForResponse((r) =>
      /\/api\/v1\/forms\/[^/]+\/save$/.test(new URL(r.url()).pathname),
    );
    await admin
      .getByRole('button', { name: tr('Forms_Button_Save'), exact: true })
      .first()
      .click();
    expect((await saved).status()).toBe(200);

    // The Sales user: the task still says what was sent, and so does the stored offer.
    const page = await asSales();
    await openTaskFromNavigation(page, 'Janez Kranjc');
    await page.getByTestId('task-sent-documents').waitFor({ timeout: patient(20_000) });
    expect(await page.getByTestId('task-headline').textContent()).toContain(sentValue);
    expect(await pdfAt(page, storedOfferHref)).toContain(`${sentValue} W/m`);
    // A render now is a new version beside the sent one, and the task names what differs.
    const now = await page.evaluate(async (instanceId) => {
      const r = await fetch('/api/v1/documents/templates/Offer/render', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ entityInstanceId: instanceId }),
      });
      return r.status;
    }, offered.instanceId);
    expect(now).toBe(200);
    await page.reload();
    const differences = page
      .getByTestId('task-sent-documents')
      .getByRole('list', { name: tr('Forms_SentDocuments_Differences') });
    await differences.waitFor({ timeout: patient(20_000) });
    expect(await differences.textContent()).toContain(`${sentValue} W/m`);
    expect(await page.getByTestId('task-headline').textContent()).toContain(sentValue);
    expect(await pdfAt(page, storedOfferHref)).toContain(`${sentValue} W/m`);

    // The record, found through Offer requests in the navigation.
    const nav = page.getByRole('navigation', { name: tr('Shell_MainNavigation') });
    await nav
      .getByRole('link', { name: new RegExp(tr('Navigation_OfferRequests')) })
      .first()
      .click();
    const row = page.getByRole('grid').locator('tbody [role="row"]').filter({ hasText: 'Janez Kranjc' });
    await row.waitFor({ timeout: patient(30_000) });
    expect(await row.textContent()).toContain(tr('Forms_OfferRequest_StatusOffered'));
    await row.dblclick();
    await page.waitForURL((url) => url.search.includes('OfferRequestAdmin'), { timeout: patient(30_000) });
    await page.getByRole('textbox', { name: tr('Forms_OfferRequest_ContactName'), exact: true }).waitFor();
    // Its stored documents (what the record's Documents section lists) keep the sent figures.
    const stored = await page.evaluate(async (instanceId) => {
      const r = await fetch(`/api/v1/documents/sent?entityId=OfferRequest&entityInstanceId=${instanceId}`);
      return (await r.json()) as {
        documents: {
          kind: string;
          output: string | null;
          figures: { rows: { value: string; unit: string }[] }[];
        }[];
      };
    }, offered.instanceId);
    const offer = stored.documents.find((d) => d.kind === 'sent' && d.output === 'offer')!;
    expect(offer.figures[0]!.rows[0]!.value).toBe(sentValue);
    // The record's own list of its documents marks the later version where it differs.
    const recordDocuments = page.getByTestId('sent-document-list');
    await recordDocuments.waitFor({ timeout: patient(20_000) });
    expect(
      await recordDocuments.getByRole('list', { name: tr('Forms_SentDocuments_Differences') }).textContent(),
    ).toContain(`${sentValue} W/m`);
    await expectNoAxeViolations(page);
    await shoot(page, 'issue25-record-after-edit-1280-en', 1280);
  });

  for (const [language, width] of [
    ['de', 1280],
    ['en', 390],
    ['de', 390],
  ] as const)
    it(`the preview in ${language} at ${width} px: the offer shown, Cancel sends nothing; no axe violations, no sideways scrolling`, async () => {
      const name = `Petra Zupan ${language} ${width}`;
      await requestOffer(name, `petra.${language}.${width}@example.com`);
      const page = await asSales(language, width);
      await openTaskFromNavigation(page, name, language, width);
      const { dialog, text } = await openPreview(page, language);
      expect(text).toContain(offered.product);
      await expectNoAxeViolations(page);
      await shoot(page, `issue25-preview-${width}-${language}`, width);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('task-status').textContent()).toBe(tr('Workflow_Status_Open', language));
      expect(mails().some((m) => m.includes(`petra.${language}.${width}@example.com`))).toBe(false);
    });

  it('reject: the request reads Rejected and the customer gets the comment', async () => {
    await requestOffer('Marta Horvat', 'marta.horvat@example.com');
    const page = await asSales();
    await openTaskFromNavigation(page, 'Marta Horvat');
    await page.getByRole('button', { name: tr('Workflow_Action_Reject'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: tr('DynamicForm_RejectComment') })
      .fill('We do not insulate this size.');
    await dialog.getByRole('button', { name: tr('DynamicForm_Reject') }).click();
    await page
      .getByTestId('task-status')
      .filter({ hasText: tr('Workflow_Status_Rejected') })
      .waitFor();
    await page
      .getByText(tr('Forms_OfferRequest_StatusRejected'), { exact: true })
      .first()
      .waitFor({
        timeout: patient(10_000),
      });
    await expect
      .poll(() => mails().find((m) => m.includes('marta.horvat@example.com')) ?? '', {
        timeout: patient(30_000),
      })
      .toContain('We do not insulate this size.');
  });

  for (const [language, width] of [
    ['de', 1280],
    ['en', 390],
    ['de', 390],
  ] as const)
    it(`the sent task in ${language} at ${width} px: no axe violations, no sideways scrolling`, async () => {
      const page = await asSales(language, width);
      await openTaskFromNavigation(page, 'Janez Kranjc', language, width);
      await page.getByTestId('task-sent-documents').waitFor({ timeout: patient(20_000) });
      expect(await page.getByTestId('task-sent-documents').textContent()).toContain(
        tr('Workflow_Sent_Title', language),
      );
      await page.getByTestId('task-calculation').locator('summary').click();
      await expectNoAxeViolations(page);
      await shoot(page, `issue25-task-sent-${width}-${language}`, width);
    });
});
