import { defineConfig } from 'vitest/config';

// Rendering runs in Node (the server's side); the React screens run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          testTimeout: 30000,
          include: ['src/core/**/*.test.ts', 'src/pdf/**/*.test.ts', 'src/docx/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20000,
          include: ['src/react/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
