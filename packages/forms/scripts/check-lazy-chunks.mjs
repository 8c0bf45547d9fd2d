#!/usr/bin/env node
/**
 * Build check of issue 14's "a form without heavy editors downloads none of their code":
 * reads a built app (default apps/platform/dist), follows the static imports of its entry chunk
 * (the scripts index.html loads) and of the chunks named on the command line (default: the
 * DynamicForm page's), and fails if any chunk in that static closure holds ProseMirror,
 * CodeMirror or DOMPurify code. Prints the gzipped size of each closure and of the editor chunks.
 *
 *   node packages/forms/scripts/check-lazy-chunks.mjs [dist] [chunk-prefix …]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'apps/platform/dist');
const prefixes = process.argv.slice(3).length ? process.argv.slice(3) : ['DynamicForm-'];
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const HEAVY = /ProseMirror-[a-z]|\.cm-editor|cm-content|DOMPurify/;
const EDITORS = ['RichTextEditor-', 'RichTextView-', 'CodeMirrorEditor-', 'JsonExpressionEditor-'];

const source = (f) => readFileSync(join(assets, f), 'utf8');
function imports(f) {
  const out = new Set();
  for (const m of source(f).matchAll(/(?:import|export)\s*(?:[^"'(]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    out.add(m[1]);
  return [...out];
}
function closure(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const f = queue.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...imports(f));
  }
  return seen;
}
const gz = (set) => [...set].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/assets\/([^"']+\.js)/g)].map((m) => m[1]);
const roots = [...new Set([...entries, ...files.filter((f) => prefixes.some((p) => f.startsWith(p)))])];
let failed = false;
const all = new Set();
for (const root of roots) for (const f of closure(root)) all.add(f);
const heavy = [...all].filter((f) => HEAVY.test(source(f)) && !/^styles-/.test(f));
console.log(
  `static closure of ${roots.length} entry/page chunks: ${all.size} chunks, ${kB(gz(all))} gzipped`,
);
if (heavy.length) {
  failed = true;
  console.error(`FAIL: editor code in the static closure: ${heavy.join(', ')}`);
} else console.log('ok: no ProseMirror, CodeMirror or DOMPurify code in it');
for (const prefix of EDITORS) {
  const chunk = files.find((f) => f.startsWith(prefix));
  if (!chunk) continue;
  const own = [...closure(chunk)].filter((f) => !all.has(f));
  console.log(`lazy ${prefix.slice(0, -1)}: ${own.length} chunks beyond it, ${kB(gz(new Set(own)))} gzipped`);
}
process.exit(failed ? 1 : 0);
