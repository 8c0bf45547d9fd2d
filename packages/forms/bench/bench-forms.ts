/**
 * `pnpm bench:forms` (issue 14 item 8, issue 26 item 5): the same generated 500-field form (250
 * text, 100 number, 75 select, 50 date, 25 boolean; 50 required; 20 rules) rendered in one page
 * harness by @insulcalc/forms, @rjsf/core 6 with @rjsf/validator-ajv8, @jsonforms/react with its
 * vanilla renderers, and a plain-React floor, in real chromium (Debian's, through playwright-core)
 * at 1× and 4× CPU (DevTools throttling). Prints the figures side by side and writes them to
 * bench/results.json (the latest run first in `history`).
 *
 * @insulcalc/forms is measured as another team gets it: the package and its workspace
 * dependencies are packed (`pnpm pack`), installed with npm with the peers' packages into a
 * project outside the workspace, and the four pages are built there by Vite. BENCH_PACK_BUILT=1:
 * the packages' dist/ is fresh (packing skips their prepack build).
 * BENCH_NO_BUILD=1 measures the pages already in bench/dist (another build's, copied there, for
 * runs that alternate two builds on a busy machine); BENCH_ONLY=insulcalc,floor measures some
 * libraries only; BENCH_LABEL names the build in results.json.
 *
 * Each figure is measured inside the page (performance.now() to the frame after the change is in
 * the DOM), so the driver's protocol round trips never count. Runs: BENCH_RUNS (default 3) fresh
 * pages per library and rate; a figure is the median over the runs.
 */
import { createServer, type Server } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { BenchPage } from './pages/protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.join(here, '..');
const repoRoot = path.join(packageDir, '..', '..');
const outDir = path.join(here, 'dist');
/** The consumer project the pages are built in (set by `installPacked`). */
let consumerDir = '';
const LIBRARIES = ['insulcalc', 'rjsf', 'jsonforms', 'floor'] as const;
type Library = (typeof LIBRARIES)[number];
const LABELS: Record<Library, string> = {
  insulcalc: '@insulcalc/forms',
  rjsf: 'RJSF 6 + ajv8',
  jsonforms: 'JSON Forms vanilla',
  floor: 'plain React floor',
};
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KEYS = 30;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  loadToPaint: number;
  mount: number;
  keyP50: number;
  keyP95: number;
  ruleToggle: number;
  validateAll: number;
  rendersPerKey: number;
  errorsShown: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * The virtual module `bench:forms-texts-en`: this package's texts in English only. The page
 * renders one language, as an app gets one language's texts from the server (never all six in its
 * script), and as the peers' pages carry only their English texts.
 */
function englishTexts(): Plugin {
  const id = 'bench:forms-texts-en';
  return {
    name: 'bench-english-texts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      // The installed package's texts (what the consumer gets).
      const texts = JSON.parse(
        await readFile(
          path.join(consumerDir, 'node_modules', '@insulcalc', 'forms', 'translations', 'forms.json'),
          'utf8',
        ),
      ) as Record<string, { en: string }>;
      return `export default ${JSON.stringify(
        Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value.en])),
      )};`;
    },
  };
}

/** scripts/pack-workspace.mjs (plain JS shared with the test command's pack check). */
interface PackWorkspace {
  withWorkspaceDependencies(names: string[]): string[];
  packPackages(
    names: string[],
    destination: string,
    options: { built: boolean },
  ): { tarballs: Record<string, string>; peerVersions: Record<string, string> };
  installConsumer(
    project: string,
    tarballs: Record<string, string>,
    dependencies: Record<string, string>,
  ): void;
}

/**
 * Packs @insulcalc/forms with its workspace dependencies, installs the tarballs and the peers'
 * packages (at this package's devDependency versions) in a project outside the workspace, and
 * copies the pages (and the form generator they share) there.
 */
async function installPacked(): Promise<string> {
  const packing = (await import(
    pathToFileURL(path.join(repoRoot, 'scripts', 'pack-workspace.mjs')).href
  )) as PackWorkspace;
  const scratch = await mkdtemp(path.join(tmpdir(), 'insulcalc-bench-forms-'));
  const names = packing.withWorkspaceDependencies(['@insulcalc/forms']);
  const { tarballs, peerVersions } = packing.packPackages(names, scratch, {
    built: process.env.BENCH_PACK_BUILT === '1',
  });
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const peers = Object.fromEntries(
    Object.entries(manifest.devDependencies).filter(([name]) =>
      /^(react|react-dom|@rjsf\/|@jsonforms\/)/.test(name),
    ),
  );
  const project = path.join(scratch, 'consumer');
  packing.installConsumer(project, tarballs, { ...peerVersions, ...peers });
  // The same layout as here (bench/pages beside src/), so the pages' relative imports hold.
  await cp(path.join(here, 'pages'), path.join(project, 'bench', 'pages'), { recursive: true });
  await cp(
    path.join(packageDir, 'src', 'stories', 'generateForm.ts'),
    path.join(project, 'src', 'stories', 'generateForm.ts'),
  );
  return project;
}

