/**
 * Node only (`@insulcalc/i18n/folders`): where the workspace packages keep their translation
 * files. The server's seed and the tests' translation helpers walk the packages the same way,
 * through this one function.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A package's folder of translation files (`<namespace>.json`). */
export interface PackageTranslationFolder {
  /** The package's name without its scope (`shell`, `insulation`, …). */
  owner: string;
  dir: string;
  /**
   * The owners whose texts this package's code may show: every package with texts that its
   * dependencies reach, at any depth (the closure).
   */
  requires: string[];
}

export interface TranslationFolderOptions {
  /**
   * Also follow the starting package's own devDependencies (not theirs): for a test package such
   * as the browser tests, which depends on the apps it starts only as devDependencies.
   */
  devDependencies?: boolean;
}

interface Manifest {
  name?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const SCOPE = '@insulcalc/';
const EXPORT_KEY = './translations/*';

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function exportsTranslations(manifest: Manifest): boolean {
  return typeof manifest.exports === 'object' && manifest.exports !== null && EXPORT_KEY in manifest.exports;
}

/**
 * Every workspace package the package of `manifestFile` depends on, directly or through other
 * packages, that ships a `translations/` folder (its exports name `./translations/*`), found by
 * resolving each name from its dependant, the way Node would load it. Dependency order (a package
 * after what it depends on), so a dependant's text of a shared key is the one that wins. The
 * starting package itself is not listed.
 */
export function dependencyTranslationFolders(
  manifestFile: string,
  options: TranslationFolderOptions = {},
): PackageTranslationFolder[] {
  const folders: PackageTranslationFolder[] = [];
  /** Per package name: the owners with texts it reaches (itself included when it has texts). */
  const reaches = new Map<string, string[]>();

  /** Visits a manifest's workspace dependencies; returns the owners with texts they reach. */
  const visit = (file: string, manifest: Manifest, withDev: boolean): string[] => {
    const require = createRequire(file);
    const dev = withDev ? manifest.devDependencies : {};
    const names = Object.keys({ ...dev, ...manifest.peerDependencies, ...manifest.dependencies })
      .filter((name) => name.startsWith(SCOPE))
      .sort();
    const reached = new Set<string>();
    for (const name of names) {
      let owners = reaches.get(name);
      if (!owners) {
        reaches.set(name, []); // a cycle reaches nothing more through itself
        let dependencyFile: string;
        try {
          dependencyFile = require.resolve(`${name}/package.json`);
        } catch {
          // An optional peer that is not installed has no texts to give.
          continue;
        }
        const dependency = readManifest(dependencyFile);
        const below = visit(dependencyFile, dependency, false);
        const dir = join(dirname(dependencyFile), 'translations');
        const owner = name.slice(SCOPE.length);
        if (exportsTranslations(dependency) && existsSync(dir)) {
          folders.push({ owner, dir, requires: [...new Set(below)].sort() });
          owners = [owner, ...below];
        } else owners = below;
        reaches.set(name, owners);
      }
      for (const o of owners) reached.add(o);
    }
    return [...reached];
  };
  const own = readManifest(manifestFile);
  if (own.name) reaches.set(own.name, []);
  visit(manifestFile, own, options.devDependencies === true);
  return folders;
}
