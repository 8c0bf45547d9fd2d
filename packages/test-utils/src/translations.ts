import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyTranslationFolders, type TranslationFolderOptions } from '@insulcalc/i18n/folders';

/** One translation file's content: key → language → text (ICU MessageFormat; null renders as null). */
export type TranslationTexts = Record<string, Record<string, string | null>>;

/** One translation file: `<package>/<namespace>` (the seed's source name) and its texts. */
export interface TranslationFile {
  name: string;
  texts: TranslationTexts;
}

/** `devDependencies`: also follow the package's own devDependencies (the browser tests' apps). */
export type PackageTranslationOptions = TranslationFolderOptions;

const SCOPE = '@insulcalc/';

function packageJsonAbove(start: string): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
}

/**
 * Every `*.json` translation file of a folder, in name order (none when the folder is missing),
 * named `<owner>/<namespace>`.
 */
export function readTranslationFolder(dir: string, owner = basename(dirname(dir))): TranslationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name: `${owner}/${name.replace(/\.json$/, '')}`,
      texts: JSON.parse(readFileSync(join(dir, name), 'utf8')) as TranslationTexts,
    }));
}

const shortName = (name: string) => (name.startsWith(SCOPE) ? name.slice(SCOPE.length) : name);

/**
 * The translation files a package's code can show: its own `translations/*.json` and those of every
 * workspace package it depends on (directly or not), each found through its name and its
 * `./translations/*` export by the walk the server's seed uses (`dependencyTranslationFolders`).
 * `from` is any file of the package (pass `import.meta.url`). Dependencies come first, so the
 * package's own text of a key wins.
 */
export function packageTranslationFiles(
  from: string | URL,
  options: PackageTranslationOptions = {},
): TranslationFile[] {
  const start = typeof from === 'string' && !from.startsWith('file:') ? from : fileURLToPath(from);
  const ownFile = packageJsonAbove(dirname(start));
  const files = dependencyTranslationFolders(ownFile, options).flatMap((folder) =>
    readTranslationFolder(folder.dir, folder.owner),
  );
  const own = JSON.parse(readFileSync(ownFile, 'utf8')) as { name?: string };
  files.push(
    ...readTranslationFolder(
      join(dirname(ownFile), 'translations'),
      shortName(own.name ?? basename(dirname(ownFile))),
    ),
  );
  return files;
}

/** Key → text of one language, English filling the keys a language lacks (as the server serves them). */
export function messagesOf(
  files: readonly TranslationFile[],
  language: string,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const file of files)
    for (const [key, texts] of Object.entries(file.texts))
      out[key] = language in texts ? (texts[language] ?? null) : (texts.en ?? null);
  return out;
}

/** Key → text of one language of every translation the package of `from` can show. */
export function packageMessages(from: string | URL, language: string): Record<string, string | null> {
  return messagesOf(packageTranslationFiles(from), language);
}
