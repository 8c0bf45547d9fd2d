import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  definitionIssues,
  formDefinitionSchema,
  type FormDefinition,
  type FormDefinitionInput,
} from '@insulcalc/forms/core';
import type { FormRouteDto } from '@insulcalc/api-schema';
import type { Db } from '../../db/index';
import {
  form,
  formGroup,
  formVersion,
  type FormGroupRow,
  type FormRow,
  type FormVersionRow,
} from '../../db/schema/forms';

/** The public app's dynamic form routes: public form groups that have a route, by sortOrder. */
export async function listFormRoutes(db: Db): Promise<FormRouteDto[]> {
  const rows = await db
    .select({ route: formGroup.route, isSearchPage: formGroup.isSearchPage, formGroupId: formGroup.id })
    .from(formGroup)
    .where(and(eq(formGroup.isPublic, true), isNotNull(formGroup.route)))
    .orderBy(asc(formGroup.sortOrder), asc(formGroup.route));
  return rows.map((r) => ({ route: r.route!, isSearchPage: r.isSearchPage, formGroupId: r.formGroupId }));
}

/** A form ready to serve: its group, its row and the version to show. */
export interface ResolvedForm {
  group: FormGroupRow;
  form: FormRow;
  version: FormVersionRow;
  definition: FormDefinition;
}

export async function getFormGroup(db: Db, id: string): Promise<FormGroupRow | undefined> {
  const [row] = await db.select().from(formGroup).where(eq(formGroup.id, id)).limit(1);
  return row;
}

export async function formsOfGroup(db: Db, groupId: string): Promise<FormRow[]> {
  return db
    .select()
    .from(form)
    .where(eq(form.formGroupId, groupId))
    .orderBy(asc(form.sortOrder), asc(form.id));
}

/** The published version of a form (null when none is published or the stored one is invalid). */
export async function resolveFormById(db: Db, formId: string): Promise<ResolvedForm | null> {
  const [row] = await db.select().from(form).where(eq(form.id, formId)).limit(1);
  if (!row || row.publishedVersion === null) return null;
  const [version] = await db
    .select()
    .from(formVersion)
    .where(and(eq(formVersion.formId, row.id), eq(formVersion.version, row.publishedVersion)))
    .limit(1);
  const group = await getFormGroup(db, row.formGroupId);
  if (!version || !group) return null;
  // Stored definitions were validated when written; parsing again applies the schema's defaults.
  const parsed = formDefinitionSchema.safeParse(version.definition);
  if (!parsed.success) return null;
  return { group, form: row, version, definition: parsed.data };
}

/** formId, else formGroupId (+ sectionName, else its first form), else the entity's first group. */
export async function resolveForm(
  db: Db,
  by: {
    formId?: string | null;
    formGroupId?: string | null;
    sectionName?: string | null;
    entityId?: string | null;
  },
): Promise<ResolvedForm | null> {
  if (by.formId) return resolveFormById(db, by.formId);
  let groupId = by.formGroupId ?? null;
  if (!groupId && by.entityId) {
    const [group] = await db
      .select({ id: formGroup.id })
      .from(formGroup)
      .where(eq(formGroup.entityId, by.entityId))
      .orderBy(asc(formGroup.sortOrder), asc(formGroup.id))
      .limit(1);
    groupId = group?.id ?? null;
  }
  if (!groupId) return null;
  const forms = (await formsOfGroup(db, groupId)).filter((f) => f.publishedVersion !== null);
  const chosen = by.sectionName ? forms.find((f) => f.sectionName === by.sectionName) : forms[0];
  return chosen ? resolveFormById(db, chosen.id) : null;
}

/** A URL-safe content hash of a form script: its javascriptVersion. */
export function javascriptVersionOf(script: string | null | undefined): string | null {
  return script ? createHash('sha256').update(script).digest('hex').slice(0, 20) : null;
}

export async function findScript(
  db: Db,
  formId: string,
  javascriptVersion: string,
): Promise<{ javascript: string; status: string; groupId: string } | null> {
  const [row] = await db
    .select({ javascript: formVersion.javascript, status: formVersion.status, groupId: form.formGroupId })
    .from(formVersion)
    .innerJoin(form, eq(form.id, formVersion.formId))
    .where(and(eq(formVersion.formId, formId), eq(formVersion.javascriptVersion, javascriptVersion)))
    .orderBy(desc(formVersion.version))
    .limit(1);
  return row?.javascript ? { javascript: row.javascript, status: row.status, groupId: row.groupId } : null;
}

