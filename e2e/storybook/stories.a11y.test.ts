/**
 * Accessibility of every story: the built Storybook (`pnpm build-storybook` → storybook-static/,
 * or STORYBOOK_DIR) served over HTTP, each story of its index.json opened on its own in Debian's
 * chromium, and axe-core run over what it shows. One test per story, so the suite's count says
 * how many stories pass. A few pages (STORYBOOK_A11Y_PAGES, 3 by default) share one browser.
 *
 * A story that crashed is no pass, even when what it shows is axe-clean: an error boundary's page
 * (a component needing a router or a provider the story lacks) has nothing for axe to find. So a
 * story fails when the page logged an error (React reports every error an error boundary caught
 * with console.error, and a resource that did not load logs one too), threw, shows the router's
 * "Unexpected Application Error!", or rendered nothing visible. The tags `error-page`,
 * `renders-nothing` and `logs-errors` mark the few stories whose subject is exactly that.
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
    // The browser asks for a favicon on its own; Storybook's preview has none, and a 404 would
    // count as the story's error.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
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
  /** Uncaught exceptions and console errors since the story was opened. */
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
    storyPage.page.on('pageerror', (error) => storyPage.errors.push(`uncaught: ${error.message}`));
    storyPage.page.on('console', (message) => {
      // The URL says which resource did not load (the text alone does not).
      if (message.type() === 'error')
        storyPage.errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
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

/** Opens one story in the page and resolves once Storybook finished it (or failed). */
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
  // From here on the page holds this story's document: what the previous one logged late is not its.
  storyPage.errors.length = 0;
  // Storybook's render cycle for the story ran to its end: rendered, its play function (a story
  // showing the state after a user's action) done. A failure shows the error display.
  await page.waitForFunction(
    (id) => {
      if (document.body?.classList.contains('sb-show-errordisplay')) return true;
      const render = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        document.body?.classList.contains('sb-show-main') && render?.id === id && render.phase === 'finished'
      );
    },
    storyId,
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

/** The text of an error page the story shows: react-router's default one or the shell's route error pages. */
const ERROR_PAGE_TEXT = 'Unexpected Application Error!';

interface Shown {
  /** The error page's text, if the story shows one. */
  errorPage: string | null;
  /** Whether anything of the story (in its root or a portal beside it) takes room on the page. */
  visible: boolean;
}

/** What the story shows, apart from Storybook's own containers. */
async function shown(page: Page): Promise<Shown> {
  return page.evaluate((errorText) => {
    const own = '.sb-wrapper, #storybook-docs, script, style, link, template, noscript';
    const hasRoom = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const root = document.getElementById('storybook-root');
    // The root itself is a block as wide as the page: only what is inside it counts. A portal's
    // container (a dialog beside the root) counts with what is inside it.
    const portals = [...document.body.children].filter((child) => child !== root && !child.matches(own));
    const visible =
      [...(root?.querySelectorAll('*') ?? [])].some(hasRoom) ||
      portals.some((portal) => hasRoom(portal) || [...portal.querySelectorAll('*')].some(hasRoom));
    const text = [root, ...portals].map((element) => element?.textContent ?? '').join('\n');
    const at = text.indexOf(errorText);
    return { errorPage: at >= 0 ? text.slice(at, at + 300).trim() : null, visible };
  }, ERROR_PAGE_TEXT);
}

/**
 * Waits until the story asks for nothing more over the network, its document stopped changing
 * (a lazy part, a fake API answer or a Suspense boundary revealing late) with nothing marked busy,
 * painted, and ended its transitions. Bounded: a story that never quiets is checked as it is.
 */
async function settle(storyPage: StoryPage): Promise<void> {
  const deadline = Date.now() + patient(10_000);
  for (;;) {
    while (storyPage.pending > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const quiet = await storyPage.page.evaluate(
      (limit) =>
        new Promise<boolean>((resolve) => {
          const QUIET_MS = 300;
          let timer = 0;
          const done = (value: boolean) => {
            observer.disconnect();
            clearTimeout(timer);
            clearTimeout(cap);
            resolve(value);
          };
          const wait = () => {
            clearTimeout(timer);
            timer = window.setTimeout(() => done(!document.querySelector('[aria-busy="true"]')), QUIET_MS);
          };
          const observer = new MutationObserver(wait);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          const cap = window.setTimeout(() => done(false), limit);
          wait();
        }),
      Math.max(400, deadline - Date.now()),
    );
    if ((quiet && storyPage.pending === 0) || Date.now() >= deadline) break;
  }
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
          const outcome = await showStory(storyPage, story.id);
          await settle(storyPage);
          expect(
            outcome.status,
            `the story failed to render: ${outcome.message} ${storyPage.errors.join('; ')}`,
          ).toBe('rendered');
          const { errorPage, visible } = await shown(storyPage.page);
          // A story about the error pages themselves says so with the tag `error-page`.
          if (!story.tags?.includes('error-page'))
            expect(errorPage, 'the story shows an error page instead of its component').toBeNull();
          // A story about a logged failure (a form script's error) says so with `logs-errors`:
          // its console errors are expected, an uncaught exception is not.
          const errors = story.tags?.includes('logs-errors')
            ? storyPage.errors.filter((error) => error.startsWith('uncaught:'))
            : storyPage.errors;
          expect(errors.join('\n'), 'the story logged errors').toBe('');
          // A story whose subject is that nothing shows (a check that passes, a collapsed part)
          // says so with the tag `renders-nothing`, and is held to it.
          if (story.tags?.includes('renders-nothing'))
            expect(visible, 'the story (tagged renders-nothing) shows something').toBe(false);
          else expect(visible, 'the story rendered nothing visible').toBe(true);
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
