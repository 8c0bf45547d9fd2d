import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Instance-wide key/value settings owned by the server core (first start time, signing secret, …).
 * Modules may store their own settings here under a `<module>.` key prefix.
 */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type AppSetting = typeof appSetting.$inferSelect;

/**
 * One row per group of cached reads (`codelists`, `products`, `translations`, `navigation`,
 * `settings`): statement triggers on the tables behind them bump `version` and NOTIFY
 * `insulcalc_cache`, so every server process drops its cached answers (src/http/readCache.ts).
 */
export const cacheVersion = pgTable('cache_version', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
