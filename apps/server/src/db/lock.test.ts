import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './index';

describe('lockDataDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'insulcalc-lock-'));
  afterEach(() => rmSync(join(dir, 'pglite.lock'), { force: true }));

  it('writes our pid and removes it on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses a folder locked by a live process', () => {
    writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/Another Insulcalc server \(pid \d+\)/);
  });

  it('takes over a stale lock', () => {
    writeFileSync(join(dir, 'pglite.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
