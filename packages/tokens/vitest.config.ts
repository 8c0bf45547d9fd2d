import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

export default defineConfig({
  test: {
    // vitest's 5 s default, scaled by the machine's load (scripts/patience.mjs).
    testTimeout: patient(5_000),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
