import { desc, eq, and } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { taskCountsDto } from '@insulcalc/api-schema';
import {
  canAct,
  definitionIssueKey,
  parseProcessDefinition,
  processDefinitionSchema,
  type Actor,
  type Assignee,
  type HistoryEvent,
  type ProcessState,
} from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import { userAccount } from '../../db/schema/account';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { ProblemError } from '../../http/problem';
import { processDefinition } from '../../db/schema/workflow';
import { listUserGroups, requireUser } from '../account/index';
import { permittedOf, translator, type Translator } from '../entities/index';
import { recordCalculation } from './calculation';
import { readableRecord } from './requestCalculation';
import {
  decideTask,
  openTasksOfInstance,
  processesOfInstance,
  reassign,
  taskCounts,
  taskDetail,
  userNames,
  usersOf,
  workflowActor,
  workflowProblem,
} from './service';
import { loadDefinition } from './store';
import { groupsWithoutMembers } from './unassigned';
import { previewedDocument, registerPreviewRoute } from './preview';
import { definitionFindings } from './consistency';
import { loadConfiguration, type ConsistencyFinding } from '../consistency/index';
import type { JobWorker } from './queue';
import {
  assigneesAnswer,
  checkAnswer,
  checkBody,
  completeBody,
  decisionAnswer,
  decisionBody,
  definitionAnswer,
  definitionParams,
  definitionsAnswer,
  historyAnswer,
  publishAnswer,
  reassignAnswer,
  reassignBody,
  requestParams,
  requestsAnswer,
  taskDetailAnswer,
  taskIdParams,
} from './docs';

async function setup(ctx: ServerContext, request: FastifyRequest) {
  const tr = await translator(ctx, request);
  const user = await requireUser(request);
  const actor = await workflowActor(ctx.db, user.id);
  const groups = new Map((await listUserGroups(ctx.db)).map((g) => [g.code.toLowerCase(), tr.t(g.nameKey)]));
  (tr as GroupTranslator).groups = groups;
  return { tr: tr as GroupTranslator, user, actor };
}

/** The request's translator with the groups' names in its language. */
type GroupTranslator = Translator & { groups?: Map<string, string> };

function groupName(tr: GroupTranslator, group: string): string {
  return tr.groups?.get(group.toLowerCase()) ?? group;
}

function assigneeDto(tr: GroupTranslator, a: Assignee, names: Record<string, string>) {
  return a.type === 'user'
    ? { type: 'user' as const, id: a.userId, name: names[a.userId] ?? a.userId }
    : { type: 'group' as const, id: a.group, name: groupName(tr, a.group) };
}

function historyDto(
  tr: GroupTranslator,
  definitionNames: Map<string, string>,
  events: HistoryEvent[],
  names: Record<string, string>,
) {
  return events.map((e) => ({
    seq: e.seq,
    at: e.at,
    type: e.type,
    by: e.by ? (names[e.by] ?? e.by) : null,
    activity: e.activityId ? (definitionNames.get(e.activityId) ?? e.activityId) : null,
    taskId: e.taskId ?? null,
    action: e.action ?? null,
    comment: e.comment ?? null,
    assignee: e.assignee ? assigneeDto(tr, e.assignee, names) : null,
    previousAssignee: e.previousAssignee ? assigneeDto(tr, e.previousAssignee, names) : null,
  }));
}

/** The open task of a process the actor may work on next (OpenWfTask after a decision). */
function nextTaskOf(state: ProcessState, actor: Actor): string | null {
  return state.tasks.find((t) => t.status === 'open' && canAct({ ...actor, manager: false }, t))?.id ?? null;
}

/**
 * The workflow's calls under /api/v1/workflow (README.md beside this file); `worker` runs a
 * decision's own record updates before it answers.
 */
