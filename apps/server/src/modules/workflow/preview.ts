import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProcessDefinition } from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import { queryRows } from '../../db/index';
import { defineRoute } from '../../http/defineRoute';
import { accountSettings, requireUser } from '../account/index';
import { attachmentDisposition, TemplateError } from '../documents/index';
import { actorOf, allows, getEntity } from '../entities/index';
import { ProcessTemplateMissingError, renderProcessDocument } from './documents';
import { taskIdParams } from './docs';
import { taskDetail, workflowActor } from './service';

/** The document a transition's target activity generates first (the offer approve sends), if any. */
export function previewedDocument(definition: ProcessDefinition, transitionTo: string) {
  const activity = definition.activities.find((a) => a.id === transitionTo);
  const effects = activity?.onEnter ?? [];
  const document = effects.find((e) => e.type === 'generateDocument');
  if (!document || document.type !== 'generateDocument') return null;
  // The decision writes the activity's values before the document job reads the record.
  const values = Object.assign(
    {},
    ...effects.flatMap((e) => (e.type === 'setValues' ? [e.values as Record<string, unknown>] : [])),
  ) as Record<string, unknown>;
  return { template: document.template, output: document.output, values };
}

const previewParams = taskIdParams.extend({
  transitionId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'Workflow_Error_TransitionNotAvailable'),
});

const pdfFile = {
  description: 'The document as the transition would send it, shown inline; nothing is stored or sent.',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Entities some published process runs on. */
async function processEntities(ctx: ServerContext): Promise<string[]> {
  const rows = await queryRows<{ entity_id: string }>(
    ctx.db,
    sql`select distinct entity_id from process_definition where status = 'published'`,
  );
  return rows.map((r) => r.entity_id);
}

/**
 * GET /api/v1/workflow/tasks/{taskId}/transitions/{transitionId}/preview: the document a decision
 * would generate and mail (the approve's offer), rendered as the queue's job will render it — the
 * record's values with the target activity's own values, the installation's default language,
 * the published template — and answered without storing or sending anything. Who may read no
 * process's records is refused (403); a task the reader is not involved in does not exist (404).
 */
export function registerPreviewRoute(app: FastifyInstance, ctx: ServerContext): void {
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/tasks/:taskId/transitions/:transitionId/preview',
      summary:
        'The document a decision would send (the offer of approve), rendered without storing or sending it',
      tags: ['workflow'],
      security: [{ session: [] }],
      params: previewParams,
      response: { 200: pdfFile },
      authorize: (request) => requireUser(request),
    },
    async ({ params, request, reply, fail, auth: user }) => {
      const reader = await actorOf(request);
      // The preview prints a record: only who may read the records processes run on sees one.
      const readable = [];
      for (const id of await processEntities(ctx)) {
        const entity = await getEntity(ctx.db, id);
        if (entity && allows(entity, 'read', reader)) readable.push(id);
      }
      if (readable.length === 0)
        throw await fail(403, 'Permissions_Denied', { detail: 'Not permitted: read the process records.' });
      const actor = await workflowActor(ctx.db, user.id);
      const detail = await taskDetail(ctx.db, actor, params.taskId);
      if (
        !detail?.entity ||
        !detail.record ||
        !allows(detail.entity, 'read', reader, detail.record.ownerUserId)
      )
        throw await fail(404, 'Workflow_Error_TaskNotFound', { values: { taskId: params.taskId } });
      const transition = detail.transitions.find((t) => t.id === params.transitionId);
      if (!transition) throw await fail(409, 'Workflow_Error_TransitionNotAvailable');
      const previewed = previewedDocument(detail.definition, transition.to);
      if (!previewed) throw await fail(404, 'Workflow_Error_NothingToPreview');
      const known = new Set(detail.entity.attributes.map((a) => a.name));
      const values = {
        ...detail.data,
        ...Object.fromEntries(Object.entries(previewed.values).filter(([name]) => known.has(name))),
      };
      let document;
      try {
        document = await renderProcessDocument(ctx, {
          template: previewed.template,
          entityId: detail.state.entity.entity,
          instanceId: detail.state.entity.instanceId,
          values,
          language: accountSettings(ctx).defaultLanguage,
          processId: detail.state.id,
        });
      } catch (error) {
        if (error instanceof ProcessTemplateMissingError)
          throw await fail(404, 'Workflow_Error_NothingToPreview', { detail: error.message });
        if (error instanceof TemplateError)
          throw await fail(400, error.key, { values: error.values, detail: error.message });
        throw error;
      }
      return reply
        .header('content-type', document.contentType)
        .header(
          'content-disposition',
          attachmentDisposition(document.fileName).replace(/^attachment/, 'inline'),
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(document.content.buffer, document.content.byteOffset, document.content.byteLength));
    },
  );
}
