import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { loginThrottle } from '../../db/schema/account';

/** Counters older than this start again from zero. */
const WINDOW_MS = 24 * 3_600_000;

export interface ThrottleRule {
  key: string;
  maxFailures: number;
}

export interface ThrottlePolicy {
  baseSeconds: number;
  maxSeconds: number;
}

export function accountKey(username: string): string {
  return `account:${username.trim().toLowerCase()}`;
}
export function addressKey(address: string): string {
  return `address:${address}`;
}

/** Seconds until every key is unlocked (0: none is locked). */
export async function lockedFor(db: Db, keys: string[], now = new Date()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  let wait = 0;
  for (const r of rows) {
    if (r.lockedUntil && r.lockedUntil.getTime() > now.getTime()) {
      wait = Math.max(wait, Math.ceil((r.lockedUntil.getTime() - now.getTime()) / 1000));
    }
  }
  return wait;
}

/**
 * Counts a failure for every rule; once a key reaches its maximum it is locked for
 * base · 2^(failures − max) seconds (capped), so each further failure doubles the wait.
 */
export async function recordFailure(
  db: Db,
  rules: ThrottleRule[],
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  for (const rule of rules) {
    const rows = await db
      .insert(loginThrottle)
      .values({ key: rule.key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const failures = rows[0]?.failures ?? 1;
    if (failures >= rule.maxFailures) {
      const exponent = Math.min(failures - rule.maxFailures, 30);
      const seconds = Math.min(policy.baseSeconds * 2 ** exponent, policy.maxSeconds);
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
        .where(eq(loginThrottle.key, rule.key));
    }
  }
}

/** Forgets the failures of a key (after a successful sign-in). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
