import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { entity } from './entities';

/**
 * Views (server-side lists over an entity): the definition is data, checked by
 * `viewDefinitionSchema` of @insulcalc/forms/core when seeded and when read.
 */
export const view = pgTable(
  'view',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('view_entity_idx').on(t.entityId)],
);
export type ViewRow = typeof view.$inferSelect;
