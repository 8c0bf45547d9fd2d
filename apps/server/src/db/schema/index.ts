// The Drizzle schema, split per module: each module adds `src/db/schema/<module>.ts` and appends
// one `export * from './<module>';` line here. After a change, generate a migration:
//   flock /tmp/migrations.lock pnpm --filter @insulcalc/server db:generate
export * from './core';
export * from './account';
export * from './translations';
export * from './navigation';
export * from './telemetry';
export * from './codelists';
export * from './products';
export * from './projects';
export * from './entities';
export * from './forms';
export * from './files';
export * from './views';
export * from './workflow';
export * from './documents';
export * from './reports';
export * from './dashboards';
export * from './profiler';
export * from './permissions';
