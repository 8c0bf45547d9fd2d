/**
 * Accessibility of every story: the built Storybook (`pnpm build-storybook` → storybook-static/,
 * or STORYBOOK_DIR) served over HTTP, each story of its index.json opened on its own in Debian's
 * chromium, and axe-core run over what it shows. One test per story, so the suite's count says
 * how many stories pass.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser, repoRoot } from '../harness';

const storybookDir = path.resolve(process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'));
const indexFile = path.join(storybookDir, 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((entry) => entry.type === 'story')
  : [];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** A static file server for the built Storybook (module scripts do not load from file:// URLs). */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let browser: Browser;
let page: Page;
let base: string;

beforeAll(async () => {
  if (stories.length === 0) return;
  server = await serve(storybookDir);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

// Rules about a whole page (one main landmark, one h1, everything inside landmarks) do not apply to
// a component shown on its own; the browser tests check them on the real pages.
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

describe('every story passes axe (WCAG 2.1 A/AA and best practices)', () => {
  it('finds the built Storybook and its stories', () => {
    expect(existsSync(indexFile), `${indexFile} (run pnpm build-storybook)`).toBe(true);
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    it(`${story.title} / ${story.name}`, async () => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      try {
        // a11y.manual: the a11y addon does not run its own axe meanwhile (one run at a time per page).
        await page.goto(
          `${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`,
        );
        // Storybook marks the body once the story rendered (or failed to).
        await page.waitForFunction(
          () =>
            document.body.classList.contains('sb-show-main') ||
            document.body.classList.contains('sb-show-errordisplay'),
          undefined,
          { timeout: 30_000 },
        );
        // Let lazy parts, effects and transitions settle.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(150);
        const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
        const message = failed
          ? await page.evaluate(() => document.querySelector('#error-message')?.textContent ?? '')
          : '';
        expect(failed, `the story failed to render: ${message} ${errors.join('; ')}`).toBe(false);
        const violations = (await axeViolations(page, { disableRules: PAGE_LEVEL_RULES })).filter(
          // Storybook's own (hidden) error and docs containers are not the story.
          (violation) => violation.nodes.length > 0,
        );
        expect(violations, describeViolations(violations)).toEqual([]);
      } finally {
        page.off('pageerror', onError);
      }
    });
  }
});
