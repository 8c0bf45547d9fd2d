import { defineConfig } from 'tsup';

// Three entries, built together with code splitting so each entry's static imports hold only the
// modules it reaches: `basic` (the lean embedding entry: form model, FormView, basic controls),
// `core` (no React) and `index` (everything: the full registry, pages, dialogs, lists). Every
// `import()` in the sources (heavy controls, editors, dialogs, react-aria controls) becomes a chunk
// of its own that the consumer's bundler keeps lazy. scripts/check-packed-size.mjs gates this.
export default defineConfig({
  entry: { index: 'src/index.ts', basic: 'src/basic.ts', 'core/index': 'src/core/index.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
