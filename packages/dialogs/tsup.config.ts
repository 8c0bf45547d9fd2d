import { defineConfig } from 'tsup';

// `context` is a second entry (the dialog stack's context without the host's react-router and
// react-aria imports), `icons` the icon keys and loader without React; splitting keeps one copy of the context shared by both entries.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    context: 'src/context.ts',
    icons: 'src/icons/iconSource.ts',
    'icon-keys': 'src/icons/iconKeys.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
