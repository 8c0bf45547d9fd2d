import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { form, formGroup, formVersion } from '../../db/schema/forms';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';
import { validateFormRoute } from './routes';
import { javascriptVersionOf, prepareDefinition, publishDraft, saveDraft } from './store';

const idRule = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

/** One file of seed/forms: a form group and its forms (definitions in the one definition schema). */
export const formSeedSchema = z.object({
  formGroup: z.object({
    id: z.string().regex(idRule),
    entityId: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
    name: z.string().min(1).max(200),
    titleKey: z.string().min(1).max(200),
    isPublic: z.boolean().default(false),
    route: z
      .string()
      .nullable()
      .default(null)
      .refine((r) => r === null || validateFormRoute(r) === null, 'invalid route'),
    isSearchPage: z.boolean().default(false),
    sortOrder: z.number().int().default(0),
  }),
  forms: z
    .array(
      z.object({
        id: z.string().regex(idRule),
        name: z.string().min(1).max(200),
        sectionName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/),
        titleKey: z.string().min(1).max(200),
        tooltipKey: z.string().max(200).nullable().default(null),
        saveMessageKey: z.string().max(200).nullable().default(null),
        sortOrder: z.number().int().default(0),
        /** A file under seed/forms/ (e.g. scripts/OfferRequest.js). */
        javascript: z
          .string()
          .regex(/^[A-Za-z0-9_/-]+\.js$/)
          .nullable()
          .default(null),
        definition: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1),
});
export type FormSeed = z.infer<typeof formSeedSchema>;

export function readFormSeeds(dir: string): FormSeed[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = formSeedSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`seed/forms/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

export const SEED_USER = 'seed';

/** JSON with sorted keys: jsonb does not keep key order, so compare this way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Idempotent: form groups, forms and their definitions from seed/forms/*.json. A definition the
 * file changed becomes a new published version, but only while the form is still the seed's: a
 * version or draft someone made in the designer is never overwritten.
 */
export async function seedForms(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'forms');
  if (!existsSync(dir)) return;
  await seedIfChanged(ctx, 'forms', fingerprint('v1', fingerprintDir(dir)), async () => {
    for (const seed of readFormSeeds(dir)) {
      const { id, ...group } = seed.formGroup;
      await ctx.db
        .insert(formGroup)
        .values({ id, ...group })
        .onConflictDoUpdate({ target: formGroup.id, set: { ...group, updatedAt: new Date() } });
      const [groupRow] = await ctx.db.select().from(formGroup).where(eq(formGroup.id, id));
      for (const f of seed.forms) {
        const { id: formId, javascript: scriptFile, definition, ...columns } = f;
        const javascript = scriptFile ? readFileSync(join(dir, scriptFile), 'utf8') : null;
        await ctx.db
          .insert(form)
          .values({ id: formId, formGroupId: id, ...columns })
          .onConflictDoUpdate({
            target: form.id,
            set: { formGroupId: id, ...columns, updatedAt: new Date() },
          });
        const [row] = await ctx.db.select().from(form).where(eq(form.id, formId));
        const versions = await ctx.db.select().from(formVersion).where(eq(formVersion.formId, formId));
        if (versions.some((v) => v.status === 'draft' && v.createdBy !== SEED_USER)) continue;
        const published = versions.find((v) => v.status === 'published');
        if (published && published.createdBy !== SEED_USER) continue;
        if (published) {
          const wanted = prepareDefinition(
            row!,
            groupRow!,
            published.version,
            definition as never,
            javascript,
          );
          const same =
            canonicalJson(wanted) === canonicalJson(published.definition) &&
            (published.javascript ?? null) === javascript &&
            published.javascriptVersion === javascriptVersionOf(javascript);
          if (same) continue;
        }
        await saveDraft(ctx.db, formId, definition as never, javascript, SEED_USER);
        await publishDraft(ctx.db, formId);
      }
    }
  });
}

/** Used by tests: the published version number of a form. */
export async function publishedVersionOf(ctx: ServerContext, formId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ v: form.publishedVersion })
    .from(form)
    .where(and(eq(form.id, formId)));
  return row?.v ?? null;
}
