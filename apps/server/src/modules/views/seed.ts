import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { viewDefinitionSchema, type ViewDefinition } from '@insulcalc/forms/core';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { view as viewTable } from '../../db/schema/views';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';
import { getEntity, providerOf } from '../entities/index';
import { viewDefinitionIssues } from './service';

/** Reads and checks every seed/views/*.json (sorted by name); a bad file fails the start. */
export function readViewSeeds(dir: string): ViewDefinition[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = viewDefinitionSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`seed/views/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

/**
 * The indexes a view's sorts and filters need (configured entities: partial expression indexes
 * per entity). `if not exists` keeps it idempotent; run at every seed, so a database restored
 * without them gets them back.
 */
export async function createViewIndexes(db: Db, definition: ViewDefinition): Promise<number> {
  const entity = await getEntity(db, definition.entityId);
  const source = entity ? providerOf(entity).listSource?.(entity) : undefined;
  if (!entity || !source?.indexFor) return 0;
  const byName = new Map(entity.attributes.map((a) => [a.name, a]));
  const lists = [
    ...definition.columns.filter((c) => c.sortable || c.filters.length > 0).map((c) => [c.attribute]),
    ...definition.indexes,
  ];
  let created = 0;
  for (const names of lists) {
    const attributes = names.map((n) => byName.get(n));
    if (attributes.some((a) => a === undefined)) continue;
    const ddl = source.indexFor(attributes as NonNullable<(typeof attributes)[number]>[]);
    if (!ddl) continue;
    await db.execute(ddl);
    created++;
  }
  return created;
}

/** Idempotent: the views of seed/views replace their stored definitions; then their indexes. */
export async function seedViews(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'views');
  if (!existsSync(dir)) return;
  const seeds = readViewSeeds(dir);
  await seedIfChanged(ctx, 'views', fingerprint('v1', fingerprintDir(dir)), async () => {
    for (const definition of seeds) {
      const entity = await getEntity(ctx.db, definition.entityId);
      if (!entity) throw new Error(`seed/views ${definition.id}: no entity ${definition.entityId}`);
      const issues = viewDefinitionIssues(definition, entity);
      if (issues.length) throw new Error(`seed/views ${definition.id}: ${issues.join('; ')}`);
    }
    await ctx.db.transaction(async (tx) => {
      for (const definition of seeds) {
        const row = { entityId: definition.entityId, definition, updatedAt: new Date() };
        await tx
          .insert(viewTable)
          .values({ id: definition.id, ...row })
          .onConflictDoUpdate({ target: viewTable.id, set: row });
      }
      // Views the seed no longer has go, except those of code lists an administrator defined
      // (data, written with their entity: decision 0024).
      if (seeds.length)
        await tx.delete(viewTable).where(
          and(
            notInArray(
              viewTable.id,
              seeds.map((s) => s.id),
            ),
            sql`${viewTable.entityId} not in (select id from entity where provider = 'codelists.item')`,
          ),
        );
    });
    for (const definition of seeds) await createViewIndexes(ctx.db, definition);
  });
}