export class DefinitionError extends Error {
  /** `issue`: the schema's own (zod) issue, which a reader's language words (decision 0039). */
  constructor(readonly issues: { path: string; message: string; issue?: z.core.$ZodIssue }[]) {
    super(`Invalid form definition: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/**
 * Checks a designed definition with the one schema of @insulcalc/forms/core and stamps the
 * form's identity on it (formId, group, section, entity, version, script version).
 */
export function prepareDefinition(
  row: FormRow,
  group: FormGroupRow,
  version: number,
  input: Omit<FormDefinitionInput, 'formId' | 'formVersion'> & Partial<FormDefinitionInput>,
  javascript: string | null,
): FormDefinition {
  const parsed = formDefinitionSchema.safeParse({
    ...input,
    formId: row.id,
    formGroupId: group.id,
    sectionName: row.sectionName,
    entityId: group.entityId,
    formVersion: version,
    javascriptVersion: javascriptVersionOf(javascript),
  });
  if (!parsed.success)
    throw new DefinitionError(
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, issue: i })),
    );
  const issues = definitionIssues(parsed.data);
  if (issues.length)
    throw new DefinitionError(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return parsed.data;
}

/**
 * Writes the form's draft (creating or replacing its one draft version). Returns the draft's
 * version number. Throws DefinitionError for a definition the schema refuses.
 */
export async function saveDraft(
  db: Db,
  formId: string,
  input: Omit<FormDefinitionInput, 'formId' | 'formVersion'>,
  javascript: string | null,
  userName: string | null,
  /** The designer's texts of this version (key → language → text), written when it is published. */
  texts: Record<string, Record<string, string | null>> | null = null,
): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(form).where(eq(form.id, formId)).for('update').limit(1);
    if (!row) throw new Error(`No form ${formId}`);
    const group = (await getFormGroup(tx, row.formGroupId))!;
    const [draft] = await tx
      .select()
      .from(formVersion)
      .where(and(eq(formVersion.formId, formId), eq(formVersion.status, 'draft')))
      .limit(1);
    const [latest] = await tx
      .select({ max: sql<number>`coalesce(max(${formVersion.version}), 0)` })
      .from(formVersion)
      .where(eq(formVersion.formId, formId));
    const version = draft?.version ?? Number(latest?.max ?? 0) + 1;
    const definition = prepareDefinition(row, group, version, input, javascript);
    const values = {
      definition: definition as unknown as Record<string, unknown>,
      javascript,
      javascriptVersion: javascriptVersionOf(javascript),
      createdBy: userName,
      texts,
    };
    if (draft)
      await tx
        .update(formVersion)
        .set(values)
        .where(and(eq(formVersion.formId, formId), eq(formVersion.version, version)));
    else await tx.insert(formVersion).values({ formId, version, status: 'draft', ...values });
    return version;
  });
}

/**
 * Publishes the draft: the old published version is archived, forms/load serves the new one.
 * `afterPublish` runs in the same transaction (the designer writes the version's texts there).
 */
export async function publishDraft(
  db: Db,
  formId: string,
  options: {
    publishedBy?: string | null;
    afterPublish?: (tx: Db, draft: FormVersionRow) => Promise<void>;
  } = {},
): Promise<number | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(form).where(eq(form.id, formId)).for('update').limit(1);
    if (!row) return null;
    const [draft] = await tx
      .select()
      .from(formVersion)
      .where(and(eq(formVersion.formId, formId), eq(formVersion.status, 'draft')))
      .limit(1);
    if (!draft) return null;
    await tx
      .update(formVersion)
      .set({ status: 'archived' })
      .where(and(eq(formVersion.formId, formId), eq(formVersion.status, 'published')));
    await tx
      .update(formVersion)
      .set({ status: 'published', publishedAt: new Date(), publishedBy: options.publishedBy ?? null })
      .where(and(eq(formVersion.formId, formId), eq(formVersion.version, draft.version)));
    await tx
      .update(form)
      .set({ publishedVersion: draft.version, updatedAt: new Date() })
      .where(eq(form.id, formId));
    await options.afterPublish?.(tx, draft);
    return draft.version;
  });
}
