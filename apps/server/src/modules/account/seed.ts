import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { userAccount } from '../../db/schema/account';
import { randomToken } from './crypto';
import { purgeExpiredSessions } from './sessions';
import { createUser } from './users';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates the `admin` account once. Its password is INSULCALC_ADMIN_PASSWORD when set, else a
 * generated one, printed once (log + stdout) at this first start and never again.
 */
export async function seedAccount(ctx: ServerContext): Promise<void> {
  await purgeExpiredSessions(ctx.db);
  const existing = await ctx.db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(eq(userAccount.usernameLower, ADMIN_USERNAME))
    .limit(1);
  if (existing.length > 0) return;
  const fromEnv = ctx.config.adminPassword;
  const password = fromEnv ?? randomToken(15);
  try {
    await createUser(ctx.db, {
      username: ADMIN_USERNAME,
      password,
      fullName: 'Administrator',
      isActive: true,
    });
  } catch (err) {
    // Another process seeding the same database won the race: it printed the password.
    const again = await ctx.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.usernameLower, ADMIN_USERNAME))
      .limit(1);
    if (again.length > 0) return;
    throw err;
  }
  if (fromEnv) {
    ctx.log.info('account: created the admin account with INSULCALC_ADMIN_PASSWORD');
  } else {
    ctx.log.warn(
      { username: ADMIN_USERNAME, password },
      'account: created the admin account with a generated password (shown only now)',
    );
    process.stdout.write(`Insulcalc admin password (shown only once): ${password}\n`);
  }
}
