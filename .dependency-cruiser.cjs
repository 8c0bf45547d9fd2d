// Import boundaries of the workspace (issue 9 item 7), checked by `pnpm lint:boundaries` in the
// test command. Every rule names the convention it enforces; docs/decisions/0005 says why
// dependency-cruiser.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

/**
 * Packages from the bottom of the list up: a package may import only packages before it.
 * `thermal`, `api-schema`, `tokens` and `test-utils` stand outside the chain (see `allowed` below).
 */
const CHAIN = ['i18n', 'dialogs', 'shell', 'forms', 'insulation'];
/**
 * The platform's screen packages sit on the form engine, each after the ones it may use; the
 * calculator (`insulation`) is not among them: the apps compose the two halves.
 */
const PLATFORM = ['documents', 'dashboards', 'administration', 'designer', 'workflow'];
const FORM_ENGINE = CHAIN.slice(0, CHAIN.indexOf('forms') + 1);

/** Which workspace packages each package may import (its own files aside). */
const allowed = {
  thermal: [],
  // the spec §9 design constants (breakpoints, transitions, tooltips): every UI package reads them
  tokens: [],
  'api-schema': ['thermal'],
  'test-utils': ['i18n', 'thermal', 'api-schema'],
  ...Object.fromEntries(
    CHAIN.map((name, index) => [
      name,
      [...CHAIN.slice(0, index), 'api-schema', 'tokens', ...(name === 'insulation' ? ['thermal'] : [])],
    ]),
  ),
  ...Object.fromEntries(
    PLATFORM.map((name, index) => [
      name,
      [...FORM_ENGINE, ...PLATFORM.slice(0, index), 'api-schema', 'thermal', 'tokens'],
    ]),
  ),
};

const packagesDir = path.join(__dirname, 'packages');
const packageNames = readdirSync(packagesDir).filter((name) =>
  existsSync(path.join(packagesDir, name, 'package.json')),
);

/** The source files a package's exports map names: the only files other code may import. */
const entryFiles = packageNames.flatMap((name) => {
  const manifest = JSON.parse(readFileSync(path.join(packagesDir, name, 'package.json'), 'utf8'));
  return Object.values(manifest.exports ?? {})
    .filter((target) => typeof target === 'string' && /\.tsx?$/.test(target))
    .map((target) => `packages/${name}/${target.replace(/^\.\//, '')}`);
});
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Test files, stories and test helper modules (testing.ts, testTexts.ts …) may use the test helpers package. */
const TEST_FILE =
  '\\.(test|stories)\\.tsx?$|/testing(\\.tsx?|/)|/test[A-Z][A-Za-z]*\\.tsx?$|/test-utils/|/storyApp\\.tsx$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle (type-only imports included) makes the order of modules matter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'undeclared-workspace-import',
      comment:
        'An @insulcalc/* import that does not resolve: the package is not a dependency (an import up the list usually is not) or the entry is not in its exports map.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@insulcalc/' },
    },
    {
      name: 'package-imports-app',
      comment: 'Nothing under packages/ imports an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-through-exports',
      comment:
        'Another package is imported through its exports map (its src/index.ts or a named entry), never a file inside its src.',
      severity: 'error',
      from: { path: '^(packages|apps|e2e)/([^/]+)/' },
      to: {
        path: '^packages/',
        pathNot: ['^packages/$2/', ...entryFiles.map((file) => `^${escape(file)}$`), '/translations/'],
      },
    },
    ...Object.entries(allowed).map(([name, deps]) => ({
      name: `up-the-package-list-${name}`,
      comment: `${name} may import only ${deps.length ? deps.join(', ') : 'no workspace package'} (README: package order).`,
      severity: 'error',
      from: { path: `^packages/${escape(name)}/`, pathNot: TEST_FILE },
      to: {
        path: '^packages/',
        pathNot: [`^packages/${escape(name)}/`, ...deps.map((dep) => `^packages/${escape(dep)}/`)],
      },
    })),
    {
      name: 'process-engine-core-stands-alone',
      comment:
        "The process engine's core is framework-free (zod, json-logic-js): no workspace package, no React.",
      severity: 'error',
      from: { path: '^packages/workflow/src/core/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!workflow/)|node_modules/(react|react-dom|@reduxjs)/)' },
    },
    {
      name: 'test-helpers-in-production-code',
      comment: 'The test helpers package is for tests, stories and benches only.',
      severity: 'error',
      // an app's test/ folder (global set-ups, harnesses) and scripts/ (benches) are not shipped
      from: { path: '^(packages|apps)/', pathNot: [TEST_FILE, '^apps/[^/]+/(test|scripts)/'] },
      to: { path: '^packages/test-utils/' },
    },
    {
      name: 'server-module-internals',
      comment: "A server module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        // a module's testing.ts is its public test helper (fixtures for other modules' tests)
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/testing\\.ts$',
        ],
      },
    },
    {
      name: 'shell-concern-internals',
      comment:
        "The shell's separate concerns (HTTP client core, telemetry, F8 recorder) are used through their folder's index.ts.",
      severity: 'error',
      from: { path: '^packages/shell/src/', pathNot: '^packages/shell/src/(http|telemetry|recorder)/' },
      to: { path: '^packages/shell/src/(http|telemetry|recorder)/', pathNot: '/index\\.ts$' },
    },
    {
      name: 'shell-concerns-apart',
      comment: 'Each separate concern of the shell uses another only through its index.ts.',
      severity: 'error',
      from: { path: '^packages/shell/src/(http|telemetry|recorder)/' },
      to: {
        path: '^packages/shell/src/(http|telemetry|recorder)/',
        pathNot: ['^packages/shell/src/$1/', '/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['/dist/', '/node_modules/', '/storybook-static/', '/coverage/', '\\.d\\.ts$', '/ssr/dist/'],
    },
    // Type-only imports count: a type-only cycle still ties two modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
