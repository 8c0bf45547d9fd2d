#!/usr/bin/env node
// Checks the translation files against the code: every key the code asks for exists, every key has
// a text in all six languages, no key is defined twice, and the non-English languages are
// translations rather than English copies. The files are every package's `translations/*.json`
// (what the server's seed collects) and the server's own `apps/server/seed/translations/*.json`.
// Prints the problems; exits 1 when there are any.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The one list of languages (run through tsx, which test-all.mjs does, so the TypeScript source loads).
import { SUPPORTED_LANGUAGES as LANGUAGES } from '../packages/i18n/src/languages.ts';
// The parser the app formats with: a text it refuses shows raw (with a console warning) instead.
import { icuSyntaxError } from '../packages/i18n/src/icuSyntax.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = [
  ...readdirSync(path.join(root, 'packages'))
    .sort()
    .map((name) => path.join(root, 'packages', name, 'translations')),
  path.join(root, 'apps/server/seed/translations'),
].filter((dir) => existsSync(dir));
const problems = [];
// Texts that are legitimately the same in English and another language (names, units, codes).
const SAME_AS_ENGLISH_LIMIT = 0.2;

const keys = new Map();
// A package's texts reach the server's seed (and consumers) only through its package: the folder
// must be in the tarball and named by the exports map (also the published one).
for (const dir of folders) {
  const manifestPath = path.join(dir, '..', 'package.json');
  if (!manifestPath.includes(`${path.sep}packages${path.sep}`)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const where = path.relative(root, manifestPath);
  if (!manifest.exports?.['./translations/*']) problems.push(`${where}: exports lack "./translations/*"`);
  if (!manifest.exports?.['./package.json']) problems.push(`${where}: exports lack "./package.json"`);
  if (manifest.publishConfig?.exports && !manifest.publishConfig.exports['./translations/*'])
    problems.push(`${where}: publishConfig.exports lack "./translations/*"`);
  if (!manifest.private && !(manifest.files ?? []).includes('translations'))
    problems.push(`${where}: "files" lacks "translations" (the tarball would not ship the texts)`);
  // A package that names its translations namespace (decision 0035) names the one the server
  // serves its folder under: its package name without the scope.
  const namespace = manifest.name.slice(manifest.name.lastIndexOf('/') + 1);
  for (const file of [...sourceFiles(path.join(dir, '..', 'src'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /export const (\w+)TranslationNamespace = '([^']*)'/g,
    ))
      if (match[2] !== namespace)
        problems.push(
          `${path.relative(root, file)}: ${match[1]}TranslationNamespace is '${match[2]}', the server serves '${namespace}'`,
        );
  }
}

const files = folders.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name)),
);
for (const full of files) {
  const file = path.relative(root, full);
  const content = JSON.parse(readFileSync(full, 'utf8'));
  for (const [key, texts] of Object.entries(content)) {
    if (keys.has(key)) problems.push(`${key}: defined in ${keys.get(key).file} and ${file}`);
    keys.set(key, { file, texts });
    if (texts === null || typeof texts !== 'object') {
      problems.push(`${file} ${key}: expected an object of languages`);
      continue;
    }
    for (const language of LANGUAGES) {
      if (!(language in texts)) problems.push(`${file} ${key}: no "${language}" text`);
      else if (typeof texts[language] === 'string') {
        const error = icuSyntaxError(texts[language]);
        if (error) problems.push(`${file} ${key} (${language}): ICU message: ${error}`);
      }
    }
  }
}

for (const language of LANGUAGES.filter((code) => code !== 'en')) {
  let same = 0;
  let total = 0;
  for (const { texts } of keys.values()) {
    if (!texts || typeof texts.en !== 'string' || typeof texts[language] !== 'string') continue;
    total += 1;
    if (texts[language] === texts.en && /[a-z]{4,}/i.test(texts.en)) same += 1;
  }
  if (total > 0 && same / total > SAME_AS_ENGLISH_LIMIT) {
    problems.push(
      `${language}: ${same} of ${total} texts are identical to English (limit ${SAME_AS_ENGLISH_LIMIT * 100} %)`,
    );
  }
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) yield full;
  }
}

// Literal keys only: t('Key'), translate(messages, 'Key'), <FormattedMessage id="Key">, messageKey: 'Key'.
const patterns = [
  /\bt\(\s*['"]([A-Za-z][A-Za-z0-9_.]*)['"]/g,
  /\btranslate\(\s*[\w.]+\s*,\s*['"]([A-Za-z][A-Za-z0-9_.]*)['"]/g,
  /<FormattedMessage[^>]*\bid=["']([A-Za-z][A-Za-z0-9_.]*)["']/g,
  /\b(?:messageKey|titleKey|labelKey|textKey)\s*:\s*['"]([A-Za-z][A-Za-z0-9_.]*)['"]/g,
];
const used = new Map();
for (const folder of ['packages', 'apps']) {
  for (const file of sourceFiles(path.join(root, folder))) {
    if (file.includes(`${path.sep}apps${path.sep}server${path.sep}`)) continue;
    // Comments may quote keys as examples; only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (!used.has(match[1])) used.set(match[1], path.relative(root, file));
      }
    }
  }
}
for (const [key, file] of used) {
  if (!keys.has(key)) problems.push(`${key}: used in ${file} but missing from the translation files`);
}

console.log(
  `translations: ${keys.size} keys in ${files.length} files of ${folders.length} folders, ${used.size} literal keys used by the UI code`,
);
for (const problem of problems) console.log(`  - ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
