/**
 * Issue 13, the form engine on the platform in chromium against the built server: User settings
 * switches the theme and the choice survives a reload (the radio texts translated); the unsaved
 * asterisk and the leave-page confirmation; a form dialog opened inside a form dialog (help);
 * F1 properties and the history after two saves; the help icon of a platform page; axe on the
 * form screens in English and German.
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
import { seedTexts } from './texts';

/** The served text of a key in a language. */
function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

describe('forms on the platform', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'forms-platform' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /** A signed-in admin's page (fresh context) in a language. */
  async function admin(language = 'en', width = 1280): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    await addAxeInitScript(page);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `forms-platform-${expect.getState().currentTestName ?? ''}`),
    );
    await signIn(page, server.url);
    // The language cookie after signing in (the harness signs in through the English labels).
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    await page.reload();
    await page.getByRole('button', { name: tr('Shell_Help', language), exact: true }).waitFor();
    return page;
  }

  async function expectAxeClean(page: Page, where: string) {
    const violations = await runAxe(page);
    expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
  }

  /** axe on the topmost dialog only: the form screen under test, not the page behind it. */
  async function expectDialogAxeClean(page: Page, where: string) {
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Element,
              options: object,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[]; html: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const top = dialogs[dialogs.length - 1];
      if (!top) throw new Error('no dialog is open');
      const result = await axe.run(top, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
      }));
    });
    expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
  }

  /** Stores an offer request as an anonymous visitor would (the public form's save call). */
  async function createOfferRequest(contactName: string): Promise<string> {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await page.goto(`${server.url}/OfferRequest/General`);
    await page.getByRole('heading', { level: 1, name: tr('Forms_OfferRequest_Title') }).waitFor();
    const id = await page.evaluate(async (name) => {
      const body = new FormData();
      const values: Record<string, unknown> = {
        ContactName: name,
        Company: 'Acme Pipes Ltd',
        Email: 'ana.novak@example.com',
        Country: 'SI',
        Message: 'Please quote 120 m of DN50 insulation.',
        Consent: true,
      };
      for (const [key, value] of Object.entries(values)) body.append(key, JSON.stringify(value));
      const response = await fetch('/api/v1/forms/OfferRequest/save', {
        method: 'POST',
        headers: { RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '' },
        body,
      });
      const answer = (await response.json()) as { entityInstanceId?: string };
      if (!response.ok || !answer.entityInstanceId) throw new Error(`save: ${response.status}`);
      return answer.entityInstanceId;
    }, contactName);
    await context.close();
    return id;
  }

  const adminFormPath = (id: string) =>
    `/platform/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=${encodeURIComponent(id)}`;
  const textbox = (page: Page, key: string, language = 'en') =>
    page.getByRole('textbox', { name: tr(key, language), exact: true });
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('User settings switch to the dark theme, translated, and the choice survives a reload', async () => {
    const page = await admin('de');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: new RegExp(`^${tr('UserMenu_Title', 'de')}`) }).click();
    await page.getByRole('menuitem', { name: tr('UserMenu_UserSettings', 'de') }).click();
    const dialog = page.getByRole('dialog', { name: tr('Forms_UserSettings_Title', 'de') });
    await dialog.waitFor();
    // The radio options are the translated texts of their keys.
    const dark = dialog.getByRole('radio', { name: tr('Forms_User_ThemeDark', 'de'), exact: true });
    // The choice controls' code loads with the first form that has one (decision 0036).
    await dark.waitFor();
    expect(
      await dialog.getByRole('radio', { name: tr('Forms_User_ThemeLight', 'de'), exact: true }).count(),
    ).toBe(1);
    expect(await dark.isChecked()).toBe(false);
    await expectDialogAxeClean(page, 'User settings (light, de)');
    await dark.focus();
    await page.keyboard.press('Space');
    expect(await dark.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: tr('Forms_Button_SaveAndClose', 'de') }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const darkBackground = await background();
    await page.reload();
    await page.getByRole('button', { name: tr('Shell_Help', 'de'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background()).toBe(darkBackground);

    // Back to light for the other tests (the same admin account).
    await page.getByRole('button', { name: new RegExp(`^${tr('UserMenu_Title', 'de')}`) }).click();
    await page.getByRole('menuitem', { name: tr('UserMenu_UserSettings', 'de') }).click();
    await dialog.waitFor();
    await expectDialogAxeClean(page, 'User settings (dark, de)');
    const light = dialog.getByRole('radio', { name: tr('Forms_User_ThemeLight', 'de'), exact: true });
    await light.focus();
    await page.keyboard.press('Space');
    expect(await light.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: tr('Forms_Button_SaveAndClose', 'de') }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await background()).not.toBe(darkBackground);
  });

  it('opens a form dialog inside a form dialog (help of User settings); Escape closes only the top one', async () => {
    const page = await admin();
    await page.getByRole('button', { name: new RegExp(`^${tr('UserMenu_Title')}`) }).click();
    await page.getByRole('menuitem', { name: tr('UserMenu_UserSettings') }).click();
    const settings = page.getByRole('dialog', { name: tr('Forms_UserSettings_Title') });
    await settings.waitFor();
    await settings.getByRole('button', { name: tr('DynamicForm_Help') }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(2);
    const help = page.getByRole('dialog').last();
    // The read-only help-content form of User settings, stacked above it.
    await expect.poll(async () => (await help.textContent()) ?? '').toContain(tr('Forms_UserSettings_Title'));
    expect(await help.getByRole('button', { name: tr('Forms_Button_Save') }).count()).toBe(0);
    expect(Number(await help.locator('..').evaluate((e) => getComputedStyle(e).zIndex))).toBeGreaterThan(
      Number(await settings.locator('..').evaluate((e) => getComputedStyle(e).zIndex)),
    );
    await expectDialogAxeClean(page, 'help dialog over User settings');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await settings.isVisible()).toBe(true);
  });

  it('marks unsaved changes with an asterisk and asks before leaving the page', async () => {
    const id = await createOfferRequest('Bojan Horvat');
    const page = await admin();
    await page.goto(`${server.url}${adminFormPath(id)}`);
    const contact = textbox(page, 'Forms_OfferRequest_ContactName');
    await expect.poll(() => contact.inputValue()).toBe('Bojan Horvat');
    const title = tr('Entity_OfferRequest');
    expect((await heading(page).textContent())?.trim()).toBe(title);
    await expectAxeClean(page, 'admin offer form');

    await contact.fill('Bojan Horvat Jr.');
    await expect.poll(async () => (await heading(page).textContent()) ?? '').toContain(`${title} *`);

    // Leaving through the brand link asks first; Cancel stays with the typed value.
    await page.getByRole('link', { name: 'Insulcalc' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: tr('Shared_Form_Dirty_Notification') });
    await confirm.waitFor();
    await expectDialogAxeClean(page, 'leave confirmation');
    await confirm.getByRole('button', { name: tr('Common_Cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/platform/DynamicForm/Form');
    expect(await contact.inputValue()).toBe('Bojan Horvat Jr.');

    // Confirm leaves.
    await page.getByRole('link', { name: 'Insulcalc' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: tr('Common_Confirm') }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/platform\/?$/);

    // Saved changes leave without a question, and the asterisk goes.
    await page.goto(`${server.url}${adminFormPath(id)}`);
    await expect.poll(() => contact.inputValue()).toBe('Bojan Horvat');
    await contact.fill('Bojan Horvat Sr.');
    await page.getByRole('button', { name: tr('Forms_Button_Save'), exact: true }).click();
    await expect.poll(async () => ((await heading(page).textContent()) ?? '').trim()).toBe(title);
    await page.getByRole('link', { name: 'Insulcalc' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/platform\/?$/);
  });

  for (const language of ['en', 'de']) {
    it(`F1 shows the properties and History lists two saves, old → new (${language})`, async () => {
      const id = await createOfferRequest(`History ${language}`);
      const page = await admin(language);
      await page.goto(`${server.url}${adminFormPath(id)}`);
      const company = textbox(page, 'Forms_OfferRequest_Company', language);
      await expect.poll(() => company.inputValue()).toBe('Acme Pipes Ltd');
      const save = page.getByRole('button', { name: tr('Forms_Button_Save', language), exact: true });
      for (const name of ['Acme Insulation', 'Acme Insulation Ltd']) {
        await company.fill(name);
        // The save reloads the form: the next change waits for the reloaded values.
        await Promise.all([
          page.waitForResponse((response) => response.url().includes('/api/v1/forms/load')),
          save.click(),
        ]);
        await expect.poll(() => company.inputValue()).toBe(name);
        await expect.poll(() => save.isDisabled()).toBe(true);
      }

      await company.focus();
      await page.keyboard.press('F1');
      const properties = page.getByRole('dialog', { name: tr('DynamicForm_Properties', language) });
      await properties.waitFor();
      await expect.poll(async () => (await properties.textContent()) ?? '').toContain('OfferRequestAdmin');
      expect(await properties.textContent()).toContain(id);
      await expectDialogAxeClean(page, `properties (${language})`);

      await properties.getByRole('button', { name: tr('DynamicForm_History', language) }).click();
      const history = page.getByRole('dialog', { name: tr('DynamicForm_History', language) });
      await history.waitFor();
      const rows = history.getByRole('row').filter({ hasText: 'Acme Insulation' });
      await expect.poll(() => rows.count()).toBe(2);
      const cells = async (index: number) =>
        (await rows.nth(index).getByRole('cell').allTextContents()).map((text) => text.trim());
      // Newest first: Acme Insulation → Acme Insulation Ltd, then Acme Pipes Ltd → Acme Insulation.
      expect(await cells(0)).toEqual(expect.arrayContaining(['Acme Insulation', 'Acme Insulation Ltd']));
      expect(await cells(1)).toEqual(expect.arrayContaining(['Acme Pipes Ltd', 'Acme Insulation']));
      expect(await history.getByText(tr('DynamicForm_HistoryAction_create', language)).count()).toBe(1);
      await expectDialogAxeClean(page, `history (${language})`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    });
  }

  it('the help icon of a platform page opens its help content; a page without help says so', async () => {
    const page = await admin();
    await page.goto(`${server.url}/platform/Administration/CodeList`);
    await page.getByRole('button', { name: tr('Shell_Help'), exact: true }).click();
    const help = page.getByRole('dialog');
    await help.waitFor();
    await expect.poll(async () => (await help.textContent()) ?? '').toContain(tr('Navigation_CodeLists'));
    await expectDialogAxeClean(page, 'code lists help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/platform/error/404`);
    await heading(page).waitFor();
    await page.getByRole('button', { name: tr('Shell_Help'), exact: true }).click();
    await page.getByText(tr('Shell_HelpNotDefined')).first().waitFor();
  });
});
