/**
 * Issue 12 in chromium against the built server: the comparison of two calculations fits a
 * 390 px phone without scrolling sideways (English and German), stays axe-clean there, and the
 * new method field (surface coefficients) is on the form in both languages.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addAxeInitScript,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  runAxe,
  startServer,
  type RunningServer,
} from './harness';
import { waitForConfigurator } from './configurator';
import { seedTexts } from './texts';

function tr(key: string, language = 'en'): string {
  const text = seedTexts[key]?.[language];
  if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
  return text;
}

describe('the comparison on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'configurator-compare' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'de']) {
    it(`fits 390 px without sideways scrolling and is axe-clean (${language})`, async () => {
      const context = await browser.newContext({
        locale: language === 'de' ? 'de-DE' : 'en-GB',
        viewport: { width: 390, height: 844 },
      });
      contexts.push(context);
      await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
      const page = await context.newPage();
      current = page;
      onTestFailed(() => keepFailureArtifacts(current, `configurator-compare-${language}`));
      await addAxeInitScript(page);
      await page.goto(`${server.url}/Configurator`);
      await waitForConfigurator(page);

      // The surface-coefficient method is a field, Nusselt correlations by default.
      const method = page.getByLabel(tr('Insulation_Enum_SurfaceCoefficientMethod', language), {
        exact: true,
      });
      expect(await method.inputValue()).toBe('1');

      await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
      await page.getByRole('button', { name: tr('Insulation_Calculation_Add', language) }).click();
      await page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 2 });
      await page.getByRole('button', { name: tr('Insulation_Compare_Open', language) }).click();
      const table = page.getByTestId('compare-table');
      await table.waitFor();
      const region = table.locator('xpath=..');
      const widths = await region.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
      expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(390);
      await page.getByTestId('compare').screenshot({ path: `artifacts/compare-390-${language}.png` });
      const violations = await runAxe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
