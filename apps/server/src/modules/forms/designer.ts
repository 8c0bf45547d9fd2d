import { isSafeText } from '@insulcalc/api-schema';
import { definitionIssueText } from '@insulcalc/forms/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { form, formGroup, formVersion } from '../../db/schema/forms';
import { translation } from '../../db/schema/translations';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { ProblemError } from '../../http/problem';
import { permittedOf, type Translator } from '../entities/index';
import { LANGUAGE_CODES, invalidateTranslationCache } from '../translations/index';
import { formParamsSchema } from './schemas';
import { DefinitionError, publishDraft, saveDraft } from './store';

/**
 * Keys of the texts the designer writes: `Designer_…` only, so a designer never overwrites a
 * seeded or another module's text (a seeded label that is edited gets a designer key of its own).
 */
export const DESIGNER_TEXT_KEY = /^Designer_[A-Za-z0-9_]{1,190}$/;
const TEXT_KEY_LIKE = /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/;

const languageTextsSchema = z.partialRecord(
  z.enum(LANGUAGE_CODES as [string, ...string[]]),
  z
    .string()
    .max(2000, `validation_maxlength|${JSON.stringify({ maxLength: 2000 })}`)
    .refine((s) => isSafeText(s, true), 'Validation_TextInvalidCharacters')
    .nullable(),
);
/** key → language → text, for the designer's own keys. */
export const designerTextsSchema = z
  .record(z.string().regex(DESIGNER_TEXT_KEY, 'Designer_InvalidTextKey'), languageTextsSchema)
  .refine((texts) => Object.keys(texts).length <= 2000, 'Designer_TooManyTexts');
type DesignerTexts = Record<string, Record<string, string | null>>;

/** Every string of a definition that names a translation (labels, tooltips, titles, section names). */
export function definitionTextKeys(definition: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && TEXT_KEY_LIKE.test(value)) keys.add(value);
  };
  add(definition.formName);
  add(definition.title);
  for (const section of (Array.isArray(definition.sections) ? definition.sections : []) as Record<
    string,
    unknown
  >[]) {
    add(section?.displayName);
    add(section?.tooltip);
  }
  for (const element of (Array.isArray(definition.elements) ? definition.elements : []) as Record<
    string,
    unknown
  >[]) {
    add(element?.displayName);
    add(element?.tooltip);
    const settings = (element?.settings ?? {}) as Record<string, unknown>;
    add(settings.text);
    add(settings.placeholder);
  }
  return [...keys];
}

/** The six languages' texts of keys, as the translation table holds them now. */
export async function currentTexts(db: Db, keys: readonly string[]): Promise<DesignerTexts> {
  const texts: DesignerTexts = {};
  if (keys.length === 0) return texts;
  const rows = await db
    .select({ key: translation.key, language: translation.language, text: translation.text })
    .from(translation)
    .where(inArray(translation.key, [...keys]));
  for (const r of rows) (texts[r.key] ??= {})[r.language] = r.text;
  return texts;
}

/** Writes the designer's texts (runtime rows: source null, kept by the translation seed). */
export async function writeTexts(db: Db, texts: DesignerTexts): Promise<void> {
  const rows = Object.entries(texts).flatMap(([key, byLanguage]) =>
    DESIGNER_TEXT_KEY.test(key)
      ? Object.entries(byLanguage).map(([language, text]) => ({ key, language, text, source: null }))
      : [],
  );
  if (rows.length === 0) return;
  await db
    .insert(translation)
    .values(rows)
    .onConflictDoUpdate({
      target: [translation.key, translation.language],
      set: { text: sql`excluded.text`, source: sql`excluded.source`, updatedAt: sql`now()` },
    });
  invalidateTranslationCache();
}

/** Largest form script (characters). */
export const MAX_SCRIPT_LENGTH = 200_000;

export const versionParamsSchema = formParamsSchema.extend({
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, 'Forms_FormNotFound')
    .transform(Number),
});

export const draftBodySchema = z.object({
  definition: z.record(z.string(), z.json()),
  javascript: z
    .string()
    .max(MAX_SCRIPT_LENGTH, `validation_maxlength|${JSON.stringify({ maxLength: MAX_SCRIPT_LENGTH })}`)
    .refine((s) => isSafeText(s, true), 'Validation_TextInvalidCharacters')
    .nullable()
    .default(null),
  texts: designerTextsSchema.nullable().default(null),
});

const versionSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published', 'archived']),
  javascriptVersion: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
});
const versionAnswerSchema = versionSummarySchema.extend({
  definition: z.record(z.string(), z.json()),
  javascript: z.string().nullable(),
  /** The version's texts over the current texts of every key the definition uses. */
  texts: z.record(z.string(), z.record(z.string(), z.string().nullable())),
});

