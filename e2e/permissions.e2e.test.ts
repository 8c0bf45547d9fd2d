/**
 * Issue 23 (permissions as data) in chromium against the built server. The administrator makes a
 * Sales user and a user in no group (the Users form and the activation mail, as an administrator
 * does). The user in no group sees neither Administration nor Reports, a home page that says why
 * it is empty, and a translated refusal instead of data on the offer template and the offer
 * requests; the Sales user sees Reports and the offer requests but not the administrators'
 * screens; a designer reaches the form designer from the navigation and is refused the offer
 * requests. The administrator grants Sales `read` on document templates in Administration →
 * Permissions (the matrix, saved by the form's toolbar); the Sales user's navigation has Document
 * templates at the next load. Axe on the matrix; screenshots at 1280 and 390 px in English and
 * German (the page never scrolls sideways, the table scrolls in its own box).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  ApiSession,
  axeViolations,
  createUserThroughUsersForm,
  describeViolations,
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

/** Where the screenshots go: PERMISSIONS_SCREENS_DIR, else the repository's ignored reports folder. */
const SCREENS =
  process.env.PERMISSIONS_SCREENS_DIR ?? fileURLToPath(new URL('../reports/screens/', import.meta.url));
const PASSWORD = 'Permissions-E2e-1!';
const SALES_USER = 'sales.petra';
const NO_GROUP_USER = 'newcomer.ana';
const DESIGNER_USER = 'designer.dora';

