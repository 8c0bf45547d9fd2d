import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { navigationItem } from '../src/db/schema/navigation';
import { telemetryError, telemetryTiming } from '../src/db/schema/telemetry';
import { translation } from '../src/db/schema/translations';
import { seedNavigation } from '../src/modules/navigation/index';
import { purgeTelemetry } from '../src/modules/telemetry/index';
import { loadTranslations, readSeedFolders, seedTranslationFolders } from '../src/modules/translations/index';
import { expectProblemShape, TestClient } from './accountClient';
import { createTestServer, testDriver, type TestServer } from './testServer';

const LANGS = ['en', 'sl', 'sr', 'de', 'bs', 'hr'] as const;
const MY_FILES = ['common', 'account', 'shell'];

/** Keys whose texts must differ from English in every other language (no untranslated copies). */
const SPOT_KEYS = [
  'LogOn_Title',
  'LogOn_Username',
  'LogOn_Password',
  'LogOn_InvalidUsernameOrPassword',
  'LogOn_TooManyAttempts',
  'AccessDenied_Title',
  'AccessDenied_Text',
  'NotFound_Text',
  'NotFoundGuidance_Text',
  'Common_UnknownError',
  'Common_ApplicationLoadFailed',
  'ServerCommunicationError',
  'Error_NetworkResponseNotOkMessage',
  'AuthError_RemoteFailure',
  'Shared_Form_Dirty_Notification',
  'FormSaveSuccessMessage',
  'validation_required',
  'validation_maxlength',
  'Validation_Field_Pattern',
  'momentjs_dateFormat',
  'Shell_SkipToContent',
  'Sidebar_Filter',
  'UserMenu_LogOff',
  'UserMenu_ChangePassword',
  'Footer_PrivacyPolicy',
  'Footer_TermsOfUse',
  'Footer_Cookies',
  'ChangePassword_Title',
  'ForgotPassword_Title',
  'VerifyCode_Title',
  'ActivateAccount_Title',
  'Language_en',
  'Navigation_Home',
  'Navigation_Dashboards',
];

