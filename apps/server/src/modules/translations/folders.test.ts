import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../config';
import { readSeedFolders, seedTranslationFolders } from './store';

describe('the translation seed collects every package’s texts', () => {
  const folders = seedTranslationFolders(paths);

  it('reads the packages the server depends on (through their name and exports), then its own', () => {
    const owners = folders.map((f) => f.owner);
    for (const owner of ['thermal', 'i18n', 'dialogs', 'shell', 'insulation'])
      expect(owners, owner).toContain(owner);
    expect(owners.at(-1)).toBe('server');
    // A package comes after the packages it depends on: a dependant's text of a shared key wins.
    expect(owners.indexOf('thermal')).toBeLessThan(owners.indexOf('insulation'));
    expect(owners.indexOf('dialogs')).toBeLessThan(owners.indexOf('shell'));
    // Each package names the packages with texts it reaches (its namespace's requirements).
    const requires = (owner: string) => folders.find((f) => f.owner === owner)?.requires;
    expect(requires('insulation')).toEqual(
      expect.arrayContaining(['thermal', 'forms', 'shell', 'dialogs', 'i18n']),
    );
    expect(requires('shell')).toEqual(expect.arrayContaining(['i18n', 'dialogs', 'api-schema']));
    expect(requires('shell')).not.toContain('insulation');
    expect(requires('thermal')).toEqual([]);
    expect(requires('server')).toEqual([]);
    // No folder under an app but the server's own.
    for (const { owner, dir } of folders)
      if (owner !== 'server') expect(dir, owner).toMatch(/[/\\]packages[/\\][a-z0-9-]+[/\\]translations$/);
  });

  it('loads every key of every file, each row named by its package and namespace', () => {
    const rows = readSeedFolders(folders);
    let keys = 0;
    for (const { dir } of folders)
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
        keys += Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object).length;
    const english = rows.filter((r) => r.language === 'en');
    expect(english.length).toBe(keys);
    expect(english.find((r) => r.key === 'Thermal_Error_Required')?.source).toBe('thermal/thermal');
    expect(new Set(rows.map((r) => r.source.split('/')[0]))).toEqual(new Set(folders.map((f) => f.owner)));
  });
});

describe('readSeedFolders', () => {
  const root = mkdtempSync(join(tmpdir(), 'insulcalc-seed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, object>) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    for (const [file, content] of Object.entries(files))
      writeFileSync(join(dir, file), JSON.stringify(content));
    return dir;
  };

  it('lets a later folder win a shared key and reports it as a duplicate', () => {
    const a = folder('a', { 'common.json': { Same: { en: 'A' }, OnlyA: { en: 'a' } } });
    const b = folder('b', { 'common.json': { Same: { en: 'B', de: 'B de' } } });
    const duplicates: string[] = [];
    const rows = readSeedFolders(
      [
        { owner: 'a', dir: a },
        { owner: 'b', dir: b },
      ],
      duplicates,
    );
    expect(rows.find((r) => r.key === 'Same' && r.language === 'en')).toMatchObject({
      text: 'B',
      source: 'b/common',
    });
    expect(rows.find((r) => r.key === 'OnlyA')?.source).toBe('a/common');
    expect(duplicates).toEqual(['Same (a/common, b/common)']);
  });

  it('names the package and file of a malformed file', () => {
    const bad = folder('bad', { 'broken.json': { Key: 'not an object of languages' } });
    expect(() => readSeedFolders([{ owner: 'shell', dir: bad }])).toThrow(/shell\/broken\.json/);
  });
});
