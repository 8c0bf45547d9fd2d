import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dependencyTranslationFolders } from '@insulcalc/i18n/folders';

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

/**
 * Every workspace package the server depends on, directly or through other packages, that ships a
 * `translations/` folder (`dependencyTranslationFolders`, the walk the tests' helpers use too), in
 * dependency order so a dependant's text of a shared key wins; then the server's own folder of
 * texts only the server uses.
 */
export function translationFolders(packageRoot: string, serverSeedDir: string): TranslationFolder[] {
  const folders: TranslationFolder[] = dependencyTranslationFolders(join(packageRoot, 'package.json'));
  if (existsSync(serverSeedDir)) folders.push({ owner: 'server', dir: serverSeedDir, requires: [] });
  return folders;
}
