import { defineConfig } from 'tsup';

// One file, dist/main.js. Workspace packages (@insulcalc/*) are bundled (they export TypeScript
// sources); npm dependencies stay external and are resolved from node_modules at runtime.
// migrations/ and seed/ are not copied: the server finds them next to dist/ (src/config.ts `paths`).
export default defineConfig({
  entry: { main: 'src/main.ts' },
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
