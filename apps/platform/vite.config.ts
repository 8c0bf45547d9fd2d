import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The platform app, served at '/platform/' (the server's PLATFORM_BASE_PATH). In development
 * the API and the external sign-in run on the server (http://localhost:3000,
 * `pnpm --filter @insulcalc/server dev`); Vite proxies /api and /Account (ExternalLogOn and its
 * callback) to it. The app's own account pages live under /platform/Account/….
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

export default defineConfig({
  base: '/platform/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { output: { banner: ZOD_JITLESS } },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/Account': { target: server, changeOrigin: false },
    },
  },
  preview: { port: 4174 },
});
