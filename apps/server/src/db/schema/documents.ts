import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    /** The version renders use; null until one is published. */
    publishedVersion: integer('published_version'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    version: integer('version').notNull(),
    status: text('status').notNull(),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.version] }),
    check('document_template_version_status_check', sql`${t.status} in ('draft','published','archived')`),
    uniqueIndex('document_template_version_one_draft_uq')
      .on(t.templateId)
      .where(sql`${t.status} = 'draft'`),
  ],
);

export type DocumentTemplateRow = typeof documentTemplate.$inferSelect;
export type DocumentTemplateVersionRow = typeof documentTemplateVersion.$inferSelect;
