import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';
import { userAccount, userGroupMember } from '../../db/schema/account';
import { codeListItem } from '../../db/schema/codelists';
import { getSessionUser, sessionContext, userChangeCount } from './sessions';

/** The `userGroups` code list: the groups users belong to (workflow assignment, administration). */
export const USER_GROUPS_LIST = 'userGroups';
/** Code of the group whose members see and use the Administration screens. */
export const ADMINISTRATORS_GROUP = 'ADMINISTRATORS';

/** Ids (in the userGroups code list) of a user's groups, active or not. */
export async function userGroupIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ groupId: userGroupMember.groupId })
    .from(userGroupMember)
    .where(eq(userGroupMember.userId, userId))
    .orderBy(userGroupMember.groupId);
  return rows.map((r) => r.groupId);
}

/** Codes of a user's active groups. */
export async function userGroupCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: codeListItem.code })
    .from(userGroupMember)
    .innerJoin(
      codeListItem,
      and(
        eq(codeListItem.list, USER_GROUPS_LIST),
        eq(codeListItem.id, userGroupMember.groupId),
        eq(codeListItem.isActive, true),
      ),
    )
    .where(eq(userGroupMember.userId, userId));
  return rows.map((r) => r.code).sort();
}

/** Replaces a user's memberships by `groupIds` (inside the caller's transaction). */
export async function setUserGroups(tx: Db, userId: string, groupIds: readonly number[]): Promise<void> {
  await tx.delete(userGroupMember).where(eq(userGroupMember.userId, userId));
  const unique = [...new Set(groupIds)];
  if (unique.length) await tx.insert(userGroupMember).values(unique.map((groupId) => ({ userId, groupId })));
}

/** The id of the administrators' group (null when the code list lacks it). */
export async function administratorsGroupId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: codeListItem.id })
    .from(codeListItem)
    .where(and(eq(codeListItem.list, USER_GROUPS_LIST), eq(codeListItem.code, ADMINISTRATORS_GROUP)))
    .limit(1);
  return row?.id ?? null;
}

