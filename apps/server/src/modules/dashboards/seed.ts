import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dashboardDefinitionSchema } from '@insulcalc/dashboards/core';
import type { ServerContext } from '../../context';
import { dashboard } from '../../db/schema/dashboards';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';

const seedSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  audience: z.enum(['sales', 'administrators']).nullable().default(null),
  definition: dashboardDefinitionSchema,
});
export type DashboardSeed = z.infer<typeof seedSchema>;

export function readDashboardSeeds(dir: string): DashboardSeed[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = seedSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`seed/dashboards/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

/** Idempotent: the seeded dashboards follow their files (users' copies are theirs). */
export async function seedDashboards(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'dashboards');
  if (!existsSync(dir)) return;
  const seeds = readDashboardSeeds(dir);
  await seedIfChanged(ctx, 'dashboards', fingerprint('v1', fingerprintDir(dir)), async () => {
    for (const seed of seeds)
      await ctx.db
        .insert(dashboard)
        .values({
          id: seed.id,
          definition: seed.definition,
          basedOn: seed.id,
          audience: seed.audience,
          ownerUserId: null,
        })
        .onConflictDoUpdate({
          target: dashboard.id,
          set: { definition: seed.definition, audience: seed.audience, updatedAt: new Date() },
        });
  });
}
