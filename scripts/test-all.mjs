#!/usr/bin/env node
// Runs every test of the repository and prints one plain summary line "N passed, N failed"
// (test cases from the runners' JSON reports, plus one count per check such as a package's
// typecheck or the Storybook build). Exits non-zero on any failure.
//
// The work is a set of jobs (a package's typecheck, lint or tests, the build, the Storybook build
// and its axe run, the pack check, each e2e file) run by a small scheduler: a few at a time
// (TEST_SLOTS, 3 by default: the machine has two cores, and many jobs wait on databases, browsers
// or the network), the longest chains first, each as soon as what it needs is done. A job's
// output goes to reports/logs/<job>.log; a failing job's last lines are printed, and the failing
// tests are listed before the summary line.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.TURBO_TELEMETRY_DISABLED = '1';
// Every job's timeouts at least 4× their quiet-machine budget (scripts/patience.mjs): a job that
// starts on a quiet machine still meets the load of the jobs after it and of whatever runs beside
// the command (a run at eea4ac3 timed out six server tests that had started at load 1.4 and ran at
// 20-40). The timeouts only guard against a hang, so a generous floor costs nothing when all is well.
process.env.TEST_PATIENCE_FLOOR ??= '4';

const SLOTS = Math.max(1, Number(process.env.TEST_SLOTS ?? 3));
const logsDir = path.join(root, 'reports/logs');
const e2eReportsDir = path.join(root, 'reports/e2e');
const started = Date.now();
/**
 * The machine's busy and idle CPU seconds so far (/proc/stat, every core; undefined elsewhere):
 * how much of two cores the whole run kept busy. On a shared machine it includes the others' work.
 */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal, in USER_HZ (100 a second on Linux)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}
