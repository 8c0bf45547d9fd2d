import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { codeListItem } from '../../db/schema/codelists';
import { CODE_LISTS, codeListItemSchemas, type CodeListName } from './lists';

/** Reads and validates seed/codelists/<list>.json (an array of items). */
export function readCodeListSeed(seedDir: string, list: CodeListName) {
  const file = join(seedDir, 'codelists', `${list}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const items = z.array(codeListItemSchemas[list]).parse(raw) as Array<
    Record<string, unknown> & {
      id: number;
      code: string;
      nameKey: string;
      sortOrder: number;
      isActive: boolean;
    }
  >;
  const ids = new Set<number>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Code list seed ${list}: duplicate id ${item.id}`);
    ids.add(item.id);
  }
  return items;
}

/**
 * Idempotent: upserts every seeded item (by list + id) and deactivates items of a list that the
 * seed no longer holds (they stay in the table so stored calculations keep their references).
 * Items an administrator created or edited (`updated_by` set) are left as they are.
 */
export async function seedCodeLists(ctx: ServerContext): Promise<void> {
  for (const list of CODE_LISTS) {
    const items = readCodeListSeed(ctx.paths.seedDir, list);
    if (items.length > 0) {
      // One statement per list; rows whose content is unchanged are not rewritten.
      await ctx.db
        .insert(codeListItem)
        .values(
          items.map(({ id, code, nameKey, sortOrder, isActive, ...data }) => ({
            list,
            id,
            code,
            nameKey,
            sortOrder,
            isActive,
            data,
          })),
        )
        .onConflictDoUpdate({
          target: [codeListItem.list, codeListItem.id],
          set: {
            code: sql`excluded.code`,
            nameKey: sql`excluded.name_key`,
            sortOrder: sql`excluded.sort_order`,
            isActive: sql`excluded.is_active`,
            data: sql`excluded.data`,
            updatedAt: sql`now()`,
          },
          // An item an administrator edited (updated_by set) is theirs: the file no longer moves it.
          setWhere: sql`${codeListItem.updatedBy} is null and (${codeListItem.code}, ${codeListItem.nameKey}, ${codeListItem.sortOrder}, ${codeListItem.isActive}, ${codeListItem.data}) is distinct from (excluded.code, excluded.name_key, excluded.sort_order, excluded.is_active, excluded.data)`,
        });
    }
    const ids = items.map((i) => i.id);
    if (ids.length > 0) {
      await ctx.db
        .update(codeListItem)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(codeListItem.list, list),
            notInArray(codeListItem.id, ids),
            eq(codeListItem.isActive, true),
            // Items added or edited on the Administration screens are not the file's to retire.
            isNull(codeListItem.updatedBy),
          ),
        );
    }
  }
}
