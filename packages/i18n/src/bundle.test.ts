// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient } from '../../../scripts/patience.mjs';

/**
 * The package as the apps get it: bundled and tree-shaken by Vite with the package's
 * `sideEffects: false`, then run. The sources under Vitest always had dayjs's plugins; the built
 * apps printed the bare format ('L LT') because the bundler dropped the module that only called
 * `dayjs.extend(…)`. Only a real build shows that.
 */
const INDEX = fileURLToPath(new URL('./index.ts', import.meta.url));
const ENTRY = 'virtual:i18n-bundle-entry';

const entryCode = `
import { formatDate, loadLocaleData, parseDate } from ${JSON.stringify(INDEX)};
const when = new Date(Date.UTC(2024, 2, 5, 14, 7));
export async function run() {
  await loadLocaleData('de');
  return {
    en: formatDate(when, { type: 'dateTime', language: 'en' }),
    enDate: formatDate(when, { type: 'date', language: 'en' }),
    de: formatDate(when, { type: 'dateTime', language: 'de' }),
    deTime: formatDate(when, { type: 'time', language: 'de' }),
    // customParseFormat: user input in the locale's input format
    parsed: parseDate('05.03.2024', { type: 'date', language: 'de' })?.getDate() ?? null,
  };
}
`;

let outDir = '';
let run: () => Promise<Record<string, string | number | null>>;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'i18n-bundle-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? entryCode : null),
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      // the app's preload helper needs a document; the chunks load the same without it
      modulePreload: false,
      target: 'es2022',
      rollupOptions: {
        input: ENTRY,
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: 'entry.js' },
        // react and react-intl come with the app; the date functions do not touch them
        external: [/^react/],
      },
    },
  });
  ({ run } = (await import(pathToFileURL(join(outDir, 'entry.js')).href)) as { run: typeof run });
}, patient(120_000));

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('formatDate in a bundled app', () => {
  it("uses the locale's formats, never the bare tokens", async () => {
    const out = await run();
    expect(out.en).toBe('03/05/2024 3:07 PM');
    expect(out.enDate).toBe('03/05/2024');
    expect(out.de).toBe('05.03.2024 15:07');
    expect(out.deTime).toBe('15:07');
    expect(out.parsed).toBe(5);
  });
});
