import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * esbuild writes the CSS of each lazily loaded chunk (the charts) next to it, where nothing
 * imports or names it. Everything goes into dist/index.css instead, the one stylesheet the
 * exports map names (`@insulcalc/insulation/styles.css`).
 */
function mergeStylesheets(): void {
  const dist = 'dist';
  const extra = readdirSync(dist).filter((file) => file.endsWith('.css') && file !== 'index.css');
  if (extra.length === 0) return;
  const parts = [readFileSync(join(dist, 'index.css'), 'utf8')];
  for (const file of extra.sort()) {
    parts.push(readFileSync(join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, ''));
    rmSync(join(dist, file));
    rmSync(join(dist, `${file}.map`), { force: true });
  }
  writeFileSync(join(dist, 'index.css'), parts.join('\n'));
}

export default defineConfig({
  // The package and its framework-free report builder (`@insulcalc/insulation/report`, used by
  // the server in Node); shared modules become common chunks.
  entry: { index: 'src/index.ts', 'report/index': 'src/report/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  onSuccess: async () => mergeStylesheets(),
});