const machineAtStart = machineCpu();
const seconds = (ms) => (ms / 1000).toFixed(1);
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const workspaceDirs = ['packages', 'apps']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name)),
  )
  .concat(['e2e'])
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
const manifests = new Map(
  workspaceDirs.map((dir) => [dir, JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'))]),
);

// Earlier reports would be counted again.
for (const dir of workspaceDirs) rmSync(path.join(root, dir, 'reports'), { recursive: true, force: true });
for (const leftover of ['reports/logs', 'reports/e2e', 'reports/storybook-a11y.json', 'reports/e2e.json'])
  rmSync(path.join(root, leftover), { recursive: true, force: true });
mkdirSync(logsDir, { recursive: true });
mkdirSync(e2eReportsDir, { recursive: true });

// --- The jobs -------------------------------------------------------------------------------

/**
 * @typedef {object} Job
 * @property {string} id        unique, also the log file's name
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {Record<string,string>} [env]
 * @property {string[]} [needs]  jobs that must have succeeded first
 * @property {number} cost      rough seconds on a quiet two-core machine: longest chains start first
 * @property {string} [report]  a vitest JSON report whose test counts replace the job's single count
 */
/** @type {Job[]} */
const jobs = [];
const job = (definition) => jobs.push({ needs: [], ...definition });

// Rough costs from earlier runs; they only order the work.
// (forms and insulation run without isolation since decision 0037: 59 and 36 CPU s measured; the
// server runs a third of its files on PostgreSQL as well, no longer all of them.)
const PACKAGE_COSTS = {
  typecheck: { 'apps/server': 60, 'packages/forms': 45 },
  test: {
    'apps/server': 380,
    'packages/forms': 90,
    'packages/insulation': 60,
    'packages/thermal': 60,
    'packages/shell': 60,
    'packages/workflow': 50,
  },
};

// Typecheck and lint run over many packages at once: each package's own `tsc -p` also checks the
// sources of every package it imports (they are consumed from source, decision 0000), and each
// `eslint .` starts ESLint anew, so one program per group of packages with the same compiler
// options, and one ESLint over all of them, do the same checks for far less CPU. Each package
// still counts once: it fails when an error names one of its files (or the group failed
// without naming any file).
const TYPECHECK_SCRIPT = 'tsc --noEmit -p tsconfig.json';
const LINT_SCRIPT = 'eslint .';
const shortName = (dir) => manifests.get(dir).name.replace(/^@insulcalc\//, '');
const typecheckGroups = new Map();
const lintDirs = [];
for (const dir of workspaceDirs) {
  const manifest = manifests.get(dir);
  const tsconfigPath = path.join(root, dir, 'tsconfig.json');
  // A tsconfig.json with comments (JSONC) is not read here: that package runs its own script.
  let tsconfig;
  try {
    tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
  } catch {
    tsconfig = undefined;
  }
  const grouped = manifest.scripts?.typecheck === TYPECHECK_SCRIPT && tsconfig !== undefined;
  if (grouped) {
    const key = JSON.stringify({
      extends: tsconfig.extends && path.resolve(root, dir, tsconfig.extends),
      compilerOptions: tsconfig.compilerOptions ?? {},
      exclude: tsconfig.exclude ?? [],
      // Anything else (files, references) groups only packages that say exactly the same.
      rest: Object.entries(tsconfig).filter(
        ([name]) => !['extends', 'compilerOptions', 'include', 'exclude'].includes(name),
      ),
    });
    if (!typecheckGroups.has(key)) typecheckGroups.set(key, { tsconfig, dirs: [], includes: [] });
    typecheckGroups.get(key).dirs.push(dir);
    typecheckGroups
      .get(key)
      .includes.push(...(tsconfig.include ?? ['**/*']).map((entry) => path.resolve(root, dir, entry)));
  }
  if (manifest.scripts?.lint === LINT_SCRIPT) lintDirs.push(dir);
  for (const task of ['typecheck', 'lint', 'test']) {
    if (!manifest.scripts?.[task]) continue;
    if (dir === 'e2e' && task === 'test') continue;
    if (task === 'typecheck' && grouped) continue;
    if (task === 'lint' && lintDirs.includes(dir)) continue;
    job({
      id: `${task}:${shortName(dir)}`,
      title: `${manifest.name} ${task}`,
      command: 'pnpm',
      args: ['run', '--silent', task],
      cwd: path.join(root, dir),
      cost: PACKAGE_COSTS[task]?.[dir] ?? (task === 'test' ? 30 : task === 'typecheck' ? 15 : 10),
      reportsDir: task === 'test' ? path.join(root, dir, 'reports') : undefined,
    });
  }
}
const groupConfigsDir = path.join(root, 'reports/typecheck');
rmSync(groupConfigsDir, { recursive: true, force: true });
mkdirSync(groupConfigsDir, { recursive: true });
for (const { tsconfig, dirs, includes } of typecheckGroups.values()) {
  const name = dirs.length === 1 ? shortName(dirs[0]) : dirs.map(shortName).join('+');
  const id = dirs.length === 1 ? `typecheck:${name}` : `typecheck:${dirs[0].split('/')[0]}(${dirs.length})`;
  const configPath = path.join(groupConfigsDir, `${id.replace(/[^a-z0-9.-]+/gi, '_')}.json`);
  const absolute = (dir, entry) => path.resolve(root, dir, entry);
  writeFileSync(
    configPath,
    JSON.stringify(
      {
        ...tsconfig,
        ...(tsconfig.extends ? { extends: absolute(dirs[0], tsconfig.extends) } : {}),
        include: includes,
        ...(tsconfig.exclude
          ? { exclude: dirs.flatMap((dir) => tsconfig.exclude.map((entry) => absolute(dir, entry))) }
          : {}),
      },
      null,
      2,
    ),
  );
  job({
    id,
    title: `typecheck ${dirs.join(', ')}`,
    command: 'pnpm',
    args: ['exec', 'tsc', '--noEmit', '--pretty', 'false', '-p', configPath],
    cost: 20 + 12 * dirs.length,
    perPackage: dirs.map((dir) => ({ title: `${manifests.get(dir).name} typecheck`, dir })),
  });
}
if (lintDirs.length > 0)
  job({
    id: 'lint',
    title: `lint ${lintDirs.join(', ')}`,
    command: 'pnpm',
    args: ['exec', 'eslint', ...lintDirs],
    cost: 10 + 5 * lintDirs.length,
    perPackage: lintDirs.map((dir) => ({ title: `${manifests.get(dir).name} lint`, dir })),
  });

// Import boundaries and cycles (.dependency-cruiser.cjs): the package order, exports-only
// imports, no package importing an app, server modules through their index.ts, no cycles.
job({
  id: 'boundaries',
  title: 'import boundaries (dependency-cruiser)',
  command: 'pnpm',
  args: ['run', '--silent', 'lint:boundaries'],
  cost: 10,
});
job({
  id: 'translations',
  title: 'translations complete in six languages',
  command: process.execPath,
  args: ['--import', 'tsx', 'scripts/check-translations.mjs'],
  cost: 5,
});
job({
  id: 'wire-types',
  title: 'one declaration per wire type (@insulcalc/api-schema)',
  command: process.execPath,
  args: ['--import', 'tsx', 'scripts/check-wire-types.mjs'],
  cost: 5,
});
// Stories for every screen package (issue 27 item 6): 80 % of their component files have one.
job({
  id: 'story-coverage',
  title: 'screen packages have stories (check-story-coverage)',
  command: process.execPath,
  args: ['scripts/check-story-coverage.mjs'],
  cost: 2,
});
// The repository reads complete on its own (issue 27): no document or comment points outside it,
// every "spec §N" has its line in docs/spec-map.md, every cited design document is in docs/.
job({
  id: 'docs',
  title: 'docs self-contained (check-docs)',
  command: process.execPath,
  args: ['scripts/check-docs.mjs'],
  cost: 3,
});
job({
  id: 'format',
  title: 'format (prettier --check)',
  command: 'pnpm',
  args: ['exec', 'prettier', '--check', '.', '--log-level=warn'],
  cost: 25,
});
job({
  id: 'build',
  title: 'build',
  command: 'pnpm',
  args: ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', '--concurrency=2'],
  cost: 180,
});
// What we publish installs, loads and renders on its own (mostly waiting on the registry); the
// forms README's embedding example runs on the tarballs and its Vite build stays under budget.
job({
  id: 'pack',
  title: 'pack, install and import every package; the forms README example and first-load gate',
  command: process.execPath,
  args: ['scripts/pack-check.mjs'],
  env: { PACK_BUILT: '1' },
  needs: ['build'],
  cost: 150,
});
// `pnpm release --dry-run`: every publishable package packed and checked as it would be
// published (no workspace: ranges, exports that ship, a README saying how to install it), then
// `pnpm publish --dry-run`.
job({
  id: 'release',
  title: 'release dry run (pnpm release --dry-run)',
  command: process.execPath,
  args: ['scripts/release.mjs', '--dry-run'],
  env: { RELEASE_BUILT: '1' },
  // After the pack job: both run `pnpm pack` in every package directory.
  needs: ['build', 'pack'],
  cost: 60,
});
job({
  id: 'storybook',
  title: 'storybook build',
  command: 'pnpm',
  args: ['run', 'build-storybook'],
  cost: 150,
});
// axe over every story of storybook-static/index.json, in chromium through playwright-core.
job({
  id: 'storybook-axe',
  title: 'storybook axe',
  command: 'pnpm',
  args: [
    '--filter',
    '@insulcalc/e2e',
    'exec',
    'vitest',
    'run',
    '--config',
    'vitest.storybook.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(root, 'reports/storybook-a11y.json')}`,
  ],
  needs: ['storybook'],
  cost: 320,
  report: path.join(root, 'reports/storybook-a11y.json'),
});

// The browser end-to-end tests against the real built server: one job per file, all starting
// their servers from one migrated and seeded data directory.
const templateDataDir = path.join(mkdtempSync(path.join(tmpdir(), 'insulcalc-e2e-run-')), 'template');
job({
  id: 'e2e-template',
  title: 'e2e: the seeded data directory every e2e server starts from',
  command: process.execPath,
  args: ['--import', 'tsx', 'e2e/scripts/template-data-dir.ts', templateDataDir],
  needs: ['build'],
  cost: 40,
});
// Seconds each file took in the last clean run (3 slots on two cores); a file not listed is
// guessed from its size. They only balance the groups below.
const E2E_COSTS = {
  platform: 142,
  designer: 125,
  'dashboards-home': 121,
  'admin-codelist': 98,
  'workflow-offer': 74,
  'forms-platform': 69,
  'editors-richtext': 63,
  projects: 55,
  'grid-search': 49,
  'grid-virtual': 40,
  'documents-template': 39,
  public: 38,
  landing: 37,
  'forms-offer': 37,
  'workflow-processes': 36,
  engineer: 36,
  'controls-formgrid': 34,
  'editors-profiler': 30,
  translations: 29,
  frame: 28,
  'review-dates': 26,
  'grid-lookup': 26,
  csp: 24,
  'configurator-compare': 19,
  smoke: 17,
};
// The files run in a few groups, each one vitest run in one worker that shares one chromium
// between its files (e2e/vitest.config.ts, harness launchBrowser; each file still starts its own
// server and makes fresh browser contexts). A run per file cost a vitest start and a chromium
// launch each, about 2 CPU s. Six groups, balanced by cost (longest first into the lightest),
// leave the scheduler enough pieces to fill the slots at the end of the run.
const E2E_GROUPS = Math.max(1, Number(process.env.TEST_E2E_GROUPS ?? 6));
const onlyPattern = process.env.TEST_ONLY ? new RegExp(process.env.TEST_ONLY) : undefined;
const e2eFiles = readdirSync(path.join(root, 'e2e'))
  .filter((file) => file.endsWith('.e2e.test.ts'))
  .map((file) => {
    const name = file.replace(/\.e2e\.test\.ts$/, '');
    const cost = E2E_COSTS[name] ?? 20 + readFileSync(path.join(root, 'e2e', file), 'utf8').length / 200;
    return { file, name, cost };
  })
  // TEST_ONLY picks e2e files by "e2e:<name>" before they are grouped.
  .filter(({ name }) => !onlyPattern || onlyPattern.test(`e2e:${name}`))
  .sort((a, b) => b.cost - a.cost);
const e2eGroups = Array.from({ length: Math.min(E2E_GROUPS, e2eFiles.length) }, () => ({
  files: [],
  cost: 0,
}));
for (const entry of e2eFiles) {
  const lightest = e2eGroups.reduce((best, group) => (group.cost < best.cost ? group : best));
  lightest.files.push(entry);
  lightest.cost += entry.cost;
}
for (const group of e2eGroups) {
  const names = group.files.map(({ name }) => name);
  const report = path.join(e2eReportsDir, `${names[0]}-group.json`);
  job({
    id: `e2e:${names.join('+')}`,
    title: `e2e ${names.join(', ')}`,
    command: 'pnpm',
    args: [
      '--filter',
      '@insulcalc/e2e',
      'exec',
      'vitest',
      'run',
      ...group.files.map(({ file }) => file),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env: { INSULCALC_E2E_TEMPLATE_DATA_DIR: templateDataDir },
    needs: ['e2e-template'],
    cost: group.cost,
    report,
  });
}

// TEST_ONLY=<regular expression> keeps the jobs whose id matches, with what they need (to try a
// part of the run; the test command runs everything).
if (process.env.TEST_ONLY) {
  const pattern = new RegExp(process.env.TEST_ONLY);
  const keep = new Set();
  const add = (id) => {
    if (keep.has(id)) return;
    keep.add(id);
    for (const need of jobs.find((entry) => entry.id === id)?.needs ?? []) add(need);
  };
  // The e2e groups hold only the files the pattern picked (above).
  for (const entry of jobs) if (pattern.test(entry.id) || entry.id.startsWith('e2e:')) add(entry.id);
  jobs.splice(0, jobs.length, ...jobs.filter((entry) => keep.has(entry.id)));
}

// --- The scheduler --------------------------------------------------------------------------

/** The job's cost plus the longest chain of jobs waiting for it. */
const chainCost = (entry) =>
  (entry.chain ??=
    entry.cost + Math.max(0, ...jobs.filter((other) => other.needs.includes(entry.id)).map(chainCost)));
for (const entry of jobs) chainCost(entry);
// Jobs waiting on a job share its priority: the template's e2e files together outweigh the rest.
const downstreamTotal = (entry) =>
  jobs
    .filter((other) => other.needs.includes(entry.id))
    .reduce((sum, other) => sum + other.cost + downstreamTotal(other), 0);
for (const entry of jobs) entry.priority = Math.max(entry.chain, entry.cost + downstreamTotal(entry) / SLOTS);

// TEST_LIST=1 prints the jobs in the order of their priority and runs none.
if (process.env.TEST_LIST) {
  for (const entry of [...jobs].sort((a, b) => b.priority - a.priority))
    console.log(
      `${String(Math.round(entry.priority)).padStart(5)} ${String(Math.round(entry.cost)).padStart(4)}  ${entry.id}${entry.needs.length > 0 ? ` (after ${entry.needs.join(', ')})` : ''}`,
    );
  process.exit(0);
}

const stripAnsi = stripVTControlCharacters;

// A job runs under scripts/job-cpu.pl, which reaps the job's orphans too (chromium's renderers,
// the PostgreSQL server pg_ctl started) and prints "<user> <system>" seconds; without perl, under
// bash, whose `times` prints two lines ("1m2.5s 0m3.1s" on the second) and misses the orphans.
const PERL = ['/usr/bin/perl', '/bin/perl'].find((candidate) => existsSync(candidate));

/** The CPU seconds a job's fd 3 reported (job-cpu.pl's or bash's `times` format). */
function childrenCpu(report) {
  const trimmed = report.trim();
  if (/^[\d.]+ [\d.]+$/.test(trimmed)) {
    const [user, system] = trimmed.split(' ').map(Number);
    return user + system;
  }
  const line = trimmed.split('\n')[1] ?? '';
  const values = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (match) => Number(match[1]) * 60 + Number(match[2]),
  );
  return values.length === 2 ? values[0] + values[1] : undefined;
}

/** Runs one job with its output in reports/logs/<id>.log; resolves with its exit status. */
function runJob(entry) {
  return new Promise((resolve) => {
    const logPath = path.join(logsDir, `${entry.id.replace(/[^a-z0-9.-]+/gi, '_')}.log`);
    const log = createWriteStream(logPath);
    log.write(`$ ${entry.command} ${entry.args.join(' ')}\n`);
    // CPU seconds of the job's whole process tree, not wall time, say what a job costs on a
    // shared machine (see PERL above).
    const child = spawn(
      PERL ?? 'bash',
      PERL
        ? [path.join(root, 'scripts/job-cpu.pl'), entry.command, ...entry.args]
        : ['-c', '"$@"; status=$?; times >&3; exit $status', entry.id, entry.command, ...entry.args],
      {
        cwd: entry.cwd ?? root,
        env: { ...process.env, ...entry.env },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      },
    );
    let times = '';
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`\n${error.message}\n`));
    child.on('close', (code, signal) => {
      log.end(() => resolve({ ok: code === 0, status: code ?? signal, logPath, cpu: childrenCpu(times) }));
    });
  });
}

const cpuText = (cpu) => (cpu === undefined ? 'CPU unknown' : `${cpu.toFixed(1)} s CPU`);
const outcomes = new Map();
const running = new Set();

await new Promise((finish) => {
  const schedule = () => {
    for (;;) {
      const ready = jobs
        .filter((entry) => !outcomes.has(entry.id) && !running.has(entry.id))
        .filter((entry) => entry.needs.every((need) => outcomes.has(need)))
        .sort((a, b) => b.priority - a.priority);
      // A job whose prerequisite failed does not run; it counts as failed.
      const blocked = ready.find((entry) => entry.needs.some((need) => !outcomes.get(need).ok));
      if (blocked) {
        const failedNeed = blocked.needs.find((need) => !outcomes.get(need).ok);
        outcomes.set(blocked.id, { ok: false, status: `not run: ${failedNeed} failed`, ms: 0 });
        console.log(`[${elapsed()}] ✗ ${blocked.id}: not run, ${failedNeed} failed`);
        continue;
      }
      // Every job takes one slot, whatever it runs inside: a job waiting for two free slots was
      // overtaken by shorter ones for as long as they kept coming (the server's tests started last).
      const next = running.size < SLOTS ? ready[0] : undefined;
      if (!next) break;
      running.add(next.id);
      const jobStarted = Date.now();
      console.log(`[${elapsed()}] ▶ ${next.id}`);
      runJob(next).then((result) => {
        running.delete(next.id);
        const ms = Date.now() - jobStarted;
        outcomes.set(next.id, { ...result, ms });
        console.log(
          `[${elapsed()}] ${result.ok ? '✓' : '✗'} ${next.id} in ${seconds(ms)} s, ${cpuText(result.cpu)}${result.ok ? '' : ` (exit ${result.status})`}`,
        );
        if (!result.ok) {
          const lines = stripAnsi(readFileSync(result.logPath, 'utf8'))
            .split('\n')
            .filter((line) => line.trim());
          console.log(
            lines
              .slice(-60)
              .map((line) => `    ${next.id} | ${line}`)
              .join('\n'),
          );
        }
        schedule();
      });
    }
    if (running.size === 0 && outcomes.size === jobs.length) finish();
  };
  schedule();
});

// --- The counts -----------------------------------------------------------------------------

const results = [];
const failures = [];
let passed = 0;
let failed = 0;

function check(title, ok) {
  results.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  if (ok) passed += 1;
  else failed += 1;
}

/** Adds the counts of a vitest JSON report; a missing report counts as one failure. */
function countReport(title, reportPath, runOk) {
  if (!existsSync(reportPath)) {
    check(`${title} (no report)`, false);
    return;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const ok = report.numPassedTests ?? 0;
  let bad = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(
        `${relative} › ${test.fullName}: ${stripAnsi(test.failureMessages?.[0] ?? '').split('\n')[0]}`,
      );
    // A file that failed without a failing test (an import error, a failing hook) counts once.
    if (file.status === 'failed' && failedTests.length === 0) {
      bad += 1;
      failures.push(`${relative}: ${stripAnsi(file.message ?? 'the file failed').split('\n')[0]}`);
    }
  }
  results.push({ title, passed: ok, failed: bad });
  passed += ok;
  failed += bad;
  if (!runOk && bad === 0) check(`${title} (runner failed)`, false);
}

for (const entry of jobs) {
  const outcome = outcomes.get(entry.id);
  if (entry.reportsDir) {
    const reports = existsSync(entry.reportsDir)
      ? readdirSync(entry.reportsDir).filter((file) => file.startsWith('vitest') && file.endsWith('.json'))
      : [];
    if (reports.length === 0) check(`${entry.title} (no report)`, false);
    for (const report of reports)
      countReport(`${entry.title} ${report}`, path.join(entry.reportsDir, report), outcome.ok);
  } else if (entry.report) {
    countReport(entry.title, entry.report, outcome.ok);
  } else if (entry.perPackage && outcome.ms > 0) {
    // tsc names files relative to the root, ESLint by absolute path.
    const output = stripAnsi(readFileSync(outcome.logPath, 'utf8'));
    const named = entry.perPackage.filter(({ dir }) =>
      output.split('\n').some((line) => {
        const file = line.trim().split(/[(:\s]/)[0];
        return file !== '' && path.resolve(root, file).startsWith(path.join(root, dir) + path.sep);
      }),
    );
    for (const { title, dir } of entry.perPackage)
      check(title, outcome.ok || (named.length > 0 && !named.some((other) => other.dir === dir)));
    if (!outcome.ok)
      failures.push(
        `${named.length > 0 ? named.map(({ title }) => title).join(', ') : entry.title}: see reports/logs/${entry.id.replace(/[^a-z0-9.-]+/gi, '_')}.log`,
      );
    continue;
  } else {
    check(entry.title, outcome.ok);
  }
  if (!outcome.ok && !entry.report && !entry.reportsDir)
    failures.push(`${entry.title}: exit ${outcome.status} (reports/logs/${entry.id}.log)`);
}
rmSync(path.dirname(templateDataDir), { recursive: true, force: true });

// The costliest jobs by CPU (user + system of the whole process tree), with their wall time.
const ran = [...outcomes].filter(([, outcome]) => outcome.ms > 0);
const totalCpu = ran.reduce((sum, [, outcome]) => sum + (outcome.cpu ?? 0), 0);
console.log('\nCostliest jobs:     CPU s     wall s');
for (const [id, outcome] of ran
  .sort((a, b) => (b[1].cpu ?? 0) - (a[1].cpu ?? 0) || b[1].ms - a[1].ms)
  .slice(0, 20))
  console.log(
    `  ${(outcome.cpu?.toFixed(1) ?? '?').padStart(20)} ${seconds(outcome.ms).padStart(10)}  ${id}`,
  );
console.log(
  `  whole run: ${seconds(Date.now() - started)} s, ${totalCpu.toFixed(0)} CPU s, with ${SLOTS} slots on ${cpus().length} cores (load average now ${loadavg()[0].toFixed(1)})`,
);
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const idle = machineAtEnd.idle - machineAtStart.idle;
  console.log(
    `  the machine meanwhile: ${busy.toFixed(0)} CPU s busy, ${idle.toFixed(0)} idle (${((100 * busy) / (busy + idle)).toFixed(0)} % busy, everyone's work)`,
  );
}

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
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
