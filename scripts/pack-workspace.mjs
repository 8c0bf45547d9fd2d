// Packs workspace packages the way they are published (`pnpm pack`: publishConfig's exports,
// `files`, workspace:* turned into versions) and installs the tarballs with npm into a project
// outside the workspace, as another team would. Used by scripts/pack-check.mjs (the test command's
// pack job and `pnpm release`'s dry run) and by packages/forms' bench:forms (which measures the
// packed package, not the sources).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = path.join(root, 'packages');

/** Every publishable package: name → { dir, manifest }. */
export function publishablePackages() {
  const found = new Map();
  for (const name of readdirSync(packagesDir)) {
    const file = path.join(packagesDir, name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (!manifest.private) found.set(manifest.name, { dir: path.join(packagesDir, name), manifest });
  }
  return found;
}

/** The named packages and every workspace package they depend on (dependencies and peers). */
export function withWorkspaceDependencies(names) {
  const all = publishablePackages();
  const wanted = new Set();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop();
    if (wanted.has(name) || !all.has(name)) continue;
    wanted.add(name);
    const { manifest } = all.get(name);
    queue.push(...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
  }
  return [...wanted];
}

/**
 * `pnpm pack` each named package into `destination`. Returns the tarballs (name → file: spec), the
 * version each peer dependency is developed against, and each package's subpath exports.
 * `built`: dist/ is fresh (skip prepack's build).
 */
export function packPackages(names, destination, { built = false } = {}) {
  const all = publishablePackages();
  const tarballs = {};
  const peerVersions = {};
  const extraExports = {};
  for (const name of names) {
    const { dir, manifest } = all.get(name);
    const output = execFileSync('pnpm', ['pack', '--pack-destination', destination], {
      cwd: dir,
      encoding: 'utf8',
      env: built ? { ...process.env, npm_config_ignore_scripts: 'true' } : process.env,
    });
    const tarball = output.trim().split('\n').pop().trim();
    tarballs[name] =
      `file:${path.isAbsolute(tarball) ? tarball : path.join(destination, path.basename(tarball))}`;
    for (const peer of Object.keys(manifest.peerDependencies ?? {}))
      peerVersions[peer] ??= manifest.devDependencies?.[peer] ?? manifest.peerDependencies[peer];
    extraExports[name] = Object.keys(manifest.publishConfig?.exports ?? {}).filter((key) => key !== '.');
  }
  return { tarballs, peerVersions, extraExports };
}

/**
 * A project outside the workspace that installs the tarballs (and `extra` dependencies) with npm.
 * The internal dependencies are not on the registry: overrides point them at the tarballs.
 */
export function installConsumer(project, tarballs, dependencies = {}) {
  mkdirSync(project, { recursive: true });
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: { ...dependencies, ...tarballs },
        overrides: tarballs,
      },
      null,
      2,
    ),
  );
  // --prefer-offline: what npm's cache already holds is not revalidated against the registry (a
  // request per package, most of the time); a fresh machine still downloads everything.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: project,
    stdio: 'inherit',
  });
}
