import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { codeListItem } from '../../db/schema/codelists';
import { groupPermission } from '../../db/schema/permissions';
import { ensureSetting, setSetting } from '../../db/settings';
import { ensureUserGroup, USER_GROUPS_LIST } from '../account/index';
import { DEFAULT_GRANTS, SEEDED_GROUPS, WITHDRAWN_DEFAULTS } from './defaults';

/** The group × resource pairs whose defaults were granted once (never again, once taken away). */
const SEEDED_SETTING = 'permissions.seededDefaults';
/** The group × resource pairs of WITHDRAWN_DEFAULTS already taken back (never again). */
const WITHDRAWN_SETTING = 'permissions.withdrawnDefaults';

export async function seedPermissions(ctx: ServerContext): Promise<void> {
  for (const g of SEEDED_GROUPS) await ensureUserGroup(ctx.db, g.code, g.nameKey, g.sortOrder);
  await ctx.db.transaction(async (tx) => {
    // One seeding process at a time (several servers start together on one database).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEEDED_SETTING}))`);
    const seeded = new Set(await ensureSetting<string[]>(tx, SEEDED_SETTING, () => []));
    const before = seeded.size;
    const groupId = async (code: string) => {
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
      return group;
    };
    for (const [code, resources] of Object.entries(DEFAULT_GRANTS)) {
      const group = await groupId(code);
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

    const withdrawn = new Set(await ensureSetting<string[]>(tx, WITHDRAWN_SETTING, () => []));
    const withdrawnBefore = withdrawn.size;
    for (const [code, resources] of Object.entries(WITHDRAWN_DEFAULTS)) {
      const group = await groupId(code);
      if (!group) continue;
      for (const [resource, actions] of Object.entries(resources)) {
        const pair = `${code}:${resource}`;
        if (withdrawn.has(pair)) continue;
        await tx
          .delete(groupPermission)
          .where(
            and(
              eq(groupPermission.groupId, group.id),
              eq(groupPermission.resource, resource),
              inArray(groupPermission.action, [...actions]),
              eq(groupPermission.updatedBy, 'seed'),
            ),
          );
        withdrawn.add(pair);
      }
    }
    if (withdrawn.size !== withdrawnBefore) await setSetting(tx, WITHDRAWN_SETTING, [...withdrawn].sort());
  });
}
