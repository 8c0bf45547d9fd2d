import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** A person who can sign in: with a password, through external providers, or both. */
export const userAccount = pgTable(
  'user_account',
  {
    id: text('id').primaryKey(),
    /** Sign-in name as entered; unique case-insensitively through `username_lower`. */
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    email: text('email'),
    fullName: text('full_name'),
    /** scrypt$N$r$p$salt$hash (base64url); null for external-only accounts. */
    passwordHash: text('password_hash'),
    /** Inactive accounts cannot sign in until activated (activation token). */
    isActive: boolean('is_active').notNull().default(true),
    selectedLanguage: text('selected_language'),
    selectedTheme: text('selected_theme'),
    rememberGridFilters: boolean('remember_grid_filters').notNull().default(true),
    enableTelemetry: boolean('enable_telemetry').notNull().default(true),
    enableMiniProfiler: boolean('enable_mini_profiler').notNull().default(false),
    passwordChangedAt: ts('password_changed_at'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_account_username_lower_uq').on(t.usernameLower),
    index('user_account_email_idx').on(t.email),
  ],
);

/** Server-side sessions; the cookie carries a random secret, the table only its SHA-256. */
export const userSession = pgTable(
  'user_session',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id').references(() => userAccount.id, { onDelete: 'cascade' }),
    antiforgeryToken: text('antiforgery_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Hard limit regardless of activity. */
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('user_session_user_idx').on(t.userId), index('user_session_expires_idx').on(t.expiresAt)],
);

/** Link between an external (OpenID Connect) identity and a local account. */
export const externalLogin = pgTable(
  'external_login',
  {
    providerId: text('provider_id').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.subject] }), index('external_login_user_idx').on(t.userId)],
);

/** Pending OpenID Connect authorisation requests (state, nonce, PKCE verifier), one-time. */
export const oidcAuthRequest = pgTable('oidc_auth_request', {
  state: text('state').primaryKey(),
  providerId: text('provider_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnUrl: text('return_url').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Failed sign-in counters, keyed `account:<username>` or `address:<ip>`. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

/** One-time secrets sent by e-mail: password reset codes, reset tokens, activation tokens. */
export const accountToken = pgTable(
  'account_token',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** 'reset_code' | 'reset_token' | 'activation' */
    purpose: text('purpose').notNull(),
    /** SHA-256 (hex) of the secret. */
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('account_token_user_idx').on(t.userId, t.purpose),
    uniqueIndex('account_token_secret_uq').on(t.purpose, t.secretHash),
  ],
);

export type UserAccount = typeof userAccount.$inferSelect;
export type UserSession = typeof userSession.$inferSelect;

/**
 * OpenID Connect providers configured in the database (in addition to OIDC_PROVIDERS; an
 * environment entry with the same id wins). Disabled rows are ignored.
 */
export const oidcProvider = pgTable('oidc_provider', {
  providerId: text('provider_id').primaryKey(),
  title: text('title').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret'),
  scope: text('scope').notNull().default('openid profile email'),
  autoRedirectToSignIn: boolean('auto_redirect_to_sign_in').notNull().default(false),
  linkByEmail: boolean('link_by_email').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Personal API keys: a script sends `Authorization: Bearer <key>` and acts as the key's user.
 * Only the SHA-256 of the secret is stored; `prefix` (the key's first characters) lets the user
 * tell keys apart in the list.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_key_secret_hash_uq').on(t.secretHash), index('api_key_user_idx').on(t.userId)],
);
export type ApiKey = typeof apiKey.$inferSelect;

/**
 * Membership of users in groups. Groups are the items of the `userGroups` code list (so they are
 * administered, translated and offered in pickers like every other code list); `ADMINISTRATORS`
 * is the group whose members see and use the Administration screens.
 */
export const userGroupMember = pgTable(
  'user_group_member',
  {
    userId: text('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    /** Id of the item in the `userGroups` code list. */
    groupId: integer('group_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_group_member_group_idx').on(t.groupId)],
);
export type UserGroupMember = typeof userGroupMember.$inferSelect;
