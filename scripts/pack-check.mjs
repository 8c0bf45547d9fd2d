#!/usr/bin/env node
// Packs every publishable package with `pnpm pack`, installs the tarballs with npm into a scratch
// React project outside the workspace (with the peer dependencies a consumer supplies: react,
// react-dom, react-router, Redux Toolkit, react-redux, react-intl), imports each one there with
// plain Node and renders each React package's components with react-dom/server inside the
// providers it shares with the app: the proof that what we publish installs, loads and renders on
// its own (exports map, files, declarations, peers resolved to the app's single copies, no src/).
// PACK_ONLY=i18n,dialogs limits the run to some packages (with the ones they depend on).
// PACK_BUILT=1 says the packages were just built: packing then skips their prepack build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLeanForm } from './pack-lean-form.mjs';
import {
  installConsumer,
  packPackages,
  publishablePackages,
  withWorkspaceDependencies,
} from './pack-workspace.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'insulcalc-pack-'));
const only = process.env.PACK_ONLY ? new Set(process.env.PACK_ONLY.split(',')) : null;
const packages = publishablePackages();
const names = withWorkspaceDependencies(
  [...packages.keys()].filter((name) => !only || only.has(name.split('/')[1])),
);

/** Largest declaration file a package may ship (an inferred slice type once made one 600 kB). */
const MAX_DECLARATION_BYTES = 150_000;
// PACK_BUILT=1 (the test command, after its build job): the packages' dist/ is fresh, so
// prepack's tsup would only build each package a second time.
const { tarballs, peerVersions, extraExports } = packPackages(names, scratch, {
  built: process.env.PACK_BUILT === '1',
});
for (const name of names) {
  const manifest = packages.get(name).manifest;
  const listing = execFileSync('tar', ['-tzf', tarballs[manifest.name].slice(5)], { encoding: 'utf8' });
  if (listing.includes('package/src/')) throw new Error(`${manifest.name}: the tarball ships src/`);
  if (!listing.includes('package/dist/index.js') || !listing.includes('package/dist/index.d.ts')) {
    throw new Error(`${manifest.name}: the tarball lacks dist/index.js or dist/index.d.ts`);
  }
  // Declarations stay small (named types, not inferred slice and store types spelled out), and
  // every stylesheet is reachable: named by the exports map (nothing imports CSS in plain JS).
  const verbose = execFileSync('tar', ['-tvzf', tarballs[manifest.name].slice(5)], { encoding: 'utf8' });
  const named = new Set(
    Object.values(manifest.publishConfig?.exports ?? {})
      .filter((target) => typeof target === 'string')
      .map((target) => `package/${target.replace(/^\.\//, '')}`),
  );
  for (const line of verbose.split('\n')) {
    const match = /\s(\d+)\s+\S+\s+\S+\s+(package\/\S+)$/.exec(line);
    if (!match) continue;
    const [, size, file] = match;
    if (file.endsWith('.d.ts') && Number(size) > MAX_DECLARATION_BYTES)
      throw new Error(
        `${manifest.name}: ${file} has ${size} bytes of declarations (limit ${MAX_DECLARATION_BYTES})`,
      );
    if (file.endsWith('.css') && !named.has(file))
      throw new Error(`${manifest.name}: ${file} ships but no export names it`);
  }
}

const project = path.join(scratch, 'consumer');
// jsdom: the forms README's example runs in a DOM (pack-lean-form.mjs), at the forms' test version.
const jsdom = packages.get('@insulcalc/forms')?.manifest.devDependencies?.jsdom;
installConsumer(project, tarballs, {
  ...peerVersions,
  ...(jsdom && tarballs['@insulcalc/forms'] ? { jsdom } : {}),
});

