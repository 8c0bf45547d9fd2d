import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * What a group may do with a resource (an entity, or an administrative surface such as the
 * document templates): one row per granted action, so a missing row is a refusal (default deny).
 * `group_id` is the item's id in the `userGroups` code list; groups are deactivated, never
 * deleted, so their grants stay while they do.
 */
export const groupPermission = pgTable(
  'group_permission',
  {
    groupId: integer('group_id').notNull(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.resource, t.action] }),
    check('group_permission_action_check', sql`${t.action} in ('read','create','update','delete','publish')`),
  ],
);

export type GroupPermissionRow = typeof groupPermission.$inferSelect;
