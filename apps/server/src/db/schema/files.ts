import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Files uploaded through forms (File control, multipart save). The bytes live under
 * DATA_DIR/files/<storage_key>; a row belongs to one entity instance attribute once the save
 * that brought it succeeded. Access follows the owning instance's read permission.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id').notNull(),
    instanceId: text('instance_id').notNull(),
    attribute: text('attribute').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_file_instance_idx').on(t.entityId, t.instanceId)],
);

export type StoredFileRow = typeof storedFile.$inferSelect;