let failures = 0;
for (const name of Object.keys(tarballs)) {
  try {
    const exported = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import('${name}'); console.log(Object.keys(m).length);`],
      {
        cwd: project,
        encoding: 'utf8',
      },
    ).trim();
    if (Number(exported) === 0) throw new Error('exports nothing');
    console.log(`ok   ${name}: ${exported} exports`);
  } catch (error) {
    failures += 1;
    console.error(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
// Subpath exports (stylesheets, the report builder) must resolve to a shipped file.
for (const [name, keys] of Object.entries(extraExports)) {
  for (const key of keys) {
    const specifier = `${name}/${key.replace(/^\.\//, '')}`;
    if (key.includes('*')) {
      // A pattern export (translations/*): its folder must ship at least one file.
      const folder = path.join(
        project,
        'node_modules',
        name,
        key.replace(/^\.\//, '').replace(/\/?\*.*$/, ''),
      );
      const files = existsSync(folder) ? readdirSync(folder) : [];
      if (files.length === 0) {
        failures += 1;
        console.error(`FAIL ${specifier}: nothing shipped under ${path.relative(project, folder)}`);
      } else console.log(`ok   ${specifier} (${files.length} files)`);
      continue;
    }
    try {
      const resolved = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `console.log(import.meta.resolve('${specifier}'))`],
        {
          cwd: project,
          encoding: 'utf8',
        },
      ).trim();
      if (!existsSync(new URL(resolved))) throw new Error(`${resolved} is missing`);
      // JavaScript subpaths (e.g. @insulcalc/insulation/report) must also load in plain Node.
      if (resolved.endsWith('.js')) {
        const count = execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const m = await import('${specifier}'); console.log(Object.keys(m).length);`,
          ],
          { cwd: project, encoding: 'utf8' },
        ).trim();
        // An entry may exist for its effect alone (e.g. a configuration switch): loading is the test.
        console.log(`ok   ${specifier}: ${Number(count) === 0 ? 'loads (no exports)' : `${count} exports`}`);
        continue;
      }
      console.log(`ok   ${specifier}`);
    } catch (error) {
      failures += 1;
      console.error(`FAIL ${specifier}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
// Each React package renders inside the app's providers (one copy of React, the router, Redux
// and react-intl, shared through peer dependencies: a second copy fails here with "must be used
// within a provider").
const RENDER_PROBES = {
  '@insulcalc/i18n': `
    const { I18nProvider, useTranslate } = await import('@insulcalc/i18n');
    function Probe() { return h('p', null, useTranslate()('Probe_Files', { count: 2 })); }
    const html = render(h(I18nProvider, { language: 'sl', messages: { Probe_Files: '{count, plural, one {# datoteka} two {# datoteki} few {# datoteke} other {# datotek}}' } }, h(Probe)));
    expect(html, '2 datoteki');`,
  '@insulcalc/dialogs': `
    const { I18nProvider } = await import('@insulcalc/i18n');
    const { MenuButton, Toolbar } = await import('@insulcalc/dialogs');
    const html = render(h(I18nProvider, { language: 'en', messages: {} },
      h(MenuButton, { label: 'Actions', toggle: 'Actions', entries: [{ key: 'a', label: 'First', onSelect() {} }] }),
      h(Toolbar, { buttons: [{ baseName: 'save', title: 'Save', onClick() {} }] })));
    expect(html, 'aria-haspopup="menu"');
    expect(html, 'role="toolbar"');`,
  '@insulcalc/shell': `
    const { I18nProvider } = await import('@insulcalc/i18n');
    const { Provider } = await import('react-redux');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { appRoutes, createAppStore, errorRoutes } = await import('@insulcalc/shell');
    const store = createAppStore({ setupListeners: false });
    const router = createMemoryRouter(appRoutes({ app: 'platform', brandName: 'Probe' }, errorRoutes()), { initialEntries: ['/error/404'] });
    const html = render(h(Provider, { store }, h(I18nProvider, { language: 'en', messages: { NotFound_Title: 'Page not found' } }, h(RouterProvider, { router }))));
    expect(html, 'Page not found');`,
  '@insulcalc/insulation': `
    const { I18nProvider } = await import('@insulcalc/i18n');
    const { Landing } = await import('@insulcalc/insulation');
    const html = render(h(I18nProvider, { language: 'en', messages: {} }, h(Landing, {})));
    expect(html, 'href="/Configurator"');`,
};
const probeHeader = `
  import { createElement as h } from 'react';
  import { renderToString as render } from 'react-dom/server';
  const expect = (html, text) => { if (!html.includes(text)) throw new Error('rendered HTML lacks ' + text + ': ' + html.slice(0, 300)); };
`;
for (const [name, probe] of Object.entries(RENDER_PROBES)) {
  if (!tarballs[name]) continue;
  const file = path.join(project, `render-${name.split('/')[1]}.mjs`);
  writeFileSync(file, `${probeHeader}\n${probe}\nconsole.log('rendered');\n`);
  try {
    execFileSync(process.execPath, [file], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    console.log(`ok   ${name} renders in a React app`);
  } catch (error) {
    failures += 1;
    const detail =
      error instanceof Error && 'stderr' in error
        ? String(error.stderr).trim().split('\n').slice(0, 6).join('\n')
        : String(error);
    console.error(`FAIL ${name} does not render: ${detail}`);
  }
}
if (tarballs['@insulcalc/forms']) failures += await checkLeanForm(project);
const thermalBin = path.join(project, 'node_modules/.bin/insulcalc');
if (tarballs['@insulcalc/thermal']) {
  if (!existsSync(thermalBin)) {
    failures += 1;
    console.error('FAIL @insulcalc/thermal: the insulcalc bin is not installed');
  } else {
    console.log('ok   insulcalc bin installed');
  }
}
// PACK_KEEP=1 keeps the scratch project (to look into a failure).
if (process.env.PACK_KEEP !== '1') rmSync(scratch, { recursive: true, force: true });
else console.log(`kept ${scratch}`);
process.exit(failures > 0 ? 1 : 0);
