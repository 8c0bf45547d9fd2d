import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, fingerprintDir, seedIfChanged } from '../src/db/seedState';
import { openTestDatabase, testDriver, type TestDatabase } from './testServer';

describe(`seedIfChanged on ${testDriver()}`, () => {
  let testDb: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'insulcalc-seed-'));
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(async () => {
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fingerprints folders by names and contents', () => {
    mkdirSync(join(dir, 'sub'), { recursive: true });
    writeFileSync(join(dir, 'a.json'), '{"a":1}');
    writeFileSync(join(dir, 'sub', 'b.json'), '{"b":1}');
    const one = fingerprintDir(dir);
    expect(fingerprintDir(dir)).toBe(one);
    writeFileSync(join(dir, 'sub', 'b.json'), '{"b":2}');
    expect(fingerprintDir(dir)).not.toBe(one);
    expect(fingerprintDir(dir, (p) => p === 'a.json')).toBe(fingerprint('a.json', Buffer.from('{"a":1}')));
  });

  it('runs only when the fingerprint changes', async () => {
    const ctx = { db: testDb.database.db, version: '0.0.0-test' };
    let runs = 0;
    const run = async () => {
      runs++;
    };
    expect(await seedIfChanged(ctx, 'test', 'fp1', run)).toBe(true);
    expect(await seedIfChanged(ctx, 'test', 'fp1', run)).toBe(false);
    expect(await seedIfChanged(ctx, 'test', 'fp2', run)).toBe(true);
    expect(runs).toBe(2);
  });

  it('does not store the fingerprint when the seed fails', async () => {
    const ctx = { db: testDb.database.db, version: '0.0.0-test' };
    await expect(
      seedIfChanged(ctx, 'failing', 'x', async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    let ran = false;
    expect(await seedIfChanged(ctx, 'failing', 'x', async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
  });
});
