import { defineConfig } from 'tsup';

// dist/main.js, and dist/renderWorker.js beside it: the document render threads' module (decision
// 0042), which main.js finds next to itself. Workspace packages (@insulcalc/*) are bundled (they export TypeScript
// sources); npm dependencies stay external and are resolved from node_modules at runtime.
// migrations/ and seed/ are not copied: the server finds them next to dist/ (src/config.ts `paths`).
export default defineConfig({
  entry: { main: 'src/main.ts', renderWorker: 'src/modules/documents/renderWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  splitting: false,
  noExternal: [/^@insulcalc\//],
});
