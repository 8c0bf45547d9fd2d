import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { versionColumns, versionConstraints, versionedOwnerColumns } from './columns';

/**
 * Document templates (issue 16): one per document a business hands out (the calculation report,
 * an offer), bound to the entity whose instances it renders. `entityId` is free text: the
 * calculation report renders calculations, which are not rows of the entity table.
 */
export const documentTemplate = pgTable(
  'document_template',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    entityId: text('entity_id').notNull(),
    /** The name shown to users, per language ({ en, de, … }). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** publishedVersion: the version renders use. */
    ...versionedOwnerColumns(),
  },
  (t) => [check('document_template_id_check', sql`${t.id} ~ '^[A-Za-z][A-Za-z0-9-]{0,63}$'`)],
);

/**
 * Versions of a template's source, like forms: at most one draft and any number of published /
 * archived ones. `source` is the document definition of @insulcalc/documents/core (validated
 * before every write).
 */
export const documentTemplateVersion = pgTable(
  'document_template_version',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => documentTemplate.id, { onDelete: 'cascade' }),
    ...versionColumns(),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
  },
  (t) => versionConstraints('document_template_version', t.templateId, t),
);

export type DocumentTemplateRow = typeof documentTemplate.$inferSelect;
export type DocumentTemplateVersionRow = typeof documentTemplateVersion.$inferSelect;
