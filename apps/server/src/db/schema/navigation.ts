import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** The platform's navigation tree (spec §3 Navigation item); titles and tooltips are translation keys. */
export const navigationItem = pgTable(
  'navigation_item',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    titleKey: text('title_key').notNull(),
    tooltipKey: text('tooltip_key'),
    url: text('url'),
    iconKey: text('icon_key'),
    className: text('class_name'),
    baseName: text('base_name'),
    hidden: boolean('hidden').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    expanded: boolean('expanded').notNull().default(false),
    /** Code of the userGroups item whose members alone see the item and its children; null: everyone. */
    requiredGroup: text('required_group'),
    /** `Resource:action` a group of the reader must be granted (permissions module); null: none. */
    requiredPermission: text('required_permission'),
    /** 'seed' for items loaded from seed/navigation.json (replaced on seed changes). */
    source: text('source'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('navigation_item_parent_idx').on(t.parentId)],
);
