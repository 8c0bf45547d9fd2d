/**
 * Issue 15 items 1–3 and 7, in chromium against the built server: an administrator adds the medium
 * "Propylene glycol 30 %" with its six names on Administration/CodeList/mediums (the form engine's
 * MultiLang control in the item dialog), and a returning visitor's configurator (its translations
 * and lists in the browser's cache) offers it in German, by name, on its next load. The
 * Administration screens (code lists, a list, products with the live λ(θ) chart, users with API
 * keys) pass axe; screenshots at 1280 and 390 px in English and German.
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
import { waitForConfigurator } from './configurator';
import { seedTexts } from './texts';

function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

const NAMES: Record<string, string> = {
  en: 'Propylene glycol 30 %',
  de: 'Propylenglykol 30 %',
  sl: 'Propilenglikol 30 %',
  sr: 'Propilen-glikol 30 %',
  hr: 'Propilen-glikol 30 %',
  bs: 'Propilen-glikol 30 %',
};

describe('administration: code lists, products and users', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'admin-codelist' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function open(language = 'en', width = 1280, administrator = false): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `admin-codelist-${expect.getState().currentTestName ?? ''}`),
    );
    // The sign-in helper reads the English labels: sign in first, then switch the language.
    if (administrator) await signIn(page, server.url);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    return page;
  }

  async function expectAxeClean(page: Page): Promise<void> {
    await loadAxe(page);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  }

  const grid = (page: Page, title: string) => page.getByRole('grid', { name: title });
  const status = (page: Page) => page.locator('.ic-view-grid-total');

  it('an administrator adds a medium with six names; a returning visitor’s configurator offers it in German', async () => {
    // A visitor has the configurator open in German already: the browser keeps its translations
    // and lists. The new medium must still arrive with its name (never its key) on the next load.
    const visitor = await open('de');
    await visitor.goto(`${server.url}/Configurator`);
    await waitForConfigurator(visitor);
    const medium = visitor.getByLabel(tr('Insulation_Field_Medium', 'de'), { exact: true });
    await medium.waitFor({ timeout: patient(30_000) });
    await expect
      .poll(async () => (await medium.locator('option').allTextContents()).length)
      .toBeGreaterThan(1);
    expect(await medium.locator('option').allTextContents()).not.toContain(NAMES.de);

    const page = await open('en', 1280, true);

    // The code lists, and the mediums list opened from them with the keyboard.
    await page.goto(`${server.url}/platform/Administration/CodeList`);
    const lists = grid(page, tr('Administration_CodeLists_Title'));
    const mediums = lists.getByRole('gridcell', { name: tr('Administration_CodeList_mediums'), exact: true });
    await mediums.waitFor({ timeout: patient(30_000) });
    await mediums.click();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/platform\/Administration\/CodeList\/mediums$/);
    const items = grid(page, tr('Administration_CodeList_mediums'));
    await items.getByRole('gridcell', { name: 'WATER', exact: true }).waitFor({ timeout: patient(30_000) });
    const before = Number((await status(page).textContent())?.match(/\d+/)?.[0]);

    // Add: the item's form in the dialog.
    await page.getByRole('button', { name: tr('SearchPage_Add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="Code"]').fill('PG30');
    await dialog.locator('input[name="Name.en"]').fill(NAMES.en!);
    await dialog.getByRole('button', { expanded: false }).filter({ hasText: /5/ }).first().click();
    for (const language of ['de', 'sl', 'sr', 'hr', 'bs'])
      await dialog.locator(`input[name="Name.${language}"]`).fill(NAMES[language]!);
    await dialog.locator('input[name="SortOrder"]').fill('95');
    await dialog.locator('input[name="IsActive"]').check();
    await dialog.locator('input[name="Density"]').fill('1030');
    await dialog.locator('input[name="HeatCapacity"]').fill('3800');
    await dialog.locator('input[name="FreezingPoint"]').fill('-13');
    await dialog
      .getByRole('button', { name: /^(Save and close|Save)$/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'detached', timeout: patient(30_000) });
    await expect
      .poll(async () => Number((await status(page).textContent())?.match(/\d+/)?.[0]), {
        timeout: patient(30_000),
      })
      .toBe(before + 1);
    await items.getByRole('gridcell', { name: 'PG30', exact: true }).waitFor();

    // The returning visitor's next load (the same browser, its HTTP cache kept).
    await visitor.reload();
    await waitForConfigurator(visitor);
    await medium.waitFor({ timeout: patient(30_000) });
    await expect
      .poll(async () => medium.locator('option').allTextContents(), { timeout: patient(30_000) })
      .toContain(NAMES.de);
    expect((await medium.locator('option').allTextContents()).join('\n')).not.toMatch(/CodeList_mediums_/);
    await medium.selectOption({ label: NAMES.de! });
    await expect.poll(async () => visitor.evaluate(() => document.body.innerText)).not.toMatch(/NaN/);

    // The administrator deactivates it again (decision 0039): the visitor's kept calculation still
    // names it, marked as no longer offered, and nobody is offered it for a new choice.
    await items.getByRole('gridcell', { name: 'PG30', exact: true }).click();
    await page.keyboard.press('Enter');
    await dialog.locator('input[name="IsActive"]').waitFor({ timeout: patient(30_000) });
    // The checkbox's drawn box lies over the input: uncheck it from the keyboard.
    await dialog.locator('input[name="IsActive"]').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.locator('input[name="IsActive"]').isChecked()).toBe(false);
    await dialog
      .getByRole('button', { name: /^(Save and close|Save)$/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'detached', timeout: patient(30_000) });
    await visitor.reload();
    await waitForConfigurator(visitor);
    await medium.waitFor({ timeout: patient(30_000) });
    const marked = `${NAMES.de} (nicht mehr angeboten)`;
    await expect
      .poll(async () => medium.locator('option:checked').textContent(), { timeout: patient(30_000) })
      .toBe(marked);
    const offered = await medium.locator('option').allTextContents();
    expect(offered.filter((o) => o.startsWith(NAMES.de!))).toEqual([marked]);
  });

  it('the item form refuses an out-of-range value with a translated message beside the field', async () => {
    const page = await open('de', 1280, true);
    await page.goto(`${server.url}/platform/Administration/CodeList/surfaceTypes`);
    const items = grid(page, tr('Administration_CodeList_surfaceTypes', 'de'));
    await items
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: patient(30_000) });
    await page.getByRole('button', { name: tr('SearchPage_Add', 'de') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="Code"]').fill('MIRROR');
    await dialog.locator('input[name="Name.de"]').fill('Spiegel');
    await dialog.locator('input[name="Emissivity"]').fill('1,5');
    await dialog
      .getByRole('button', { name: /^(Speichern und schließen|Speichern)$/ })
      .first()
      .click();
    await expect
      .poll(async () => dialog.evaluate((el) => (el as HTMLElement).innerText), { timeout: patient(15_000) })
      .toMatch(/höchstens 1/);
  });

  // Every screen, two widths, two languages: about a minute on a loaded 2-core machine, near the
  // suite's 90-s limit, so this test has a limit of its own.
  it(
    'every Administration screen passes axe; screenshots at 1280 and 390 px in English and German',
    async () => {
      const screens: [string, (page: Page, language: string) => Promise<void>][] = [
        [
          'Administration/CodeList',
          async (page, language) =>
            grid(page, tr('Administration_CodeLists_Title', language))
              .locator('tbody tr')
              .first()
              .waitFor({ timeout: patient(30_000) }),
        ],
        [
          'Administration/CodeList/materials',
          async (page, language) =>
            grid(page, tr('Administration_CodeList_materials', language))
              .locator('tbody tr')
              .first()
              .waitFor({ timeout: patient(30_000) }),
        ],
        [
          'Administration/Products',
          async (page, language) =>
            grid(page, tr('Administration_Products_Title', language))
              .locator('tbody tr')
              .first()
              .waitFor({ timeout: patient(30_000) }),
        ],
        [
          'Administration/Products/Default/1',
          async (page) => page.getByTestId('lambda-chart').waitFor({ timeout: patient(30_000) }),
        ],
        [
          'Administration/Users',
          async (page, language) =>
            grid(page, tr('Administration_Users_Title', language))
              .locator('tbody tr')
              .first()
              .waitFor({ timeout: patient(30_000) }),
        ],
      ];
      for (const language of ['en', 'de'])
        for (const width of [1280, 390]) {
          const page = await open(language, width, true);
          for (const [route, ready] of screens) {
            await page.goto(`${server.url}/platform/${route}`);
            await ready(page, language);
            await page.waitForTimeout(300);
            await expectAxeClean(page);
            const name = route.replace(/\//g, '-');
            await page.screenshot({
              path: path.join(artifactsDir, `admin-${name}-${language}-${width}.png`),
              fullPage: true,
            });
          }
          await page.context().close();
        }
    },
    patient(240_000),
  );

  it('the user screen lists the user’s API keys and revokes one', async () => {
    const page = await open('en', 1280, true);
    // The administrator's own key, made as a script's owner would.
    await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken));
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/v1/account/api-keys', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ name: 'nightly export' }),
      });
      return { status: response.status, ...((await response.json()) as { id: string }) };
    });
    expect(created.status, JSON.stringify(created)).toBe(201);
    await page.goto(`${server.url}/platform/Administration/Users`);
    const users = grid(page, tr('Administration_Users_Title'));
    await users.getByRole('gridcell', { name: 'admin', exact: true }).click();
    await page.keyboard.press('Enter');
    await page.waitForURL(/Administration\/Users\/Default\//);
    const revoke = page.getByRole('button', { name: 'Revoke the key nightly export' });
    await revoke.waitFor({ timeout: patient(30_000) });
    await expectAxeClean(page);
    await page.screenshot({ path: path.join(artifactsDir, 'admin-user-en-1280.png'), fullPage: true });
    await revoke.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /OK|Confirm|Yes/ })
      .first()
      .click();
    await page.getByText(tr('Administration_ApiKeys_None')).waitFor({ timeout: patient(15_000) });
  });
});
