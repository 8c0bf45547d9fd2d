import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** One text of one key in one language; `text` null means the key renders as null. */
export const translation = pgTable(
  'translation',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text'),
    /** Seed area file it came from (e.g. `shell`), or null for texts added at runtime. */
    source: text('source'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.language] }),
    index('translation_language_idx').on(t.language),
    index('translation_source_idx').on(t.source),
  ],
);
