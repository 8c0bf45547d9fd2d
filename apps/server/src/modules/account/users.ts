import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { accountToken, userAccount, type UserAccount } from '../../db/schema/account';
import { hashPassword, safeEqual, sha256 } from './crypto';

export interface NewUser {
  username: string;
  password?: string | null;
  email?: string | null;
  fullName?: string | null;
  isActive?: boolean;
  selectedLanguage?: string | null;
}

/** Creates an account; the username must be unique (case-insensitive). */
export async function createUser(db: Db, input: NewUser): Promise<UserAccount> {
  const id = randomUUID();
  const rows = await db
    .insert(userAccount)
    .values({
      id,
      username: input.username.trim(),
      usernameLower: input.username.trim().toLowerCase(),
      email: input.email?.trim() || null,
      fullName: input.fullName?.trim() || null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      passwordChangedAt: input.password ? new Date() : null,
      isActive: input.isActive ?? true,
      selectedLanguage: input.selectedLanguage ?? null,
    })
    .returning();
  return rows[0]!;
}

/** Finds an account by username, or by e-mail when exactly one account has it. */
export async function findUserByLogin(db: Db, login: string): Promise<UserAccount | undefined> {
  const value = login.trim().toLowerCase();
  if (!value) return undefined;
  const byName = await db.select().from(userAccount).where(eq(userAccount.usernameLower, value)).limit(1);
  if (byName[0]) return byName[0];
  if (!value.includes('@')) return undefined;
  const byEmail = await db
    .select()
    .from(userAccount)
    .where(sql`lower(${userAccount.email}) = ${value}`)
    .limit(2);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

export async function findUserById(db: Db, id: string): Promise<UserAccount | undefined> {
  const rows = await db.select().from(userAccount).where(eq(userAccount.id, id)).limit(1);
  return rows[0];
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db
    .update(userAccount)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(userAccount.id, userId));
}

/** A username not yet taken, derived from `wanted` (suffixes -2, -3, … when needed). */
export async function uniqueUsername(db: Db, wanted: string): Promise<string> {
  const base = wanted.trim().slice(0, 100) || 'user';
  for (let i = 1; i < 1000; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const taken = await db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.usernameLower, candidate.toLowerCase()))
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

// ---------------------------------------------------------------------------------------------
// One-time secrets

export type TokenPurpose = 'reset_code' | 'reset_token' | 'activation';

export async function createAccountToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  secret: string,
  ttlMs: number,
): Promise<void> {
  await db.insert(accountToken).values({
    id: randomUUID(),
    userId,
    purpose,
    secretHash: sha256(secret),
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/** Number of secrets of a purpose created for a user since `since`. */
export async function countRecentTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountToken)
    .where(
      and(
        eq(accountToken.userId, userId),
        eq(accountToken.purpose, purpose),
        gt(accountToken.createdAt, since),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Consumes a token found by its secret (activation, reset token); undefined when invalid. */
export async function consumeTokenBySecret(
  db: Db,
  purpose: TokenPurpose,
  secret: string,
): Promise<string | undefined> {
  const rows = await db
    .update(accountToken)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountToken.purpose, purpose),
        eq(accountToken.secretHash, sha256(secret)),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountToken.userId });
  return rows[0]?.userId;
}

/** Looks a token up without consuming it. */
export async function peekTokenBySecret(
  db: Db,
  purpose: TokenPurpose,
  secret: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ userId: accountToken.userId })
    .from(accountToken)
    .where(
      and(
        eq(accountToken.purpose, purpose),
        eq(accountToken.secretHash, sha256(secret)),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.userId;
}

export const MAX_CODE_ATTEMPTS = 5;

/**
 * Checks a user's latest open code. A wrong guess counts an attempt; after MAX_CODE_ATTEMPTS the
 * code is spent. A right guess consumes it.
 */
export async function verifyUserCode(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  code: string,
): Promise<boolean> {
  const rows = await db
    .select()
    .from(accountToken)
    .where(
      and(
        eq(accountToken.userId, userId),
        eq(accountToken.purpose, purpose),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountToken.createdAt))
    .limit(1);
  const token = rows[0];
  if (!token) return false;
  if (safeEqual(token.secretHash, sha256(code))) {
    const used = await db
      .update(accountToken)
      .set({ usedAt: new Date() })
      .where(and(eq(accountToken.id, token.id), isNull(accountToken.usedAt)))
      .returning({ id: accountToken.id });
    return used.length === 1;
  }
  const attempts = token.attempts + 1;
  await db
    .update(accountToken)
    .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: new Date() } : {}) })
    .where(eq(accountToken.id, token.id));
  return false;
}

/** Spends every open secret of a purpose for a user. */
export async function spendTokens(db: Db, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db
    .update(accountToken)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountToken.userId, userId),
        isNull(accountToken.usedAt),
        or(...purposes.map((p) => eq(accountToken.purpose, p))),
      ),
    );
}
