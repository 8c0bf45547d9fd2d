import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestCalculationDto } from '@insulcalc/api-schema';
import type { ServerContext } from '../../context';
import { defineRoute } from '../../http/defineRoute';
import { requireUser, resolveLanguage } from '../account/index';
import { actorOf, allows, getEntity, loadInstance } from '../entities/index';
import { parseCalculationReference, recordCalculation } from './calculation';
import { requestParams } from './docs';

type Fail = (status: number, key: string, options?: { detail?: string }) => Promise<Error>;

/**
 * The record of a request when the reader may read it. Who may not read it learns nothing: a
 * forbidden entity is 403, an instance that is missing or not the reader's is 404.
 */
export async function readableRecord(
  ctx: ServerContext,
  request: FastifyRequest,
  entityId: string,
  instanceId: string,
  fail: Fail,
) {
  const entity = await getEntity(ctx.db, entityId);
  const reader = await actorOf(request);
  if (entity && !allows(entity, 'read', reader))
    throw await fail(403, 'Permissions_Denied', { detail: `Not permitted: read ${entity.id}.` });
  const record = entity ? await loadInstance(ctx.db, entity, instanceId) : null;
  if (!entity || !record || !allows(entity, 'read', reader, record.ownerUserId))
    throw await fail(404, 'Entities_NotFound', { detail: 'No such instance.' });
  return record;
}

/**
 * GET /api/v1/workflow/requests/{entityId}/{instanceId}/calculation: a request record's
 * calculation as readable rows (the same source as the task page) and the configurator's input.
 */
export function registerRequestCalculationRoute(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/requests/:entityId/:instanceId/calculation',
      summary:
        "A request's calculation as readable rows (the sent offer's figures once sent) and the configurator's input",
      tags: ['workflow'],
      security: [{ session: [] }],
      params: requestParams,
      response: { 200: requestCalculationDto },
      authorize: (request) => requireUser(request),
    },
    async ({ params, request, reply, fail }) => {
      const record = await readableRecord(ctx, request, params.entityId, params.instanceId, fail);
      const language = await resolveLanguage(ctx, request);
      const { calculation } = await recordCalculation(
        ctx,
        params.entityId,
        params.instanceId,
        record.values,
        language,
      );
      const reference = parseCalculationReference(record.values.CalculationReference);
      reply.header('cache-control', 'no-store');
      return {
        calculation,
        configurator: reference?.calculation
          ? {
              projectName: reference.projectName,
              calculationName: reference.calculationName,
              calculation: reference.calculation,
            }
          : null,
      };
    },
  );
}
