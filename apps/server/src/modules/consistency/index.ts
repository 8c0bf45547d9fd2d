import { z } from 'zod';
import type { ServerContext } from '../../context';
import { defineRoute } from '../../http/defineRoute';
import { permittedOf } from '../entities/index';
import type { ModulePlugin, ServerModule } from '../types';
import { CORE_CHECKS } from './checks';
import { loadConfiguration } from './load';
import type { ConsistencyCheck, ConsistencyFinding, ConsistencySeverity } from './types';

export {
  CORE_CHECKS,
  FIX_LINKS,
  Findings,
  checkCodeLists,
  checkEntities,
  checkForms,
  checkNavigation,
  checkTranslation,
  checkViews,
  looksLikeKey,
  scriptSyntaxError,
} from './checks';
export { BUILTIN_CODE_LISTS, loadConfiguration } from './load';
export type {
  CheckedAttribute,
  ConsistencyCheck,
  ConsistencyConfiguration,
  ConsistencyFinding,
  ConsistencyInput,
  ConsistencyKind,
  ConsistencySeverity,
} from './types';

const SEVERITY_ORDER: Record<ConsistencySeverity, number> = { error: 0, warning: 1, info: 2 };

/** The report of one run: every finding, the summary and how long it took. */
export interface ConsistencyReport {
  checkedAt: string;
  durationMs: number;
  summary: Record<ConsistencySeverity, number>;
  checks: { name: string; findings: number; failed: boolean }[];
  findings: ConsistencyFinding[];
}

/**
 * Runs every check over one snapshot of the configuration. A check that throws becomes an error
 * finding of its own (the report still lists the others). Findings come sorted by severity, area,
 * object and path.
 */
export async function runConsistency(
  ctx: ServerContext,
  checks: readonly ConsistencyCheck[],
): Promise<ConsistencyReport> {
  const started = performance.now();
  const config = await loadConfiguration(ctx.db);
  const findings: ConsistencyFinding[] = [];
  const summaryOfChecks: ConsistencyReport['checks'] = [];
  for (const check of checks) {
    try {
      const found = await check.run({ ctx, config });
      findings.push(...found);
      summaryOfChecks.push({ name: check.name, findings: found.length, failed: false });
    } catch (error) {
      ctx.log.error({ err: error, check: check.name }, 'consistency: a check failed');
      findings.push({
        severity: 'error',
        kind: 'checkFailed',
        area: 'check',
        objectId: check.name,
        messageKey: 'Consistency_CheckFailed',
        values: { check: check.name },
      });
      summaryOfChecks.push({ name: check.name, findings: 1, failed: true });
    }
  }
  findings.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.area.localeCompare(b.area) ||
      a.objectId.localeCompare(b.objectId) ||
      (a.path ?? '').localeCompare(b.path ?? ''),
  );
  const summary = { error: 0, warning: 0, info: 0 };
  for (const f of findings) summary[f.severity]++;
  return {
    checkedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    summary,
    checks: summaryOfChecks,
    findings,
  };
}

const querySchema = z.object({
  severity: z.enum(['error', 'warning', 'info'], { error: 'Consistency_InvalidSeverity' }).optional(),
});

const findingSchema = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  kind: z.string(),
  area: z.string(),
  objectId: z.string(),
  path: z.string().optional(),
  message: z.string(),
  messageKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().optional(),
});
const reportSchema = z.object({
  checkedAt: z.string(),
  durationMs: z.number(),
  summary: z.object({ error: z.number(), warning: z.number(), info: z.number() }),
  checks: z.array(z.object({ name: z.string(), findings: z.number(), failed: z.boolean() })),
  findings: z.array(findingSchema),
});

export const consistencyRouteSchemas = {
  report: {
    tags: ['application'],
    summary:
      'Application/CheckConsistency: broken references, duplicate names, rule cycles, unknown rule fields, missing translations and script syntax of the whole configuration',
    querystring: querySchema,
    response: { 200: reportSchema },
  },
};

/**
 * Application/CheckConsistency's server half: GET /api/v1/consistency runs the core checks and
 * every module's `consistencyChecks`. `modules` is read at each run, so modules registered
 * after this one contribute too.
 */
export function createConsistencyModule(modules: () => readonly ServerModule[]): ServerModule {
  const routes: ModulePlugin = async (app, { ctx }) => {
    defineRoute(
      app,
      ctx,
      {
        method: 'GET',
        url: '/',
        ...consistencyRouteSchemas.report,
        // The configuration's checks: the ConfigurationCheck grant (401 anonymous, 403 others).
        authorize: (request) => permittedOf(ctx, request, 'ConfigurationCheck', 'read'),
      },
      async ({ auth: { tr }, query: { severity }, reply }) => {
        const contributed = modules().flatMap((m) => m.consistencyChecks ?? []);
        const report = await runConsistency(ctx, [...CORE_CHECKS, ...contributed]);
        reply.header('cache-control', 'no-store');
        return {
          ...report,
          findings: report.findings
            .filter((f) => !severity || f.severity === severity)
            .map((f) => ({ ...f, message: tr.t(f.messageKey, f.values) })),
        };
      },
    );
  };
  return { name: 'consistency', prefix: '/api/v1/consistency', plugin: routes };
}
