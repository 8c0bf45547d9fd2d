import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz), read as a Date. Every schema file's time columns use it. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The columns of a versioned definition's owner (a form, a document template): which version
 * is served, its place in lists and its times. The owner's own columns come before these.
 */
export function versionedOwnerColumns() {
  return {
    /** The version served; null until one is published. */
    publishedVersion: integer('published_version'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  };
}

/**
 * The columns every version row of a versioned definition has (form versions, document template
 * versions): its number, its status (draft, published or archived) and who made and published it
 * when. The table adds its owner column and its content (a definition, a source).
 */
export function versionColumns() {
  return {
    version: integer('version').notNull(),
    status: text('status').notNull(),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  };
}

/**
 * The constraints of a version table: one row per (owner, version), the three statuses, and at
 * most one draft per owner (the designer's working copy). Names start with the table's name.
 */
export function versionConstraints(
  table: string,
  owner: PgColumn,
  t: { version: PgColumn; status: PgColumn },
) {
  return [
    primaryKey({ columns: [owner, t.version] }),
    check(`${table}_status_check`, sql`${t.status} in ('draft','published','archived')`),
    uniqueIndex(`${table}_one_draft_uq`)
      .on(owner)
      .where(sql`${t.status} = 'draft'`),
  ];
}
