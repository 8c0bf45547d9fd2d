import { defineConfig } from 'tsup';

export default defineConfig({
  // The shell and its separate concerns, each with its own entry; shared modules become common
  // chunks. The testing entry is workspace-only and not built.
  entry: {
    index: 'src/index.ts',
    'http/index': 'src/http/index.ts',
    'telemetry/index': 'src/telemetry/index.ts',
    'recorder/index': 'src/recorder/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
