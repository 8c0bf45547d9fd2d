import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import { groupPermission } from '../../db/schema/permissions';
import type { CacheScope } from '../../http/readCache';
import { grantKey, type PermissionAction } from './resources';

/** The list whose items are the groups (account module's USER_GROUPS_LIST; kept here to stay free of it). */
const USER_GROUPS_LIST = 'userGroups';

/** Grants of every active group, by lower-cased group code. */
export type GrantsByGroup = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The grants change rarely and every request of a signed-in user needs them: each process keeps
 * them in memory while the `permissions` and `codelists` versions stay (a trigger moves them on
 * any change, in any process, and the notification reaches every process), so a change counts
 * at the next request everywhere.
 */
const SCOPES: readonly CacheScope[] = ['permissions', 'codelists'];
const cache = new WeakMap<Db, { stamp: string; grants: Promise<GrantsByGroup> }>();

async function readGrants(db: Db): Promise<GrantsByGroup> {
  const rows = await db
    .select({ code: codeListItem.code, resource: groupPermission.resource, action: groupPermission.action })
    .from(groupPermission)
    .innerJoin(
      codeListItem,
      and(
        eq(codeListItem.list, USER_GROUPS_LIST),
        eq(codeListItem.id, groupPermission.groupId),
        eq(codeListItem.isActive, true),
      ),
    );
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const code = row.code.toLowerCase();
    let set = out.get(code);
    if (!set) out.set(code, (set = new Set()));
    set.add(grantKey(row.resource, row.action as PermissionAction));
  }
  return out;
}

/** Every active group's grants (cached per data version). */
export function allGrants(ctx: Pick<ServerContext, 'db' | 'readCache'>): Promise<GrantsByGroup> {
  const stamp = ctx.readCache.versions.stamp(SCOPES);
  const hit = cache.get(ctx.db);
  if (hit && hit.stamp === stamp) return hit.grants;
  const grants = readGrants(ctx.db);
  cache.set(ctx.db, { stamp, grants });
  grants.catch(() => {
    if (cache.get(ctx.db)?.grants === grants) cache.delete(ctx.db);
  });
  return grants;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The union of the grants of `groups` (codes, any case). */
export async function grantsOfGroups(
  ctx: Pick<ServerContext, 'db' | 'readCache'>,
  groups: readonly string[],
): Promise<ReadonlySet<string>> {
  if (groups.length === 0) return EMPTY;
  const all = await allGrants(ctx);
  if (groups.length === 1) return all.get(groups[0]!.toLowerCase()) ?? EMPTY;
  const out = new Set<string>();
  for (const group of groups) for (const key of all.get(group.toLowerCase()) ?? EMPTY) out.add(key);
  return out;
}
