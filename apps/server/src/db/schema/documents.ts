import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, versionColumns, versionConstraints, versionedOwnerColumns } from './columns';

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

/**
 * Business documents as they left the system (issue 25): the offer a process mailed, the
 * calculation report attached to it, a later download from a record's Documents button. A row is
 * never updated: catalogue, code-list and template edits change new renders only, so the record
 * and its task show (and open) exactly what the customer received. A later render is a new row
 * whose `differences` name the figures that changed against the sent one (`basedOnId`).
 */
export const sentDocument = pgTable(
  'sent_document',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id').notNull(),
    entityInstanceId: text('entity_instance_id').notNull(),
    processId: text('process_id'),
    /** The workflow job that sent it, written in the job's effect transaction (decision 0044). */
    jobKey: text('job_key'),
    /** 'sent' (mailed by a process) or 'rendered' (downloaded later). */
    kind: text('kind').notNull(),
    /** The process output name (`offer`, `calculationReport`); null for a download. */
    output: text('output'),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version'),
    language: text('language').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    contentBase64: text('content_base64').notNull(),
    /** The record's values the document was made from. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** The figures it printed: [{ title, rows: [{ label, value, unit }] }]. */
    figures: jsonb('figures').$type<unknown[]>().notNull(),
    basedOnId: text('based_on_id'),
    /** [{ label, sent, now }] against `basedOnId`; empty when nothing changed. */
    differences: jsonb('differences').$type<unknown[]>(),
    createdBy: text('created_by'),
    createdByName: text('created_by_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sent_document_record_idx').on(t.entityId, t.entityInstanceId, t.createdAt),
    uniqueIndex('sent_document_job_output_uq').on(t.jobKey, t.output),
    check('sent_document_kind_check', sql`${t.kind} in ('sent','rendered')`),
  ],
);

export type SentDocumentRow = typeof sentDocument.$inferSelect;
