// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dependencyTranslationFolders } from './folders';

const manifestOf = (pkg: string) => fileURLToPath(new URL(`../../${pkg}/package.json`, import.meta.url));

describe('dependencyTranslationFolders (the one walk of the server seed and the tests)', () => {
  it("lists the packages with texts a package reaches, after what they depend on, with each one's closure", () => {
    const folders = dependencyTranslationFolders(manifestOf('insulation'));
    const owners = folders.map((f) => f.owner);
    // Not the package itself; every dependency with texts, each after its own dependencies.
    expect(owners).not.toContain('insulation');
    expect(owners).toEqual(expect.arrayContaining(['i18n', 'thermal', 'dialogs', 'shell', 'forms']));
    for (const folder of folders)
      for (const required of folder.requires)
        expect(owners.indexOf(required), `${folder.owner} needs ${required}`).toBeLessThan(
          owners.indexOf(folder.owner),
        );
    expect(folders.find((f) => f.owner === 'forms')!.requires).toEqual(
      expect.arrayContaining(['dialogs', 'i18n', 'shell']),
    );
    expect(folders.find((f) => f.owner === 'i18n')!.requires).toEqual([]);
    expect(folders.every((f) => f.dir.endsWith('/translations'))).toBe(true);
  });

  it('follows the starting package’s devDependencies only when asked', () => {
    const e2e = fileURLToPath(new URL('../../../e2e/package.json', import.meta.url));
    expect(dependencyTranslationFolders(e2e).map((f) => f.owner)).not.toContain('insulation');
    expect(dependencyTranslationFolders(e2e, { devDependencies: true }).map((f) => f.owner)).toContain(
      'insulation',
    );
  });
});