async function buildPages(): Promise<void> {
  const pagesDir = path.join(consumerDir, 'bench', 'pages');
  await build({
    root: pagesDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), englishTexts()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: {
        // The package entry's modules that the page tree-shakes away still pass the parser; a
        // React Compiler opt-out directive there ("use no memo") is no concern of this page.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        input: Object.fromEntries(
          LIBRARIES.map((library) => [library, path.join(pagesDir, `${library}.html`)]),
        ),
      },
    },
  });
}

/**
 * The gzipped size of every script a page loads (its entry and the chunks it imports); with
 * `withLazy`, also the chunks it may load later (dynamic imports: controls loaded when first
 * rendered), so a lazily loaded control never hides its cost.
 */
async function gzippedJs(library: Library, withLazy = false): Promise<number> {
  const html = await readFile(path.join(outDir, `${library}.html`), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)) files.add(match[1]!);
  // Follow static imports of the entry chunks (modulepreload lists most; imports cover the rest).
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    const text = await readFile(path.join(outDir, file), 'utf8');
    // Vite names a dynamic import's chunk and its dependencies as "assets/x.js" (preload lists).
    if (withLazy)
      for (const match of text.matchAll(/"(assets\/[^"]+\.js)"/g))
        if (!files.has(match[1]!)) {
          files.add(match[1]!);
          queue.push(match[1]!);
        }
    for (const match of text.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const next = path.join(path.dirname(file), match[1]!);
      if (!files.has(next)) {
        files.add(next);
        queue.push(next);
      }
    }
  }
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(outDir, file))).length;
  return total;
}

function serve(): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

/** Navigation start to the last field painted, at `rate`: the page mounts as soon as it has run. */
async function loadToPaint(browser: Browser, url: string, library: Library, rate: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${url}/${library}.html#load`);
    await page.waitForFunction(() => window.__loadToPaint !== undefined, undefined, { timeout: 120_000 });
    return await page.evaluate(() => window.__loadToPaint!);
  } finally {
    await page.close();
  }
}

/** A measurement that passed the page's limit (60 s): the library's figures for that run are missing. */
const DID_NOT_FINISH = null;

async function measure(
  browser: Browser,
  url: string,
  library: Library,
  rate: number,
): Promise<Figures | typeof DID_NOT_FINISH> {
  const loaded = await loadToPaint(browser, url, library, rate);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${url}/${library}.html`);
    await page.waitForFunction(() => window.__benchReady === true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const call = <K extends keyof BenchPage>(name: K, ...args: Parameters<BenchPage[K]>) =>
      page.evaluate(
        ([n, a]) => (window.__bench![n] as (...x: unknown[]) => Promise<unknown>)(...(a as unknown[])),
        [name, args] as const,
      );
    const mount = (await call('mount')) as number;
    const keys = (await call('keystrokes', KEYS)) as number[];
    const rendersPerKey = (await call('rendersPerKeystroke', 5)) as number;
    const ruleToggle = (await call('toggleRule')) as number;
    const validateAll = (await call('validateAll')) as number;
    const errorsShown = await page.evaluate(() => window.__bench!.errorsShown());
    return {
      errorsShown,
      loadToPaint: loaded,
      mount,
      keyP50: percentile(keys, 50),
      keyP95: percentile(keys, 95),
      ruleToggle,
      validateAll,
      rendersPerKey,
    };
  } catch (error) {
    await page.screenshot({ path: path.join(outDir, `failure-${library}-${rate}x.png`) });
    // A peer too slow for the limit (JSON Forms at 4× CPU) is a result, not a broken bench.
    if (error instanceof Error && error.message.includes('bench: condition not met in time')) {
      console.log(`  ${rate}× ${LABELS[library]}: did not finish within the page's 60 s limit`);
      return DID_NOT_FINISH;
    }
    throw error;
  } finally {
    await page.close();
  }
}

function table(
  results: Record<string, Record<Library, Figures | typeof DID_NOT_FINISH>>,
  sizes: Record<Library, number>,
  lazySizes: Record<Library, number>,
): string {
  const rows: string[] = [];
  const pad = (text: string, width: number) => text.padEnd(width);
  const header = ['metric', ...LIBRARIES.map((library) => LABELS[library]), 'forms ÷ floor'];
  const widths = [34, 20, 20, 20, 20, 14];
  rows.push(header.map((cell, i) => pad(cell, widths[i]!)).join(' '));
  const metrics: [keyof Figures, string, (v: number) => string][] = [
    ['loadToPaint', 'page load to last field painted (ms)', (v) => v.toFixed(0)],
    ['mount', 'mount to last field painted (ms)', (v) => v.toFixed(0)],
    ['keyP50', 'keystroke to paint p50 (ms)', (v) => v.toFixed(1)],
    ['keyP95', 'keystroke to paint p95 (ms)', (v) => v.toFixed(1)],
    ['ruleToggle', 'rule toggle (ms)', (v) => v.toFixed(1)],
    ['validateAll', 'validate-all, 50 required (ms)', (v) => v.toFixed(1)],
    ['rendersPerKey', 'component renders per keystroke', (v) => v.toFixed(1)],
    ['errorsShown', 'errors shown by validate-all (of 50)', (v) => v.toFixed(0)],
  ];
  for (const [rate, figures] of Object.entries(results)) {
    rows.push(`-- CPU ${rate} --`);
    for (const [key, label, format] of metrics) {
      const floor = figures.floor?.[key];
      const engine = figures.insulcalc?.[key];
      const ratio = floor && engine !== undefined ? (engine / floor).toFixed(2) : '—';
      const cell = (library: Library) => {
        const value = figures[library];
        return value ? format(value[key]) : '> 60 s';
      };
      rows.push([label, ...LIBRARIES.map(cell), ratio].map((cell, i) => pad(cell, widths[i]!)).join(' '));
    }
  }
  rows.push(
    ['gzipped JS (kB)', ...LIBRARIES.map((library) => (sizes[library] / 1024).toFixed(1)), '']
      .map((cell, i) => pad(cell, widths[i]!))
      .join(' '),
  );
  rows.push(
    ['… with lazy chunks (kB)', ...LIBRARIES.map((library) => (lazySizes[library] / 1024).toFixed(1)), '']
      .map((cell, i) => pad(cell, widths[i]!))
      .join(' '),
  );
  return rows.join('\n');
}

