import { sql, type SQL } from 'drizzle-orm';
import type { Actor, EntityProvider, ListSource } from '../entityProviders';
import { waitsForEmptyGroup } from './unassigned';

/**
 * The list expressions of the `WorkflowTask` entity's attributes over `process_task t` joined with
 * its `process_instance p` (fixed text, never built from a request). Status and group are shaped
 * as the code values their columns filter by: `Open`/`Completed`/`Rejected`/`Cancelled` (texts
 * `Workflow_TaskList_Status{value}`; a rejected task is a completed one with that outcome) and the `userGroups` list's upper-case codes (task rows keep
 * them in lower case, as the definitions name them).
 */
/**
 * A time as ISO 8601 text in UTC, fixed width: it sorts and compares as the time does, a range
 * filter's ISO operands compare with it as text, and the grid reads it as a dateTime value.
 */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const KEYS: Record<string, string> = {
  Activity: `(select a->>'nameKey' from process_definition d, jsonb_array_elements(d.definition->'activities') a
    where d.key = p.definition_key and d.version = p.definition_version and a->>'id' = t.activity_id limit 1)`,
  Subject: 't.subject',
  Status: `(case when t.status = 'open' then 'Open' when t.outcome = 'reject' then 'Rejected'
    when t.status = 'completed' then 'Completed' else 'Cancelled' end)`,
  AssignedUser: `(select coalesce(u.full_name, u.username) from user_account u where u.id = t.assignee_user_id)`,
  AssignedGroup: 'upper(t.assignee_group_id)',
  DueAt: iso('t.due_at'),
  CreatedAt: iso('t.created_at'),
  CompletedAt: iso('t.completed_at'),
};

/** Every activity name of the stored definitions: the Activity column's values filter. */
const ACTIVITY_CHOICES = sql.raw(
  `select distinct a->>'nameKey' as value, a->>'nameKey' as text_key
     from process_definition d, jsonb_array_elements(d.definition->'activities') a
    where a->>'nameKey' is not null`,
);

/**
 * Rows of "my tasks": assigned to the user or to one of the user's groups (the service's
 * `mineCondition`, over the session's group codes), and for administrators the tasks of a group
 * without active members (unassigned in effect). Not an access level: the owner level knows
 * one user per row, and a group's task belongs to every member.
 */
export function tasksVisibleTo(actor: Actor): SQL {
  if (actor.userId === null) return sql`false`;
  const groups = (actor.groups ?? []).map((g) => g.toLowerCase());
  const mine = groups.length
    ? sql`(t.assignee_user_id = ${actor.userId} or t.assignee_group_id in (${sql.join(
        groups.map((g) => sql`${g}`),
        sql`, `,
      )}))`
    : sql`t.assignee_user_id = ${actor.userId}`;
  // Administrators also see the tasks nobody else would: those of a group without active members.
  return actor.isAdministrator ? sql`(${mine} or ${waitsForEmptyGroup('t')})` : mine;
}

export function taskListSource(): ListSource {
  const key = (a: { name: string }) => (KEYS[a.name] ? sql.raw(KEYS[a.name]!) : null);
  return {
    from: sql.raw('process_task t join process_instance p on p.id = t.process_id'),
    where: null,
    id: sql.raw('t.id'),
    owner: null,
    displayName: sql.raw('coalesce(t.subject, t.entity_instance_id)'),
    key,
    value: key,
    visibleTo: tasksVisibleTo,
    choices: (a) => (a.name === 'Activity' ? ACTIVITY_CHOICES : null),
  };
}

/**
 * Entity provider `workflow.task` (entity `WorkflowTask`): the tasks as a view lists them (My
 * tasks, a search page over seed/views/MyTasks.json). Read through views only: a task opens on
 * Process/OpenTask, whose routes check the assignment and run the transitions, so forms neither
 * load (a form would show any task by its id) nor write nor delete one.
 */
export const workflowTaskProvider: EntityProvider = {
  load: async () => null,
  loadForUpdate: async () => null,
  insert: null,
  update: async (_tx, _entity, current) => current,
  listSource: () => taskListSource(),
  remove: null,
};
