/**
 * Security headers in a real browser (issue 10 §2): the landing (server-rendered, with its data
 * element and enhancement script), the public SPA and the platform SPA (signed in) load under the
 * server's Content-Security-Policy with no violation reported, and every HTML answer carries the
 * policy, frame-ancestors 'none' and the referrer policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, startServer, type RunningServer, patient } from './harness';

interface Watch {
  violations: string[];
}

/** Collects CSP violations two ways: the DOM event (exact) and the console message (what users see). */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { violations: [] };
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(msg.text()))
      w.violations.push(msg.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => w.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return w;
}

describe('Content-Security-Policy in chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ name: 'csp' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends the policy, frame-ancestors and the referrer policy on every HTML answer', async () => {
    for (const path of ['/', '/platform/', '/platform/Account/LogOn', '/Account/LogOn']) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-encoding'), path).toMatch(/^(br|gzip)$/);
    }
  });

  it('serves the API reference (Swagger UI) under the same policy, and it renders with no violation', async () => {
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const docs = await fetch(`${server.url}/api/docs/`, { headers: { accept: 'text/html' } });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toBe(home.headers.get('content-security-policy'));
    const { context, page } = await newPage(browser);
    try {
      const w = await watch(page);
      await page.goto(`${server.url}/api/docs/`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator('.opblock').count(), { timeout: patient(15_000) })
        .toBeGreaterThan(10);
      expect(w.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads the landing, the public app and the platform with no CSP violation', async () => {
    const { context, page } = await newPage(browser);
    try {
      const w = await watch(page);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      expect(await page.locator('script[type="application/json"]').count()).toBeGreaterThan(0);
      await page.goto(`${server.url}/Account/LogOn`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
      await signIn(page, server.url);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
      // The public app signed in: the SPA at / instead of the landing.
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
      expect(w.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
