import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InstanceInfo } from '../context';
import type { Db } from './index';
import { appSetting } from './schema/core';

export async function getSetting<T = unknown>(db: Db, key: string): Promise<T | undefined> {
  const rows = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, key))
    .limit(1);
  return rows[0]?.value as T | undefined;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSetting)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSetting.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Returns the stored value, storing `initial()` first if the key is absent. Race-free across
 * processes: the first insert wins, everybody reads the winner.
 */
export async function ensureSetting<T>(db: Db, key: string, initial: () => T): Promise<T> {
  await db
    .insert(appSetting)
    .values({ key, value: initial() })
    .onConflictDoNothing({ target: appSetting.key });
  const value = await getSetting<T>(db, key);
  if (value === undefined) throw new Error(`app_setting ${key} vanished`);
  return value;
}

/** Loads (creating at first start) the instance id, first-start time and signing secret. */
export async function loadInstanceInfo(db: Db, now: Date = new Date()): Promise<InstanceInfo> {
  const id = await ensureSetting(db, 'instance.id', () => randomUUID());
  const firstStartedAt = await ensureSetting(db, 'instance.firstStartedAt', () => now.toISOString());
  const secret = await ensureSetting(db, 'instance.secret', () => randomBytes(32).toString('base64url'));
  await setSetting(db, 'instance.lastStartedAt', now.toISOString());
  return { id, firstStartedAt: new Date(firstStartedAt), startedAt: now, secret };
}
