import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { userAccount } from './account';

/**
 * Who may do what with an entity's instances without a group's grant: `anonymous` everyone (a
 * public form), `authenticated` every signed-in user, `owner` a signed-in user with the
 * instances they own, `groups` nobody but the groups granted the action (Administration →
 * Permissions) and administrators; `nobody` closes the action for everyone, grants included.
 * A level stored before groups had grants (`administrator`) counts as `groups`.
 */
export type EntityAccess = 'anonymous' | 'authenticated' | 'owner' | 'groups' | 'nobody';
export interface EntityPermissions {
  read: EntityAccess;
  create: EntityAccess;
  update: EntityAccess;
  delete: EntityAccess;
}

/**
 * A kind of record (platform.md "entity"). `provider` names the server code that stores its
 * instances: `jsonb` keeps them in `entity_instance`; domain providers (`account.user`,
 * `projects.project`) go through their module's own tables.
 */
export const entity = pgTable(
  'entity',
  {
    id: text('id').primaryKey(),
    displayNameKey: text('display_name_key').notNull(),
    provider: text('provider').notNull(),
    /** The attribute whose value names an instance (entityInstanceDisplayName). */
    displayAttribute: text('display_attribute'),
    permissions: jsonb('permissions').$type<EntityPermissions>().notNull(),
    keepHistory: boolean('keep_history').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('entity_id_check', sql`${t.id} ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'`)],
);

/** Typed attributes of an entity; the data type decides how a posted field is parsed and checked. */
export const entityAttribute = pgTable(
  'entity_attribute',
  {
    entityId: text('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** text | longText | email | integer | decimal | boolean | date | dateTime | code | localizedText | file | reference | json */
    dataType: text('data_type').notNull(),
    required: boolean('required').notNull().default(false),
    maxLength: integer('max_length'),
    pattern: text('pattern'),
    displayNameKey: text('display_name_key'),
    /** Type options: the code list of a `code`, allowed values, a reference's entity … */
    options: jsonb('options').$type<Record<string, unknown>>(),
    /** Read-only attributes are never written from a form. */
    readonly: boolean('readonly').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.name] }),
    check(
      'entity_attribute_type_check',
      sql`${t.dataType} in ('text','longText','email','integer','decimal','boolean','date','dateTime','code','localizedText','file','reference','json')`,
    ),
  ],
);

/**
 * Instances of configured (provider `jsonb`) entities. `version` is the optimistic-concurrency
 * counter (the concurrency token is its decimal string).
 */
export const entityInstance = pgTable(
  'entity_instance',
  {
    entityId: text('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    displayName: text('display_name'),
    version: integer('version').notNull().default(1),
    ownerUserId: text('owner_user_id').references(() => userAccount.id, { onDelete: 'set null' }),
    parentEntityAttributeId: text('parent_entity_attribute_id'),
    parentEntityInstanceId: text('parent_entity_instance_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.id] }),
    index('entity_instance_parent_idx').on(t.parentEntityInstanceId),
    index('entity_instance_updated_idx').on(t.entityId, t.updatedAt),
  ],
);

/** One audit entry per saved change of any entity's instance (HistoryDialog). */
export interface HistoryChange {
  attribute: string;
  oldValue: unknown;
  newValue: unknown;
}
export const entityHistory = pgTable(
  'entity_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityId: text('entity_id').notNull(),
    instanceId: text('instance_id').notNull(),
    /** create | update | delete */
    action: text('action').notNull(),
    userId: text('user_id'),
    userName: text('user_name'),
    changedAt: ts('changed_at').notNull().defaultNow(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
  },
  (t) => [index('entity_history_instance_idx').on(t.entityId, t.instanceId, t.id)],
);

/**
 * Edit locks on instances (a task being worked on, an import running): reported as
 * `entityLocks` by forms/load, and a form over a locked instance is read-only for everyone else.
 */
export const entityLock = pgTable(
  'entity_lock',
  {
    entityId: text('entity_id').notNull(),
    instanceId: text('instance_id').notNull(),
    userId: text('user_id'),
    userName: text('user_name'),
    reason: text('reason'),
    lockedAt: ts('locked_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.instanceId] })],
);

/**
 * The user's settings beyond the account's own columns (language, theme and telemetry live in
 * `user_account`): unit system and which message levels hide automatically.
 */
export const userPreference = pgTable(
  'user_preference',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    unitSystem: text('unit_system').notNull().default('SI'),
    /** ISO 4217 code the economic figures are shown in (the catalogue's prices are taken as it). */
    currency: text('currency').notNull().default('EUR'),
    autoHideErrors: boolean('auto_hide_errors').notNull().default(false),
    autoHideWarnings: boolean('auto_hide_warnings').notNull().default(true),
    autoHideInfos: boolean('auto_hide_infos').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('user_preference_unit_check', sql`${t.unitSystem} in ('SI','imperial')`),
    check('user_preference_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type EntityRow = typeof entity.$inferSelect;
export type EntityAttributeRow = typeof entityAttribute.$inferSelect;
export type EntityInstanceRow = typeof entityInstance.$inferSelect;
export type EntityHistoryRow = typeof entityHistory.$inferSelect;
export type UserPreferenceRow = typeof userPreference.$inferSelect;
