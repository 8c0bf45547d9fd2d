import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The public site (landing page and configurator), served at '/'. In development the API and
 * the external sign-in run on the server (http://localhost:3000, `pnpm --filter @insulcalc/server dev`).
 * The configurator route, the charts and the PDF report are separate chunks, so the landing page
 * loads only what it shows.
 */
const server = process.env.INSULCALC_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Libraries that only the configurator needs get their own chunks; the rest stays with
        // the code that imports it (Vite splits the lazy routes by itself).
        manualChunks(id) {
          if (id.includes('node_modules/uplot')) return 'uplot';
          if (id.includes('node_modules/pdf-lib') || id.includes('node_modules/@pdf-lib') || id.includes('node_modules/pako')) return 'pdf';
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
});
