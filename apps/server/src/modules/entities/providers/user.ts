import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index';
import { userAccount } from '../../../db/schema/account';
import { userPreference } from '../../../db/schema/entities';
import { forgetCachedSessions } from '../../account/index';
import type { AttributeValues, EntityDefinition, EntityProvider, InstanceRecord, ListSource } from '../types';

/** The User entity's attributes and the columns behind them. */
const ACCOUNT_COLUMNS = {
  FullName: 'fullName',
  Email: 'email',
  Language: 'selectedLanguage',
  Theme: 'selectedTheme',
  EnableTelemetry: 'enableTelemetry',
} as const;
const PREFERENCE_COLUMNS = {
  UnitSystem: 'unitSystem',
  Currency: 'currency',
  AutoHideErrors: 'autoHideErrors',
  AutoHideWarnings: 'autoHideWarnings',
  AutoHideInfos: 'autoHideInfos',
} as const;

/**
 * The token of a row without a version column: a hash of the attribute values. Saving under a
 * row lock and comparing it detects any change made since the form loaded.
 */
export function contentToken(entity: EntityDefinition, values: AttributeValues): string {
  const ordered = entity.attributes.map((a) => [a.name, values[a.name] ?? null]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex').slice(0, 24);
}

async function select(
  tx: Db,
  entity: EntityDefinition,
  id: string,
  forUpdate: boolean,
): Promise<InstanceRecord | null> {
  const accountQuery = tx.select().from(userAccount).where(eq(userAccount.id, id)).limit(1);
  const [account] = forUpdate ? await accountQuery.for('update') : await accountQuery;
  if (!account) return null;
  const [preference] = await tx.select().from(userPreference).where(eq(userPreference.userId, id)).limit(1);
  const values: AttributeValues = {
    UserName: account.username,
    FullName: account.fullName,
    Email: account.email,
    Language: account.selectedLanguage,
    Theme: account.selectedTheme,
    EnableTelemetry: account.enableTelemetry,
    UnitSystem: preference?.unitSystem ?? 'SI',
    Currency: preference?.currency ?? 'EUR',
    AutoHideErrors: preference?.autoHideErrors ?? false,
    AutoHideWarnings: preference?.autoHideWarnings ?? true,
    AutoHideInfos: preference?.autoHideInfos ?? true,
  };
  return {
    id: account.id,
    values,
    ownerUserId: account.id,
    token: contentToken(entity, values),
    displayName: account.fullName ?? account.username,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/**
 * Users through the account module's table (`user_account`: language, theme, telemetry) plus
 * `user_preference` (unit system, message auto-hide). A user's instance id is the user id; a
 * form opened without one shows the signed-in user's own settings.
 */
export const userProvider: EntityProvider = {
  defaultInstanceId: (actor) => actor.userId,
  load: (tx, entity, id) => select(tx, entity, id, false),
  loadForUpdate: (tx, entity, id) => select(tx, entity, id, true),
  listSource: () => userListSource(),
  insert: null,
  update: async (tx, entity, current, changed) => {
    const account: Record<string, unknown> = {};
    const preference: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(changed)) {
      if (name in ACCOUNT_COLUMNS) account[ACCOUNT_COLUMNS[name as keyof typeof ACCOUNT_COLUMNS]] = value;
      if (name in PREFERENCE_COLUMNS && value !== null)
        preference[PREFERENCE_COLUMNS[name as keyof typeof PREFERENCE_COLUMNS]] = value;
    }
    if ('enableTelemetry' in account && account.enableTelemetry === null) account.enableTelemetry = false;
    if (Object.keys(account).length)
      await tx
        .update(userAccount)
        .set({ ...account, updatedAt: sql`now()` })
        .where(eq(userAccount.id, current.id));
    if (Object.keys(preference).length)
      await tx
        .insert(userPreference)
        .values({ userId: current.id, ...preference })
        .onConflictDoUpdate({ target: userPreference.userId, set: { ...preference, updatedAt: sql`now()` } });
    return (await select(tx, entity, current.id, false))!;
  },
  remove: null,
  // The account module caches sessions with the user's settings for a few seconds: the saved
  // language and theme must show in the very next profile.
  afterCommit: (db, record) => forgetCachedSessions(db, { userId: record.id }),
};

const USER_KEYS: Record<string, string> = {
  UserName: 'u.username',
  FullName: 'u.full_name',
  Email: 'u.email',
  Language: 'u.selected_language',
  Theme: 'u.selected_theme',
  EnableTelemetry: 'u.enable_telemetry',
  UnitSystem: "coalesce(up.unit_system, 'SI')",
  Currency: "coalesce(up.currency, 'EUR')",
  AutoHideErrors: 'coalesce(up.auto_hide_errors, false)',
  AutoHideWarnings: 'coalesce(up.auto_hide_warnings, true)',
  AutoHideInfos: 'coalesce(up.auto_hide_infos, true)',
};

function userListSource(): ListSource {
  const key = (a: { name: string }) => (USER_KEYS[a.name] ? sql.raw(USER_KEYS[a.name]!) : null);
  return {
    from: sql.raw('user_account u left join user_preference up on up.user_id = u.id'),
    where: null,
    id: sql.raw('u.id'),
    owner: sql.raw('u.id'),
    displayName: sql.raw('coalesce(u.full_name, u.username)'),
    key,
    value: key,
  };
}
