import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config';
import { userAccount } from '../../db/schema/account';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The panel in real chromium against the profiler's own routes: bottom-left, the last 10 traces
 * with durations, steps under 2 ms hidden until shown, each trace linked to its request id.
 */
describe.skipIf(!existsSync(CHROMIUM) || testDriver() !== 'pglite')('profiler panel in chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let url: string;
  beforeAll(async () => {
    server = await createTestServer({
      config: { env: { ...process.env, MINI_PROFILER_ENABLED: 'true' } } as Partial<ServerConfig>,
    });
    await server.ctx.db
      .update(userAccount)
      .set({ enableMiniProfiler: true })
      .where(eq(userAccount.usernameLower, 'admin'));
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists the last 10 traces bottom-left and hides trivial steps unless shown', async () => {
    const client = new TestClient(server.app);
    await client.logon('admin', 'Test-Admin-Password-1');
    for (let i = 0; i < 12; i++)
      await client.request({
        method: 'GET',
        url: '/api/v1/navigation',
        headers: { 'x-request-id': `nav-${i}` },
      });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url })));
    const page = await context.newPage();
    // A document of this server (the API reference) under its own policy: the panel's script is
    // same-origin there, as in the apps. An API answer's policy lets nothing load (default-src 'none').
    await page.goto(`${url}/api/docs/`);
    await page.addScriptTag({ url: '/profiler/includes.js' });
    const toggle = page.getByRole('button', { name: /^Profiler/ });
    await toggle.waitFor();
    const box = (await page.locator('.icp-root').boundingBox())!;
    expect(box.x).toBeLessThan(20);
    expect(box.y + box.height).toBeGreaterThan(780);
    await toggle.click();
    const traces = page.locator('.icp-trace');
    await expect.poll(() => traces.count()).toBe(10);
    // The page's own requests (the document, its favicon) are traces too; the newest API call:
    const nav = traces.filter({ has: page.locator('.icp-url', { hasText: '/api/v1/navigation' }) }).first();
    expect(await nav.locator('.icp-duration').first().textContent()).toMatch(/^\d+\.\d ms$/);
    await nav.locator('.icp-summary').click();
    const link = nav.locator('.icp-link');
    expect(await link.textContent()).toBe('nav-11');
    expect(await link.getAttribute('href')).toMatch(/\/profiler\/results\/nav-11$/);
    const shown = await nav.locator('.icp-step').count();
    await page.getByLabel(/Show steps under 2 ms/).check();
    const all = await nav.locator('.icp-step').count();
    expect(all).toBeGreaterThanOrEqual(shown);
    expect(all).toBeGreaterThan(0);
    const trivial = await page.evaluate(async () => {
      const r = await fetch('/profiler/results/nav-11');
      const trace = (await r.json()) as { steps: { duration: number }[] };
      return trace.steps.filter((s) => s.duration < 2).length;
    });
    expect(all - shown).toBe(trivial);
    // For a look: the panel open with its trivial steps shown.
    await page.screenshot({ path: join(tmpdir(), 'insulcalc-profiler-panel.png') });
    await context.close();
  });
});
