import { calculateBody, calculateResult } from '@insulcalc/api-schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  calculate,
  type ProductInput,
  type SubconstructionTypeInput,
  type ThermalOutput,
} from '@insulcalc/thermal';
import type { ServerContext } from '../../context';
import { codeListItem } from '../../db/schema/codelists';
import { ProblemError, sendProblem } from '../../http/problem';
import { problemErrorHandler } from '../../http/errors';
import { defineRoute, failFor } from '../../http/defineRoute';
import { resolveLanguage, t } from '../account/index';
import { loadEngineProducts } from '../products/index';
import { getTranslations } from '../translations/index';
import type { ModulePlugin, ServerModule } from '../types';
import { requireJsonBody } from './json';
import { registerReportRoute } from './report';

/** Largest batch accepted by POST /calculate. */
export const MAX_CALCULATIONS = 200;

// The engine's data for other modules' figures (the reports' energy saved per year).
export { engineDataOf } from './report';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647;
const omitted = (input: Obj, key: string) => input[key] === undefined || input[key] === null;

/** Product ids the calculation's insulation layers name (list or single-object form). */
function referencedProductIds(calculation: unknown): number[] {
  if (!isObj(calculation)) return [];
  const info = calculation.insulationInfo;
  const layers: unknown[] = Array.isArray(info) ? info : isObj(info) ? [info] : [];
  return layers.flatMap((layer) =>
    isObj(layer) && isId(layer.insulationProductId) ? [layer.insulationProductId] : [],
  );
}

/** The subconstruction type id, when the calculation enables the subconstruction. */
function referencedBridgeId(calculation: unknown): number | null {
  if (!isObj(calculation) || !isObj(calculation.subconstruction)) return null;
  const sc = calculation.subconstruction;
  return sc.subconstructionEnabled === true && isId(sc.thermalBridgeId) ? sc.thermalBridgeId : null;
}

/** Subconstruction types of the code list with these ids, in the engine's shape. */
async function loadSubconstructionTypes(
  ctx: ServerContext,
  ids: number[],
  texts: Map<string, string | null>,
): Promise<SubconstructionTypeInput[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(codeListItem)
    .where(and(eq(codeListItem.list, 'subconstructionTypes'), inArray(codeListItem.id, ids)));
  return rows.flatMap((r) => {
    const { crossSection, thermalConductivity } = r.data;
    if (typeof crossSection !== 'number') return [];
    return [
      {
        id: r.id,
        name: texts.get(r.nameKey) ?? r.code,
        crossSection,
        thermalConductivity: typeof thermalConductivity === 'number' ? thermalConductivity : null,
      },
    ];
  });
}

/**
 * Fills `products` / `subconstructionTypes` that an input omits from the database catalogue:
 * only the rows the inputs reference, one query each for the whole batch.
 */
async function fillFromCatalogue(
  ctx: ServerContext,
  request: FastifyRequest,
  inputs: unknown[],
): Promise<unknown[]> {
  const productIds = new Set<number>();
  const bridgeIds = new Set<number>();
  for (const input of inputs) {
    if (!isObj(input)) continue;
    if (omitted(input, 'products'))
      for (const id of referencedProductIds(input.calculation)) productIds.add(id);
    if (omitted(input, 'subconstructionTypes')) {
      const id = referencedBridgeId(input.calculation);
      if (id !== null) bridgeIds.add(id);
    }
  }
  const texts =
    productIds.size + bridgeIds.size > 0
      ? await getTranslations(ctx.db, await resolveLanguage(ctx, request))
      : new Map<string, string | null>();
  const products: ProductInput[] = await loadEngineProducts(ctx.db, productIds, texts);
  const types = await loadSubconstructionTypes(ctx, [...bridgeIds], texts);
  return inputs.map((input) => {
    if (!isObj(input)) return input;
    const filled: Obj = { ...input };
    if (omitted(input, 'products')) {
      const wanted = new Set(referencedProductIds(input.calculation));
      filled.products = products.filter((p) => wanted.has(p.id));
    }
    if (omitted(input, 'subconstructionTypes')) {
      const id = referencedBridgeId(input.calculation);
      filled.subconstructionTypes = types.filter((s) => s.id === id);
    }
    return filled;
  });
}

/** Translation keys of the body errors Fastify raises before the handler runs. */
const FASTIFY_CODES: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'Calculations_BodyTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'Calculations_InvalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'Calculations_InvalidBody' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'Calculations_UnsupportedMediaType' },
};

/**
 * POST api/v1/calculations/calculate — the thermal engine as a batch API. Body: one engine input
 * `{ calculation, products?, subconstructionTypes? }` or an array (≤ 200) of them; answer: the
 * engine's output (or array), 200 whenever the body was well-formed (per-input failures are
 * `{ ok: false, errors }`). Anonymous callers allowed; the anti-forgery token is required like on
 * every unsafe /api/ request (the account module's global hook).
 *
 * POST api/v1/calculations/report — the PDF report of one calculation (see report.ts).
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  // Body errors (bad JSON, too large, wrong type) and unexpected failures of this module's routes
  // answer problem+json with translated user messages; everything else goes to the app's handler.
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ProblemError) return problemErrorHandler(error, request, reply);
    const fe = error as Partial<FastifyError>;
    const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (known) {
      request.log.info({ code: fe.code, statusCode: known.status }, fe.message ?? 'client error');
      const values =
        known.status === 413 ? { maxKilobytes: Math.floor(ctx.config.bodyLimit / 1024) } : undefined;
      return sendProblem(
        reply,
        await failFor(ctx, request)(known.status, known.key, { detail: fe.message, values }),
      );
    }
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      return problemErrorHandler(error, request, reply);
    request.log.error({ err: error }, 'calculation request failed');
    return sendProblem(reply, {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      userMessages: [{ message: await t(ctx, request, 'Common_UnknownError'), level: 'error' }],
    });
  });

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/calculate',
      tags: ['calculations'],
      summary: 'Run the thermal engine on one input or a batch (≤ 200); 200 whenever the body is well-formed',
      // The engine reads its input leniently and answers each input's own errors (`ok: false`):
      // the schema describes the body, the engine checks it.
      documentedBody: calculateBody,
      response: { 200: calculateResult },
      // Open to everyone; a body that is no JSON object or array is refused first.
      authorize: (request, fail) =>
        requireJsonBody(request, fail, {
          invalidKey: 'Calculations_InvalidBody',
          detail: 'The body must be a calculation input object or an array of them.',
          arrays: true,
        }),
    },
    async ({ request, fail }) => {
      const body = request.body;
      const batch = Array.isArray(body);
      const inputs: unknown[] = batch ? body : [body];
      if (inputs.length > MAX_CALCULATIONS) {
        throw await fail(413, 'Calculations_TooManyInputs', {
          detail: `At most ${MAX_CALCULATIONS} calculations per request (got ${inputs.length}).`,
          values: { max: MAX_CALCULATIONS },
        });
      }
      const filled = await fillFromCatalogue(ctx, request, inputs);
      const outputs: ThermalOutput[] = filled.map((input) => {
        try {
          return calculate(input as Parameters<typeof calculate>[0]);
        } catch (err) {
          // The engine is total; a throw is a defect: the error handler answers a generic 500 and
          // only the log gets the details.
          throw new Error('The thermal engine threw', { cause: err });
        }
      });
      return batch ? outputs : outputs[0];
    },
  );

  // POST /report: the PDF report of one calculation (report.ts).
  await registerReportRoute(app, ctx);
};

export const calculationsModule: ServerModule = {
  name: 'calculations',
  prefix: '/api/v1/calculations',
  plugin: routes,
};