const groupParamsSchema = z.object({
  formGroupId: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, 'Forms_FormNotFound'),
});
const groupAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  entityId: z.string(),
  isPublic: z.boolean(),
  route: z.string().nullable(),
  titleKey: z.string(),
  texts: z.record(z.string(), z.record(z.string(), z.string().nullable())),
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sectionName: z.string(),
      titleKey: z.string(),
      tooltipKey: z.string().nullable(),
      sortOrder: z.number().int(),
      publishedVersion: z.number().int().nullable(),
      hasDraft: z.boolean(),
    }),
  ),
});
const sectionNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/, 'Designer_InvalidName');
const groupBodySchema = z.object({
  titleKey: z.string().min(1).max(200).regex(TEXT_KEY_LIKE, 'Designer_InvalidTextKey'),
  forms: z
    .array(
      z.object({
        id: z.string().max(64),
        titleKey: z.string().min(1).max(200).regex(TEXT_KEY_LIKE, 'Designer_InvalidTextKey'),
        tooltipKey: z
          .string()
          .max(200)
          .regex(TEXT_KEY_LIKE, 'Designer_InvalidTextKey')
          .nullable()
          .default(null),
      }),
    )
    .max(100),
  texts: designerTextsSchema.default({}),
});
const newFormBodySchema = z.object({
  id: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, 'Designer_InvalidFormId'),
  sectionName: sectionNameSchema,
  titleKey: z.string().min(1).max(200).regex(TEXT_KEY_LIKE, 'Designer_InvalidTextKey'),
  texts: designerTextsSchema.default({}),
});
const okAnswer = z.object({ version: z.number().int().optional(), userMessages: z.array(z.unknown()) });

/** Fastify route schemas (Zod) of the designer's routes. */
export const designerRouteSchemas = {
  versions: {
    tags: ['forms'],
    summary: "A form's versions (draft, published, archived), newest first",
    params: formParamsSchema,
    response: { 200: z.array(versionSummarySchema) },
  },
  version: {
    tags: ['forms'],
    summary: 'One version of a form: its definition and script',
    params: versionParamsSchema,
    response: { 200: versionAnswerSchema },
  },
  draft: {
    tags: ['forms'],
    summary: "Write the form's draft (validated by the form-definition schema)",
    params: formParamsSchema,
    body: draftBodySchema,
    response: { 200: z.object({ version: z.number().int(), userMessages: z.array(z.unknown()) }) },
  },
  publish: {
    tags: ['forms'],
    summary: 'Publish the draft: forms/load serves it from now on',
    params: formParamsSchema,
    response: { 200: z.object({ version: z.number().int(), userMessages: z.array(z.unknown()) }) },
  },
  rollback: {
    tags: ['forms'],
    summary: 'Publish an earlier version again, as a new version (history stays)',
    params: versionParamsSchema,
    response: { 200: z.object({ version: z.number().int(), userMessages: z.array(z.unknown()) }) },
  },
  group: {
    tags: ['forms'],
    summary: "A form group's sections (its forms, the left navigation) for EditFormGroup",
    params: groupParamsSchema,
    response: { 200: groupAnswerSchema },
  },
  saveGroup: {
    tags: ['forms'],
    summary: "Save a form group's title and its sections' order, titles and tooltips",
    params: groupParamsSchema,
    body: groupBodySchema,
    response: { 200: okAnswer },
  },
  addForm: {
    tags: ['forms'],
    summary: 'Add a section (a new form with an empty draft) to a form group',
    params: groupParamsSchema,
    body: newFormBodySchema,
    response: { 200: okAnswer },
  },
};

type VersionRow = typeof formVersion.$inferSelect;
const summary = (v: VersionRow) => ({
  version: v.version,
  status: v.status as 'draft' | 'published' | 'archived',
  javascriptVersion: v.javascriptVersion,
  createdBy: v.createdBy,
  createdAt: v.createdAt.toISOString(),
  publishedAt: v.publishedAt?.toISOString() ?? null,
  publishedBy: v.publishedBy,
});

/**
 * The form designer's calls (Administration/Forms/EditForm): list versions, read one, write the
 * draft, publish it. The FormDefinition grants decide (401 anonymous, 403 others); every definition passes
 * the one definition schema before it is stored.
 */
