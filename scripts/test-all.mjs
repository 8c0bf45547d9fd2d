#!/usr/bin/env node
// Runs every test of the repository in order and prints one plain summary line
// "N passed, N failed" (test cases from the runners' JSON reports, plus one count per check
// such as a package's typecheck or the Storybook build). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.TURBO_TELEMETRY_DISABLED = '1';

const workspaceDirs = ['packages', 'apps']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name)),
  )
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')));

const results = [];
let passed = 0;
let failed = 0;

function run(title, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.status === 0;
  console.log(
    `=== ${title}: ${ok ? 'ok' : `FAILED (exit ${outcome.status ?? outcome.signal})`} in ${seconds} s`,
  );
  return ok;
}

function check(title, ok) {
  results.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  if (ok) passed += 1;
  else failed += 1;
}

/** Adds the counts of a vitest JSON report; a missing report after a failed run counts as one failure. */
function countReport(title, reportPath, runOk) {
  if (!existsSync(reportPath)) {
    check(`${title} (no report)`, runOk && false);
    return;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const ok = report.numPassedTests ?? 0;
  // A file that failed without a failing test (an import error, a failing hook) counts once.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const bad = (report.numFailedTests ?? 0) + brokenFiles;
  results.push({ title, passed: ok, failed: bad });
  passed += ok;
  failed += bad;
  if (!runOk && bad === 0) check(`${title} (runner failed)`, false);
}

const turbo = ['exec', 'turbo', 'run'];
const turboFlags = ['--output-logs=errors-only', '--concurrency=2', '--continue'];

/** Exit code per package of the last `turbo run … --summarize`, then removes the summary. */
function taskExitCodes(task) {
  const summaries = path.join(root, '.turbo/runs');
  const codes = new Map();
  if (!existsSync(summaries)) return codes;
  const latest = readdirSync(summaries)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .pop();
  if (latest) {
    const summary = JSON.parse(readFileSync(path.join(summaries, latest), 'utf8'));
    for (const taskRun of summary.tasks ?? []) {
      if (taskRun.task !== task || taskRun.command === '<NONEXISTENT>') continue;
      codes.set(taskRun.package, taskRun.execution?.exitCode ?? 1);
    }
  }
  rmSync(summaries, { recursive: true, force: true });
  return codes;
}

// 1. Static checks, one count per package and task.
for (const task of ['typecheck', 'lint']) {
  const ok = run(task, 'pnpm', [...turbo, task, ...turboFlags, '--summarize']);
  const codes = taskExitCodes(task);
  for (const [name, code] of codes) check(`${name} ${task}`, code === 0);
  if (codes.size === 0) check(task, ok);
}
// Import boundaries and cycles (.dependency-cruiser.cjs): the package order, exports-only
// imports, no package importing an app, server modules through their index.ts, no cycles.
check(
  'import boundaries (dependency-cruiser)',
  run('boundaries', 'pnpm', ['run', '--silent', 'lint:boundaries']),
);
check(
  'translations complete in six languages',
  run('translations', process.execPath, ['--import', 'tsx', 'scripts/check-translations.mjs']),
);
check(
  'format (prettier --check)',
  run('format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']),
);

// 2. Builds (the e2e suite and the Storybook build need them).
check('build', run('build', 'pnpm', [...turbo, 'build', ...turboFlags]));
check('pack, install and import every package', run('pack', process.execPath, ['scripts/pack-check.mjs']));

// 3. Unit and integration tests (the server's run both on PGlite and on PostgreSQL).
for (const dir of workspaceDirs) rmSync(path.join(root, dir, 'reports'), { recursive: true, force: true });
run('unit and integration tests', 'pnpm', [
  ...turbo,
  'test',
  ...turboFlags.filter((flag) => flag !== '--concurrency=2'),
  '--concurrency=1',
  '--summarize',
]);
const testExitCodes = taskExitCodes('test');
for (const dir of workspaceDirs) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  if (!manifest.scripts?.test) continue;
  const reportsDir = path.join(root, dir, 'reports');
  const reports = existsSync(reportsDir)
    ? readdirSync(reportsDir).filter((file) => file.startsWith('vitest') && file.endsWith('.json'))
    : [];
  if (reports.length === 0) check(`${manifest.name} test (no report)`, false);
  for (const report of reports)
    countReport(
      `${manifest.name} ${report}`,
      path.join(reportsDir, report),
      testExitCodes.get(manifest.name) === 0,
    );
}

// 4. Storybook, built as a smoke test of every story; then axe-core over every story of the build
//    (one test per story of storybook-static/index.json, in chromium through playwright-core).
const storybookOk = run('storybook', 'pnpm', ['run', 'build-storybook']);
check('storybook build', storybookOk);
rmSync(path.join(root, 'reports/storybook-a11y.json'), { force: true });
const storybookA11yOk =
  storybookOk && run('storybook axe', 'pnpm', ['--filter', '@insulcalc/e2e', 'run', 'storybook:a11y']);
countReport('storybook axe', path.join(root, 'reports/storybook-a11y.json'), storybookA11yOk);

// 5. Browser end-to-end tests against the real built server.
rmSync(path.join(root, 'reports/e2e.json'), { force: true });
const e2eOk = run('e2e', 'pnpm', ['--filter', '@insulcalc/e2e', 'run', 'e2e']);
countReport('e2e', path.join(root, 'reports/e2e.json'), e2eOk);

console.log('\nSummary:');
for (const result of results) {
  if (result.failed > 0 || result.passed > 1)
    console.log(
      `  ${result.failed > 0 ? 'FAIL' : 'ok  '} ${result.title}: ${result.passed} passed, ${result.failed} failed`,
    );
}
console.log(
  `  (${results.filter((result) => result.passed === 1 && result.failed === 0).length} single checks passed)`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
