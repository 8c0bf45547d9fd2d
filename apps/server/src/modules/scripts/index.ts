import { isSafeText } from '@insulcalc/api-schema';
import { inArray, eq } from 'drizzle-orm';
import { z } from 'zod';
import { form, formVersion } from '../../db/schema/forms';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/defineRoute';
import { permittedOf, type Translator } from '../entities/index';
import { MAX_SCRIPT_LENGTH } from '../forms/index';
import type { ModulePlugin, ServerModule } from '../types';
import { lintFormScript, type ScriptFinding } from './lint';

export { FORM_SCRIPT_LINT_CONFIG, lintFormScript, type ScriptFinding } from './lint';

const findingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  ruleId: z.string(),
  message: z.string(),
  messageKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  line: z.number(),
  column: z.number(),
  endLine: z.number().optional(),
  endColumn: z.number().optional(),
});

const lintBodySchema = z.object({
  javascript: z
    .string({ error: 'validation_required' })
    .max(MAX_SCRIPT_LENGTH, `validation_maxlength|${JSON.stringify({ maxLength: MAX_SCRIPT_LENGTH })}`)
    .refine((s) => isSafeText(s, true), 'Validation_TextInvalidCharacters'),
});

const scriptReportSchema = z.object({
  formId: z.string(),
  formName: z.string(),
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  link: z.string(),
  findings: z.array(findingSchema),
});

export const scriptRouteSchemas = {
  all: {
    tags: ['application'],
    summary: 'Application/ValidateJavaScript: lints the script of every published and draft form version',
    response: {
      200: z.object({
        checkedAt: z.string(),
        durationMs: z.number(),
        summary: z.object({ scripts: z.number(), errors: z.number(), warnings: z.number() }),
        scripts: z.array(scriptReportSchema),
      }),
    },
  },
  one: {
    tags: ['application'],
    summary: "Lints one script text (the designer's script editor)",
    body: lintBodySchema,
    response: { 200: z.object({ findings: z.array(findingSchema) }) },
  },
};

const translated = (tr: Translator, findings: ScriptFinding[]) =>
  findings.map((f) => ({ ...f, message: tr.t(f.messageKey, f.values) }));

/**
 * Application/ValidateJavaScript (decision 0022): ESLint's Linter with the form-script API's
 * globals, on the server so the browser never loads ESLint.
 *
 * | method | path (under /api/v1/scripts) | what |
 * |--------|------------------------------|------|
 * | GET    | /lint                        | every form script (published and draft), its findings |
 * | POST   | /lint                        | the findings of one script text |
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  // The configuration's checks: the ConfigurationCheck grant (401 anonymous, 403 others).
  const authorize = (request: FastifyRequest) => permittedOf(ctx, request, 'ConfigurationCheck', 'read');

  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/lint', ...scriptRouteSchemas.all, authorize },
    async ({ auth: { tr }, reply }) => {
      const started = performance.now();
      const rows = await ctx.db
        .select({
          formId: formVersion.formId,
          version: formVersion.version,
          status: formVersion.status,
          javascript: formVersion.javascript,
          name: form.name,
          titleKey: form.titleKey,
        })
        .from(formVersion)
        .innerJoin(form, eq(form.id, formVersion.formId))
        .where(inArray(formVersion.status, ['draft', 'published']));
      const scripts = rows
        .filter((r) => r.javascript)
        .sort((a, b) => a.formId.localeCompare(b.formId) || a.version - b.version)
        .map((r) => ({
          formId: r.formId,
          formName: tr.text(r.titleKey) || r.name,
          version: r.version,
          status: r.status as 'draft' | 'published',
          link: `Administration/Forms/EditForm/${encodeURIComponent(r.formId)}?tab=script`,
          findings: translated(tr, lintFormScript(r.javascript!)),
        }));
      const all = scripts.flatMap((s) => s.findings);
      reply.header('cache-control', 'no-store');
      return {
        checkedAt: new Date().toISOString(),
        durationMs: Math.round(performance.now() - started),
        summary: {
          scripts: scripts.length,
          errors: all.filter((f) => f.severity === 'error').length,
          warnings: all.filter((f) => f.severity === 'warning').length,
        },
        scripts,
      };
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'POST', url: '/lint', ...scriptRouteSchemas.one, authorize },
    async ({ auth: { tr }, body: { javascript }, reply }) => {
      reply.header('cache-control', 'no-store');
      return { findings: translated(tr, lintFormScript(javascript)) };
    },
  );
};

export const scriptsModule: ServerModule = { name: 'scripts', prefix: '/api/v1/scripts', plugin: routes };
