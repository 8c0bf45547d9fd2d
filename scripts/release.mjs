#!/usr/bin/env node
// `pnpm release`: publishes every publishable package (packages/*, not private) whose version the
// pending changesets have been consumed into (`pnpm changeset version` first, then commit).
// `pnpm release --dry-run` (the test command, after its build): the same up to the upload. Each
// package is packed as it would be published and its tarball checked:
// - no `workspace:` range left, and each internal dependency's range takes the version of that
//   package in this release;
// - every file the exports map, `main` and `types` name ships (a pattern export: its folder);
// - a README ships and says how another team installs the package (`npm install <name>`);
// - a license and a version that is not 0.0.0;
// then `pnpm publish --dry-run` runs for each (npm's own listing of what would be uploaded), or
// in a release `changeset publish` uploads and tags each version not yet on the registry.
// A real release also refuses pending changesets (their versions are not applied yet).
// RELEASE_BUILT=1: dist/ is fresh (the test command's build job), packing skips prepack's build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packPackages, publishablePackages, root } from './pack-workspace.mjs';

const dryRun = process.argv.includes('--dry-run');
const built = process.env.RELEASE_BUILT === '1';
const packages = publishablePackages();
const problems = [];

const pending = readdirSync(path.join(root, '.changeset')).filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
);
if (pending.length > 0) {
  const message = `${pending.length} pending changesets: run \`pnpm changeset version\` and commit before releasing`;
  if (dryRun) console.log(`note ${message}`);
  else problems.push(message);
}

if (!dryRun) execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const scratch = mkdtempSync(path.join(tmpdir(), 'insulcalc-release-'));
const names = [...packages.keys()];
const { tarballs } = packPackages(names, scratch, { built: built || !dryRun });
const versions = Object.fromEntries(names.map((name) => [name, packages.get(name).manifest.version]));

/** Whether `version` satisfies a plain range as changesets writes them (x, ^x, ~x, >=x, *). */
function satisfies(version, range) {
  if (range === '*' || range === version) return true;
  const match = /^(\^|~|>=)?(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) return false;
  const [, op, ...wanted] = match;
  const have = version.split('.').map(Number);
  const want = wanted.map(Number);
  const compare = have[0] - want[0] || have[1] - want[1] || have[2] - want[2];
  if (compare < 0) return false;
  if (op === '>=') return true;
  if (op === '~') return have[0] === want[0] && have[1] === want[1];
  if (op === '^') return want[0] > 0 ? have[0] === want[0] : have[1] === want[1];
  return compare === 0;
}

function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

for (const name of names) {
  const file = tarballs[name].slice('file:'.length);
  const listing = new Set(
    execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((entry) => entry.replace(/^package\//, '')),
  );
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }),
  );
  const fail = (problem) => problems.push(`${name}: ${problem}`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:')) fail(`${field} ${dependency} is still ${range}`);
      else if (versions[dependency] && !satisfies(versions[dependency], range))
        fail(
          `${field} ${dependency}@${range} does not take ${versions[dependency]}, the version released with it`,
        );
    }
  }
  const targets = [...exportTargets(manifest.exports), manifest.main, manifest.types].filter(Boolean);
  for (const target of targets) {
    const relative = target.replace(/^\.\//, '');
    const ships = relative.includes('*')
      ? [...listing].some((entry) => entry.startsWith(relative.slice(0, relative.indexOf('*'))))
      : listing.has(relative);
    if (!ships) fail(`names ${target} but the tarball lacks it`);
  }
  if (!listing.has('README.md')) fail('ships no README.md');
  else {
    const readme = execFileSync('tar', ['-xzOf', file, 'package/README.md'], { encoding: 'utf8' });
    if (!readme.includes(`npm install ${name}`))
      fail(`README.md does not say how to install it (\`npm install ${name}\`)`);
  }
  if (!manifest.license) fail('has no license');
  if (!/^\d+\.\d+\.\d+/.test(manifest.version) || manifest.version === '0.0.0')
    fail(`has version ${manifest.version}`);
  console.log(
    `${problems.some((p) => p.startsWith(`${name}:`)) ? 'FAIL' : 'ok  '} ${name}@${manifest.version}`,
  );
}
rmSync(scratch, { recursive: true, force: true });

if (problems.length === 0) {
  // A dry run: npm's own view of each upload (files, size, tag, access), nothing sent. A release:
  // changesets publishes each version not yet on the registry and tags it in git.
  execFileSync(
    'pnpm',
    dryRun
      ? ['-r', '--filter', './packages/*', 'publish', '--no-git-checks', '--dry-run']
      : ['exec', 'changeset', 'publish'],
    {
      cwd: root,
      stdio: ['ignore', dryRun ? 'ignore' : 'inherit', 'inherit'],
      env: { ...process.env, npm_config_ignore_scripts: 'true', npm_config_loglevel: 'error' },
    },
  );
}
for (const problem of problems) console.error(`FAIL ${problem}`);
console.log(
  problems.length === 0
    ? `${dryRun ? 'dry run: ' : ''}${names.length} packages ${dryRun ? 'would be published' : 'published'}`
    : `${problems.length} problems: nothing published`,
);
process.exit(problems.length === 0 ? 0 : 1);
