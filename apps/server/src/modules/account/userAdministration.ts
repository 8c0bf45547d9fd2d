import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicBaseUrl } from '../../config';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { apiKey, userAccount, type UserAccount } from '../../db/schema/account';
import { codeListItem } from '../../db/schema/codelists';
import { INT4_MAX, INT4_MIN, userApiKeyParams, userParams } from '@insulcalc/api-schema';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { ProblemError } from '../../http/problem';
import { accountDocs } from './docs';
import type { AttributeValues, EntityProvider, InstanceRecord, ListSource } from '../entityProviders';
import { normaliseLanguage } from '../translations/index';
import { activeApiKeys, forgetApiKey } from './apiKeys';
import {
  ADMINISTRATORS_GROUP,
  administratorsGroupId,
  isAdministrator,
  otherActiveAdministrators,
  setUserGroups,
  USER_GROUPS_LIST,
  userGroupIds,
} from './groups';
import { message } from './i18n';
import { sendActivation, sendResetCode } from './routes';
import { forgetCachedSessions, isBearerAuthenticated, requireUser } from './sessions';
import { accountSettings } from './settings';
import { findUserById } from './users';

export { ADMINISTRATORS_GROUP };

/** How long a reset code an administrator sends stays valid (longer than a self-service one: the user may read mail later). */
export const ADMIN_RESET_CODE_TTL_MS = 24 * 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token of a row without a version column: a hash of the values the form shows. */
function contentToken(values: AttributeValues): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 24);
}

