import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';

/**
 * Groups are the items of the `userGroups` code list (account schema, `user_group_member`);
 * a process definition names a group by the item's code. Codes are compared case-insensitively
 * (`sales` in a definition is the `SALES` item), so task rows store them in lower case.
 */
export const USER_GROUPS_LIST = 'userGroups';
export const ADMINISTRATORS_GROUP_CODE = 'administrators';
export const SALES_GROUP_CODE = 'sales';

/** The lower-case codes of the groups a user belongs to. */
export async function groupsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select lower(c.code) as code from user_group_member m
        join code_list_item c on c.list = ${USER_GROUPS_LIST} and c.id = m.group_id and c.is_active
        where m.user_id = ${userId}`,
  );
  return rows.map((r) => r.code);
}

export interface GroupMember {
  id: string;
  email: string | null;
  fullName: string | null;
  username: string;
  selectedLanguage: string | null;
}

/** The active members of a group (mail to a group goes to each). */
export async function membersOfGroup(db: Db, code: string): Promise<GroupMember[]> {
  return queryRows<GroupMember & Record<string, unknown>>(
    db,
    sql`select u.id, u.email, u.full_name as "fullName", u.username, u.selected_language as "selectedLanguage"
        from user_group_member m
        join code_list_item c on c.list = ${USER_GROUPS_LIST} and c.id = m.group_id and c.is_active
        join user_account u on u.id = m.user_id
        where lower(c.code) = ${code.toLowerCase()} and u.is_active
        order by u.username`,
  );
}

export interface GroupItem {
  code: string;
  nameKey: string;
}

/** Every group (the reassign picker). */
export async function listGroups(db: Db): Promise<GroupItem[]> {
  const rows = await queryRows<{ code: string; name_key: string }>(
    db,
    sql`select lower(code) as code, name_key from code_list_item where list = ${USER_GROUPS_LIST} and is_active order by sort_order, code`,
  );
  return rows.map((r) => ({ code: r.code, nameKey: r.name_key }));
}

/**
 * Makes sure the `userGroups` list has a `sales` item (the Offer process's group) when the
 * administration seed has not put one there; the id (100 or more) stays clear of the seed's own.
 */
export async function ensureGroup(db: Db, code: string, nameKey: string, sortOrder: number): Promise<void> {
  await db.execute(
    sql`insert into code_list_item (list, id, code, name_key, sort_order)
        select ${USER_GROUPS_LIST}, greatest(coalesce(max(id), 0) + 1, 100), ${code.toUpperCase()}, ${nameKey}, ${sortOrder}
        from code_list_item where list = ${USER_GROUPS_LIST}
        having not exists (select 1 from code_list_item where list = ${USER_GROUPS_LIST} and lower(code) = ${code.toLowerCase()})
        on conflict do nothing`,
  );
}

/** Puts a user into a group (tests and the seed's sample accounts; the users screens use the table). */
export async function addToGroup(db: Db, userId: string, code: string): Promise<void> {
  await db.execute(
    sql`insert into user_group_member (user_id, group_id)
        select ${userId}, id from code_list_item where list = ${USER_GROUPS_LIST} and lower(code) = ${code.toLowerCase()}
        on conflict do nothing`,
  );
}
