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
/**
 * The client an address stands for: an IPv4 address, or an IPv6 /64 — one subscriber's network,
 * whose 2^64 addresses would otherwise each get a quota of their own.
 */
export function clientBlock(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The counter key of a client: its IPv4 address or IPv6 /64 (login, anonymous creates, uploads). */
export function addressKey(address: string): string {
  return `address:${clientBlock(address)}`;
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

export interface AttemptVerdict {
  /** Seconds to wait before another attempt; 0: this attempt may be evaluated. */
  wait: number;
}

function lockSeconds(failures: number, maxFailures: number, policy: ThrottlePolicy): number {
  const exponent = Math.min(failures - maxFailures, 30);
  return Math.min(policy.baseSeconds * 2 ** exponent, policy.maxSeconds);
}

/**
 * Counts an attempt for every rule BEFORE it is evaluated, under row locks in one transaction,
 * so concurrent attempts (in this process or any other on the same database) are serialised:
 *  - a key that is locked refuses the attempt (nothing is counted);
 *  - otherwise every key counts it, and the attempt that reaches a key's maximum locks the key
 *    at once (base · 2^(failures − max) seconds, capped) before its own password check, so the
 *    attempts racing it are refused. Of 30 parallel guesses with a limit of 5, five are evaluated.
 * A successful attempt gives its count back through `releaseAttempt`.
 */
export async function reserveAttempt(
  db: Db,
  rules: ThrottleRule[],
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<AttemptVerdict> {
  if (rules.length === 0) return { wait: 0 };
  const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const windowStart = now.getTime() - WINDOW_MS;
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values(sorted.map((r) => ({ key: r.key, failures: 0, lastFailureAt: now })))
      .onConflictDoNothing();
    const rows = [];
    for (const rule of sorted) {
      const [row] = await tx
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, rule.key))
        .for('update');
      if (row) rows.push({ rule, row });
    }
    let wait = 0;
    for (const { row } of rows) {
      if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
        wait = Math.max(wait, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
      }
    }
    if (wait > 0) return { wait };
    for (const { rule, row } of rows) {
      const failures = (row.lastFailureAt.getTime() < windowStart ? 0 : row.failures) + 1;
      const lockedUntil =
        failures >= rule.maxFailures
          ? new Date(now.getTime() + lockSeconds(failures, rule.maxFailures, policy) * 1000)
          : row.lockedUntil;
      await tx
        .update(loginThrottle)
        .set({ failures, lastFailureAt: now, lockedUntil })
        .where(eq(loginThrottle.key, rule.key));
    }
    return { wait: 0 };
  });
}

/**
 * A reserved attempt succeeded: `clearKey` (the account) forgets its failures; every other key
 * (the address) gets the attempt back, and loses a lock this attempt placed in advance.
 */
export async function releaseAttempt(db: Db, rules: ThrottleRule[], clearKey?: string): Promise<void> {
  if (clearKey) await clearFailures(db, clearKey);
  for (const rule of rules) {
    if (rule.key === clearKey) continue;
    await db
      .update(loginThrottle)
      .set({
        failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
        lockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${rule.maxFailures} then null else ${loginThrottle.lockedUntil} end`,
      })
      .where(eq(loginThrottle.key, rule.key));
  }
}

/** Forgets the failures of a key (after a successful sign-in). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
