#!/usr/bin/env node
// Checks that the repository reads complete on its own (issue 27): a clone with no sibling folders
// must be able to follow every reference its documents and code comments make.
//  - No text file (tracked, or new and not ignored) points outside the repository: `../shared…`,
//    `shared/docs`, `shared/seeds` or an absolute `/work/` path (the one allowed exception is the engine test's
//    optional pick-up of outside reference cases, which runs complete without them).
//  - Every "spec §N" (also "spec §3, §7", "spec §4/§9", "spec §2–§5") names a section that
//    docs/spec-map.md has a heading for.
//  - Every design document cited by basename (physics.md, platform.md, …) exists in docs/.
//  - Every relative Markdown link in a .md file reaches a file or folder that exists.
//  - Every decision record has its Status and Date lines and a row in docs/decisions/README.md.
// Prints the problems with file and line; exits 1 when there are any. `node scripts/check-docs.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

const TEXT_FILE = /\.(md|ts|tsx|mts|cts|js|mjs|cjs|sh|css|ya?ml)$/;
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => TEXT_FILE.test(file) && file !== self && existsSync(path.join(root, file)));

// The engine's reference-case test may read an outside file when it is there (issue 27 allows
// it): the file and the thermal README's sentence about it, nothing else.
const OUTSIDE_ALLOWED = [
  { file: 'packages/thermal/src/reference-cases.test.ts', pattern: /shared\/reference-cases\// },
  { file: 'packages/thermal/README.md', pattern: /shared\/reference-cases\// },
];
const OUTSIDE = /(?:\.\.\/)+shared\b|\bshared\/(?:docs|seeds)\b|(?<![\w.-])\/work\//g;

// The outside design documents the team started from; each has a copy in our words in docs/.
const DESIGN_DOCS = ['physics', 'platform', 'libraries', 'architecture', 'trust', 'style', 'toolchain'];
const DESIGN_DOC = new RegExp(`(?<![\\w/.-])(${DESIGN_DOCS.join('|')})\\.md\\b`, 'g');

const specMapPath = path.join(root, 'docs/spec-map.md');
const specSections = new Set(
  existsSync(specMapPath)
    ? [...readFileSync(specMapPath, 'utf8').matchAll(/^## §(\d+)\b/gm)].map((m) => m[1])
    : [],
);
// "spec §3", "spec §3, §7 and §8", "spec §4/§9", "spec §2–§5" (a range names every section in it).
const SPEC_REF = /\bspec §(\d+)((?:\s*(?:,|\/|–|-|and|&)\s*§\d+)*)/g;

const problems = [];
const report = (file, text, index, message) => {
  const line = text.slice(0, index).split('\n').length;
  problems.push(`${file}:${line}: ${message}`);
};

for (const file of tracked) {
  const text = readFileSync(path.join(root, file), 'utf8');

  for (const match of text.matchAll(OUTSIDE)) {
    const lineText = text.slice(text.lastIndexOf('\n', match.index) + 1, text.indexOf('\n', match.index));
    if (OUTSIDE_ALLOWED.some((allowed) => allowed.file === file && allowed.pattern.test(lineText))) continue;
    report(file, text, match.index, `points outside the repository (${match[0]}…)`);
  }

  for (const match of text.matchAll(SPEC_REF)) {
    const numbers = [Number(match[1]), ...[...match[2].matchAll(/§(\d+)/g)].map((m) => Number(m[1]))];
    const cited = new Set(numbers);
    if (/–|-/.test(match[2]) && numbers.length === 2)
      for (let n = Math.min(...numbers); n <= Math.max(...numbers); n++) cited.add(n);
    for (const section of cited)
      if (!specSections.has(String(section)))
        report(file, text, match.index, `cites spec §${section}, which docs/spec-map.md does not have`);
  }

  for (const match of text.matchAll(DESIGN_DOC)) {
    const doc = path.join(root, 'docs', `${match[1]}.md`);
    if (!existsSync(doc)) {
      report(file, text, match.index, `cites ${match[0]}, which is not in docs/`);
      continue;
    }
    // "physics.md §4" (also "§3, §4"): the copy keeps the numbered headings ("## 4. …").
    const after = text.slice(match.index + match[0].length).match(/^(?:'s)?((?:\s*(?:,|\/|and)?\s*§\d+)+)/);
    if (!after) continue;
    const headings = new Set([...readFileSync(doc, 'utf8').matchAll(/^##\s+§?(\d+)\b/gm)].map((m) => m[1]));
    for (const section of after[1].matchAll(/§(\d+)/g))
      if (!headings.has(section[1]))
        report(
          file,
          text,
          match.index,
          `cites ${match[0]} §${section[1]}, which docs/${match[1]}.md has no heading for`,
        );
  }

  if (file.endsWith('.md')) {
    // [text](target) outside code spans; a target with a scheme or only an anchor is not a file.
    const prose = text
      .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '))
      .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
    for (const match of prose.matchAll(/\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1].split('#')[0];
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(match[1])) continue;
      const resolved = path.resolve(path.dirname(path.join(root, file)), decodeURI(target));
      if (!resolved.startsWith(root + path.sep))
        report(file, text, match.index, `links outside the repository (${match[1]})`);
      else if (!existsSync(resolved))
        report(file, text, match.index, `links to a missing file (${match[1]})`);
    }
  }
}

// Decision records are records: each starts with its Status and Date lines and has a row in the
// index (docs/decisions/README.md), so the index stays the one list a newcomer reads.
const decisionIndexPath = path.join(root, 'docs/decisions/README.md');
const decisionIndex = existsSync(decisionIndexPath) ? readFileSync(decisionIndexPath, 'utf8') : '';
for (const file of tracked.filter((name) => /^docs\/decisions\/\d{4}-[^/]+\.md$/.test(name))) {
  const head = readFileSync(path.join(root, file), 'utf8').split('\n').slice(0, 8);
  if (!head.some((line) => /^Status: \S/.test(line)))
    problems.push(`${file}:1: has no "Status:" line at the top`);
  if (!head.some((line) => /^Date: \d{4}-\d{2}-\d{2}\b/.test(line)))
    problems.push(`${file}:1: has no "Date: YYYY-MM-DD" line at the top`);
  if (!decisionIndex.includes(`](${path.basename(file)})`))
    problems.push(`${file}:1: has no row in docs/decisions/README.md`);
}

if (specSections.size === 0) problems.unshift('docs/spec-map.md is missing or has no "## §N" headings');
for (const problem of problems) console.error(problem);
console.log(
  `check-docs: ${tracked.length} files, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
);
process.exit(problems.length > 0 ? 1 : 0);
