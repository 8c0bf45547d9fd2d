import type { ServerContext } from '../../context';
import { formRoute } from '../../db/schema/forms';
import { validateFormRoute } from './routes';

/** Seeded form routes: none yet (the form engine and its form groups come later). */
export const SEED_FORM_ROUTES: ReadonlyArray<typeof formRoute.$inferInsert> = [];

/** Idempotent: inserts the seeded routes that are missing, never changes or removes existing rows. */
export async function seedFormRoutes(ctx: ServerContext): Promise<void> {
  if (SEED_FORM_ROUTES.length === 0) return;
  for (const row of SEED_FORM_ROUTES) {
    const problem = validateFormRoute(row.route);
    if (problem) throw new Error(`Seed form route "${row.route}" is invalid: ${problem}`);
  }
  await ctx.db
    .insert(formRoute)
    .values([...SEED_FORM_ROUTES])
    .onConflictDoNothing({ target: formRoute.route });
}
