import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { userAccount } from './account';

/**
 * Saved configurator projects of signed-in users. `calculation_data` holds the calculations in
 * the stored (flat) form of spec §3; `version` is the optimistic-concurrency counter (the API's
 * concurrencyToken is its decimal string).
 */
export const project = pgTable(
  'project',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    calculationData: jsonb('calculation_data').$type<Record<string, unknown>[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('project_user_idx').on(t.userId, t.updatedAt)],
);

/** The project each user works on (GET/PUT api/v1/project/selected). */
export const userSelectedProject = pgTable('user_selected_project', {
  userId: text('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  projectId: text('project_id')
    .notNull()
    .references(() => project.id, { onDelete: 'cascade' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type ProjectRow = typeof project.$inferSelect;
