import {
  translationsCacheKey,
  translationsDto,
  translationsParams,
  translationsQuery,
} from '@insulcalc/api-schema';
import { parseWith, ProblemError } from '../../http/problem';
import { sendCached } from '../../http/readCache';
import type { ModulePlugin, ServerModule } from '../types';
import { normaliseLanguage } from './languages';
import { getTranslations, registerTranslationStamp, seedTranslations } from './store';

export {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  normaliseLanguage,
  type LanguageCode,
} from './languages';
export {
  formatMessage,
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
  app.get('/:language', { schema }, async (request, reply) => {
    const { language: raw } = parseWith(paramsSchema, request.params);
    const { v } = parseWith(querySchema, request.query);
    const language = normaliseLanguage(raw);
    if (!language || language !== raw.toLowerCase()) {
      throw ProblemError.notFound(`No translations for language "${raw}".`, [
        { message: 'Common_ApplicationLoadFailed', level: 'error' },
      ]);
    }
    const entry = await ctx.readCache.get(`translations:${language}`, ['translations'], async () => {
      const map = await getTranslations(ctx.db, language);
      const body: Record<string, string | null> = {};
      for (const key of [...map.keys()].sort()) body[key] = map.get(key) ?? null;
      return body;
    });
    // Only a URL naming the current texts (v = application version -t translations version, as
    // the app info gives it) may be cached long: any change of a text changes that URL. Any
    // other v (the bare application version, or a translations version this process has not
    // reached yet) is revalidated by ETag on every use, so nobody keeps a text that changed.
    const current = translationsCacheKey({
      applicationVersion: ctx.version,
      translationsVersion: String(ctx.readCache.versions.version('translations')),
    });
    return sendCached(request, reply, entry, {
      cacheControl: v === current ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });
};

export const translationsModule: ServerModule = {
  name: 'translations',
  prefix: '/api/v1/translations',
  plugin: routes,
  seed: seedTranslations,
};
