/**
 * The texts the server under test serves: every package's translations (found through the apps
 * this suite starts) and the server's own seed folder, key → language → text.
 */
import path from 'node:path';
import { packageTranslationFiles, readTranslationFolder, type TranslationFile } from '@insulcalc/test-utils';
import { repoRoot } from './harness';

export const translationFiles: TranslationFile[] = [
  ...packageTranslationFiles(import.meta.url, { devDependencies: true }),
  ...readTranslationFolder(path.join(repoRoot, 'apps/server/seed/translations'), 'server'),
];

/** Key → language → text of every served translation (a later file's text of a key wins, as in the seed). */
export const seedTexts: Record<string, Record<string, string | null>> = Object.assign(
  {},
  ...translationFiles.map((file) => file.texts),
);