/** Active accounts in the administrators' group other than `exceptUserId`. */
export async function otherActiveAdministrators(db: Db, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userGroupMember)
    .innerJoin(userAccount, eq(userAccount.id, userGroupMember.userId))
    .innerJoin(
      codeListItem,
      and(eq(codeListItem.list, USER_GROUPS_LIST), eq(codeListItem.id, userGroupMember.groupId)),
    )
    .where(
      and(
        eq(codeListItem.code, ADMINISTRATORS_GROUP),
        eq(userAccount.isActive, true),
        sql`${userAccount.id} <> ${exceptUserId}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Group codes read in the last few seconds, per database and user: every request of a signed-in
 * user needs them (entity access). An entry is used only while the `sessions` and `codelists`
 * data versions are the ones it was read under; triggers bump them when a membership, a user or a
 * group changes, in any process (migrations 0007, 0011).
 */
const GROUPS_CACHE_MS = 5_000;
const GROUPS_CACHE_MAX = 10_000;
interface CachedGroups {
  at: number;
  stamp: string;
  userChanges: number;
  groups: Promise<string[]>;
}
const groupCaches = new WeakMap<Db, Map<string, CachedGroups>>();
const GROUP_SCOPES = ['sessions', 'codelists'] as const;

/** Codes of the signed-in user's active groups; [] for anonymous requests. */
export async function getSessionGroups(request: FastifyRequest): Promise<string[]> {
  const user = await getSessionUser(request);
  const ctx = sessionContext(request);
  if (!user || !ctx) return [];
  let cache = groupCaches.get(ctx.db);
  if (!cache) groupCaches.set(ctx.db, (cache = new Map()));
  const stamp = ctx.readCache.versions.stamp(GROUP_SCOPES);
  const hit = cache.get(user.id);
  // This process's own user changes count at once, before their notification comes back.
  const userChanges = userChangeCount(ctx.db);
  if (hit && hit.stamp === stamp && hit.userChanges === userChanges && Date.now() - hit.at < GROUPS_CACHE_MS)
    return hit.groups;
  if (cache.size >= GROUPS_CACHE_MAX) cache.clear();
  const groups = userGroupCodes(ctx.db, user.id);
  cache.set(user.id, { at: Date.now(), stamp, userChanges, groups });
  groups.catch(() => cache.delete(user.id));
  return groups;
}

/** Whether the request comes from a signed-in administrator. */
export async function isAdministrator(request: FastifyRequest): Promise<boolean> {
  return (await getSessionGroups(request)).includes(ADMINISTRATORS_GROUP);
}

/**
 * At least one administrator: when no active account is in the administrators' group, the seeded
 * `admin` account joins it (a fresh database, or one from before groups existed). Idempotent.
 */
export async function ensureAdministrator(db: Db, adminUsername: string): Promise<void> {
  const groupId = await administratorsGroupId(db);
  if (groupId === null) return;
  const [any] = await db
    .select({ userId: userGroupMember.userId })
    .from(userGroupMember)
    .innerJoin(userAccount, eq(userAccount.id, userGroupMember.userId))
    .where(and(eq(userGroupMember.groupId, groupId), eq(userAccount.isActive, true)))
    .limit(1);
  if (any) return;
  const [admin] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(eq(userAccount.usernameLower, adminUsername))
    .limit(1);
  if (admin) await db.insert(userGroupMember).values({ userId: admin.id, groupId }).onConflictDoNothing();
}

/**
 * Group codes are compared case-insensitively wherever a definition names a group (a process
 * definition's `sales` is the `SALES` item): the helpers below take any case.
 */
const sameCode = (code: string) => sql`lower(${codeListItem.code}) = ${code.toLowerCase()}`;

/** An active group of the `userGroups` list: its code as stored and its name's key. */
export interface UserGroupItem {
  id: number;
  code: string;
  nameKey: string;
}

/** The active groups in their sort order (pickers, names in messages). */
export async function listUserGroups(db: Db): Promise<UserGroupItem[]> {
  return db
    .select({ id: codeListItem.id, code: codeListItem.code, nameKey: codeListItem.nameKey })
    .from(codeListItem)
    .where(and(eq(codeListItem.list, USER_GROUPS_LIST), eq(codeListItem.isActive, true)))
    .orderBy(codeListItem.sortOrder, codeListItem.code);
}

export interface UserGroupMember {
  id: string;
  email: string | null;
  fullName: string | null;
  username: string;
  selectedLanguage: string | null;
}

/** The active members of an active group, by the group's code (mail to a group goes to each). */
export async function userGroupMembers(db: Db, code: string): Promise<UserGroupMember[]> {
  return db
    .select({
      id: userAccount.id,
      email: userAccount.email,
      fullName: userAccount.fullName,
      username: userAccount.username,
      selectedLanguage: userAccount.selectedLanguage,
    })
    .from(userGroupMember)
    .innerJoin(
      codeListItem,
      and(
        eq(codeListItem.list, USER_GROUPS_LIST),
        eq(codeListItem.id, userGroupMember.groupId),
        eq(codeListItem.isActive, true),
      ),
    )
    .innerJoin(userAccount, eq(userAccount.id, userGroupMember.userId))
    .where(and(sameCode(code), eq(userAccount.isActive, true)))
    .orderBy(userAccount.username);
}

/** Puts a user into the group of that code (the seed's sample accounts, tests); no-op when in it. */
export async function addUserToGroup(db: Db, userId: string, code: string): Promise<void> {
  const [group] = await db
    .select({ id: codeListItem.id })
    .from(codeListItem)
    .where(and(eq(codeListItem.list, USER_GROUPS_LIST), sameCode(code)))
    .limit(1);
  if (group) await db.insert(userGroupMember).values({ userId, groupId: group.id }).onConflictDoNothing();
}

/**
 * Makes sure the `userGroups` list has an item of that code (a module's seed needs its group
 * even where an administrator removed it from the list); a new item's id is 100 or more, clear
 * of the list's seeded ids. The code is stored in upper case, as the list's seed does.
 */
export async function ensureUserGroup(
  db: Db,
  code: string,
  nameKey: string,
  sortOrder: number,
): Promise<void> {
  await db.execute(
    sql`insert into code_list_item (list, id, code, name_key, sort_order)
        select ${USER_GROUPS_LIST}, greatest(coalesce(max(id), 0) + 1, 100), ${code.toUpperCase()}, ${nameKey}, ${sortOrder}
        from code_list_item where list = ${USER_GROUPS_LIST}
        having not exists (select 1 from code_list_item where list = ${USER_GROUPS_LIST} and lower(code) = ${code.toLowerCase()})
        on conflict do nothing`,
  );
}
