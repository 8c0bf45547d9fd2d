/**
 * Accessibility of every story: the built Storybook (`pnpm build-storybook` → storybook-static/,
 * or STORYBOOK_DIR) served over HTTP, each story of its index.json opened on its own in Debian's
 * chromium, and axe-core run over what it shows. One test per story, so the suite's count says
 * how many stories pass. A few pages (STORYBOOK_A11Y_PAGES, 3 by default) share one browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addAxeInitScript, describeViolations, launchBrowser, patient, repoRoot, runAxe } from '../harness';

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
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // Cacheable: each story opens in a fresh document, and without this chromium fetched,
        // parsed and compiled Storybook's preview scripts anew every time. From its HTTP cache it
        // takes V8's code cache too (the build does not change while the test runs).
        'cache-control': 'max-age=3600',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let browser: Browser;
let base: string;

// Pages working through the stories side by side in one browser; a page (and its context) is made
// once and reused for the following stories.
const PAGES = Math.max(1, Number(process.env.STORYBOOK_A11Y_PAGES ?? 3));

interface StoryPage {
  page: Page;
  loaded: boolean;
  errors: string[];
  pending: number;
}

const idle: StoryPage[] = [];
const waiting: ((storyPage: StoryPage) => void)[] = [];
let created = 0;

async function acquire(): Promise<StoryPage> {
  const free = idle.pop();
  if (free) return free;
  if (created < PAGES) {
    created += 1;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const storyPage: StoryPage = { page: await context.newPage(), loaded: false, errors: [], pending: 0 };
    storyPage.page.on('pageerror', (error) => storyPage.errors.push(error.message));
    // Lazy chunks, fonts and images a story asks for after it rendered.
    storyPage.page.on('request', () => (storyPage.pending += 1));
    const settled = () => (storyPage.pending = Math.max(0, storyPage.pending - 1));
    storyPage.page.on('requestfinished', settled);
    storyPage.page.on('requestfailed', settled);
    return storyPage;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(storyPage: StoryPage): void {
  const next = waiting.shift();
  if (next) next(storyPage);
  else idle.push(storyPage);
}

interface RenderOutcome {
  status: 'rendered' | 'errored';
  message: string;
}

/** Opens one story in the page and resolves once Storybook marks it rendered (or failed). */
async function showStory(storyPage: StoryPage, storyId: string): Promise<RenderOutcome> {
  const { page } = storyPage;
  if (!storyPage.loaded) {
    // Once per page, through the DevTools protocol (Page.addScriptToEvaluateOnNewDocument): the
    // CSP would refuse a script element, and every document the page loads then has axe-core.
    await addAxeInitScript(page);
    storyPage.loaded = true;
  }
  // Each story in a fresh document: stories switched in place (through Storybook's channel) were
  // tried and measured; styles and state a story leaves in the document then change the colours
  // of the next ones, so axe's contrast results depend on the order.
  // a11y.manual: the a11y addon does not run its own axe meanwhile (one run at a time per page).
  await page.goto(
    `${base}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=a11y.manual:!true`,
    { waitUntil: 'commit' },
  );
  await page.waitForFunction(
    () =>
      document.body?.classList.contains('sb-show-main') ||
      document.body?.classList.contains('sb-show-errordisplay'),
    undefined,
    { timeout: patient(30_000), polling: 'raf' },
  );
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  return {
    status: failed ? 'errored' : 'rendered',
    message: failed
      ? await page.evaluate(() => document.querySelector('#error-message')?.textContent ?? '')
      : '',
  };
}

/** Waits until the story asks for nothing more over the network, painted, and ended its transitions. */
async function settle(storyPage: StoryPage): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (storyPage.pending > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await storyPage.page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    // Fades and transitions that run once: axe measures colours, so let them end first.
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

beforeAll(async () => {
  if (stories.length === 0) return;
  server = await serve(storybookDir);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
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

  describe.concurrent('stories', () => {
    for (const story of stories) {
      it(`${story.title} / ${story.name}`, async ({ expect }) => {
        const storyPage = await acquire();
        try {
          storyPage.errors.length = 0;
          const outcome = await showStory(storyPage, story.id);
          await settle(storyPage);
          expect(
            outcome.status,
            `the story failed to render: ${outcome.message} ${storyPage.errors.join('; ')}`,
          ).toBe('rendered');
          const violations = (await runAxe(storyPage.page, PAGE_LEVEL_RULES)).filter(
            // Storybook's own (hidden) error and docs containers are not the story.
            (violation) => violation.nodes.length > 0,
          );
          expect(violations, describeViolations(violations)).toEqual([]);
        } finally {
          release(storyPage);
        }
      });
    }
  });
});
