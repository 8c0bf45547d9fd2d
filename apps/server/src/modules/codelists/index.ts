import { CODE_LIST_ITEM_SCHEMAS, codeListParams, languageDto } from '@insulcalc/api-schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { codeListItem, type CodeListItemRow } from '../../db/schema/codelists';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { CACHED_READ_ROUTE, sendCached } from '../../http/readCache';
import { ADMIN_USERNAME, ensureAdministrator, requireUser, resolveLanguage } from '../account/index';
import { LANGUAGES } from '../translations/index';
import type { ModulePlugin, ServerModule } from '../types';
import { CODE_LISTS, isCodeListName, PRIVATE_CODE_LISTS } from './lists';
import { codeListExists } from './configured';
import { textsOf } from './names';
import { seedCodeLists } from './seed';

export { CODE_LISTS, codeListItemSchemas, isCodeListName, type CodeListName } from './lists';
export {
  attributeName,
  fieldName,
  isOwnNameKey,
  namesOf,
  textsOf,
  writeNames,
  zodIssues,
  type LocalizedNames,
  type ValueIssue,
} from './names';
export { CODE_LIST_ENTITY_PREFIX, codeListItemProvider, codeListProvider, listOfEntity } from './provider';
export { seedCodeLists } from './seed';
export { codeListExists, configuredListNames, isConfiguredListName } from './configured';

/**
 * A code-list row as the API gives it: the list's own fields plus id, code, nameKey, translated
 * name, sortOrder and isActive (false only in the `?retired=true` answers).
 */
export function codeListItemDto(r: CodeListItemRow, texts: Map<string, string | null>) {
  return {
    ...r.data,
    id: r.id,
    code: r.code,
    nameKey: r.nameKey,
    name: texts.get(r.nameKey) ?? r.code,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
  };
}

/** `retired=true`: the deactivated items too (after the active ones, `isActive: false`). */
const listQuery = z.object({ retired: z.enum(['true', 'false']).optional() });

/** The route's schemas: they document it and parse its path and query. */
const listDocs = {
  tags: ['catalogue'],
  summary:
    'A code list (languages, countries, materials, mediums, productTypes, fuelTypes, surfaceTypes, subconstructionTypes), names translated',
  params: codeListParams,
  querystring: listQuery,
  response: {
    200: z.union([
      z.array(languageDto),
      ...Object.values(CODE_LIST_ITEM_SCHEMAS).map((item) => z.array(item)),
    ]),
  },
};

/**
 * GET api/v1/codelists/{languages,countries,materials,mediums,productTypes,fuelTypes,surfaceTypes,subconstructionTypes}[?retired=true]
 * Open to anonymous visitors (the public configurator uses them). Items: `{ id, code, nameKey,
 * name, sortOrder, isActive, …list fields }` sorted by sortOrder; `name` is translated for the
 * requester. The active items only, unless `retired=true`: then the deactivated ones follow
 * (`isActive: false`), for the stored calculations that chose one (decision 0039).
 * languages: `[{ code, localName }]`.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  /**
   * Anyone may read a list but the private ones (signed-in users). An unknown list is a 404 for
   * everyone, asked first; a malformed name or query is left to the validation after this (400,
   * as before the lookup).
   */
  const authorize = async (request: FastifyRequest, fail: Fail) => {
    const parsed = codeListParams.safeParse(request.params);
    if (!parsed.success || !listQuery.safeParse(request.query).success) return;
    if (parsed.data.list === 'languages') return;
    const { list } = parsed.data;
    // Built-in lists, and the lists administrators configured (their entity rows).
    if (!(await codeListExists(ctx.db, list))) {
      throw await fail(404, 'NotFound_Text', {
        detail: `No code list "${list}". Known: languages, ${CODE_LISTS.join(', ')} and the configured lists.`,
      });
    }
    if (isCodeListName(list) && PRIVATE_CODE_LISTS.includes(list)) await requireUser(request);
  };
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/:list', ...listDocs, authorize, options: CACHED_READ_ROUTE },
    async ({ params: { list }, query, request, reply }) => {
      const retired = query.retired === 'true';
      // Revalidated on every use (a 304 while nothing changed): an item an administrator adds or
      // deactivates is in the configurator's next load, never five minutes later.
      const cacheControl = { cacheControl: 'private, no-cache', vary: 'Cookie' };
      if (list === 'languages') {
        const entry = await ctx.readCache.get('codelists:languages', [], async () =>
          LANGUAGES.map((l) => ({ code: l.code, localName: l.localName })),
        );
        return sendCached(request, reply, entry, cacheControl);
      }
      const language = await resolveLanguage(ctx, request);
      const entry = await ctx.readCache.get(
        `codelists:${list}:${language}:${retired}`,
        ['codelists', 'translations'],
        async () => {
          const rows = await ctx.db
            .select()
            .from(codeListItem)
            .where(
              retired
                ? eq(codeListItem.list, list)
                : and(eq(codeListItem.list, list), eq(codeListItem.isActive, true)),
            )
            .orderBy(desc(codeListItem.isActive), asc(codeListItem.sortOrder), asc(codeListItem.id));
          // Read with the rows (not the translations module's 30 s cache): a name an administrator
          // just saved is served at once, by every process (the entry is rebuilt on the trigger's bump).
          const texts = await textsOf(
            ctx.db,
            rows.map((r) => r.nameKey),
            language,
          );
          return rows.map((r) => codeListItemDto(r, texts));
        },
      );
      return sendCached(request, reply, entry, cacheControl);
    },
  );
};

export const codeListsModule: ServerModule = {
  name: 'codelists',
  prefix: '/api/v1/codelists',
  plugin: routes,
  seed: async (ctx) => {
    await seedCodeLists(ctx);
    // The userGroups list exists now: make sure someone can open the Administration screens.
    await ensureAdministrator(ctx.db, ADMIN_USERNAME);
  },
};