export function registerWorkflowRoutes(app: FastifyInstance, ctx: ServerContext, worker: JobWorker): void {
  const tags = ['workflow'];
  const security = [{ session: [] }];
  /** Any signed-in user: the workflow's own rules (canAct, the manager) decide the rest. */
  const signedIn = (request: FastifyRequest) => setup(ctx, request);

  // ——— my tasks: the list is the view MyTasks (views module, decision 0034); the counts are here ———
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/tasks/counts',
      tags,
      security,
      summary:
        'How many open tasks the user has, overdue and due within a day (the navigation badge); for administrators also the groups tasks go to that have no active member',
      response: { 200: taskCountsDto },
      authorize: signedIn,
    },
    async ({ auth: { actor, tr }, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        ...(await taskCounts(ctx.db, actor)),
        groupsWithoutMembers: actor.manager
          ? await groupsWithoutMembers(ctx.db, (g) => groupName(tr, g))
          : [],
      };
    },
  );

  // ——— one task (Process/OpenTask) ———
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/tasks/:taskId',
      tags,
      security,
      summary: "One task with its form, transitions, the request's figures and history",
      params: taskIdParams,
      response: { 200: taskDetailAnswer },
      authorize: signedIn,
    },
    async ({ auth: { tr, actor }, params: { taskId }, reply, fail }) => {
      const detail = await taskDetail(ctx.db, actor, taskId);
      if (!detail) throw await fail(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
      const { definition, state, task, record, data } = detail;
      const names = await userNames(ctx.db, usersOf(state));
      const activityNames = new Map(definition.activities.map((a) => [a.id, tr.t(a.nameKey)]));
      const activity = definition.activities.find((a) => a.id === task.activityId)!;
      reply.header('cache-control', 'no-store');
      return {
        task: {
          id: task.id,
          activityId: task.activityId,
          activityName: activityNames.get(task.activityId) ?? task.activityId,
          status: task.status,
          outcome: task.outcome,
          assignee: assigneeDto(tr, task.assignee, names),
          createdAt: task.createdAt,
          dueAt: task.dueAt,
          completedAt: task.completedAt,
          completedBy: task.completedBy ? (names[task.completedBy] ?? task.completedBy) : null,
          comments: task.comments.map((c) => ({ at: c.at, by: names[c.by] ?? c.by, text: c.text })),
        },
        process: {
          id: state.id,
          key: state.definitionKey,
          version: state.definitionVersion,
          name: tr.t(definition.nameKey),
          status: state.status,
          endActivity: state.endActivityId ? (activityNames.get(state.endActivityId) ?? null) : null,
          token: state.token,
          entityId: state.entity.entity,
          entityInstanceId: state.entity.instanceId,
          subject: record?.displayName ?? null,
        },
        form: activity.form,
        canAct: detail.canAct,
        transitions: detail.transitions.map((t) => ({
          id: t.id,
          action: t.action,
          name: tr.t(t.nameKey),
          commentRequired: t.commentRequired,
          // The decision sends a document: the page shows it before asking to confirm.
          preview: previewedDocument(definition, t.to) !== null,
        })),
        ...(await recordCalculation(ctx, state.entity.entity, state.entity.instanceId, data, tr.language)),
        history: historyDto(tr, activityNames, detail.history, names),
      };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/tasks/:taskId/history',
      tags,
      security,
      summary: "A task's process history (who did what, when, with comments)",
      params: taskIdParams,
      response: { 200: historyAnswer },
      authorize: signedIn,
    },
    async ({ auth: { tr, actor }, params: { taskId }, reply, fail }) => {
      const detail = await taskDetail(ctx.db, actor, taskId);
      if (!detail) throw await fail(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
      const names = await userNames(ctx.db, usersOf(detail.state));
      const activityNames = new Map(detail.definition.activities.map((a) => [a.id, tr.t(a.nameKey)]));
      reply.header('cache-control', 'no-store');
      return { processId: detail.state.id, events: historyDto(tr, activityNames, detail.history, names) };
    },
  );

  // ——— decisions: one transaction each, guarded by the process's token ———
  /** A signed-in user and a task they may see, before its body is read; for anyone else it does not exist. */
  const visibleTask = async (
    request: FastifyRequest,
    fail: Fail,
    input: { params: () => Promise<{ taskId: string }> },
  ) => {
    const session = await setup(ctx, request);
    const { taskId } = await input.params();
    if (!(await taskDetail(ctx.db, session.actor, taskId)))
      throw await fail(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
    return session;
  };
  const decide = async (
    { tr, actor }: { tr: GroupTranslator; actor: Actor },
    request: FastifyRequest,
    fail: Fail,
    taskId: string,
    body: Parameters<typeof decideTask>[3],
  ) => {
    const outcome = await decideTask(ctx, actor, taskId, body);
    if (!outcome.ok) throw await workflowProblem(fail, outcome.error);
    // The decision's own record updates (the request's Status) run before the answer, so the task
    // page reloads the request as the process left it; mail and documents stay in the background.
    // The decision is committed either way: a failure here leaves the jobs to the queue.
    await worker.runProcessJobs('setValues', outcome.state.id).catch((err: unknown) => {
      request.log.warn({ err, processId: outcome.state.id }, 'workflow: setValues left to the queue');
    });
    const task = outcome.state.tasks.find((t) => t.id === taskId)!;
    const message = task.outcome === 'reject' ? 'Workflow_Task_Rejected' : 'Workflow_Task_Completed';
    return {
      taskId,
      status: task.status,
      outcome: task.outcome,
      processStatus: outcome.state.status,
      token: outcome.state.token,
      openWfTaskId: nextTaskOf(outcome.state, actor),
      userMessages: [tr.message(message, 'info')],
    };
  };
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/tasks/:taskId/complete',
      tags,
      security,
      summary: 'Completes a task (one transaction with the concurrency token; 409 to the later of two)',
      params: taskIdParams,
      body: completeBody,
      response: { 200: decisionAnswer },
      authorize: visibleTask,
    },
    ({ auth, request, fail, params: { taskId }, body }) => decide(auth, request, fail, taskId, body),
  );
  for (const [action, summary] of [
    ['approve', 'Approves a task (one transaction with the concurrency token; 409 to the later of two)'],
    ['reject', 'Rejects a task with a comment (mailed to the requester)'],
  ] as const)
    defineRoute(
      app,
      ctx,
      {
        method: 'POST',
        url: `/tasks/:taskId/${action}`,
        tags,
        security,
        summary,
        params: taskIdParams,
        body: decisionBody,
        response: { 200: decisionAnswer },
        authorize: visibleTask,
      },
      ({ auth, request, fail, params: { taskId }, body }) =>
        decide(auth, request, fail, taskId, { ...body, action }),
    );

  registerPreviewRoute(app, ctx);

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/tasks/:taskId/reassign',
      tags,
      security,
      summary: 'Hands a task to a user or a group',
      params: taskIdParams,
      body: reassignBody,
      response: { 200: reassignAnswer },
      authorize: visibleTask,
    },
    async ({ auth: { tr, actor }, params: { taskId }, body, fail }) => {
      if (body.to.type === 'user') {
        const [u] = await ctx.db
          .select({ id: userAccount.id })
          .from(userAccount)
          .where(and(eq(userAccount.id, body.to.userId), eq(userAccount.isActive, true)))
          .limit(1);
        if (!u) throw await fail(400, 'Workflow_Error_UnknownAssignee');
      } else {
        const wanted = body.to.group.toLowerCase();
        if (!(await listUserGroups(ctx.db)).some((g) => g.code.toLowerCase() === wanted))
          throw await fail(400, 'Workflow_Error_UnknownAssignee');
      }
      const outcome = await reassign(ctx, actor, taskId, body);
      if (!outcome.ok) throw await workflowProblem(fail, outcome.error);
      const task = outcome.state.tasks.find((t) => t.id === taskId)!;
      const names = await userNames(ctx.db, usersOf(outcome.state));
      return {
        taskId,
        assignee: assigneeDto(tr, task.assignee, names),
        token: outcome.state.token,
        userMessages: [tr.message('Workflow_Task_Reassigned', 'info')],
      };
    },
  );

  /** Who a task can be handed to: active users and the groups. */
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/assignees',
      tags,
      security,
      summary: 'Users and groups a task can be reassigned to',
      response: { 200: assigneesAnswer },
      authorize: signedIn,
    },
    async ({ auth: { tr }, reply }) => {
      const users = await ctx.db
        .select({ id: userAccount.id, username: userAccount.username, fullName: userAccount.fullName })
        .from(userAccount)
        .where(eq(userAccount.isActive, true))
        .orderBy(userAccount.username)
        .limit(1000);
      const groups = await listUserGroups(ctx.db);
      reply.header('cache-control', 'no-store');
      return {
        users: users.map((u) => ({ id: u.id, name: u.fullName ?? u.username })),
        groups: groups.map((g) => ({ id: g.code.toLowerCase(), name: tr.t(g.nameKey) })),
      };
    },
  );

  // ——— Workflow/OpenRequest: the processes of a record and the task to open ———
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/requests/:entityId/:instanceId',
      tags,
      security,
      summary: 'The processes of one record and the task to open (Workflow/OpenRequest)',
      params: requestParams,
      response: { 200: requestsAnswer },
      authorize: signedIn,
    },
    async ({ auth: { tr, actor }, params: { entityId, instanceId }, request, reply, fail }) => {
      // The processes of a record are the record's business: who may not read it learns nothing.
      await readableRecord(ctx, request, entityId, instanceId, fail);
      const processes = await processesOfInstance(ctx.db, entityId, instanceId);
      const open = await openTasksOfInstance(ctx.db, actor, entityId, instanceId);
      reply.header('cache-control', 'no-store');
      const out = [];
      for (const p of processes) {
        const definition = await loadDefinition(ctx.db, p.definition_key, p.definition_version).catch(
          () => null,
        );
        out.push({
          id: p.id,
          name: definition ? tr.t(definition.nameKey) : p.definition_key,
          status: p.status,
          startedAt: new Date(p.started_at).toISOString(),
          endedAt: p.ended_at ? new Date(p.ended_at).toISOString() : null,
          endActivity:
            p.end_activity_id && definition
              ? tr.t(
                  definition.activities.find((a) => a.id === p.end_activity_id)?.nameKey ?? p.end_activity_id,
                )
              : null,
        });
      }
      return { entityId, instanceId, processes: out, openTaskId: open[0]?.id ?? null };
    },
  );

  // ——— definitions as data (the ProcessDefinition grants: read and check, publish) ———
  const manager = (action: 'read' | 'publish') => (request: FastifyRequest) =>
    permittedOf(ctx, request, 'ProcessDefinition', action);
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/definitions',
      tags,
      security,
      summary: 'Process definitions with their versions (administrators)',
      response: { 200: definitionsAnswer },
      authorize: manager('read'),
    },
    async ({ auth: { tr }, reply }) => {
      const rows = await ctx.db
        .select({
          key: processDefinition.key,
          version: processDefinition.version,
          entityId: processDefinition.entityId,
          status: processDefinition.status,
          createdAt: processDefinition.createdAt,
          definition: processDefinition.definition,
        })
        .from(processDefinition)
        .orderBy(processDefinition.key, desc(processDefinition.version));
      reply.header('cache-control', 'no-store');
      return rows.map((r) => ({
        key: r.key,
        version: r.version,
        entityId: r.entityId,
        status: r.status,
        name: tr.t(r.definition.nameKey),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/definitions/:key/:version',
      tags,
      security,
      summary: 'One version of a process definition (administrators)',
      params: definitionParams,
      response: { 200: definitionAnswer },
      authorize: manager('read'),
    },
    async ({ params: { key, version }, reply, fail }) => {
      const [row] = await ctx.db
        .select()
        .from(processDefinition)
        .where(and(eq(processDefinition.key, key), eq(processDefinition.version, version)))
        .limit(1);
      if (!row) throw await fail(404, 'Workflow_Error_DefinitionNotFound');
      reply.header('cache-control', 'no-store');
      return { key: row.key, version: row.version, status: row.status, definition: row.definition };
    },
  );
  /** A finding as the editor shows it: severity, the JSON path to mark, the translated text. */
  const findingDto = (tr: Translator, f: ConsistencyFinding) => ({
    severity: f.severity,
    kind: f.kind,
    path: f.path ?? '',
    message: tr.t(f.messageKey, f.values),
  });
  const findingsOf = async (body: unknown) => {
    const key =
      typeof body === 'object' && body !== null && typeof (body as { key?: unknown }).key === 'string'
        ? (body as { key: string }).key.slice(0, 100)
        : '';
    return definitionFindings(await loadConfiguration(ctx.db), `${key || '?'}@draft`, key, body);
  };
  /**
   * Checks a definition being edited without saving it: the schema, the engine's checks and
   * CheckConsistency's (entity, forms, groups, translations), each with the JSON path to mark.
   */
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/definitions/check',
      tags,
      security,
      summary:
        'Checks a process definition being edited without saving it: schema, engine checks and CheckConsistency, with JSON paths (administrators)',
      body: checkBody,
      response: { 200: checkAnswer },
      authorize: manager('read'),
    },
    async ({ auth: { tr }, body, reply }) => {
      const findings = await findingsOf(body ?? null);
      reply.header('cache-control', 'no-store');
      return { findings: findings.slice(0, 200).map((f) => findingDto(tr, f)) };
    },
  );
  /**
   * Publishes a new version (the next number): refused while the schema, the engine's checks or
   * CheckConsistency find an error (a missing translation only warns: texts are added afterwards).
   */
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/definitions',
      tags,
      security,
      summary:
        'Publishes a new version of a process definition, checked by its schema and CheckConsistency (administrators)',
      // The consistency findings word the refusals (the editor marks each path), not the schema's issues.
      documentedBody: processDefinitionSchema,
      response: { 201: publishAnswer },
      authorize: manager('publish'),
    },
    async ({ auth: { tr, actor }, request, reply }) => {
      const raw = request.body ?? null;
      const blocking = (await findingsOf(raw)).filter(
        (f) => f.severity === 'error' && f.kind !== 'invalidDefinition' && f.kind !== 'missingTranslation',
      );
      // One message per finding, each naming its path: fail() words a single message.
      if (blocking.length)
        throw new ProblemError(400, {
          detail: 'The process definition is not consistent.',
          userMessages: blocking.slice(0, 20).map((f) => ({
            message: tr.t('Workflow_Error_DefinitionInvalid', {
              path: f.path ?? '/',
              issue: tr.t(f.messageKey, f.values),
            }),
            level: 'error' as const,
          })),
        });
      const parsed = parseProcessDefinition(raw);
      if (!parsed.ok)
        throw new ProblemError(400, {
          detail: 'The process definition is not valid.',
          userMessages: parsed.issues.slice(0, 20).map((i) => ({
            message: tr.t('Workflow_Error_DefinitionInvalid', {
              path: i.path.join('.') || '/',
              issue: tr.t(definitionIssueKey(i.code), i.params),
            }),
            level: 'error' as const,
          })),
        });
      const d = parsed.definition;
      const saved = await ctx.db.transaction(async (tx) => {
        const [last] = await tx
          .select({ version: processDefinition.version })
          .from(processDefinition)
          .where(eq(processDefinition.key, d.key))
          .orderBy(desc(processDefinition.version))
          .limit(1);
        const version = (last?.version ?? 0) + 1;
        await tx.insert(processDefinition).values({
          key: d.key,
          version,
          definition: { ...(raw as object), version } as never,
          entityId: d.entity,
          createdBy: actor.userId,
        });
        return version;
      });
      reply.code(201);
      return {
        key: d.key,
        version: saved,
        userMessages: [tr.message('Workflow_Definition_Published', 'info', { version: saved })],
      };
    },
  );
}
