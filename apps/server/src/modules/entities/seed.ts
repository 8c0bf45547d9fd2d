import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { entity, entityAttribute, entityInstance } from '../../db/schema/entities';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';
import { displayNameOf } from './providers/jsonb';
import { hasEntityProvider } from './service';
import type { EntityDefinition } from './types';

const access = z.enum(['anonymous', 'authenticated', 'owner', 'groups', 'nobody']);
const nameRule = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** One file of seed/entities: an entity, its attributes and (for configured entities) seeded instances. */
export const entitySeedSchema = z.object({
  id: z.string().regex(nameRule),
  displayNameKey: z.string().min(1).max(200),
  provider: z.string().refine((p) => hasEntityProvider(p), 'unknown provider'),
  displayAttribute: z.string().regex(nameRule).nullable().default(null),
  keepHistory: z.boolean().default(true),
  permissions: z.object({ read: access, create: access, update: access, delete: access }),
  attributes: z
    .array(
      z.object({
        name: z.string().regex(nameRule),
        dataType: z.enum([
          'text',
          'longText',
          'email',
          'integer',
          'decimal',
          'boolean',
          'date',
          'dateTime',
          'code',
          'localizedText',
          'file',
          'reference',
          'json',
        ]),
        required: z.boolean().default(false),
        maxLength: z.number().int().positive().nullable().default(null),
        pattern: z.string().max(500).nullable().default(null),
        displayNameKey: z.string().max(200).nullable().default(null),
        options: z.record(z.string(), z.unknown()).nullable().default(null),
        readonly: z.boolean().default(false),
      }),
    )
    .min(1),
  instances: z
    .array(
      z.object({ id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/), data: z.record(z.string(), z.unknown()) }),
    )
    .default([]),
});
export type EntitySeed = z.infer<typeof entitySeedSchema>;

/** Reads and checks every seed/entities/*.json (sorted by name); a bad file fails the start. */
export function readEntitySeeds(dir: string): EntitySeed[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = entitySeedSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`seed/entities/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

const SEED_USER = 'seed';

async function upsertEntity(tx: Db, seed: EntitySeed): Promise<void> {
  const row = {
    displayNameKey: seed.displayNameKey,
    provider: seed.provider,
    displayAttribute: seed.displayAttribute,
    permissions: seed.permissions,
    keepHistory: seed.keepHistory,
  };
  await tx
    .insert(entity)
    .values({ id: seed.id, ...row })
    .onConflictDoUpdate({ target: entity.id, set: { ...row, updatedAt: new Date() } });
  // The attribute list is configuration owned by the file: replace it whole.
  await tx.delete(entityAttribute).where(eq(entityAttribute.entityId, seed.id));
  await tx
    .insert(entityAttribute)
    .values(seed.attributes.map((a, index) => ({ entityId: seed.id, ...a, sortOrder: (index + 1) * 10 })));
  for (const instance of seed.instances) {
    const [existing] = await tx
      .select({ updatedBy: entityInstance.updatedBy })
      .from(entityInstance)
      .where(and(eq(entityInstance.entityId, seed.id), eq(entityInstance.id, instance.id)))
      .limit(1);
    const displayName = displayNameOf(
      { displayAttribute: seed.displayAttribute } as EntityDefinition,
      instance.data,
    );
    if (!existing) {
      await tx.insert(entityInstance).values({
        entityId: seed.id,
        id: instance.id,
        data: instance.data,
        displayName,
        createdBy: SEED_USER,
        updatedBy: SEED_USER,
      });
    } else if (existing.updatedBy === SEED_USER) {
      // Still the seeded text: follow the file. Once someone edited it, their text stays.
      await tx
        .update(entityInstance)
        .set({ data: instance.data, displayName })
        .where(and(eq(entityInstance.entityId, seed.id), eq(entityInstance.id, instance.id)));
    }
  }
}

/** Idempotent: entities, attributes and seeded instances from seed/entities (skipped when unchanged). */
export async function seedEntities(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'entities');
  if (!existsSync(dir)) return;
  await seedIfChanged(ctx, 'entities', fingerprint('v1', fingerprintDir(dir)), async () => {
    const seeds = readEntitySeeds(dir);
    await ctx.db.transaction(async (tx) => {
      for (const seed of seeds) await upsertEntity(tx as unknown as Db, seed);
    });
  });
}
