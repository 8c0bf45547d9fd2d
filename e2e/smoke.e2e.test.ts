import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  startServer,
  type RunningServer,
  patient,
} from './harness';

describe('the built product', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ name: 'smoke' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reports its health on the embedded database', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string; version: string };
    expect(body.status).toBe('ok');
    expect(body.database).toBe('pglite');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers an unknown API path with problem+json, not the single-page app', async () => {
    const response = await fetch(`${server.url}/api/v1/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  for (const [app, path] of [
    ['public', '/'],
    ['platform', '/platform/'],
  ] as const) {
    it(`renders the ${app} app from data fetched through the API`, async () => {
      const { context, page } = await newPage(browser);
      let current: Page | undefined = page;
      onTestFailed(() => keepFailureArtifacts(current, `smoke-${app}`));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The public landing arrives rendered by the server; its small script asks for the profile
      // after the page shows, so wait for that call rather than for the markup.
      const profile = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/account/profile',
        { timeout: patient(30_000) },
      );
      await page.goto(`${server.url}${path}`);
      await page
        .locator('main, [role="main"]')
        .first()
        .waitFor({ timeout: patient(30_000) });
      expect((await profile).status()).toBe(200);
      expect(errors).toEqual([]);
      await context.close();
      current = undefined;
    });
  }
});
