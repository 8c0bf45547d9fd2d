import { desc, sql, type SQL } from 'drizzle-orm';
import type { GroupWithoutMembersDto } from '@insulcalc/api-schema';
import { parseProcessDefinition } from '@insulcalc/workflow/core';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { processDefinition } from '../../db/schema/workflow';
import { USER_GROUPS_LIST } from '../account/index';
import { assigneesOf } from './consistency';

/**
 * An open task row (`task`: the alias or name of process_task in the query) waiting for a group that has no active member: nobody would ever
 * see it in My tasks, so administrators see it there as unassigned (issue 25 item 4). A member
 * counts when the user and the group are both active; group codes are compared in lower case, as
 * task rows keep them.
 */
export const waitsForEmptyGroup = (task: 't' | 'process_task'): SQL =>
  sql.raw(
    `(${task}.status = 'open' and ${task}.assignee_user_id is null and ${task}.assignee_group_id is not null and not exists (
       select 1 from user_group_member m
         join code_list_item g on g.list = '${USER_GROUPS_LIST}' and g.id = m.group_id and g.is_active
         join user_account u on u.id = m.user_id and u.is_active
        where lower(g.code) = ${task}.assignee_group_id))`,
  );

/** One entry of the task counts' `groupsWithoutMembers` (declared once, in @insulcalc/api-schema). */
export type GroupWithoutMembers = GroupWithoutMembersDto;

/**
 * The groups an administrator should fill: those the newest process definitions assign tasks to
 * and those with open tasks, that have no active member, with their open task counts. A fresh
 * install lists Sales with 0 (the offer process's tasks would wait unseen).
 */
export async function groupsWithoutMembers(
  db: Db,
  groupName: (code: string) => string,
): Promise<GroupWithoutMembers[]> {
  const definitions = await db
    .select({ key: processDefinition.key, definition: processDefinition.definition })
    .from(processDefinition)
    .orderBy(processDefinition.key, desc(processDefinition.version));
  const named = new Set<string>();
  const seen = new Set<string>();
  for (const row of definitions) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    const parsed = parseProcessDefinition(row.definition);
    if (!parsed.ok) continue;
    for (const activity of parsed.definition.activities)
      for (const assignee of assigneesOf(activity))
        if (assignee.type === 'group') named.add(assignee.group.toLowerCase());
  }
  const waiting = await queryRows<{ group_id: string; open: string | number }>(
    db,
    sql`select t.assignee_group_id as group_id, count(*) as open from process_task t
         where ${waitsForEmptyGroup('t')} group by t.assignee_group_id`,
  );
  const open = new Map(waiting.map((r) => [r.group_id, Number(r.open)]));
  const candidates = [...new Set([...named, ...open.keys()])];
  if (candidates.length === 0) return [];
  const withMembers = new Set(
    (
      await queryRows<{ code: string }>(
        db,
        sql`select distinct lower(g.code) as code from user_group_member m
              join code_list_item g on g.list = ${USER_GROUPS_LIST} and g.id = m.group_id and g.is_active
              join user_account u on u.id = m.user_id and u.is_active
             where lower(g.code) in (${sql.join(
               candidates.map((c) => sql`${c}`),
               sql`, `,
             )})`,
      )
    ).map((r) => r.code),
  );
  return candidates
    .filter((group) => !withMembers.has(group))
    .sort()
    .map((group) => ({ code: group.toUpperCase(), name: groupName(group), open: open.get(group) ?? 0 }));
}
