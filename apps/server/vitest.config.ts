import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { patient } from '../../scripts/patience.mjs';

// Every suite runs on PGlite; the suites whose outcome can depend on the database server run
// again on a real PostgreSQL server (see test/globalSetup.ts and decision 0035). `pnpm test --
// --project pglite` runs one of them.
const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The database-sensitive suites, run on both. PGlite is PostgreSQL itself (compiled to
 * WebAssembly), so SQL means the same on both; what differs is the driver (node-postgres' type
 * parsing, pools of connections), real concurrency between connections (transactions, locks, the
 * attempt counters, the workflow queue's claims, concurrency tokens), LISTEN/NOTIFY between two
 * app instances, and migrating and seeding a real server. A suite belongs here when it exercises
 * one of those, or stores and queries through the entity, view or report SQL; the fuzz suite too.
 * The others (rendering, calculations, HTTP hardening, OpenAPI, pure units) gain nothing from a
 * second database: run twice they were the same test twice.
 */
export const POSTGRESQL_SUITES = [
  'test/fuzz.test.ts',
  'test/server.test.ts',
  'test/main.test.ts',
  'test/seedState.test.ts',
  'test/account.test.ts',
  'test/authorization.test.ts',
  'test/apiKeyRevocation.test.ts',
  'test/mailLinks.test.ts',
  'src/modules/permissions/permissions.test.ts',
  'src/modules/files/uploads.test.ts',
  'src/modules/documents/archive.test.ts',
  'src/modules/workflow/workflow.test.ts',
  'src/modules/workflow/crashRecovery.test.ts',
  'src/modules/mail/outbox.test.ts',
  'src/modules/workflow/myTasksView.test.ts',
  'src/modules/views/views.test.ts',
  'src/modules/reports/reports.test.ts',
  'src/modules/forms/engine.test.ts',
  'src/modules/forms/formGrid.test.ts',
  'src/modules/forms/forms.test.ts',
  'src/modules/forms/designer.test.ts',
  'src/modules/codelists/administration.test.ts',
  'src/modules/codelists/codelists.test.ts',
  'src/modules/codelists/configured.test.ts',
  'src/modules/profiler/profiler.test.ts',
  'src/modules/projects/projects.test.ts',
];

/**
 * Suites that need a real PostgreSQL server and mean nothing on PGlite, which is one process by
 * design: several server processes sharing one database (issue 28 item 4).
 */
export const CLUSTER_SUITES = ['test/cluster.test.ts'];

// A renamed or moved suite must not silently drop out of the PostgreSQL run.
for (const suite of [...POSTGRESQL_SUITES, ...CLUSTER_SUITES])
  if (!existsSync(fileURLToPath(new URL(suite, import.meta.url))))
    throw new Error(`vitest.config.ts: POSTGRESQL_SUITES names ${suite}, which does not exist`);

/**
 * Files that mock a module (vi.mock): they run isolated, since without isolation the mock would
 * reach the files after them in the same worker.
 */
const MOCKING_SUITES = ['src/modules/calculations/calculations-guard.test.ts'];

/**
 * The longest files, started first: the fuzz suite alone is about 40 % of the suite's time on
 * each driver. Started where a fresh clone's order put them (vitest has no durations of an
 * earlier run there), the PostgreSQL fuzz ran last, alone, for minutes.
 */
const LONGEST_FIRST = [
  'test/fuzz.test.ts',
  'test/cluster.test.ts',
  'test/main.test.ts',
  'test/account.test.ts',
  'src/modules/workflow/workflow.test.ts',
  'src/modules/forms/engine.test.ts',
  'src/modules/profiler/profiler.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((suffix) => file.moduleId.endsWith(`/${suffix}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

const shared = {
  environment: 'node' as const,
  exclude: ['node_modules/**', 'dist/**'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: patient(30_000),
  hookTimeout: patient(120_000),
  teardownTimeout: patient(60_000),
};

export default defineConfig({
  test: {
    // PGlite takes ~700 MB per instance and the machine has 2 cores: few files at once.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      // Without isolation (decision 0037): one worker runs file after file, so the app's modules
      // are imported once per worker, not once per file, and PGlite's code stays compiled
      // (a file's set-up measured 1.3 CPU s of imports, 1.0 of PGlite, 1.1 of the app's start).
      // Every file still gets its own database and app.
      {
        test: {
          ...shared,
          include,
          exclude: [...shared.exclude, ...MOCKING_SUITES, ...CLUSTER_SUITES],
          isolate: false,
          name: 'pglite',
          env: { INSULCALC_TEST_DRIVER: 'pglite' },
        },
      },
      {
        test: {
          ...shared,
          include: MOCKING_SUITES,
          name: 'pglite-isolated',
          env: { INSULCALC_TEST_DRIVER: 'pglite' },
        },
      },
      // Isolated still: without isolation, the forms seed's tests (forms, engine) found a second
      // published version of a seeded form after other files in the same worker (not yet
      // explained; on PGlite they pass).
      {
        test: {
          ...shared,
          include: [...POSTGRESQL_SUITES, ...CLUSTER_SUITES],
          name: 'postgresql',
          env: { INSULCALC_TEST_DRIVER: 'postgresql' },
        },
      },
    ],
  },
});