export function registerDesignerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** A FormDefinition grant for `action` (401 anonymous, 403 others), asked before the request is read. */
  const designer =
    (action: 'read' | 'update' | 'publish') =>
    async (request: FastifyRequest): Promise<{ tr: Translator; userName: string }> => {
      const { tr, actor } = await permittedOf(ctx, request, 'FormDefinition', action);
      return { tr, userName: actor.userName ?? actor.userId };
    };
  const formOr404 = async (fail: Fail, formId: string) => {
    const [row] = await ctx.db.select().from(form).where(eq(form.id, formId)).limit(1);
    if (!row) throw await fail(404, 'Forms_FormNotFound', { detail: 'No such form.' });
    return row;
  };

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:formId/versions',
      ...designerRouteSchemas.versions,
      authorize: designer('read'),
    },
    async ({ params: { formId }, reply, fail }) => {
      await formOr404(fail, formId);
      const rows = await ctx.db
        .select()
        .from(formVersion)
        .where(eq(formVersion.formId, formId))
        .orderBy(desc(formVersion.version));
      reply.header('cache-control', 'no-store');
      return rows.map(summary);
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/:formId/versions/:version',
      ...designerRouteSchemas.version,
      authorize: designer('read'),
    },
    async ({ params: { formId, version }, reply, fail }) => {
      const [row] = await ctx.db
        .select()
        .from(formVersion)
        .where(and(eq(formVersion.formId, formId), eq(formVersion.version, version)))
        .limit(1);
      if (!row) throw await fail(404, 'Forms_FormNotFound', { detail: 'No such form version.' });
      const stored = (row.texts ?? {}) as DesignerTexts;
      const keys = [...new Set([...definitionTextKeys(row.definition), ...Object.keys(stored)])];
      const texts = await currentTexts(ctx.db, keys);
      for (const [key, byLanguage] of Object.entries(stored)) texts[key] = { ...texts[key], ...byLanguage };
      reply.header('cache-control', 'no-store');
      return { ...summary(row), definition: row.definition as never, javascript: row.javascript, texts };
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'PUT', url: '/:formId/draft', ...designerRouteSchemas.draft, authorize: designer('update') },
    async ({ auth: { tr, userName }, params: { formId }, body, fail }) => {
      await formOr404(fail, formId);
      try {
        const version = await saveDraft(
          ctx.db,
          formId,
          body.definition as never,
          body.javascript,
          userName,
          body.texts as DesignerTexts | null,
        );
        return { version, userMessages: [tr.message('Forms_DraftSaved', 'info', { version })] };
      } catch (err) {
        if (!(err instanceof DefinitionError)) throw err;
        // One message per definition issue, each wrapping a translated text: more than fail() makes.
        throw new ProblemError(400, {
          detail: 'The form definition is not valid.',
          // Each problem in the reader's words, never zod's English (decision 0039).
          userMessages: err.issues.slice(0, 50).map((i) => {
            const text = i.issue ? definitionIssueText(i.issue) : null;
            const problem = text ? tr.t(`DefinitionIssue_${text.kind}`, text.values) : i.message;
            return {
              message: tr.t('Forms_DefinitionInvalid', { path: i.path || '/', problem }),
              level: 'error' as const,
            };
          }),
          extensions: { errors: err.issues },
        });
      }
    },
  );

  // The version's texts reach the translation table in the publishing transaction.
  const publish = (formId: string, userName: string) =>
    publishDraft(ctx.db, formId, {
      publishedBy: userName,
      afterPublish: async (tx, draft) => {
        if (draft.texts) await writeTexts(tx, draft.texts);
      },
    });

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:formId/publish',
      ...designerRouteSchemas.publish,
      authorize: designer('publish'),
    },
    async ({ auth: { tr, userName }, params: { formId }, fail }) => {
      await formOr404(fail, formId);
      const version = await publish(formId, userName);
      if (version === null)
        throw await fail(409, 'Forms_NoDraft', { detail: 'The form has no draft to publish.' });
      return { version, userMessages: [tr.message('Forms_Published', 'info', { version })] };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/:formId/versions/:version/rollback',
      ...designerRouteSchemas.rollback,
      authorize: designer('publish'),
    },
    async ({ auth: { tr, userName }, params: { formId, version }, fail }) => {
      await formOr404(fail, formId);
      const [row] = await ctx.db
        .select()
        .from(formVersion)
        .where(and(eq(formVersion.formId, formId), eq(formVersion.version, version)))
        .limit(1);
      if (!row || row.status === 'draft')
        throw await fail(404, 'Forms_FormNotFound', { detail: 'No such published or archived version.' });
      // The old version becomes the draft (replacing any draft) and is published as a new version:
      // history is never rewritten.
      await saveDraft(ctx.db, formId, row.definition as never, row.javascript, userName, row.texts ?? null);
      const published = await publish(formId, userName);
      return {
        version: published!,
        userMessages: [tr.message('Designer_RolledBack', 'info', { version: published!, from: version })],
      };
    },
  );

  const groupOr404 = async (fail: Fail, formGroupId: string) => {
    const [row] = await ctx.db.select().from(formGroup).where(eq(formGroup.id, formGroupId)).limit(1);
    if (!row) throw await fail(404, 'Forms_FormNotFound', { detail: 'No such form group.' });
    return row;
  };

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/designer/groups/:formGroupId',
      ...designerRouteSchemas.group,
      authorize: designer('read'),
    },
    async ({ params: { formGroupId }, reply, fail }) => {
      const group = await groupOr404(fail, formGroupId);
      const forms = await ctx.db
        .select()
        .from(form)
        .where(eq(form.formGroupId, formGroupId))
        .orderBy(asc(form.sortOrder), asc(form.id));
      const drafts = forms.length
        ? await ctx.db
            .select({ formId: formVersion.formId })
            .from(formVersion)
            .where(
              and(
                inArray(
                  formVersion.formId,
                  forms.map((f) => f.id),
                ),
                eq(formVersion.status, 'draft'),
              ),
            )
        : [];
      const keys = [
        group.titleKey,
        ...forms.flatMap((f) => [f.titleKey, ...(f.tooltipKey ? [f.tooltipKey] : [])]),
      ];
      reply.header('cache-control', 'no-store');
      return {
        id: group.id,
        name: group.name,
        entityId: group.entityId,
        isPublic: group.isPublic,
        route: group.route,
        titleKey: group.titleKey,
        texts: await currentTexts(ctx.db, keys),
        forms: forms.map((f) => ({
          id: f.id,
          name: f.name,
          sectionName: f.sectionName,
          titleKey: f.titleKey,
          tooltipKey: f.tooltipKey,
          sortOrder: f.sortOrder,
          publishedVersion: f.publishedVersion,
          hasDraft: drafts.some((d) => d.formId === f.id),
        })),
      };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/designer/groups/:formGroupId',
      ...designerRouteSchemas.saveGroup,
      authorize: designer('update'),
    },
    async ({ auth: { tr }, params: { formGroupId }, body, fail }) => {
      await groupOr404(fail, formGroupId);
      const own = await ctx.db.select({ id: form.id }).from(form).where(eq(form.formGroupId, formGroupId));
      const ids = new Set(own.map((f) => f.id));
      if (
        body.forms.some((f) => !ids.has(f.id)) ||
        new Set(body.forms.map((f) => f.id)).size !== body.forms.length
      )
        throw await fail(400, 'Designer_UnknownSection', { detail: 'A section is not one of the group.' });
      await ctx.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx
          .update(formGroup)
          .set({ titleKey: body.titleKey, updatedAt: new Date() })
          .where(eq(formGroup.id, formGroupId));
        // The list's order is the left navigation's order.
        for (const [index, f] of body.forms.entries())
          await tx
            .update(form)
            .set({
              sortOrder: (index + 1) * 10,
              titleKey: f.titleKey,
              tooltipKey: f.tooltipKey,
              updatedAt: new Date(),
            })
            .where(eq(form.id, f.id));
        await writeTexts(tx, body.texts as DesignerTexts);
      });
      return { userMessages: [tr.message('Designer_GroupSaved', 'info')] };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/designer/groups/:formGroupId/forms',
      ...designerRouteSchemas.addForm,
      authorize: designer('update'),
    },
    async ({ auth: { tr, userName }, params: { formGroupId }, body, fail }) => {
      await groupOr404(fail, formGroupId);
      const [clash] = await ctx.db
        .select({ id: form.id, sectionName: form.sectionName, formGroupId: form.formGroupId })
        .from(form)
        .where(
          sql`${form.id} = ${body.id} or (${form.formGroupId} = ${formGroupId} and ${form.sectionName} = ${body.sectionName})`,
        )
        .limit(1);
      if (clash)
        throw await fail(409, 'Designer_SectionExists', {
          detail: 'A form with this id or a section with this name exists.',
          controlName: clash.id === body.id ? 'id' : 'sectionName',
        });
      const [{ max } = { max: 0 }] = await ctx.db
        .select({ max: sql<number>`coalesce(max(${form.sortOrder}), 0)` })
        .from(form)
        .where(eq(form.formGroupId, formGroupId));
      await ctx.db.insert(form).values({
        id: body.id,
        formGroupId,
        name: body.sectionName,
        sectionName: body.sectionName,
        titleKey: body.titleKey,
        sortOrder: Number(max) + 10,
      });
      await writeTexts(ctx.db, body.texts as DesignerTexts);
      const version = await saveDraft(
        ctx.db,
        body.id,
        {
          formName: body.titleKey,
          title: body.titleKey,
          sections: [{ name: body.sectionName, elements: [] }],
          elements: [],
        },
        null,
        userName,
      );
      return {
        version,
        userMessages: [tr.message('Designer_SectionAdded', 'info', { section: body.sectionName })],
      };
    },
  );
}