describe('translation seed files', () => {
  // The packages' translation folders (shell, dialogs, …) and the server's own, as the seed reads them.
  const folders = seedTranslationFolders(paths);
  const files = folders.flatMap(({ owner, dir }) =>
    readdirSync(dir)
      .filter((f) => MY_FILES.includes(f.replace(/\.json$/, '')))
      .map((f) => ({ name: `${owner}/${f}`, path: join(dir, f) })),
  );
  it('finds the shell’s files in the shell package and the server’s own', () => {
    expect(files.map((f) => f.name).sort()).toEqual(
      ['server/common.json', 'shell/account.json', 'shell/common.json', 'shell/shell.json'].sort(),
    );
  });
  for (const file of files) {
    it(`${file.name} gives every key a text in all six languages`, () => {
      const data = JSON.parse(readFileSync(file.path, 'utf8')) as Record<
        string,
        Record<string, string | null>
      >;
      for (const [key, texts] of Object.entries(data)) {
        expect(Object.keys(texts).sort(), key).toEqual([...LANGS].sort());
        for (const lang of LANGS)
          expect(typeof texts[lang] === 'string' && texts[lang]!.length > 0, `${key}.${lang}`).toBe(true);
      }
    });
  }

  it('has every key the spec names for the shell', () => {
    const all = readSeedFolders(folders);
    const keys = new Set(all.filter((r) => r.language === 'en').map((r) => r.key));
    for (const key of [
      ...SPOT_KEYS,
      'momentjs_timeFormat',
      'momentjs_dateTimeFormat',
      'momentjs_input_dateFormat',
      'momentjs_input_timeFormat',
      'momentjs_input_dateTimeFormat',
      'LogOn_Button',
      'LogOn_AccountNotActive',
      'Language_sl',
      'Language_sr',
      'Language_de',
      'Language_bs',
      'Language_hr',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it('only has seed files that parse', () => {
    const count = folders.flatMap(({ dir }) => readdirSync(dir).filter((f) => f.endsWith('.json'))).length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(() => readSeedFolders(folders)).not.toThrow();
  });
});

describe(`translations, app info, navigation, telemetry on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('GET /api/v1/translations/{language}', () => {
    it('returns a key → text map for every language with the same key set', async () => {
      const maps: Record<string, Record<string, string | null>> = {};
      for (const lang of LANGS) {
        const res = await server.app.inject({
          method: 'GET',
          url: `/api/v1/translations/${lang}?v=${server.ctx.version}`,
        });
        expect(res.statusCode, lang).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        maps[lang] = res.json();
      }
      const enKeys = Object.keys(maps.en!).sort();
      expect(enKeys.length).toBeGreaterThan(100);
      for (const lang of LANGS) expect(Object.keys(maps[lang]!).sort(), lang).toEqual(enKeys);
      for (const key of SPOT_KEYS) {
        for (const lang of LANGS.filter((l) => l !== 'en')) {
          expect(maps[lang]![key], `${key}.${lang}`).toBeTruthy();
          expect(maps[lang]![key], `${key}.${lang} is an English copy`).not.toBe(maps.en![key]);
        }
      }
      expect(maps.sl!.LogOn_InvalidUsernameOrPassword).toBe('Napačno uporabniško ime ali geslo.');
      expect(maps.de!.AccessDenied_Title).toBe('Zugriff verweigert');
    });

    it('is cached long only under the URL of the current texts; a changed text moves that URL', async () => {
      const info = async () =>
        (await server.app.inject({ method: 'GET', url: '/api/v1/appinfo' })).json() as {
          applicationVersion: string;
          translationsVersion: string;
        };
      const before = await info();
      expect(before.translationsVersion).toMatch(/^\d+$/);
      const current = `${before.applicationVersion}-t${before.translationsVersion}`;
      const versioned = await server.app.inject({
        method: 'GET',
        url: `/api/v1/translations/en?v=${current}`,
      });
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The bare application version (and no v at all) is revalidated on every use.
      for (const url of [`/api/v1/translations/en?v=${server.ctx.version}`, '/api/v1/translations/en'])
        expect((await server.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe(
          'no-cache',
        );
      const etag = String(versioned.headers.etag);
      const again = await server.app.inject({
        method: 'GET',
        url: '/api/v1/translations/en',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);

      // An administrator's new text (a code-list item's name) moves the app info's translations
      // version, so a returning visitor's next load asks a new URL and gets the new text.
      await server.ctx.db
        .insert(translation)
        .values({ key: 'Test_CacheBusting', language: 'en', text: 'New item' });
      await expect
        .poll(async () => (await info()).translationsVersion, { timeout: 5_000 })
        .not.toBe(before.translationsVersion);
      const after = await info();
      const next = await server.app.inject({
        method: 'GET',
        url: `/api/v1/translations/en?v=${after.applicationVersion}-t${after.translationsVersion}`,
      });
      expect(next.json().Test_CacheBusting).toBe('New item');
      expect(next.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The old URL is no longer the current one: whoever still asks it revalidates.
      expect(
        (await server.app.inject({ method: 'GET', url: `/api/v1/translations/en?v=${current}` })).headers[
          'cache-control'
        ],
      ).toBe('no-cache');
      await server.ctx.db.delete(translation).where(eq(translation.key, 'Test_CacheBusting'));
    });

    it('answers an unknown language with 404 problem+json', async () => {
      expectProblemShape(await server.app.inject({ method: 'GET', url: '/api/v1/translations/xx' }), 404);
      expectProblemShape(
        await server.app.inject({ method: 'GET', url: '/api/v1/translations/sr-Cyrl' }),
        404,
      );
      expectProblemShape(
        await server.app.inject({ method: 'GET', url: `/api/v1/translations/${'a'.repeat(50)}` }),
        400,
      );
    });

    it('serves bs from bs texts, falls back to en for missing keys, and keeps null', async () => {
      await server.ctx.db.insert(translation).values([
        { key: 'Test_OnlyEnglish', language: 'en', text: 'Only English' },
        { key: 'Test_Null', language: 'en', text: 'English null' },
        { key: 'Test_Null', language: 'bs', text: null },
      ]);
      await loadTranslations(server.ctx.db, []); // (no-op load) also invalidates the cache
      // On PostgreSQL the answer cache learns of the insert through LISTEN/NOTIFY, which arrives
      // on its own connection a moment later: the new text is served once it has.
      const read = async (language: string) =>
        (await server.app.inject({ method: 'GET', url: `/api/v1/translations/${language}?v=test1` })).json();
      await expect
        .poll(async () => (await read('bs')).Test_OnlyEnglish, { timeout: 5_000 })
        .toBe('Only English');
      const bs = await read('bs');
      const sr = await read('sr');
      expect(bs.Test_OnlyEnglish).toBe('Only English');
      expect(bs).toHaveProperty('Test_Null', null);
      expect(bs.Common_UnknownError).toBe('Došlo je do neočekivane greške. Molimo pokušajte ponovo.');
      expect(sr.Common_UnknownError).toBe('Došlo je do neočekivane greške. Pokušajte ponovo.');
    });

    it('loads the seed idempotently and updates changed texts', async () => {
      const rows = readSeedFolders(seedTranslationFolders(paths));
      expect((await loadTranslations(server.ctx.db, rows)).written).toBe(0);
      const changed = rows.map((r) =>
        r.key === 'LogOn_Title' && r.language === 'en' ? { ...r, text: 'Log in' } : r,
      );
      expect((await loadTranslations(server.ctx.db, changed)).written).toBe(1);
      const en = (await server.app.inject({ method: 'GET', url: '/api/v1/translations/en?v=2' })).json();
      expect(en.LogOn_Title).toBe('Log in');
      // a key removed from its seed file is removed from the table
      const without = rows.filter((r) => r.key !== 'Shell_Help');
      expect((await loadTranslations(server.ctx.db, without)).removed).toBe(6);
      await loadTranslations(server.ctx.db, rows);
      const back = await server.ctx.db
        .select()
        .from(translation)
        .where(and(eq(translation.key, 'Shell_Help'), eq(translation.language, 'de')));
      expect(back[0]?.text).toBe('Hilfe');
    });
  });

  describe('GET /api/v1/translations/{language}/{namespace}', () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url, headers });

    it('splits the language into the packages’ namespaces, the server’s and data, key for key', async () => {
      const info = (await get('/api/v1/appinfo')).json() as {
        applicationVersion: string;
        translationsVersion: string;
        translationNamespaces: Record<string, string[]>;
      };
      const v = `${info.applicationVersion}-t${info.translationsVersion}`;
      const names = Object.keys(info.translationNamespaces);
      for (const ns of ['shell', 'forms', 'insulation', 'thermal', 'i18n', 'server', 'data'])
        expect(names, ns).toContain(ns);
      // Every namespace a namespace needs is one the server serves.
      for (const needs of Object.values(info.translationNamespaces))
        for (const ns of needs) expect(names, ns).toContain(ns);
      for (const language of ['en', 'de']) {
        const whole = (await get(`/api/v1/translations/${language}?v=${v}`)).json() as Record<
          string,
          unknown
        >;
        const merged: Record<string, unknown> = {};
        for (const ns of names) {
          const res = await get(`/api/v1/translations/${language}/${ns}?v=${v}`);
          expect(res.statusCode, ns).toBe(200);
          for (const [key, text] of Object.entries(res.json() as Record<string, unknown>)) {
            expect(merged, `${key} is in two namespaces`).not.toHaveProperty(key);
            merged[key] = text;
          }
        }
        expect(merged).toEqual(whole);
      }
      // The URL the app info names is cached long (read again: on PostgreSQL an earlier test's
      // change may have moved the version meanwhile).
      const now = (await get('/api/v1/appinfo')).json() as typeof info;
      const current = `${now.applicationVersion}-t${now.translationsVersion}`;
      expect((await get(`/api/v1/translations/de/shell?v=${current}`)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      const shell = (await get(`/api/v1/translations/de/shell?v=${v}`)).json() as Record<string, string>;
      expect(shell.Shell_Help).toBe('Hilfe');
      expect(shell).not.toHaveProperty('Thermal_Error_Required');
      const thermal = (await get(`/api/v1/translations/de/thermal?v=${v}`)).json() as Record<string, string>;
      expect(thermal).toHaveProperty('Thermal_Error_Required');
    });

    it('puts runtime texts in data, revalidates by ETag, compresses, and moves with a change', async () => {
      const first = await get('/api/v1/translations/en/shell', { 'accept-encoding': 'br' });
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-encoding']).toBe('br');
      expect(
        (await get('/api/v1/translations/en/shell', { 'if-none-match': String(first.headers.etag) }))
          .statusCode,
      ).toBe(304);
      await server.ctx.db
        .insert(translation)
        .values({ key: 'Test_RuntimeText', language: 'en', text: 'Runtime', source: null });
      await expect
        .poll(async () => (await get('/api/v1/translations/de/data')).json().Test_RuntimeText, {
          timeout: 5_000,
        })
        .toBe('Runtime');
      expect((await get('/api/v1/translations/de/shell')).json()).not.toHaveProperty('Test_RuntimeText');
      await server.ctx.db.delete(translation).where(eq(translation.key, 'Test_RuntimeText'));
    });

    it('answers an unknown namespace or language with 404 problem+json, a bad one with 400', async () => {
      expectProblemShape(await get('/api/v1/translations/en/nothing'), 404);
      expectProblemShape(await get('/api/v1/translations/xx/shell'), 404);
      expectProblemShape(await get(`/api/v1/translations/en/${'a'.repeat(50)}`), 400);
    });
  });

  describe('GET /api/v1/appinfo', () => {
    it('returns the app info of spec §3', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/appinfo' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        applicationVersion: server.ctx.version,
        platformVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        fallbackLanguage: 'en',
        fallbackTheme: 'default',
        logoNormalPath: '/api/v1/appinfo/logo.svg',
        logoMinimizedPath: '/api/v1/appinfo/logo-minimized.svg',
        translationsVersion: expect.stringMatching(/^\d+$/),
        translationNamespaces: expect.objectContaining({
          shell: expect.arrayContaining(['i18n', 'dialogs', 'api-schema']),
          insulation: expect.arrayContaining(['thermal', 'forms', 'shell', 'i18n']),
          server: [],
          data: [],
        }),
      });
      for (const path of [res.json().logoNormalPath, res.json().logoMinimizedPath]) {
        const logo = await server.app.inject({ method: 'GET', url: path });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(logo.body).toMatch(/^<svg [^>]*aria-label="Insulcalc"/);
      }
    });
  });

  describe('GET /api/v1/navigation', () => {
    it('refuses anonymous users with 401 problem+json', async () => {
      const body = expectProblemShape(
        await server.app.inject({ method: 'GET', url: '/api/v1/navigation', headers: { cookie: 'lang=de' } }),
        401,
      );
      expect(body.userMessages).toEqual([
        { message: expect.stringMatching(/^Sie haben keine Berechtigung/), level: 'error' },
      ]);
    });

    it('returns the translated item tree to a signed-in user', async () => {
      const c = new TestClient(server.app);
      expect((await c.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
      const res = await c.request({ method: 'GET', url: '/api/v1/navigation' });
      expect(res.statusCode).toBe(200);
      const tree = res.json() as {
        id: string;
        title: string;
        url: string | null;
        items: { id: string; title: string; url: string }[];
      }[];
      expect(tree.map((i) => i.id)).toEqual([
        'home',
        'tasks',
        'offerRequests',
        'configurator',
        'administration',
        'reports',
        'dashboards',
      ]);
      expect(tree[0]).toMatchObject({
        title: 'Home',
        url: '',
        items: [],
        selected: false,
        hidden: false,
        disabled: false,
        iconKey: 'bi-house',
      });
      expect(tree.find((i) => i.id === 'configurator')).toMatchObject({
        title: 'Configurator',
        url: '/Configurator',
        tooltip: 'Insulation calculation for everyone',
      });
      const admin = tree.find((i) => i.id === 'administration')!;
      expect(admin.items.map((i) => i.title)).toContain('Code lists');
      expect(admin.items.find((i) => i.id === 'administration.codelists')!.url).toBe(
        'Administration/CodeList',
      );
      c.cookies.set('lang', 'sl');
      const sl = (await c.request({ method: 'GET', url: '/api/v1/navigation' })).json();
      expect(sl[0].title).toBe('Domov');
      const slAdmin = (sl as { id: string; items: { title: string }[] }[]).find(
        (i) => i.id === 'administration',
      )!;
      expect(slAdmin.items[0]!.title).toBe('Šifranti');
    });

    it('seeds idempotently', async () => {
      await seedNavigation(server.ctx);
      await seedNavigation(server.ctx);
      const rows = await server.ctx.db.select().from(navigationItem);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(rows.find((r) => r.id === 'administration.codelists')!.parentId).toBe('administration');
    });
  });

  describe('telemetry', () => {
    const trace = `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`;
    it('stores error entries (204, no anti-forgery token needed)', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/app/v1/telemetry/errors',
        payload: [
          {
            traceId: trace,
            spanId: 'c'.repeat(16),
            timeStamp: '2026-11-22T10:00:00.000Z',
            logLevel: 'Error',
            state: 'Unhandled rejection',
            exception: 'TypeError: x is undefined',
          },
          { traceId: null, timeStamp: 1795350000000, logLevel: 4, exception: { message: 'boom' } },
        ],
      });
      expect(res.statusCode).toBe(204);
      const rows = await server.ctx.db.select().from(telemetryError);
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.traceId === trace)).toMatchObject({
        spanId: 'c'.repeat(16),
        logLevel: 'Error',
        exception: 'TypeError: x is undefined',
      });
      expect(rows.find((r) => r.traceId === null)!.exception).toBe('{"message":"boom"}');
    });

    it('stores timing entries', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/app/v1/telemetry/timings',
        payload: [
          {
            parentTraceId: trace,
            operationId: 'op-1',
            displayName: 'GET /api/v1/account/profile',
            startTime: '2026-11-22T10:00:00.000Z',
            processingTime: 12.5,
            tags: { status: 200, cached: false },
          },
        ],
      });
      expect(res.statusCode).toBe(204);
      const rows = await server.ctx.db.select().from(telemetryTiming);
      expect(rows[0]).toMatchObject({
        operationId: 'op-1',
        processingTime: 12.5,
        tags: { status: 200, cached: false },
      });
    });

    it('drops rows older than the retention period at start', async () => {
      const old = new Date(Date.now() - 31 * 86_400_000);
      await server.ctx.db
        .insert(telemetryError)
        .values({ traceId: null, exception: 'ancient', receivedAt: old });
      await server.ctx.db.insert(telemetryTiming).values({ operationId: 'ancient', receivedAt: old });
      await purgeTelemetry(server.ctx);
      expect((await server.ctx.db.select().from(telemetryError)).some((r) => r.exception === 'ancient')).toBe(
        false,
      );
      expect(
        (await server.ctx.db.select().from(telemetryTiming)).some((r) => r.operationId === 'ancient'),
      ).toBe(false);
      expect((await server.ctx.db.select().from(telemetryError)).length).toBeGreaterThan(0);
    });

    it('validates entries: trace id form, sizes, at most 100 entries', async () => {
      const post = (url: string, payload: unknown) =>
        server.app.inject({ method: 'POST', url, payload: payload as object });
      expectProblemShape(await post('/api/app/v1/telemetry/errors', [{ traceId: '01-abc' }]), 400);
      expectProblemShape(
        await post('/api/app/v1/telemetry/errors', [
          { traceId: `00-${'A'.repeat(32)}-${'b'.repeat(16)}-01x` },
        ]),
        400,
      );
      expectProblemShape(
        await post('/api/app/v1/telemetry/errors', [{ exception: 'x'.repeat(20000), state: 5 }]),
        400,
      );
      expectProblemShape(
        await post(
          '/api/app/v1/telemetry/errors',
          Array.from({ length: 101 }, () => ({})),
        ),
        400,
      );
      expectProblemShape(await post('/api/app/v1/telemetry/errors', { not: 'an array' }), 400);
      expectProblemShape(await post('/api/app/v1/telemetry/timings', [{ processingTime: -1 }]), 400);
      expectProblemShape(
        await post('/api/app/v1/telemetry/timings', [
          { tags: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`t${i}`, i])) },
        ]),
        400,
      );
      expectProblemShape(await post('/api/app/v1/telemetry/timings', [{ startTime: 'yesterday-ish' }]), 400);
      const bad = await server.app.inject({
        method: 'POST',
        url: '/api/app/v1/telemetry/timings',
        headers: { 'content-type': 'application/json' },
        payload: '[{',
      });
      expectProblemShape(bad, 400);
      expect(
        (
          await post(
            '/api/app/v1/telemetry/timings',
            Array.from({ length: 100 }, () => ({ processingTime: 1 })),
          )
        ).statusCode,
      ).toBe(204);
    });
  });
});