describe('permissions: what a Sales user, a designer and a user in no group see', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'permissions' });
    browser = await launchBrowser();
    const admin = await new ApiSession(server.url).logon();
    await createUserThroughUsersForm(server, admin, SALES_USER, ['SALES'], PASSWORD);
    await createUserThroughUsersForm(server, admin, NO_GROUP_USER, [], PASSWORD);
    await createUserThroughUsersForm(server, admin, DESIGNER_USER, ['DESIGNERS'], PASSWORD);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser signed in as `username` (English unless told), at 1280 px unless told. */
  async function as(username: string, password: string, language = 'en', width = 1280): Promise<Page> {
    const { context, page } = await newPage(browser, {
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    current = page;
    onTestFailed(() =>
      keepFailureArtifacts(current, `permissions-${expect.getState().currentTestName ?? ''}`),
    );
    await signIn(page, server.url, username, password);
    if (language !== 'en') {
      await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
      await page.reload();
    }
    return page;
  }

  const sidebar = (page: Page) => page.getByRole('navigation', { name: tr('Shell_MainNavigation') });

  /** The titles of the navigation's top level (groups and links), once the sidebar has loaded. */
  async function topLevel(page: Page): Promise<string[]> {
    const nav = sidebar(page);
    const items = nav.locator(
      '.ic-sidebar-list > li > .ic-sidebar-item, .ic-sidebar-list > li > span > .ic-sidebar-item',
    );
    await items
      .filter({ hasText: tr('Navigation_Home') })
      .first()
      .waitFor({ timeout: patient(30_000) });
    return (await items.allTextContents()).map((text) => text.trim());
  }

  /** Every navigation entry's title, the groups opened. */
  async function allEntries(page: Page): Promise<string[]> {
    await topLevel(page);
    const nav = sidebar(page);
    const closed = nav.locator('button.ic-sidebar-group[aria-expanded="false"]');
    // One at a time: an opened group may hold closed groups of its own.
    while ((await closed.count()) > 0) await closed.first().click();
    return (await nav.locator('.ic-sidebar-item').allTextContents()).map((text) => text.trim());
  }

  it('a user in no group: no Administration, no Reports, a home page that says why, refusals instead of data', async () => {
    const page = await as(NO_GROUP_USER, PASSWORD);
    await page.getByText(tr('Dashboards_NoPermissions')).waitFor({ timeout: patient(30_000) });
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: tr('Dashboards_LoadFailed') })
        .count(),
    ).toBe(0);
    const top = await topLevel(page);
    expect(top).not.toContain(tr('Navigation_Administration'));
    expect(top).not.toContain(tr('Navigation_Reports'));
    expect(top).not.toContain(tr('Navigation_Dashboards'));
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, 'permissions-no-group-home.png'), fullPage: true });

    await page.goto(`${server.url}/platform/Administration/DocumentTemplates/Offer`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    // Nothing of the template: no editor, no publish button.
    expect(await page.getByRole('button', { name: tr('DocumentTemplates_Publish') }).count()).toBe(0);

    await page.goto(`${server.url}/platform/OfferRequests`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('gridcell').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, 'permissions-no-group-offers.png'), fullPage: true });
  });

  it('a Sales user: Reports and the offer requests, not the administrators’ screens', async () => {
    const page = await as(SALES_USER, PASSWORD);
    const entries = await allEntries(page);
    expect(entries).toContain(tr('Navigation_Reports'));
    expect(entries).toContain(tr('Reports_OfferRequests'));
    for (const key of [
      'Navigation_Permissions',
      'Navigation_Users',
      'Navigation_CodeLists',
      'Navigation_DocumentTemplates',
      'Navigation_ProcessDefinitions',
      'Navigation_CheckConsistency',
    ])
      expect(entries, key).not.toContain(tr(key));

    await page.goto(`${server.url}/platform/OfferRequests`);
    await page.getByRole('grid', { name: tr('Views_OfferRequests') }).waitFor({ timeout: patient(30_000) });
    expect(await page.getByText(tr('Permissions_Denied')).count()).toBe(0);

    await page.goto(`${server.url}/platform/Administration/Permissions`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });

  it('a designer: the form designer, processes and templates from the navigation, no business records', async () => {
    const page = await as(DESIGNER_USER, PASSWORD);
    const entries = await allEntries(page);
    for (const key of [
      'Navigation_FormDesigner',
      'Navigation_ProcessDefinitions',
      'Navigation_DocumentTemplates',
      'Navigation_CheckConsistency',
    ])
      expect(entries, key).toContain(tr(key));
    for (const key of [
      'Navigation_Permissions',
      'Navigation_Users',
      'Navigation_Products',
      'Navigation_CodeLists',
    ])
      expect(entries, key).not.toContain(tr(key));

    // The designer finds the form designer by its navigation entry, not by a URL.
    await sidebar(page)
      .getByRole('link', { name: tr('Navigation_FormDesigner') })
      .click();
    await page.locator('li[data-form="OfferRequest"]').waitFor({ timeout: patient(30_000) });
    expect(page.url()).toContain('/platform/Administration/Forms/EditFormGroup/OfferRequest');
    expect(await page.getByText(tr('Permissions_Denied')).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENS, 'permissions-designer-form-group.png'),
      fullPage: true,
    });

    // Shaping the product is not reading the business: the offer requests are refused.
    await page.goto(`${server.url}/platform/OfferRequests`);
    await page
      .getByText(tr('Permissions_Denied'))
      .first()
      .waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('gridcell').count()).toBe(0);
  });

  it('the administrator grants Sales read on document templates; the Sales user has them at the next load', async () => {
    const sales = await as(SALES_USER, PASSWORD);
    expect(await allEntries(sales)).not.toContain(tr('Navigation_DocumentTemplates'));

    const page = await as('admin', ADMIN_PASSWORD);
    await page.goto(`${server.url}/platform/Administration/Permissions`);
    const table = page.getByRole('table', { name: tr('Permissions_Caption') });
    await table.waitFor({ timeout: patient(30_000) });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const name = tr('Permissions_CheckboxLabel')
      .replace('{group}', tr('Administration_Group_Sales'))
      .replace('{action}', tr('Permissions_Action_read'))
      .replace('{resource}', tr('Permissions_Surface_DocumentTemplate'));
    expect(name).toBe('Sales: read Document templates');
    const box = page.getByRole('checkbox', { name, exact: true });
    expect(await box.isChecked()).toBe(false);
    // By keyboard: the box takes the focus and Space ticks it.
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    const administrators = page.getByRole('checkbox', {
      name: tr('Permissions_CheckboxLabel')
        .replace('{group}', tr('Administration_Group_Administrators'))
        .replace('{action}', tr('Permissions_Action_read'))
        .replace('{resource}', tr('Permissions_Surface_DocumentTemplate')),
      exact: true,
    });
    expect(await administrators.isChecked()).toBe(true);
    expect(await administrators.isDisabled()).toBe(true);

    const save = page.getByRole('button', { name: tr('Forms_Button_Save') });
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/forms/') && r.url().endsWith('/save') && r.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    // The form reloads the record: the grant is what the server keeps.
    await expect.poll(() => save.isDisabled(), { timeout: patient(30_000) }).toBe(true);
    await page.reload();
    await table.waitFor({ timeout: patient(30_000) });
    expect(await page.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);

    await sales.reload();
    const entries = await allEntries(sales);
    expect(entries).toContain(tr('Navigation_DocumentTemplates'));
    expect(entries).toContain(tr('Navigation_DocumentTemplate_Offer'));
    expect(entries).not.toContain(tr('Navigation_Permissions'));
  });

  for (const language of ['en', 'de'])
    for (const width of [1280, 390])
      it(`the matrix at ${width} px in ${language}: the page never scrolls sideways, the table in its own box`, async () => {
        const page = await as('admin', ADMIN_PASSWORD, language, width);
        await page.goto(`${server.url}/platform/Administration/Permissions`);
        const table = page.getByRole('table', { name: tr('Permissions_Caption', language) });
        await table.waitFor({ timeout: patient(30_000) });
        await page.getByRole('button', { name: tr('Forms_Button_Save', language) }).waitFor();
        const sizes = await page.evaluate(() => {
          const box = document.querySelector<HTMLElement>('.ic-perm-scroll')!;
          return {
            page: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
            box: box.clientWidth,
            content: box.scrollWidth,
          };
        });
        expect(sizes.page, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.viewport);
        if (width === 390) expect(sizes.content, JSON.stringify(sizes)).toBeGreaterThan(sizes.box);
        if (width === 390) {
          // The resource names stay in view while the box scrolls sideways.
          const header = table.getByRole('rowheader').nth(1);
          const before = await header.boundingBox();
          await page.locator('.ic-perm-scroll').evaluate((box) => box.scrollBy(300, 0));
          await expect.poll(async () => (await header.boundingBox())?.x).toBeCloseTo(before!.x, 0);
        }
        mkdirSync(SCREENS, { recursive: true });
        await page.screenshot({
          path: path.join(SCREENS, `permissions-${language}-${width}.png`),
          fullPage: true,
        });
      });
});
