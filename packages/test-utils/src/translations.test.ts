import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, packageMessages, packageTranslationFiles, readTranslationFolder } from './translations';

const root = mkdtempSync(join(tmpdir(), 'insulcalc-test-utils-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePackage(dir: string, manifest: object, texts: Record<string, object> = {}) {
  mkdirSync(join(dir, 'translations'), { recursive: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'src', 'index.ts'), '');
  for (const [name, content] of Object.entries(texts))
    writeFileSync(join(dir, 'translations', `${name}.json`), JSON.stringify(content));
}

function link(from: string, name: string, target: string) {
  mkdirSync(join(from, 'node_modules', '@insulcalc'), { recursive: true });
  symlinkSync(target, join(from, 'node_modules', name));
}

const exportsTexts = {
  '.': './src/index.ts',
  './translations/*': './translations/*',
  './package.json': './package.json',
};
// app → ui → base; ui also has a folder it does not export (not shipped, so not seen).
writePackage(
  join(root, 'base'),
  { name: '@insulcalc/base', exports: exportsTexts },
  { base: { Shared: { en: 'Base', de: 'Basis' }, OnlyBase: { en: 'Only base' } } },
);
writePackage(
  join(root, 'ui'),
  { name: '@insulcalc/ui', exports: exportsTexts, dependencies: { '@insulcalc/base': '*', other: '*' } },
  { ui: { Shared: { en: 'UI', de: 'Oberfläche' }, Button: { en: 'Press', de: null } } },
);
writePackage(
  join(root, 'hidden'),
  { name: '@insulcalc/hidden', exports: { '.': './src/index.ts', './package.json': './package.json' } },
  { hidden: { Hidden: { en: 'Hidden' } } },
);
writePackage(
  join(root, 'app'),
  { name: '@insulcalc/app', dependencies: { '@insulcalc/ui': '*', '@insulcalc/hidden': '*' } },
  { app: { Title: { en: 'App', de: 'Anwendung' } } },
);
link(join(root, 'ui'), '@insulcalc/base', join(root, 'base'));
link(join(root, 'app'), '@insulcalc/ui', join(root, 'ui'));
link(join(root, 'app'), '@insulcalc/hidden', join(root, 'hidden'));

describe('packageTranslationFiles', () => {
  it('collects the package’s own files and those its dependencies export, dependencies first', () => {
    const files = packageTranslationFiles(pathToFileURL(join(root, 'app', 'src', 'index.ts')));
    expect(files.map((file) => [file.name, Object.keys(file.texts)])).toEqual([
      ['base/base', ['Shared', 'OnlyBase']],
      ['ui/ui', ['Shared', 'Button']],
      ['app/app', ['Title']],
    ]);
  });

  it('accepts a file path as well as a file URL', () => {
    expect(packageTranslationFiles(join(root, 'ui', 'src', 'index.ts'))).toHaveLength(2);
  });
});

describe('packageMessages', () => {
  it('gives the dependant’s text of a shared key, English where a language has none, null kept', () => {
    const de = packageMessages(join(root, 'app', 'src', 'index.ts'), 'de');
    expect(de).toEqual({ Shared: 'Oberfläche', OnlyBase: 'Only base', Button: null, Title: 'Anwendung' });
    expect(de).not.toHaveProperty('Hidden');
  });

  it('messagesOf merges files in order', () => {
    expect(
      messagesOf(
        [
          { name: 'x/a', texts: { A: { en: 'a' } } },
          { name: 'y/a', texts: { A: { en: 'b' } } },
        ],
        'sl',
      ),
    ).toEqual({ A: 'b' });
  });
});

describe('options', () => {
  it('follows the package’s own devDependencies when asked', () => {
    const tests = join(root, 'tests');
    writePackage(tests, { name: '@insulcalc/tests', devDependencies: { '@insulcalc/ui': '*' } });
    link(tests, '@insulcalc/ui', join(root, 'ui'));
    expect(packageTranslationFiles(join(tests, 'src', 'index.ts'))).toEqual([]);
    expect(packageTranslationFiles(join(tests, 'src', 'index.ts'), { devDependencies: true })).toHaveLength(
      2,
    );
  });

  it('readTranslationFolder gives nothing for a missing folder', () => {
    expect(readTranslationFolder(join(root, 'nowhere'))).toEqual([]);
  });
});
