import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The public application's dynamic form routes (spec §2, §7 GET api/v1/forms/routes). `route` is
 * a path relative to the app's base ('Projects', 'Forms/Requests'); the forms module's
 * `validateFormRoute` checks it before an insert, and the CHECK constraint keeps the database
 * consistent with it. `form_group_id` is text: form group ids are opaque to the client (the
 * shell's `DynamicFormRoute.formGroupId` is `string | number`) and text holds numeric ids too.
 */
export const formRoute = pgTable(
  'form_route',
  {
    id: serial('id').primaryKey(),
    route: text('route').notNull().unique('form_route_route_unique'),
    isSearchPage: boolean('is_search_page').notNull().default(false),
    formGroupId: text('form_group_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('form_route_sort_idx').on(t.sortOrder),
    check('form_route_route_check', sql`${t.route} ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$'`),
  ],
);

export type FormRouteRow = typeof formRoute.$inferSelect;
