import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { defineRoute } from '../../http/defineRoute';
import { getSessionUser } from '../account/index';
import { openTasksOfInstance, workflowActor } from './service';

const ENTITY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const INSTANCE = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Workflow/OpenRequest/{entityId}/{instanceId} (spec §2: the platform reaches it with a full page
 * reload, so the server answers it): the signed-in user's open task on that record opens
 * (Process/OpenTask), else the record itself; signed out, the sign-in page comes first.
 */
export function registerOpenRequestRoute(app: FastifyInstance, ctx: ServerContext): void {
  const base = ctx.config.platformBasePath;
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: `${base}Workflow/OpenRequest/*`,
      summary: 'Opens a record’s task for the signed-in user, else the record; signed out, the sign-in page',
      tags: ['workflow'],
      response: {
        302: z.null().describe('To Process/OpenTask, the record’s form, the sign-in page or the error page.'),
      },
    },
    // A page address: every answer, a bad path or a signed-out visitor included, is a redirect
    // (no params schema, no authorize: those would answer 400/401 problems to a browser's page load).
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const rest = String((request.params as { '*'?: string })['*'] ?? '');
      const [entityId = '', instanceId = '', ...more] = rest.split('/').map((p) => {
        try {
          return decodeURIComponent(p);
        } catch {
          return '';
        }
      });
      if (!ENTITY.test(entityId) || !INSTANCE.test(instanceId) || more.some((p) => p !== ''))
        return reply.redirect(`${base}error/404`, 302);
      const user = await getSessionUser(request);
      if (!user) {
        const here = `${base}Workflow/OpenRequest/${encodeURIComponent(entityId)}/${encodeURIComponent(instanceId)}`;
        return reply.redirect(`${base}Account/LogOn?ReturnUrl=${encodeURIComponent(here)}`, 302);
      }
      const actor = await workflowActor(ctx.db, user.id);
      const [task] = await openTasksOfInstance(ctx.db, actor, entityId, instanceId);
      if (task)
        return reply.redirect(
          `${base}Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(task.id)}`,
          302,
        );
      return reply.redirect(
        `${base}DynamicForm/Form?entityId=${encodeURIComponent(entityId)}&entityInstanceId=${encodeURIComponent(instanceId)}`,
        302,
      );
    },
  );
}
