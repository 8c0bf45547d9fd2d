/**
 * Benchmark of the public site in real chromium against the real built server (not a timed test):
 *
 * - gzipped JS of the landing route (/) and of the configurator route (/Configurator): the sum of
 *   the gzip sizes (level 9) of every JavaScript response the page loads until the network is idle;
 *   for information also the gzipped HTML document (the landing is rendered on the server for
 *   anonymous visitors, so its document carries the page's markup);
 * - input-to-result latency in the configurator: performance.now() from an `input` event on the
 *   medium temperature to the update of the result in the DOM, median (and p95) over 50 edits, on
 *   the default pipe insulated with the first product of the list.
 *
 * Needs `pnpm build` first. Run: `pnpm bench:public` (the e2e package's `bench` script).
 * Prints a JSON report and a Markdown table; exits non-zero when a target is missed with --strict.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, startServer } from '../harness';

const TARGETS = { landingKb: 120, configuratorKb: 300, latencyMs: 16 };
const EDITS = 50;

interface JsTransfer {
  url: string;
  bytes: number;
  gzip: number;
  /** Bytes on the wire as served (the server sends pre-compressed .br/.gz when accepted). */
  transferred: number;
}

interface RouteMeasure {
  scripts: JsTransfer[];
  /** gzip (level 9) of the HTML document. */
  documentGzip: number;
}

async function measureRoute(
  page: Page,
  url: string,
  ready: string,
  /** Scrolled into view first (the configurator's charts draw when scrolled near). */
  scrollTo?: string,
): Promise<RouteMeasure> {
  const scripts: Promise<JsTransfer | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    if (type !== 'script' && !path.endsWith('.js')) return;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({
          url: path,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        }))
        .catch(() => null),
    );
  });
  const document = await page.goto(url, { waitUntil: 'load' });
  const html = document ? await document.body() : Buffer.alloc(0);
  if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded({ timeout: 60_000 });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const settled = await Promise.all(scripts);
  return {
    scripts: settled.filter((s): s is JsTransfer => s !== null),
    documentGzip: gzipSync(html, { level: 9 }).length,
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// Runs in the page. Kept as source text: tsx's keepNames helpers (__name) do not exist there.
const LATENCY_SCRIPT = `async (edits) => {
  const input = document.getElementById('f-mediumDetails-mediumTemperature');
  const result = () => document.querySelector('[data-testid="headline-value"]');
  if (!input || !result()) throw new Error('The configurator is not on the page.');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const samples = [];
  for (let i = 0; i < edits; i++) {
    const before = result()?.textContent;
    const value = String(100 + (i % 2 === 0 ? 1 : -1) * (5 + (i % 17)));
    let observer;
    const done = new Promise((resolve) => {
      observer = new MutationObserver(() => {
        if (result()?.textContent !== before) resolve(performance.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const t0 = performance.now();
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // React applies discrete events synchronously: the DOM may already be updated here.
    const t1 = result()?.textContent !== before ? performance.now() : await done;
    observer.disconnect();
    samples.push(t1 - t0);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  return samples;
}`;

async function measureLatency(page: Page): Promise<number[]> {
  return page.evaluate(`(${LATENCY_SCRIPT})(${EDITS})`) as Promise<number[]>;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

async function main() {
  const strict = process.argv.includes('--strict');
  const server = await startServer({ name: 'public-bench' });
  const browser = await launchBrowser();
  try {
    const landingPage = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const landing = await measureRoute(landingPage.page, `${server.url}/`, 'main h1');
    await landingPage.context.close();

    const configuratorPage = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const configurator = await measureRoute(
      configuratorPage.page,
      `${server.url}/Configurator`,
      '[data-testid="chart-profile"]',
      '.icc-charts',
    );
    // A realistic calculation: the first (recommended) insulation product on the default pipe.
    await configuratorPage.page.locator('#f-insulationInfo-0-insulationProductId').selectOption({ index: 1 });
    await configuratorPage.page.locator('[data-testid="headline-value"]').waitFor();
    // Warm-up edits (JIT), then the measured ones.
    await measureLatency(configuratorPage.page);
    const samples = await measureLatency(configuratorPage.page);
    await configuratorPage.context.close();

    const sum = (list: JsTransfer[]) => list.reduce((a, s) => a + s.gzip, 0);
    const wire = (list: JsTransfer[]) => list.reduce((a, s) => a + s.transferred, 0);
    const route = ({ scripts: list, documentGzip }: RouteMeasure) => ({
      gzipKb: kb(sum(list)),
      transferredKb: kb(wire(list)),
      documentGzipKb: kb(documentGzip),
      files: list.map((s) => ({ url: s.url, gzipKb: kb(s.gzip), transferredKb: kb(s.transferred) })),
    });
    const report = {
      date: new Date().toISOString(),
      landing: route(landing),
      configurator: route(configurator),
      latency: {
        edits: samples.length,
        medianMs: Math.round(quantile(samples, 0.5) * 100) / 100,
        p95Ms: Math.round(quantile(samples, 0.95) * 100) / 100,
        maxMs: Math.round(Math.max(...samples) * 100) / 100,
      },
      targets: TARGETS,
    };
    console.log(JSON.stringify(report, null, 2));
    const ok = (v: number, t: number) => (v <= t ? 'met' : 'missed');
    console.log('\n| measure | value | target | |');
    console.log('|---|---|---|---|');
    console.log(
      `| landing route JS (gzip) | ${report.landing.gzipKb} kB (on the wire, brotli: ${report.landing.transferredKb} kB) | ≤ ${TARGETS.landingKb} kB | ${ok(report.landing.gzipKb, TARGETS.landingKb)} |`,
    );
    console.log(
      `| landing HTML document (gzip, for information) | ${report.landing.documentGzipKb} kB | | |`,
    );
    console.log(
      `| configurator route JS (gzip) | ${report.configurator.gzipKb} kB (on the wire, brotli: ${report.configurator.transferredKb} kB) | ≤ ${TARGETS.configuratorKb} kB | ${ok(report.configurator.gzipKb, TARGETS.configuratorKb)} |`,
    );
    console.log(
      `| input → result latency, median of ${samples.length} | ${report.latency.medianMs} ms (p95 ${report.latency.p95Ms} ms) | ≤ ${TARGETS.latencyMs} ms | ${ok(report.latency.medianMs, TARGETS.latencyMs)} |`,
    );
    const missed =
      report.landing.gzipKb > TARGETS.landingKb ||
      report.configurator.gzipKb > TARGETS.configuratorKb ||
      report.latency.medianMs > TARGETS.latencyMs;
    if (strict && missed) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
