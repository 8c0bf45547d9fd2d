import { defineConfig } from 'vitest/config';
import { patient } from '../scripts/patience.mjs';

// axe over every story of the built Storybook (storybook/stories.a11y.test.ts); separate from the
// browser tests, which need the built server.
export default defineConfig({
  test: {
    include: ['storybook/**/*.test.ts'],
    environment: 'node',
    testTimeout: patient(60_000),
    hookTimeout: patient(60_000),
    // as many stories at once as the test has pages (STORYBOOK_A11Y_PAGES); the rest wait for a page
    maxConcurrency: 4,
  },
});
