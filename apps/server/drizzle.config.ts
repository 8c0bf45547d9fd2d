import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @insulcalc/server db:generate` (under `flock /tmp/migrations.lock`) writes a new
// versioned SQL migration into ./migrations from the schema in src/db/schema. No database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
