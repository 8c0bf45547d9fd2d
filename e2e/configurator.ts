/**
 * The configurator's page in a browser test. An anonymous visitor first sees the server-rendered
 * configurator, inert, until the SPA has rendered its own and taken its place (decision 0033,
 * apps/public/src/prerendered.ts); a test that types or clicks must wait for the SPA's page.
 */
import type { Page } from 'playwright-core';

/** The root element of a server-rendered page carries this attribute until the SPA takes over. */
const PRERENDERED = '#root[data-prerendered]';

/** Waits until the configurator on the page is the SPA's (at once for the SPA's own page). */
export async function waitForConfigurator(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('#root').first().waitFor({ state: 'attached', timeout });
  await page.locator(PRERENDERED).waitFor({ state: 'detached', timeout });
  await page.locator('[data-testid="headline-value"]').waitFor({ timeout });
}
