import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { userAccount } from './account';

/**
 * The profiler's traces (decision 0019, amended by 0026): one row per profiled request of a user
 * whose profile has enableMiniProfiler, written by whichever server process served it, so the
 * panel shows them whichever process it asks. Pruned on write: a user keeps the newest 50, and
 * rows older than a day go.
 */
export const profilerTrace = pgTable(
  'profiler_trace',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** The request id, as in the logs and the X-Request-Id header. */
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    /** The timed steps (handler, queries, cache reads), as the panel shows them. */
    steps: jsonb('steps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestId] }),
    index('profiler_trace_user_started_idx').on(t.userId, t.startedAt),
    index('profiler_trace_started_idx').on(t.startedAt),
  ],
);
