import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { userAccount } from './account';

/**
 * Dashboards (issue 16 item 3): seeded ones (owner null; `audience` names who gets it as the
 * home page) and users' own copies (owner set, `basedOn` the seeded one), made when a user saves
 * a changed layout. `definition` is validated by @insulcalc/dashboards/core before every write.
 */
export const dashboard = pgTable(
  'dashboard',
  {
    id: text('id').primaryKey(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    ownerUserId: text('owner_user_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    basedOn: text('based_on').notNull(),
    /** 'sales' | 'administrators' for seeded home dashboards; null otherwise. */
    audience: text('audience'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dashboard_owner_idx').on(t.ownerUserId, t.basedOn)],
);

export type DashboardRow = typeof dashboard.$inferSelect;