async function main(): Promise<void> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    console.log('bench:forms: packing @insulcalc/forms and installing it outside the workspace…');
    consumerDir = await installPacked();
    console.log(`bench:forms: building the four harness pages in ${consumerDir}…`);
    await buildPages();
    await rm(path.dirname(consumerDir), { recursive: true, force: true });
  }
  const only = process.env.BENCH_ONLY?.split(',');
  const sizes = Object.fromEntries(
    await Promise.all(LIBRARIES.map(async (library) => [library, await gzippedJs(library)] as const)),
  ) as Record<Library, number>;
  const lazySizes = Object.fromEntries(
    await Promise.all(LIBRARIES.map(async (library) => [library, await gzippedJs(library, true)] as const)),
  ) as Record<Library, number>;
  console.log(
    `gzipped JS (kB), first load / with lazy chunks: ${LIBRARIES.map(
      (library) =>
        `${LABELS[library]} ${(sizes[library] / 1024).toFixed(1)} / ${(lazySizes[library] / 1024).toFixed(1)}`,
    ).join(', ')}`,
  );
  // The machine may be shared: the load average beside the figures says how much to trust them.
  const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
  const { server, url } = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const results: Record<string, Record<Library, Figures | typeof DID_NOT_FINISH>> = {};
  try {
    const chosen = LIBRARIES.filter((library) => !only || only.includes(library));
    for (const rate of RATES) {
      const perLibrary = {} as Record<Library, Figures | typeof DID_NOT_FINISH>;
      // Runs interleave the libraries (A B C D, A B C D, …): on a shared machine a burst of load
      // then touches every library's figures alike instead of one library's runs.
      const runsOf = Object.fromEntries(chosen.map((library) => [library, [] as Figures[]])) as Record<
        Library,
        Figures[]
      >;
      for (let run = 0; run < RUNS; run++)
        for (const library of chosen) {
          const figures = await measure(browser, url, library, rate);
          if (figures) runsOf[library].push(figures);
        }
      for (const library of chosen) {
        // The median of the runs that finished; none finished → the library did not finish.
        const runs = runsOf[library];
        if (runs.length === 0) {
          perLibrary[library] = DID_NOT_FINISH;
          console.log(`  ${rate}× ${LABELS[library]}: no run finished within 60 s`);
          continue;
        }
        perLibrary[library] = Object.fromEntries(
          (Object.keys(runs[0]!) as (keyof Figures)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
        ) as unknown as Figures;
        console.log(`  ${rate}× ${LABELS[library]}: ${JSON.stringify(perLibrary[library])}`);
      }
      results[`${rate}×`] = perLibrary;
    }
  } finally {
    await browser.close();
    server.close();
  }
  const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
  console.log(`load average (1, 5, 15 min): before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
  if (!only) console.log(`\n${table(results, sizes, lazySizes)}\n`);
  {
    // The results file keeps every run, newest first (the README shows the latest only); a run of
    // some libraries only (BENCH_ONLY) is kept too, with its label (BENCH_LABEL: which build).
    const file = path.join(here, 'results.json');
    const previous = existsSync(file)
      ? (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>)
      : {};
    const history = Array.isArray(previous.history)
      ? (previous.history as unknown[])
      : Object.keys(previous).length > 0
        ? [previous]
        : [];
    const latest = {
      date: new Date().toISOString(),
      measured: 'packed tarball of @insulcalc/forms/basic installed outside the workspace, built by Vite',
      ...(process.env.BENCH_LABEL ? { label: process.env.BENCH_LABEL } : {}),
      ...(only ? { libraries: only } : {}),
      runs: RUNS,
      keys: KEYS,
      loadAverage: { before: loadBefore, after: loadAfter },
      results,
      gzippedBytes: sizes,
      gzippedBytesWithLazyChunks: lazySizes,
    };
    await writeFile(file, `${JSON.stringify({ history: [latest, ...history] }, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
