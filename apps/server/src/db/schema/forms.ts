import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, versionColumns, versionConstraints, versionedOwnerColumns } from './columns';
import { entity } from './entities';

/**
 * The forms of one entity, with left-navigation sections (platform.md "form group"). A public
 * group can be opened by anonymous visitors; when it also has a `route`, GET api/v1/forms/routes
 * lists it for the public app's router (spec §2). The CHECK keeps routes to the pattern of the
 * forms module's `validateFormRoute`.
 */
export const formGroup = pgTable(
  'form_group',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entity.id),
    name: text('name').notNull(),
    titleKey: text('title_key').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    route: text('route').unique('form_group_route_unique'),
    isSearchPage: boolean('is_search_page').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('form_group_id_check', sql`${t.id} ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$'`),
    check('form_group_route_check', sql`${t.route} ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$'`),
  ],
);

/** One form of a group: the section the group's left navigation opens (`sectionName`). */
export const form = pgTable(
  'form',
  {
    id: text('id').primaryKey(),
    formGroupId: text('form_group_id')
      .notNull()
      .references(() => formGroup.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sectionName: text('section_name').notNull(),
    titleKey: text('title_key').notNull(),
    tooltipKey: text('tooltip_key'),
    /** Translation key of the info message a successful save answers with (e.g. a thank-you). */
    saveMessageKey: text('save_message_key'),
    /** publishedVersion: the version forms/load serves. */
    ...versionedOwnerColumns(),
  },
  (t) => [
    // No underscore: javascript/{formId}_{javascriptVersion} splits at it.
    check('form_id_check', sql`${t.id} ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$'`),
    uniqueIndex('form_group_section_uq').on(t.formGroupId, t.sectionName),
  ],
);

/**
 * Versions of a form's definition: at most one draft (the designer's working copy) and any
 * number of published / archived ones. `definition` holds sections, elements, toolbar buttons,
 * element dependencies, rules and help reference, validated by the definition schema of
 * `@insulcalc/forms/core` before every write; `javascript` is the optional form script, served
 * immutable at javascript/{formId}_{javascriptVersion}.
 */
export const formVersion = pgTable(
  'form_version',
  {
    formId: text('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    ...versionColumns(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    javascript: text('javascript'),
    /** Content hash of `javascript` (hex); null without a script. */
    javascriptVersion: text('javascript_version'),
    /** Who published the version (the designer's history shows who and when). */
    publishedBy: text('published_by'),
    /**
     * The designer's texts of this version: translation key → language → text. Written to the
     * translation table when the version is published, so a draft's labels never show early.
     */
    texts: jsonb('texts').$type<Record<string, Record<string, string | null>>>(),
  },
  (t) => [
    ...versionConstraints('form_version', t.formId, t),
    index('form_version_script_idx').on(t.formId, t.javascriptVersion),
  ],
);

export type FormGroupRow = typeof formGroup.$inferSelect;
export type FormRow = typeof form.$inferSelect;
export type FormVersionRow = typeof formVersion.$inferSelect;
