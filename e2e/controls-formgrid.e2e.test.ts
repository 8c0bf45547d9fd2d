/**
 * Issue 14: a FormGrid row is added and saved with its parent. A signed-in user opens the seeded
 * PriceList form, adds a price line with the keyboard and the mouse, fills its cells (TextBox,
 * Numeric, Dropdown, Boolean), sees a cell's inline validation, saves, and the stored instance
 * carries the new row; axe on the form in English and German; screenshots at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import {
  addAxeInitScript,
  artifactsDir,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  runAxe,
  signIn,
  startServer,
  type RunningServer,
  patient,
} from './harness';
import { seedTexts } from './texts';

function tr(key: string, language = 'en', values: Record<string, string | number> = {}): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

interface PriceLine {
  Product: string | null;
  Thickness: number | null;
  Unit: string | null;
  UnitPrice: number | null;
  Active: boolean | null;
}

describe('FormGrid on the PriceList form', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'controls-formgrid' });
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
    onTestFailed(() =>
      keepFailureArtifacts(current, `controls-formgrid-${expect.getState().currentTestName ?? ''}`),
    );
    // The sign-in helper finds the English labels; the language cookie follows.
    await signIn(page, server.url);
    await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    return page;
  }

  const cell = (page: Page, column: string, row: number, language = 'en') =>
    page.getByRole('textbox', {
      name: `${tr(column, language)} ${tr('FormGrid_RowLabel', language, { row })}`,
      exact: true,
    });

  async function storedLines(page: Page, id: string): Promise<PriceLine[]> {
    return page.evaluate(async (instanceId) => {
      const response = await fetch('/api/v1/forms/load', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          RequestVerificationToken: document.head.dataset.antiforgeryToken ?? '',
        },
        body: JSON.stringify({ formGroupId: 'PriceList', entityInstanceId: instanceId }),
      });
      const form = (await response.json()) as { elements: { name: string; value?: unknown }[] };
      return form.elements.find((e) => e.name === 'Lines')!.value as PriceLine[];
    }, id);
  }

  it('adds a row, fills its cells, and saves it with the parent', async () => {
    const page = await open();
    await page.goto(
      `${server.url}/platform/DynamicForm/Form?formGroupId=PriceList&entityInstanceId=PriceList2026`,
    );
    await expect
      .poll(() => cell(page, 'Forms_PriceList_Product', 1).inputValue(), { timeout: patient(30_000) })
      .toBe('Mineral wool pipe section DN50');

    // Keyboard: focus "Add row" and press Enter; the new row's first cell gets the focus.
    const add = page.getByRole('button', { name: tr('FormGrid_AddRow'), exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const product = cell(page, 'Forms_PriceList_Product', 3);
    await expect.poll(() => product.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: tr('FormGrid_RowAdded', 'en', { row: 3 }) })
          .count(),
      )
      .toBe(1);

    // Inline validation: the required product cell, touched and left empty, says so.
    await product.fill('x');
    await product.fill('');
    await page.getByText(tr('validation_required'), { exact: true }).first().waitFor();
    await product.fill('Elastomer sleeve 19 mm');
    await expect.poll(() => page.getByText(tr('validation_required'), { exact: true }).count()).toBe(0);

    await cell(page, 'Forms_PriceList_Thickness', 3).fill('19');
    await cell(page, 'Forms_PriceList_Thickness', 3).press('Tab');
    await page
      .getByRole('button', {
        name: new RegExp(`${tr('Forms_PriceList_Unit')} ${tr('FormGrid_RowLabel', 'en', { row: 3 })}`),
      })
      .click();
    await page.getByRole('option', { name: tr('Forms_PriceList_UnitMetre'), exact: true }).click();
    await cell(page, 'Forms_PriceList_UnitPrice', 3).fill('4.75');
    await cell(page, 'Forms_PriceList_UnitPrice', 3).press('Tab');
    await page
      .getByRole('checkbox', {
        name: `${tr('Forms_PriceList_Active')} ${tr('FormGrid_RowLabel', 'en', { row: 3 })}`,
      })
      .check({ force: true });

    // Alt+ArrowUp moves the focused row above the second one.
    await cell(page, 'Forms_PriceList_Product', 3).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => cell(page, 'Forms_PriceList_Product', 2).inputValue())
      .toBe('Elastomer sleeve 19 mm');

    await page.screenshot({ path: path.join(artifactsDir, 'controls-formgrid-en-1280.png'), fullPage: true });
    const save = page.waitForResponse((r) => r.url().includes('/api/v1/forms/PriceList/save'));
    await page
      .getByRole('button', { name: tr('Forms_Button_Save'), exact: true })
      .first()
      .click();
    expect((await save).status()).toBe(200);

    const lines = await storedLines(page, 'PriceList2026');
    expect(lines.map((line) => line.Product)).toEqual([
      'Mineral wool pipe section DN50',
      'Elastomer sleeve 19 mm',
      'Aluminium cladding',
    ]);
    expect(lines[1]).toEqual({
      Product: 'Elastomer sleeve 19 mm',
      Thickness: 19,
      Unit: 'm',
      UnitPrice: 4.75,
      Active: true,
    });

    // After a reload of the page the grid shows the stored rows.
    await page.reload();
    await expect
      .poll(() => cell(page, 'Forms_PriceList_Product', 2).inputValue(), { timeout: patient(30_000) })
      .toBe('Elastomer sleeve 19 mm');
  });

  for (const [language, width] of [
    ['en', 390],
    ['de', 1280],
    ['de', 390],
  ] as const) {
    it(`has no axe violations on the grid (${language}, ${width} px)`, async () => {
      const page = await open(language, width);
      await addAxeInitScript(page);
      await page.goto(
        `${server.url}/platform/DynamicForm/Form?formGroupId=PriceList&entityInstanceId=PriceList2026`,
      );
      await cell(page, 'Forms_PriceList_Product', 1, language).waitFor({ timeout: patient(30_000) });
      await page.screenshot({
        path: path.join(artifactsDir, `controls-formgrid-${language}-${width}.png`),
        fullPage: true,
      });
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
