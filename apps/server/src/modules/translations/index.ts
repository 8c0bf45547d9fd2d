import { z } from 'zod';
import { parseWith, ProblemError } from '../../http/problem';
import { sendCached } from '../../http/readCache';
import type { ModulePlugin, ServerModule } from '../types';
import { normaliseLanguage } from './languages';
import { getTranslations, seedTranslations } from './store';

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

const paramsSchema = z.object({ language: z.string().min(1).max(20) });
const querySchema = z.object({ v: z.string().max(64).optional() });

const routes: ModulePlugin = async (app, { ctx }) => {
  // GET /api/v1/translations/{language}?v={applicationVersion}
  app.get('/:language', async (request, reply) => {
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
    // Versioned URLs (v = the running application version) may be cached long; others briefly.
    const longLived = v !== undefined && v === ctx.version;
    return sendCached(request, reply, entry, {
      cacheControl: longLived ? 'public, max-age=86400' : 'public, max-age=300',
    });
  });
};

export const translationsModule: ServerModule = {
  name: 'translations',
  prefix: '/api/v1/translations',
  plugin: routes,
  seed: seedTranslations,
};