function toRecord(account: UserAccount, groups: number[]): InstanceRecord {
  const values: AttributeValues = {
    UserName: account.username,
    FullName: account.fullName,
    Email: account.email,
    IsActive: account.isActive,
    Language: account.selectedLanguage,
    Groups: groups,
    EnableMiniProfiler: account.enableMiniProfiler,
    HasPassword: account.passwordHash !== null,
    LastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    CreatedAt: account.createdAt.toISOString(),
  };
  return {
    id: account.id,
    values,
    ownerUserId: null,
    token: contentToken(values),
    displayName: account.fullName ?? account.username,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

async function select(tx: Db, id: string, forUpdate: boolean): Promise<InstanceRecord | null> {
  if (!UUID.test(id)) return null;
  const query = tx.select().from(userAccount).where(eq(userAccount.id, id)).limit(1);
  const [account] = forUpdate ? await query.for('update') : await query;
  return account ? toRecord(account, await userGroupIds(tx, id)) : null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
// Group ids are int4: a larger number would fail the membership query, so it counts as invalid.
const groupList = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((g): g is number => Number.isInteger(g) && g >= INT4_MIN && g <= INT4_MAX)
    : [];

/** The account columns of the form's values (only the attributes present). */
function columnsOf(values: AttributeValues): Partial<typeof userAccount.$inferInsert> {
  const out: Partial<typeof userAccount.$inferInsert> = {};
  if ('UserName' in values && text(values.UserName)) {
    out.username = text(values.UserName)!;
    out.usernameLower = out.username.toLowerCase();
  }
  if ('FullName' in values) out.fullName = text(values.FullName);
  if ('Email' in values) out.email = text(values.Email);
  if ('IsActive' in values) out.isActive = values.IsActive === true;
  if ('EnableMiniProfiler' in values) out.enableMiniProfiler = values.EnableMiniProfiler === true;
  if ('Language' in values) out.selectedLanguage = normaliseLanguage(text(values.Language)) ?? null;
  return out;
}

/**
 * Accounts for administrators (entity `UserAccount`, Administration/Users): name, e-mail, active,
 * language, groups and the profiler flag (enableMiniProfiler: an administrator's decision, as
 * the traces show the SQL of the user's requests). A new account has no password: the administrator sends the activation
 * mail, and the user sets one. The last active administrator can neither be deactivated nor leave
 * the administrators' group (checked under a lock, so two administrators removing each other at
 * once leave one). Accounts are deactivated, never deleted (their history and projects stay).
 */
export const userAdministrationProvider: EntityProvider = {
  load: (tx, _entity, id) => select(tx, id, false),
  loadForUpdate: (tx, _entity, id) => select(tx, id, true),
  listSource: () => userAdministrationListSource(),
  insert: async (tx, _entity, values) => {
    const id = randomUUID();
    const columns = columnsOf(values);
    const [account] = await tx
      .insert(userAccount)
      .values({
        id,
        username: columns.username ?? '',
        usernameLower: columns.usernameLower ?? '',
        ...columns,
        // Without a password the account waits for its activation mail.
        isActive: false,
      })
      .returning();
    const groups = groupList(values.Groups);
    await setUserGroups(tx, id, groups);
    return toRecord(account!, groups);
  },
  update: async (tx, _entity, current, changed) => {
    const columns = columnsOf(changed);
    const id = current.id;
    if (Object.keys(columns).length)
      await tx
        .update(userAccount)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(userAccount.id, id));
    if ('Groups' in changed) await setUserGroups(tx, id, groupList(changed.Groups));
    return (await select(tx, id, false))!;
  },
  validate: async (tx, _entity, values, current) => {
    const issues: { attribute: string; key: string; values?: Record<string, string | number> }[] = [];
    const username = text(values.UserName);
    if (username) {
      const [taken] = await tx
        .select({ id: userAccount.id })
        .from(userAccount)
        .where(
          and(
            eq(userAccount.usernameLower, username.toLowerCase()),
            ...(current ? [ne(userAccount.id, current.id)] : []),
          ),
        )
        .limit(1);
      if (taken) issues.push({ attribute: 'UserName', key: 'Administration_User_UserNameTaken' });
    }
    const groups = groupList(values.Groups);
    if (Array.isArray(values.Groups) && groups.length !== values.Groups.length)
      issues.push({ attribute: 'Groups', key: 'Administration_Validation_Invalid', values: { row: 'none' } });
    if (groups.length) {
      const known = await tx
        .select({ id: codeListItem.id })
        .from(codeListItem)
        .where(and(eq(codeListItem.list, USER_GROUPS_LIST), inArray(codeListItem.id, groups)));
      if (known.length !== new Set(groups).size)
        issues.push({
          attribute: 'Groups',
          key: 'Administration_Validation_Invalid',
          values: { row: 'none' },
        });
    }
    if (current) {
      const adminGroup = await administratorsGroupId(tx);
      const wasAdmin =
        adminGroup !== null &&
        current.values.IsActive === true &&
        groupList(current.values.Groups).includes(adminGroup);
      const staysAdmin = adminGroup !== null && values.IsActive === true && groups.includes(adminGroup);
      if (wasAdmin && !staysAdmin) {
        // Serialise the check: of two administrators removing each other, the second sees the first.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_group_member:administrators'))`);
        if ((await otherActiveAdministrators(tx, current.id)) === 0)
          issues.push({
            attribute: values.IsActive === true ? 'Groups' : 'IsActive',
            key: 'Administration_User_LastAdministrator',
          });
      }
    }
    return issues;
  },
  remove: null,
  // Sessions cache the user (and their groups) for a few seconds: the change shows at once here;
  // other processes follow the trigger on user_account / user_group_member.
  afterCommit: (db, record) => forgetCachedSessions(db, { userId: record.id }),
};

const USER_KEYS: Record<string, string> = {
  UserName: 'u.username',
  FullName: 'u.full_name',
  Email: 'u.email',
  IsActive: 'u.is_active',
  Language: 'u.selected_language',
  EnableMiniProfiler: 'u.enable_mini_profiler',
  HasPassword: '(u.password_hash is not null)',
  LastLoginAt: 'u.last_login_at',
  CreatedAt: 'u.created_at',
};

function userAdministrationListSource(): ListSource {
  const key = (a: { name: string }) => (USER_KEYS[a.name] ? sql.raw(USER_KEYS[a.name]!) : null);
  return {
    from: sql.raw('user_account u'),
    where: null,
    id: sql.raw('u.id'),
    owner: null,
    displayName: sql.raw('coalesce(u.full_name, u.username)'),
    key,
    value: (a) =>
      a.name === 'Groups'
        ? sql.raw(
            `(select coalesce(jsonb_agg(m.group_id order by m.group_id), '[]'::jsonb) from user_group_member m where m.user_id = u.id)`,
          )
        : key(a),
  };
}

/** For tests and the e2e harness: makes a user a member of the administrators' group. */
export async function addAdministrator(db: Db, userId: string): Promise<void> {
  const groupId = await administratorsGroupId(db);
  if (groupId === null) throw new Error('The userGroups code list has no ADMINISTRATORS item.');
  await db.execute(
    sql`insert into user_group_member (user_id, group_id) values (${userId}, ${groupId}) on conflict do nothing`,
  );
}

/** Administration calls only from a signed-in administrator's browser session (not with an API key). */
async function requireAdministrator(request: FastifyRequest, fail: Fail): Promise<void> {
  await requireUser(request);
  if (isBearerAuthenticated(request) || !(await isAdministrator(request)))
    throw await fail(403, 'AccessDenied_Text', { detail: 'Only administrators, from a signed-in session.' });
}

/**
 * An administrator's call about an existing account: the account, else 404 — a malformed id
 * too (no 400 that tells an id's form apart from a missing account).
 */
async function administeredUser(
  ctx: ServerContext,
  request: FastifyRequest,
  fail: Fail,
): Promise<UserAccount> {
  await requireAdministrator(request, fail);
  const parsed = userParams.safeParse(request.params);
  const user = parsed.success ? await findUserById(ctx.db, parsed.data.userId) : undefined;
  if (!user) throw await fail(404, 'Administration_User_NotFound', { detail: 'No such user.' });
  return user;
}

/**
 * Administrators' calls about other accounts (Administration/Users):
 * - GET    api/v1/account/users/{userId}/api-keys           — the user's active API keys (no secrets)
 * - DELETE api/v1/account/users/{userId}/api-keys/{keyId}  — revokes one
 * - POST   api/v1/account/users/{userId}/send-sign-in-mail  — activation mail for an account without
 *   a password, else a password reset code (the forgot-password flow's mail and pages)
 */
export function registerUserAdministrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/api/v1/account/users/:userId/api-keys',
      ...accountDocs.userApiKeys,
      authorize: (request, fail) => administeredUser(ctx, request, fail),
    },
    async ({ auth: user, reply }) => {
      reply.header('cache-control', 'no-store');
      return activeApiKeys(ctx.db, user.id);
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/api/v1/account/users/:userId/api-keys/:keyId',
      ...accountDocs.revokeUserApiKey,
      authorize: async (request, fail) => {
        await requireAdministrator(request, fail);
        // A malformed id names no key: 404, as for a key that is not there.
        if (!userApiKeyParams.safeParse(request.params).success)
          throw await fail(404, 'Account_ApiKeyNotFound', { detail: 'No such API key.' });
      },
    },
    async ({ params, reply, fail }) => {
      const rows = await ctx.db
        .update(apiKey)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKey.id, params.keyId), eq(apiKey.userId, params.userId), isNull(apiKey.revokedAt)))
        .returning({ secretHash: apiKey.secretHash });
      if (rows.length === 0) throw await fail(404, 'Account_ApiKeyNotFound', { detail: 'No such API key.' });
      forgetApiKey(ctx.db, rows[0]!.secretHash);
      return reply.code(204).send();
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/api/v1/account/users/:userId/send-sign-in-mail',
      ...accountDocs.sendSignInMail,
      authorize: (request, fail) => administeredUser(ctx, request, fail),
    },
    async ({ auth: user, request, reply, fail }) => {
      if (!user.email)
        throw await fail(409, 'Administration_User_NoEmail', { detail: 'The user has no e-mail.' });
      const baseUrl = publicBaseUrl(ctx.config);
      reply.header('cache-control', 'no-store');
      try {
        if (user.passwordHash === null) {
          await sendActivation(ctx, user.id, baseUrl);
          return {
            userMessages: [await message(ctx, request, 'Administration_User_ActivationSent', 'info')],
          };
        }
        if (!user.isActive)
          throw await fail(409, 'Administration_User_InactiveNoMail', {
            detail: 'Activate the account before sending a password reset.',
          });
        // The mail is in the user's language, not the administrator's.
        const language = normaliseLanguage(user.selectedLanguage) ?? accountSettings(ctx).defaultLanguage;
        await sendResetCode(
          ctx,
          { id: user.id, username: user.username, email: user.email },
          { language, baseUrl, ttlMs: ADMIN_RESET_CODE_TTL_MS },
        );
        return { userMessages: [await message(ctx, request, 'Administration_User_ResetSent', 'info')] };
      } catch (err) {
        if (err instanceof ProblemError) throw err;
        request.log.error({ err }, 'account: cannot send the sign-in mail');
        throw await fail(503, 'Account_MailFailed');
      }
    },
  );
}
