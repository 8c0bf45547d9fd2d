import { and, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { codeListItem } from '../../db/schema/codelists';
import { groupPermission } from '../../db/schema/permissions';
import { ensureSetting, setSetting } from '../../db/settings';
import { ensureUserGroup, USER_GROUPS_LIST } from '../account/index';
import { DEFAULT_GRANTS, SEEDED_GROUPS } from './defaults';

/** The group × resource pairs whose defaults were granted once (never again, once taken away). */
const SEEDED_SETTING = 'permissions.seededDefaults';

export async function seedPermissions(ctx: ServerContext): Promise<void> {
  for (const g of SEEDED_GROUPS) await ensureUserGroup(ctx.db, g.code, g.nameKey, g.sortOrder);
  await ctx.db.transaction(async (tx) => {
    // One seeding process at a time (several servers start together on one database).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEEDED_SETTING}))`);
    const seeded = new Set(await ensureSetting<string[]>(tx, SEEDED_SETTING, () => []));
    const before = seeded.size;
    for (const [code, resources] of Object.entries(DEFAULT_GRANTS)) {
      const [group] = await tx
        .select({ id: codeListItem.id })
        .from(codeListItem)
        .where(
          and(
            eq(codeListItem.list, USER_GROUPS_LIST),
            sql`lower(${codeListItem.code}) = ${code.toLowerCase()}`,
          ),
        )
        .limit(1);
      if (!group) continue;
      for (const [resource, actions] of Object.entries(resources)) {
        const pair = `${code}:${resource}`;
        if (seeded.has(pair)) continue;
        await tx
          .insert(groupPermission)
          .values(actions.map((action) => ({ groupId: group.id, resource, action, updatedBy: 'seed' })))
          .onConflictDoNothing();
        seeded.add(pair);
      }
    }
    if (seeded.size !== before) await setSetting(tx, SEEDED_SETTING, [...seeded].sort());
  });
}
