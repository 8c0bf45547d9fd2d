import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { testDriver } from './testServer';

// Driver-independent checks, run once (in the pglite project).
describe.runIf(testDriver() === 'pglite')('migrations folder', () => {
  it('is up to date with the Drizzle schema (run db:generate after a schema change)', () => {
    const rel = join('node_modules', '.cache', `migrations-check-${process.pid}`);
    const out = join(paths.packageRoot, rel);
    rmSync(out, { recursive: true, force: true });
    cpSync(paths.migrationsDir, out, { recursive: true });
    try {
      const bin = join(paths.packageRoot, 'node_modules', 'drizzle-kit', 'bin.cjs');
      const output = execFileSync(
        process.execPath,
        [
          bin,
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema/index.ts',
          '--out',
          `./${rel}`,
        ],
        { cwd: paths.packageRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const before = readdirSync(paths.migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const after = readdirSync(out)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      expect(after, `drizzle-kit would generate a new migration:\n${output}`).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('every journal entry has its SQL file, and SQL files are all in the journal', () => {
    const journal = JSON.parse(readFileSync(join(paths.migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const tags = journal.entries.map((e) => `${e.tag}.sql`).sort();
    const files = readdirSync(paths.migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toEqual(tags);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });
});
