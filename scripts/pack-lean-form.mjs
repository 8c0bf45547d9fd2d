// The form engine as another team gets it (issue 26 item 5, issue 27 item 7), checked in a project
// where the packed tarballs are installed (scripts/pack-check.mjs):
// 1. The forms README's embedding example (the ```jsx block after "<!-- embed-example -->") runs
//    there unchanged in a DOM (jsdom) and renders its fields and a validation message.
// 2. The same example built by Vite into an app: the JS loaded before first render (the entry
//    chunk and what it imports statically) stays under LEAN_FORM_BUDGET gzipped and holds no
//    module of the shell, Redux, react-router, react-aria or the heavy controls (those must stay
//    in lazily loaded chunks).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './pack-workspace.mjs';

/**
 * Gzipped JS a page embedding the lean form loads before its first render: under JSON Forms 3's
 * 152 KiB (issue 26). Measured 134.9 KiB on 2026-11-29 (React and react-dom about 60, zod, the
 * i18n provider with react-intl and dayjs, the engine); the shell, Redux or react-aria's controls
 * would each push it over.
 */
export const LEAN_FORM_BUDGET = 140 * 1024;
/** Packages whose modules must not be in the lean form's first load. */
export const NOT_IN_LEAN_FIRST_LOAD =
  /\/node_modules\/(@insulcalc\/shell|@insulcalc\/dialogs\/dist\/index|@reduxjs|react-redux|redux|react-router|react-aria|react-aria-components|@react-aria|@react-stately|@internationalized|@tanstack|@codemirror|@tiptap|prosemirror-[a-z]+|exceljs|dompurify)\//;

// The i18n provider's locale context for react-aria (@insulcalc/i18n wraps it): four small modules,
// no control. Every other react-aria module must load with the control that needs it.
const ALLOWED_IN_LEAN_FIRST_LOAD = /\/node_modules\/react-aria\/dist\/private\/(i18n|ssr)\//;

const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** The README's embedding example, verbatim. */
export function readmeExample() {
  const readme = readFileSync(path.join(root, 'packages/forms/README.md'), 'utf8');
  const match = /<!-- embed-example -->\s*(?:<!-- prettier-ignore -->\s*)?```jsx\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('packages/forms/README.md has no ```jsx block after <!-- embed-example -->');
  return match[1];
}

