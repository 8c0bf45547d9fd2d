import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One text of one key in one language; `text` null means the key renders as null. */
export const translation = pgTable(
  'translation',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text'),
    /** Seed area file it came from (e.g. `shell`), or null for texts added at runtime. */
    source: text('source'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.language] }),
    index('translation_language_idx').on(t.language),
    index('translation_source_idx').on(t.source),
  ],
);
