import { defineConfig } from 'tsup';

export default defineConfig({
  // The package and its framework-free report builder (`@insulcalc/insulation/report`, used by
  // the server in Node); shared modules become common chunks.
  entry: { index: 'src/index.ts', 'report/index': 'src/report/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
