import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

// Rendering runs in Node (the server's side); the React screens run in jsdom.
// isolate: false — one worker runs the files one after another, keeping jsdom and the imported
// modules instead of making them anew for each file: a fifth of the CPU (decision 0037). The
// tests clean up after themselves (Testing Library's cleanup, real timers, unstubbed globals) and
// no file mocks a module (vi.mock would then reach the files after it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          testTimeout: patient(30000),
          include: ['src/core/**/*.test.ts', 'src/pdf/**/*.test.ts', 'src/docx/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: patient(20000),
          include: ['src/react/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
