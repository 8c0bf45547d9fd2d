import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A folder of translation seed files (`<namespace>.json`) and who owns it. */
export interface TranslationFolder {
  /** `server` or the package's name without its scope (`shell`, `insulation`, …). */
  owner: string;
  dir: string;
  /**
   * The owners whose texts this package's code may show: every package with texts that its
   * dependencies reach, at any depth (the closure, so a client loading a namespace with these
   * needs no second round). The server's folder requires none.
   */
  requires: string[];
}

interface Manifest {
  name?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
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
 * Every workspace package the server depends on, directly or through other packages, that ships a
 * `translations/` folder (its exports name `./translations/*`), found by resolving the package's
 * name from its dependant, the way Node would load it; then the server's own folder of texts only
 * the server uses. Packages are listed in dependency order (a package after what it depends on), so
 * a dependant's text of a shared key is the one that wins.
 */
export function translationFolders(packageRoot: string, serverSeedDir: string): TranslationFolder[] {
  const folders: TranslationFolder[] = [];
  /** Per package name: the owners with texts it reaches (itself included when it has texts). */
  const reaches = new Map<string, string[]>();

  /** Visits a manifest's workspace dependencies; returns the owners with texts they reach. */
  const visit = (manifestFile: string, manifest: Manifest): string[] => {
    const require = createRequire(manifestFile);
    const names = Object.keys({ ...manifest.peerDependencies, ...manifest.dependencies })
      .filter((name) => name.startsWith(SCOPE))
      .sort();
    const reached = new Set<string>();
    for (const name of names) {
      let owners = reaches.get(name);
      if (!owners) {
        reaches.set(name, []); // a cycle reaches nothing more through itself
        let file: string;
        try {
          file = require.resolve(`${name}/package.json`);
        } catch {
          // An optional peer that is not installed has no texts to give.
          continue;
        }
        const dependency = readManifest(file);
        const below = visit(file, dependency);
        const dir = join(dirname(file), 'translations');
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
  const own = join(packageRoot, 'package.json');
  visit(own, readManifest(own));
  if (existsSync(serverSeedDir)) folders.push({ owner: 'server', dir: serverSeedDir, requires: [] });
  return folders;
}
