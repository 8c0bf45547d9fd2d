import {
  translationNamespaceParams,
  translationsCacheKey,
  translationsDto,
  translationsParams,
  translationsQuery,
} from '@insulcalc/api-schema';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { CACHED_READ_ROUTE, sendCached } from '../../http/readCache';
import type { ModulePlugin, ServerModule } from '../types';
import { normaliseLanguage } from './languages';
import {
  DATA_NAMESPACE,
  getTranslationNamespace,
  getTranslations,
  registerTranslationStamp,
  seedTranslationFolders,
  seedTranslations,
} from './store';

export {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  normaliseLanguage,
  type LanguageCode,
} from './languages';
export {
  DATA_NAMESPACE,
  formatMessage,
  getTranslationNamespace,
  namespaceOfSource,
  getTranslations,
  invalidateTranslationCache,
  loadTranslations,
  readSeedFolder,
  readSeedFolders,
  seedTranslationFolders,
  translate,
} from './store';
export { translationFolders, type TranslationFolder } from './folders';

const paramsSchema = translationsParams;
const querySchema = translationsQuery;

/**
 * Per namespace, the namespaces its texts need besides its own (app info's
 * `translationNamespaces`): each package's reach through its package.json dependencies, the
 * way the seed finds their folders; `server` and `data` need none.
 */
export function translationNamespaceRequirements(paths: {
  packageRoot: string;
  seedDir: string;
}): Readonly<Record<string, readonly string[]>> {
  const key = `${paths.packageRoot}\u0000${paths.seedDir}`;
  let out = requirementsByRoot.get(key);
  if (!out) {
    const built: Record<string, string[]> = {};
    for (const folder of seedTranslationFolders(paths)) built[folder.owner] = folder.requires;
    built[DATA_NAMESPACE] = [];
    requirementsByRoot.set(key, (out = built));
  }
  return out;
}
// Read once per process: the folders are the installed packages', fixed while it runs.
const requirementsByRoot = new Map<string, Readonly<Record<string, readonly string[]>>>();

/** The language of a request's path, or a 404 naming it. */
async function requestedLanguage(raw: string, fail: Fail) {
  const language = normaliseLanguage(raw);
  if (!language || language !== raw.toLowerCase()) {
    throw await fail(404, 'Common_ApplicationLoadFailed', {
      detail: `No translations for language "${raw}".`,
    });
  }
  return language;
}

const routes: ModulePlugin = async (app, { ctx }) => {
  registerTranslationStamp(ctx.db, () => ctx.readCache.versions.stamp(['translations']));
  // GET /api/v1/translations/{language}?v={applicationVersion}
  const schema = {
    tags: ['platform'],
    summary:
      'Texts of a language (key → ICU message); cached long when v names the running version and the current texts (app info), revalidated otherwise',
    params: paramsSchema,
    querystring: querySchema,
    response: { 200: translationsDto },
  };
  /**
   * Only a URL naming the current texts (v = application version -t translations version, as
   * the app info gives it) may be cached long: any change of a text changes that URL. Any other
   * v (the bare application version, or a translations version this process has not reached
   * yet) is revalidated by ETag on every use, so nobody keeps a text that changed.
   */
  const cacheControl = (v: string | undefined) =>
    v ===
    translationsCacheKey({
      applicationVersion: ctx.version,
      translationsVersion: String(ctx.readCache.versions.version('translations')),
    })
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';

  // The whole language: the server's own renders read texts through getTranslations; this
  // route stays for scripts and older clients (the apps load namespaces).
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/:language', ...schema, options: CACHED_READ_ROUTE },
    async ({ params: { language: raw }, query: { v }, request, reply, fail }) => {
      const language = await requestedLanguage(raw, fail);
      const entry = await ctx.readCache.get(`translations:${language}`, ['translations'], async () => {
        const map = await getTranslations(ctx.db, language);
        const body: Record<string, string | null> = {};
        for (const key of [...map.keys()].sort()) body[key] = map.get(key) ?? null;
        return body;
      });
      return sendCached(request, reply, entry, { cacheControl: cacheControl(v) });
    },
  );

  // GET /api/v1/translations/{language}/{namespace}?v={applicationVersion}-t{translationsVersion}
  const namespaceSchema = {
    tags: ['platform'],
    summary:
      'Texts of one namespace in a language (a package’s, `server`, or `data`: texts added at run time); cached like the whole language',
    params: translationNamespaceParams,
    querystring: querySchema,
    response: { 200: translationsDto },
  };
  // The namespaces are the seed's folders' owners and `data`: an unknown one is a 404 before any
  // cache entry is made for it.
  const namespaces = new Set(Object.keys(translationNamespaceRequirements(ctx.paths)));
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/:language/:namespace', ...namespaceSchema, options: CACHED_READ_ROUTE },
    async ({ params: { language: raw, namespace }, query: { v }, request, reply, fail }) => {
      const language = await requestedLanguage(raw, fail);
      if (!namespaces.has(namespace))
        throw await fail(404, 'Common_ApplicationLoadFailed', {
          detail: `No translations namespace "${namespace}".`,
        });
      const entry = await ctx.readCache.get(
        `translations:${language}:${namespace}`,
        ['translations'],
        async () => Object.fromEntries((await getTranslationNamespace(ctx.db, language, namespace)) ?? []),
      );
      return sendCached(request, reply, entry, { cacheControl: cacheControl(v) });
    },
  );
};

export const translationsModule: ServerModule = {
  name: 'translations',
  prefix: '/api/v1/translations',
  plugin: routes,
  seed: seedTranslations,
};
