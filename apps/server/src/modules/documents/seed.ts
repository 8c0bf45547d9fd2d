import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { templateIssues, templateSourceSchema, templateTextSchema } from '@insulcalc/documents/core';
import type { ServerContext } from '../../context';
import { documentTemplate, documentTemplateVersion } from '../../db/schema/documents';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';

/** The author of seeded versions: a template nobody else changed follows its seed file. */
export const SEED_AUTHOR = 'seed';

export const templateSeedSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
  name: z.string().min(1).max(200),
  entityId: z.string().min(1).max(64),
  title: z.record(z.string(), z.string()),
  sortOrder: z.number().int().optional(),
  source: templateSourceSchema,
});
export type TemplateSeed = z.infer<typeof templateSeedSchema>;

/**
 * A part several seed templates share (seed/documents/parts/{name}.json): blocks written with
 * their context paths under `scope.` (`calculation.headline`).
 */
const seedPartSchema = z.strictObject({
  scope: z.string().regex(/^[A-Za-z_]\w*$/),
  blocks: z.array(z.unknown()).min(1),
});

/** Where a seed template takes a part's blocks: under the part's scope name, or at the root (""). */
const partIncludeSchema = z.strictObject({
  $part: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
  scope: z.union([z.literal(''), z.string().regex(/^[A-Za-z_]\w*$/)]),
});

/**
 * Puts the shared parts into a seed template (decision 0038): `{ "$part": "calculation", "scope":
 * "calculation" }` inserts the part's blocks as written (the project report's each calculation),
 * `"scope": ""` reads the same paths from the template's root (the calculation report). The seed
 * writes the expanded template, so every stored template stays self-contained and versioned on
 * its own (decision 0028); only the seed files share one source.
 */
export function expandSeedParts(value: unknown, partsDir: string, file: string): unknown {
  if (Array.isArray(value))
    return value.flatMap((item) => {
      const include = partIncludeSchema.safeParse(item);
      if (!include.success) return [expandSeedParts(item, partsDir, file)];
      const path = join(partsDir, `${include.data.$part}.json`);
      if (!existsSync(path)) throw new Error(`seed/documents/${file}: no part ${include.data.$part}`);
      const part = seedPartSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
      const from = new RegExp(`\\b${part.scope}\\.`, 'g');
      const to = include.data.scope ? `${include.data.scope}.` : '';
      return part.blocks.map((block) => JSON.parse(JSON.stringify(block).replace(from, to)) as unknown);
    });
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandSeedParts(item, partsDir, file)]),
    );
  return value;
}

/** Reads and checks every seed/documents/*.json, with its parts; a bad file fails the start. */
export function readTemplateSeeds(dir: string): TemplateSeed[] {
  if (!existsSync(dir)) return [];
  const partsDir = join(dir, 'parts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw = expandSeedParts(JSON.parse(readFileSync(join(dir, file), 'utf8')), partsDir, file);
      const parsed = templateSeedSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`seed/documents/${file}: ${z.prettifyError(parsed.error)}`);
      const issues = templateIssues(parsed.data.source);
      if (issues.length > 0) throw new Error(`seed/documents/${file}: ${JSON.stringify(issues)}`);
      templateTextSchema.parse(parsed.data.title);
      return parsed.data;
    });
}

/**
 * Idempotent: a new template is created with its seed as published version 1. A template only
 * the seed has written follows a changed seed file (a new published version); once an
 * administrator saved a version, the seed leaves it alone.
 */
export async function seedDocuments(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'documents');
  if (!existsSync(dir)) return;
  const seeds = readTemplateSeeds(dir);
  await seedIfChanged(ctx, 'documents', fingerprint('v1', fingerprintDir(dir)), async () => {
    for (const seed of seeds) {
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(documentTemplate)
          .values({
            id: seed.id,
            name: seed.name,
            entityId: seed.entityId,
            title: seed.title,
            sortOrder: seed.sortOrder ?? 0,
          })
          .onConflictDoUpdate({
            target: documentTemplate.id,
            set: { name: seed.name, entityId: seed.entityId, title: seed.title, updatedAt: sql`now()` },
          });
        const [edited] = await tx
          .select({ version: documentTemplateVersion.version })
          .from(documentTemplateVersion)
          .where(
            and(
              eq(documentTemplateVersion.templateId, seed.id),
              ne(documentTemplateVersion.createdBy, SEED_AUTHOR),
            ),
          )
          .limit(1);
        if (edited) return;
        const [latest] = await tx
          .select({ version: max(documentTemplateVersion.version) })
          .from(documentTemplateVersion)
          .where(eq(documentTemplateVersion.templateId, seed.id));
        const current = latest?.version ?? null;
        if (current !== null) {
          const [row] = await tx
            .select({ source: documentTemplateVersion.source })
            .from(documentTemplateVersion)
            .where(
              and(
                eq(documentTemplateVersion.templateId, seed.id),
                eq(documentTemplateVersion.version, current),
              ),
            );
          if (row && JSON.stringify(row.source) === JSON.stringify(seed.source)) return;
          await tx
            .update(documentTemplateVersion)
            .set({ status: 'archived' })
            .where(
              and(
                eq(documentTemplateVersion.templateId, seed.id),
                eq(documentTemplateVersion.status, 'published'),
              ),
            );
        }
        const version = (current ?? 0) + 1;
        await tx.insert(documentTemplateVersion).values({
          templateId: seed.id,
          version,
          status: 'published',
          source: seed.source as Record<string, unknown>,
          createdBy: SEED_AUTHOR,
          publishedAt: new Date(),
        });
        await tx
          .update(documentTemplate)
          .set({ publishedVersion: version })
          .where(eq(documentTemplate.id, seed.id));
      });
    }
  });
}
