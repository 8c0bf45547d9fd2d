/**
 * Issue 13, the public OfferRequest story in chromium against the built server: the configurator's
 * "Request an offer" opens the public form with the selected calculation; Send with a required
 * field empty focuses the first invalid field in sortOrder with a translated message; a complete
 * request is stored and thanked for; a signed-in admin then opens the stored instance (contact and
 * the attached calculation); axe on the form in English and German.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addAxeInitScript,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  runAxe,
  signIn,
  startServer,
  type RunningServer,
} from './harness';
import { waitForConfigurator } from './configurator';
import { seedTexts } from './texts';

/** The served text of a key in a language. */
function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

const HEADLINE = '[data-testid="headline-value"]';

describe('the OfferRequest form from the configurator', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'forms-offer' });
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
      keepFailureArtifacts(current, `forms-offer-${expect.getState().currentTestName ?? ''}`),
    );
    return page;
  }

  const textbox = (page: Page, key: string, language = 'en') =>
    page.getByRole('textbox', { name: tr(key, language), exact: true });

  it('sends a request with the calculation attached, and an admin sees the stored instance', async () => {
    const page = await open();
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const heatLoss = ((await page.locator(HEADLINE).textContent()) ?? '').trim();
    expect(heatLoss).not.toBe('');

    // The configurator's help icon (anonymous visitors too) opens its read-only help content.
    await page.getByRole('button', { name: tr('Shell_Help'), exact: true }).click();
    const help = page.getByRole('dialog');
    await expect.poll(async () => (await help.textContent()) ?? '').toContain('The configurator');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: tr('DynamicForm_RequestOffer') }).click();
    await page.waitForURL((url) => url.pathname === '/OfferRequest/General');
    expect(new URL(page.url()).searchParams.get('__jc')).toContain('CalculationReference');
    await page.getByRole('heading', { level: 1, name: tr('Forms_OfferRequest_Title') }).waitFor();
    await expect.poll(() => page.title()).toContain(tr('Forms_OfferRequest_Title'));

    // Send with the required fields empty: the first invalid field in sortOrder gets the focus.
    const send = page.getByRole('button', { name: tr('Forms_OfferRequest_Send') });
    await textbox(page, 'Forms_OfferRequest_Company').fill('Acme Pipes Ltd');
    await send.click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ''))
      .toBe('ContactName');
    const contactName = textbox(page, 'Forms_OfferRequest_ContactName');
    expect(await contactName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(tr('validation_required'), { exact: true }).count()).toBeGreaterThanOrEqual(
      4,
    );

    const saves: { status: number; body: unknown }[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/forms\/[^/]+\/save$/.test(new URL(response.url()).pathname))
        void response.json().then(
          (body: unknown) => saves.push({ status: response.status(), body }),
          () => saves.push({ status: response.status(), body: null }),
        );
    });
    await contactName.fill('Ana Novak');
    await textbox(page, 'Forms_OfferRequest_Email').fill('ana.novak@example.com');
    await textbox(page, 'Forms_OfferRequest_Phone').fill('+386 1 234 5678');
    await page.getByRole('button', { name: new RegExp(tr('Forms_OfferRequest_Country')) }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await textbox(page, 'Forms_OfferRequest_Message').fill('Please quote 120 m of DN50 insulation.');
    // By keyboard: react-aria's checkbox keeps its input visually hidden under the drawn box.
    const consent = page.getByRole('checkbox', { name: tr('Forms_OfferRequest_Consent') });
    await consent.focus();
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    await send.click();

    await page.getByText(tr('Forms_OfferRequest_ThankYou')).first().waitFor();
    // The filled form gives way to the thank-you text: nothing invites a second send.
    await page.locator('.ic-form-saved-message').getByText(tr('Forms_OfferRequest_ThankYou')).waitFor();
    await expect.poll(() => send.count()).toBe(0);
    expect(await textbox(page, 'Forms_OfferRequest_ContactName').count()).toBe(0);
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]!.status).toBe(200);
    const saved = saves[0]!.body as { entityInstanceId: string; userMessages: { message: string }[] };
    expect(saved.entityInstanceId).toMatch(/\S/);
    expect(saved.userMessages.map((m) => m.message)).toContain(tr('Forms_OfferRequest_ThankYou'));

    // A signed-in admin opens the stored request: the contact and the attached calculation.
    const admin = await open();
    await signIn(admin, server.url);
    await admin.goto(
      `${server.url}/platform/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=${encodeURIComponent(saved.entityInstanceId)}`,
    );
    await expect.poll(() => textbox(admin, 'Forms_OfferRequest_ContactName').inputValue()).toBe('Ana Novak');
    expect(await textbox(admin, 'Forms_OfferRequest_Email').inputValue()).toBe('ana.novak@example.com');
    expect(await textbox(admin, 'Forms_OfferRequest_Company').inputValue()).toBe('Acme Pipes Ltd');
    // The attached calculation is stored with the request (the admin form's load answer).
    const loaded = await admin.evaluate(async (id) => {
      const response = await fetch('/api/v1/forms/load', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ formGroupId: 'OfferRequestAdmin', entityInstanceId: id }),
      });
      return (await response.json()) as { elements: { name: string; value?: unknown }[] };
    }, saved.entityInstanceId);
    const reference = loaded.elements.find((e) => e.name === 'CalculationReference')?.value as {
      projectName: string;
      headline: { value: string };
      calculation: { equipmentNominalSize: number };
    };
    expect(reference.calculation.equipmentNominalSize).toBe(50);
    expect(heatLoss).toContain(reference.headline.value);
  });

  for (const language of ['en', 'de']) {
    it(`has no axe violations on the offer form, empty and after a refused send (${language})`, async () => {
      const page = await open(language);
      await addAxeInitScript(page);
      await page.goto(`${server.url}/OfferRequest/General`);
      await page.getByRole('heading', { level: 1, name: tr('Forms_OfferRequest_Title', language) }).waitFor();
      await textbox(page, 'Forms_OfferRequest_ContactName', language).waitFor();
      let violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await textbox(page, 'Forms_OfferRequest_Company', language).fill('Acme');
      await page.getByRole('button', { name: tr('Forms_OfferRequest_Send', language) }).click();
      await page.getByText(tr('validation_required', language), { exact: true }).first().waitFor();
      violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
