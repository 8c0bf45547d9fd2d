#!/usr/bin/env node
// Runs every test of the repository in order and prints one plain summary line
// "N passed, N failed" (test cases from the runners' JSON reports, plus one count per check
// such as a package's typecheck or the Storybook build). Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

/**
 * Runs a command with its output prefixed by the lane's name (two lanes print at once), and
 * keeps the whole output in reports/logs/<lane>.log too.
 */
function runInLane(lane, title, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const log = createWriteStream(path.join(logsDir, `${lane}.log`), { flags: 'a' });
    const say = (line) => {
      console.log(`[${lane}] ${line}`);
      log.write(`${line}\n`);
    };
    say(`=== ${title}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) say(line);
      });
      stream.on('end', () => {
        if (pending) say(pending);
      });
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      say(`=== ${title}: ${code === 0 ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds} s`);
      log.end();
      resolve(code === 0);
    });
  });
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

// 3.–5. Two lanes at once: the machine has two cores, and neither lane keeps both busy all the
//    time (the server's suites wait on databases, the browser suites on pages and servers).
//    Lane "units": unit and integration tests (the server's run both on PGlite and PostgreSQL).
//    Lane "browser": the pack check, the Storybook build with axe over every story (one test
//    per story of storybook-static/index.json, in chromium through playwright-core), then the
//    browser end-to-end tests against the real built server.
const logsDir = path.join(root, 'reports/logs');
for (const dir of workspaceDirs) rmSync(path.join(root, dir, 'reports'), { recursive: true, force: true });
rmSync(logsDir, { recursive: true, force: true });
mkdirSync(logsDir, { recursive: true });
rmSync(path.join(root, 'reports/storybook-a11y.json'), { force: true });
rmSync(path.join(root, 'reports/e2e.json'), { force: true });

async function unitLane() {
  await runInLane('units', 'unit and integration tests', 'pnpm', [
    ...turbo,
    'test',
    ...turboFlags.filter((flag) => flag !== '--concurrency=2'),
    '--concurrency=1',
    '--summarize',
  ]);
  return taskExitCodes('test');
}

async function browserLane() {
  const packOk = await runInLane('browser', 'pack', process.execPath, ['scripts/pack-check.mjs']);
  const storybookOk = await runInLane('browser', 'storybook', 'pnpm', ['run', 'build-storybook']);
  const storybookA11yOk =
    storybookOk &&
    (await runInLane('browser', 'storybook axe', 'pnpm', [
      '--filter',
      '@insulcalc/e2e',
      'run',
      'storybook:a11y',
    ]));
  const e2eOk = await runInLane('browser', 'e2e', 'pnpm', ['--filter', '@insulcalc/e2e', 'run', 'e2e']);
  return { packOk, storybookOk, storybookA11yOk, e2eOk };
}

const [testExitCodes, browser] = await Promise.all([unitLane(), browserLane()]);

check('pack, install and import every package', browser.packOk);
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
check('storybook build', browser.storybookOk);
countReport('storybook axe', path.join(root, 'reports/storybook-a11y.json'), browser.storybookA11yOk);
countReport('e2e', path.join(root, 'reports/e2e.json'), browser.e2eOk);

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
