import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Items of the insulation code lists (countries, materials, mediums, productTypes, fuelTypes,
 * surfaceTypes, subconstructionTypes), one table for all: `list` names the code list, `id` is
 * stable within the list (seeded), `name_key` is a translation key, `data` holds the list's own
 * fields (e.g. a medium's density, a material's size table). Languages are not stored here (the
 * translations module owns the language list).
 */
export const codeListItem = pgTable(
  'code_list_item',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    nameKey: text('name_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Concurrency token of the administration forms; bumped by every edit. */
    version: integer('version').notNull().default(1),
    /** Who last edited the item on the Administration screens; null while it is the seed's (the seed follows its file only then). */
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.id] }),
    index('code_list_item_list_sort_idx').on(t.list, t.sortOrder),
  ],
);

export type CodeListItemRow = typeof codeListItem.$inferSelect;