/** Runs the example with plain Node in a jsdom document; returns the HTML it rendered. */
function runExampleInDom(project, example) {
  const ts = requireFromRoot('typescript');
  const js = ts.transpileModule(example, {
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  }).outputText;
  writeFileSync(path.join(project, 'embed-example.mjs'), js);
  writeFileSync(
    path.join(project, 'embed-run.mjs'),
    `import { JSDOM } from 'jsdom';
const dom = new JSDOM('<!doctype html><html><head></head><body><div id="form"></div></body></html>', { pretendToBeVisual: true });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'MutationObserver'])
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
globalThis.IS_REACT_ACT_ENVIRONMENT = false;
await import('./embed-example.mjs');
const until = async (test) => { for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 25)); };
await until(() => document.querySelectorAll('[data-field] input').length >= 2);
const html = document.getElementById('form').innerHTML;
process.stdout.write(html);
process.exit(0);
`,
  );
  return execFileSync(process.execPath, ['embed-run.mjs'], {
    cwd: project,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Builds `main.jsx` (beside `index.html` in `pageDir`, dependencies from the consumer project) with
 * Vite as an app would and returns the first-load figures: the entry chunk and its static imports.
 */
export async function buildFirstLoad(pageDir) {
  const { build } = await import(pathToFileURL(requireFromRoot.resolve('vite')).href);
  const { default: react } = await import(
    pathToFileURL(requireFromRoot.resolve('@vitejs/plugin-react')).href
  );
  const result = await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { write: false, target: 'es2022', modulePreload: false },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const first = new Set();
  const queue = [entry.fileName];
  while (queue.length) {
    const name = queue.pop();
    if (first.has(name)) continue;
    first.add(name);
    queue.push(...chunks.get(name).imports);
  }
  const gzipped = [...first].reduce((sum, name) => sum + gzipSync(chunks.get(name).code).length, 0);
  const modules = [...first].flatMap((name) => chunks.get(name).moduleIds);
  const lazyChunks = [...chunks.keys()].filter((name) => !first.has(name));
  const lazyModules = lazyChunks.flatMap((name) => chunks.get(name).moduleIds);
  return { gzipped, modules, firstChunks: [...first], lazyChunks, lazyModules };
}

/** Both checks; returns the number of failures (and prints ok/FAIL lines like pack-check). */
export async function checkLeanForm(project) {
  let failures = 0;
  const example = readmeExample();
  try {
    const html = runExampleInDom(project, example);
    for (const text of ['Your name', 'E-mail', 'type="email"'])
      if (!html.includes(text)) throw new Error(`the rendered form lacks ${text}: ${html.slice(0, 300)}`);
    console.log('ok   the forms README example runs against the packed tarballs (jsdom)');
  } catch (error) {
    failures += 1;
    const detail = error?.stderr
      ? String(error.stderr).trim().split('\n').slice(0, 8).join('\n')
      : String(error);
    console.error(`FAIL the forms README example: ${detail}`);
  }
  try {
    const pageDir = path.join(project, 'lean-page');
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(
      path.join(pageDir, 'index.html'),
      '<!doctype html><html><body><div id="form"></div><script type="module" src="./main.jsx"></script></body></html>',
    );
    writeFileSync(path.join(pageDir, 'main.jsx'), example);
    const { gzipped, modules, lazyChunks } = await buildFirstLoad(pageDir);
    const heavy = [
      ...new Set(
        modules
          .filter((id) => NOT_IN_LEAN_FIRST_LOAD.test(id) && !ALLOWED_IN_LEAN_FIRST_LOAD.test(id))
          .map((id) => id.replace(/^.*\/node_modules\//, '')),
      ),
    ];
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    if (heavy.length > 0) throw new Error(`the first load holds ${heavy.slice(0, 8).join(', ')}`);
    if (gzipped > LEAN_FORM_BUDGET)
      throw new Error(`the first load is ${kib(gzipped)} gzipped (budget ${kib(LEAN_FORM_BUDGET)})`);
    if (lazyChunks.length === 0)
      throw new Error('no lazily loaded chunk: the react-aria controls are in the first load');
    console.log(
      `ok   @insulcalc/forms/basic in a Vite app: ${kib(gzipped)} gzipped before first render (budget ${kib(LEAN_FORM_BUDGET)}), ${lazyChunks.length} lazy chunks`,
    );
  } catch (error) {
    failures += 1;
    console.error(`FAIL the lean form's first load: ${error instanceof Error ? error.message : error}`);
  }
  try {
    // The full registry (`controlRegistry` of the main entry): its editors, grids and dialogs
    // must stay dynamic imports through the package build, loaded when first rendered.
    const pageDir = path.join(project, 'full-registry-page');
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(
      path.join(pageDir, 'index.html'),
      '<!doctype html><html><body><div id="form"></div><script type="module" src="./main.jsx"></script></body></html>',
    );
    writeFileSync(
      path.join(pageDir, 'main.jsx'),
      example
        .replace(
          /import \{ FormModel, FormView, createBasicControlRegistry, createRecordingView \} from '@insulcalc\/forms\/basic';/,
          "import { FormView, controlRegistry } from '@insulcalc/forms';\nimport { FormModel, createRecordingView } from '@insulcalc/forms/core';",
        )
        .replace('createBasicControlRegistry()', 'controlRegistry'),
    );
    const { modules, lazyModules } = await buildFirstLoad(pageDir);
    const EDITORS = /\/node_modules\/(@codemirror|@tiptap|prosemirror-[a-z]+|exceljs|dompurify)\//;
    const eager = [
      ...new Set(
        modules
          .filter((id) => EDITORS.test(id))
          .map((id) => id.replace(/^.*\/node_modules\//, '').split('/')[0]),
      ),
    ];
    if (eager.length > 0) throw new Error(`the first load holds ${eager.join(', ')}`);
    if (!lazyModules.some((id) => /\/node_modules\/@codemirror\//.test(id)))
      throw new Error('no lazy chunk holds the code editor: the page did not use the full registry');
    console.log('ok   @insulcalc/forms controlRegistry in a Vite app: the editors and dialogs load lazily');
  } catch (error) {
    failures += 1;
    console.error(`FAIL the full registry's first load: ${error instanceof Error ? error.message : error}`);
  }
  return failures;
}
