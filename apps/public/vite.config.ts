import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `x.gz` and `x.br` next to every compressible file of the build; the server sends them to
 * clients that accept them (apps/server: @fastify/static `preCompressed`). No dependency: node:zlib.
 * Files whose variants are already newer than the file are skipped (the landing script's build
 * writes into the same folder after the SPA's).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|ttf|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  const fresh = (file: string, variant: string) =>
    existsSync(variant) && statSync(variant).mtimeMs >= statSync(file).mtimeMs;
  return {
    name: 'insulcalc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.endsWith('.map')) continue;
        if (fresh(file, `${file}.gz`) && fresh(file, `${file}.br`)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: source.length > 1024 * 1024 ? 9 : 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * The public site (landing page and configurator), served at '/'. In development the API and
 * the external sign-in run on the server (http://localhost:3000, `pnpm --filter @insulcalc/server dev`).
 * The configurator route, the charts and the PDF report are separate chunks, so the landing page
 * loads only what it shows.
 *
 * `pnpm build` runs three builds (see package.json):
 * 1. the SPA (`index.html` → `dist/`);
 * 2. `--mode landing`: the landing page's enhancement script (`src/landing.client.ts`, no React)
 *    and the server-rendered configurator's boot script (`src/prerendered.client.ts`) into the
 *    same `dist/assets/`, with `dist/.vite/manifest.json` naming their files — a build of its own
 *    so that they share no chunk with the SPA;
 * 3. `--ssr src/landing.server.tsx` → `ssr/dist/landing.server.js` (a folder
 *    named dist, so it is ignored like every build output): the server rendering of the
 *    landing page, every dependency bundled (apps/server imports it at run time).
 */
const server = process.env.INSULCALC_SERVER_URL ?? 'http://localhost:3000';

/**
 * Set at the top of every chunk, so before Zod's code runs whichever chunk loads first: the app
 * runs under the server's Content-Security-Policy without 'unsafe-eval', and Zod would otherwise
 * probe `new Function` when it builds its first object schema (a CSP violation report even though
 * the probe's error is caught) and compile validators with it. Not in the SSR build: the server
 * keeps Zod's compiled validators.
 */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) {
    return {
      plugins: [react()],
      ssr: { noExternal: true, target: 'node' },
      build: {
        outDir: 'ssr/dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        copyPublicDir: false,
        // CSS of the components is the SPA's (dist/assets); the server links that stylesheet.
        cssCodeSplit: false,
        rollupOptions: { output: { entryFileNames: 'landing.server.js' } },
      },
    };
  }
  if (mode === 'landing') {
    return {
      base: '/',
      plugins: [precompress()],
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        rollupOptions: {
          input: { landing: 'src/landing.client.ts', prerendered: 'src/prerendered.client.ts' },
        },
      },
    };
  }
  return {
    base: '/',
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // apps/server links the configurator chunk's stylesheets into the server-rendered
      // /Configurator (decision 0033); a name of its own, as the landing's build writes manifest.json.
      manifest: '.vite/spa-manifest.json',
      rollupOptions: {
        output: {
          banner: ZOD_JITLESS,
          // Libraries that only the configurator needs get their own chunks; the rest stays with
          // the code that imports it (Vite splits the lazy routes by itself).
          manualChunks(id) {
            if (id.includes('node_modules/uplot')) return 'uplot';
            // react-dom's client (180 kB minified) in a chunk of its own rather than in the
            // entry: the server-rendered configurator's boot script evaluates the entry's chunks
            // one per task (src/boot/prerendered.ts), and this is the largest.
            if (id.includes('node_modules/react-dom/') || id.includes('node_modules/scheduler/'))
              return 'react-dom';
            // The shared API schemas (zod objects built when the module is evaluated, ~25 % of
            // the entry's evaluation) in a chunk of their own, so evaluated in a task of their
            // own too. zod itself joins them (rolldown puts a captured module's dependencies in
            // its chunk).
            if (id.includes('/packages/api-schema/src/')) return 'api-schema';
            if (
              id.includes('node_modules/pdf-lib') ||
              id.includes('node_modules/@pdf-lib') ||
              id.includes('node_modules/pako')
            )
              return 'pdf';
            return undefined;
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: server, changeOrigin: false },
        // Only the server-side sign-in endpoints (ExternalLogOn and ExternalLogOnCallback, a prefix
        // match): Account/LogOn and the other account pages are routes of this app.
        '/Account/ExternalLogOn': { target: server, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
  };
});
