import { isSafeText } from '@insulcalc/api-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { form, formVersion } from '../../db/schema/forms';
import { ProblemError } from '../../http/problem';
import { actorOf, parseFor, translator, type Translator } from '../entities/index';
import { formParamsSchema } from './schemas';
import { DefinitionError, publishDraft, saveDraft } from './store';

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
});

const versionSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published', 'archived']),
  javascriptVersion: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
const versionAnswerSchema = versionSummarySchema.extend({
  definition: z.record(z.string(), z.json()),
  javascript: z.string().nullable(),
});

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
};

type VersionRow = typeof formVersion.$inferSelect;
const summary = (v: VersionRow) => ({
  version: v.version,
  status: v.status as 'draft' | 'published' | 'archived',
  javascriptVersion: v.javascriptVersion,
  createdBy: v.createdBy,
  createdAt: v.createdAt.toISOString(),
  publishedAt: v.publishedAt?.toISOString() ?? null,
});

/**
 * The form designer's calls (Administration/Forms/EditForm): list versions, read one, write the
 * draft, publish it. Signed-in users only (spec §6 knows no finer roles); every definition passes
 * the one definition schema before it is stored.
 */
export function registerDesignerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const setup = async (request: FastifyRequest): Promise<{ tr: Translator; userName: string }> => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
    return { tr, userName: actor.userName ?? actor.userId };
  };
  const formOr404 = async (tr: Translator, formId: string) => {
    const [row] = await ctx.db.select().from(form).where(eq(form.id, formId)).limit(1);
    if (!row) throw tr.problem(404, 'Forms_FormNotFound', { detail: 'No such form.' });
    return row;
  };

  app.get('/:formId/versions', { schema: designerRouteSchemas.versions }, async (request, reply) => {
    const { tr } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    await formOr404(tr, formId);
    const rows = await ctx.db
      .select()
      .from(formVersion)
      .where(eq(formVersion.formId, formId))
      .orderBy(desc(formVersion.version));
    reply.header('cache-control', 'no-store');
    return rows.map(summary);
  });

  app.get('/:formId/versions/:version', { schema: designerRouteSchemas.version }, async (request, reply) => {
    const { tr } = await setup(request);
    const { formId, version } = parseFor(tr, versionParamsSchema, request.params);
    const [row] = await ctx.db
      .select()
      .from(formVersion)
      .where(and(eq(formVersion.formId, formId), eq(formVersion.version, version)))
      .limit(1);
    if (!row) throw tr.problem(404, 'Forms_FormNotFound', { detail: 'No such form version.' });
    reply.header('cache-control', 'no-store');
    return { ...summary(row), definition: row.definition as never, javascript: row.javascript };
  });

  app.put('/:formId/draft', { schema: designerRouteSchemas.draft }, async (request) => {
    const { tr, userName } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    const body = parseFor(tr, draftBodySchema, request.body);
    await formOr404(tr, formId);
    try {
      const version = await saveDraft(ctx.db, formId, body.definition as never, body.javascript, userName);
      return { version, userMessages: [tr.message('Forms_DraftSaved', 'info', { version })] };
    } catch (err) {
      if (!(err instanceof DefinitionError)) throw err;
      throw new ProblemError(400, {
        detail: 'The form definition is not valid.',
        userMessages: err.issues.slice(0, 50).map((i) => ({
          message: tr.t('Forms_DefinitionInvalid', { path: i.path || '/', problem: i.message }),
          level: 'error' as const,
        })),
        extensions: { errors: err.issues },
      });
    }
  });

  app.post('/:formId/publish', { schema: designerRouteSchemas.publish }, async (request) => {
    const { tr } = await setup(request);
    const { formId } = parseFor(tr, formParamsSchema, request.params);
    await formOr404(tr, formId);
    const version = await publishDraft(ctx.db, formId);
    if (version === null)
      throw tr.problem(409, 'Forms_NoDraft', { detail: 'The form has no draft to publish.' });
    return { version, userMessages: [tr.message('Forms_Published', 'info', { version })] };
  });
}
