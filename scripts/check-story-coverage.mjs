#!/usr/bin/env node
// Stories for every screen package (issue 27 item 6): at least 80 % of each screen package's
// component files have a story beside them (`X.stories.tsx` next to `X.tsx`), so the axe run over
// every story (e2e/storybook/stories.a11y.test.ts) sees the screens designers review.
//
// A component file is a .tsx source (not a test, story or test helper under a `test/` folder)
// that exports a PascalCase function or a PascalCase const made with lazy/memo/forwardRef or an
// arrow function: a React component. Files exporting only helpers, route tables or constants
// (`designerPages`, `workflowRoutes`) do not count.
//
//   node scripts/check-story-coverage.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREEN_PACKAGES = ['designer', 'documents', 'administration', 'dashboards', 'workflow'];
export const MINIMUM = 0.8;

const COMPONENT_EXPORT =
  /^export\s+(?:default\s+)?(?:function\s+[A-Z]\w*[a-z]\w*\s*[(<]|const\s+[A-Z]\w*[a-z]\w*\s*(?::[^=]+)?=\s*(?:lazy|memo|forwardRef|\(|async\s*\())/m;

function* componentFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules') yield* componentFiles(full);
    } else if (
      entry.name.endsWith('.tsx') &&
      !/\.(test|stories)\.tsx$/.test(entry.name) &&
      COMPONENT_EXPORT.test(readFileSync(full, 'utf8'))
    )
      yield full;
  }
}

/** Per package: its component files and which of them have a story beside them. */
export function storyCoverage(packages = SCREEN_PACKAGES) {
  return packages.map((name) => {
    const files = [...componentFiles(path.join(root, 'packages', name, 'src'))].sort();
    const missing = files.filter((file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx')));
    const covered = files.length - missing.length;
    return { name, files: files.length, covered, ratio: files.length ? covered / files.length : 1, missing };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const result of storyCoverage()) {
    const ok = result.ratio >= MINIMUM;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.covered}/${result.files} component files with a story (${Math.round(result.ratio * 100)} %, needs ${MINIMUM * 100} %)`,
    );
    if (!ok) for (const file of result.missing) console.log(`       no story: ${path.relative(root, file)}`);
  }
  process.exit(failed ? 1 : 0);
}
