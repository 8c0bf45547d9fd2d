#!/usr/bin/env node
// Packs every publishable package with `pnpm pack`, installs the tarballs with npm into a scratch
// project outside the workspace, and imports each one there with plain Node: the proof that
// what we publish installs and loads on its own (exports map, files, declarations, no src/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'insulcalc-pack-'));
const packagesDir = path.join(root, 'packages');
const names = readdirSync(packagesDir).filter((name) =>
  existsSync(path.join(packagesDir, name, 'package.json')),
);

const tarballs = {};
const peerDependencies = {};
const extraExports = {};
for (const name of names) {
  const dir = path.join(packagesDir, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  const output = execFileSync('pnpm', ['pack', '--pack-destination', scratch], {
    cwd: dir,
    encoding: 'utf8',
  });
  const tarball = output.trim().split('\n').pop().trim();
  tarballs[manifest.name] =
    `file:${path.isAbsolute(tarball) ? tarball : path.join(scratch, path.basename(tarball))}`;
  Object.assign(peerDependencies, manifest.peerDependencies ?? {});
  extraExports[manifest.name] = Object.keys(manifest.publishConfig?.exports ?? {}).filter(
    (key) => key !== '.',
  );
  const listing = execFileSync('tar', ['-tzf', tarballs[manifest.name].slice(5)], { encoding: 'utf8' });
  if (listing.includes('package/src/')) throw new Error(`${manifest.name}: the tarball ships src/`);
  if (!listing.includes('package/dist/index.js') || !listing.includes('package/dist/index.d.ts')) {
    throw new Error(`${manifest.name}: the tarball lacks dist/index.js or dist/index.d.ts`);
  }
}

const project = path.join(scratch, 'consumer');
execFileSync('mkdir', ['-p', project]);
writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify(
    {
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: { ...tarballs, react: '19.3.1', 'react-dom': '19.3.1' },
      // The internal dependencies are not on the registry yet: point them at the tarballs.
      overrides: tarballs,
    },
    null,
    2,
  ),
);
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: project,
  stdio: 'inherit',
});

let failures = 0;
for (const name of Object.keys(tarballs)) {
  try {
    const exported = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import('${name}'); console.log(Object.keys(m).length);`],
      {
        cwd: project,
        encoding: 'utf8',
      },
    ).trim();
    if (Number(exported) === 0) throw new Error('exports nothing');
    console.log(`ok   ${name}: ${exported} exports`);
  } catch (error) {
    failures += 1;
    console.error(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
// Subpath exports (stylesheets, the report builder) must resolve to a shipped file.
for (const [name, keys] of Object.entries(extraExports)) {
  for (const key of keys) {
    const specifier = `${name}/${key.replace(/^\.\//, '')}`;
    try {
      const resolved = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `console.log(import.meta.resolve('${specifier}'))`],
        {
          cwd: project,
          encoding: 'utf8',
        },
      ).trim();
      if (!existsSync(new URL(resolved))) throw new Error(`${resolved} is missing`);
      // JavaScript subpaths (e.g. @insulcalc/insulation/report) must also load in plain Node.
      if (resolved.endsWith('.js')) {
        const count = execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const m = await import('${specifier}'); console.log(Object.keys(m).length);`,
          ],
          { cwd: project, encoding: 'utf8' },
        ).trim();
        if (Number(count) === 0) throw new Error('exports nothing');
        console.log(`ok   ${specifier}: ${count} exports`);
        continue;
      }
      console.log(`ok   ${specifier}`);
    } catch (error) {
      failures += 1;
      console.error(`FAIL ${specifier}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
const thermalBin = path.join(project, 'node_modules/.bin/insulcalc');
if (tarballs['@insulcalc/thermal']) {
  if (!existsSync(thermalBin)) {
    failures += 1;
    console.error('FAIL @insulcalc/thermal: the insulcalc bin is not installed');
  } else {
    console.log('ok   insulcalc bin installed');
  }
}
rmSync(scratch, { recursive: true, force: true });
process.exit(failures > 0 ? 1 : 0);
