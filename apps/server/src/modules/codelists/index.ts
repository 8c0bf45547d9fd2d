import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { codeListItem, type CodeListItemRow } from '../../db/schema/codelists';
import { parseWith, ProblemError } from '../../http/problem';
import { resolveLanguage } from '../account/i18n';
import { getTranslations } from '../translations/store';
import { LANGUAGES } from '../translations/languages';
import type { ModulePlugin, ServerModule } from '../types';
import { CODE_LISTS, isCodeListName } from './lists';
import { seedCodeLists } from './seed';

export { CODE_LISTS, type CodeListName } from './lists';
export { seedCodeLists } from './seed';

/** A code-list row as the API gives it: the list's own fields plus id, code, nameKey, translated name, sortOrder. */
export function codeListItemDto(r: CodeListItemRow, texts: Map<string, string | null>) {
  return {
    ...r.data,
    id: r.id,
    code: r.code,
    nameKey: r.nameKey,
    name: texts.get(r.nameKey) ?? r.code,
    sortOrder: r.sortOrder,
  };
}

const paramsSchema = z.object({ list: z.string().min(1).max(50) });

/**
 * GET api/v1/codelists/{languages,countries,materials,mediums,productTypes,fuelTypes,surfaceTypes,subconstructionTypes}
 * Open to anonymous visitors (the public configurator uses them). Items: `{ id, code, nameKey,
 * name, sortOrder, …list fields }` sorted by sortOrder; `name` is translated for the requester.
 * languages: `[{ code, localName }]`.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  app.get('/:list', async (request, reply) => {
    const { list } = parseWith(paramsSchema, request.params);
    reply.header('cache-control', 'private, max-age=300').header('vary', 'Cookie');
    if (list === 'languages') return LANGUAGES.map((l) => ({ code: l.code, localName: l.localName }));
    if (!isCodeListName(list)) {
      throw ProblemError.notFound(`No code list "${list}". Known: languages, ${CODE_LISTS.join(', ')}.`);
    }
    const rows = await ctx.db
      .select()
      .from(codeListItem)
      .where(and(eq(codeListItem.list, list), eq(codeListItem.isActive, true)))
      .orderBy(asc(codeListItem.sortOrder), asc(codeListItem.id));
    const texts = await getTranslations(ctx.db, await resolveLanguage(ctx, request));
    return rows.map((r) => codeListItemDto(r, texts));
  });
};

export const codeListsModule: ServerModule = {
  name: 'codelists',
  prefix: '/api/v1/codelists',
  plugin: routes,
  seed: seedCodeLists,
};
