import { desc, eq, and } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canAct,
  definitionIssueKey,
  parseProcessDefinition,
  type Actor,
  type Assignee,
  type HistoryEvent,
  type ProcessState,
} from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import { userAccount } from '../../db/schema/account';
import { ProblemError } from '../../http/problem';
import { processDefinition } from '../../db/schema/workflow';
import { listUserGroups, requireUser } from '../account/index';
import { parseFor, permittedOf, translator, type Translator } from '../entities/index';
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
  completeBody,
  decisionBody,
  definitionParams,
  reassignBody,
  requestParams,
  taskIdParams,
  workflowDocs,
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
  // ——— my tasks: the list is the view MyTasks (views module, decision 0034); the counts are here ———
  app.get('/tasks/counts', { schema: workflowDocs.counts }, async (request, reply) => {
    const { actor, tr } = await setup(ctx, request);
    reply.header('cache-control', 'no-store');
    return {
      ...(await taskCounts(ctx.db, actor)),
      groupsWithoutMembers: actor.manager ? await groupsWithoutMembers(ctx.db, (g) => groupName(tr, g)) : [],
    };
  });

  // ——— one task (Process/OpenTask) ———
  app.get('/tasks/:taskId', { schema: workflowDocs.task }, async (request, reply) => {
    const { tr, actor } = await setup(ctx, request);
    const { taskId } = parseFor(tr, taskIdParams, request.params);
    const detail = await taskDetail(ctx.db, actor, taskId);
    if (!detail) throw tr.problem(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
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
  });

  app.get('/tasks/:taskId/history', { schema: workflowDocs.history }, async (request, reply) => {
    const { tr, actor } = await setup(ctx, request);
    const { taskId } = parseFor(tr, taskIdParams, request.params);
    const detail = await taskDetail(ctx.db, actor, taskId);
    if (!detail) throw tr.problem(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
    const names = await userNames(ctx.db, usersOf(detail.state));
    const activityNames = new Map(detail.definition.activities.map((a) => [a.id, tr.t(a.nameKey)]));
    reply.header('cache-control', 'no-store');
    return { processId: detail.state.id, events: historyDto(tr, activityNames, detail.history, names) };
  });

  // ——— decisions: one transaction each, guarded by the process's token ———
  /** A task the actor may see, before its body is read; for anyone else it does not exist. */
  const visibleTask = async (tr: Translator, actor: Actor, taskId: string) => {
    if (!(await taskDetail(ctx.db, actor, taskId)))
      throw tr.problem(404, 'Workflow_Error_TaskNotFound', { values: { taskId } });
  };
  const decide = async (request: FastifyRequest, forced: 'approve' | 'reject' | null) => {
    const { tr, actor } = await setup(ctx, request);
    const { taskId } = parseFor(tr, taskIdParams, request.params);
    await visibleTask(tr, actor, taskId);
    const body = forced
      ? { ...parseFor(tr, decisionBody, request.body ?? {}), action: forced }
      : parseFor(tr, completeBody, request.body ?? {});
    const outcome = await decideTask(ctx, actor, taskId, body);
    if (!outcome.ok) throw workflowProblem(tr, outcome.error);
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
  app.post('/tasks/:taskId/complete', { schema: workflowDocs.complete }, (request) => decide(request, null));
  app.post('/tasks/:taskId/approve', { schema: workflowDocs.approve }, (request) =>
    decide(request, 'approve'),
  );
  app.post('/tasks/:taskId/reject', { schema: workflowDocs.reject }, (request) => decide(request, 'reject'));

  registerPreviewRoute(app, ctx);

  app.post('/tasks/:taskId/reassign', { schema: workflowDocs.reassign }, async (request) => {
    const { tr, actor } = await setup(ctx, request);
    const { taskId } = parseFor(tr, taskIdParams, request.params);
    await visibleTask(tr, actor, taskId);
    const body = parseFor(tr, reassignBody, request.body ?? {});
    if (body.to.type === 'user') {
      const [u] = await ctx.db
        .select({ id: userAccount.id })
        .from(userAccount)
        .where(and(eq(userAccount.id, body.to.userId), eq(userAccount.isActive, true)))
        .limit(1);
      if (!u) throw tr.problem(400, 'Workflow_Error_UnknownAssignee');
    } else {
      const wanted = body.to.group.toLowerCase();
      if (!(await listUserGroups(ctx.db)).some((g) => g.code.toLowerCase() === wanted))
        throw tr.problem(400, 'Workflow_Error_UnknownAssignee');
    }
    const outcome = await reassign(ctx, actor, taskId, body);
    if (!outcome.ok) throw workflowProblem(tr, outcome.error);
    const task = outcome.state.tasks.find((t) => t.id === taskId)!;
    const names = await userNames(ctx.db, usersOf(outcome.state));
    return {
      taskId,
      assignee: assigneeDto(tr, task.assignee, names),
      token: outcome.state.token,
      userMessages: [tr.message('Workflow_Task_Reassigned', 'info')],
    };
  });

  /** Who a task can be handed to: active users and the groups. */
  app.get('/assignees', { schema: workflowDocs.assignees }, async (request, reply) => {
    const { tr } = await setup(ctx, request);
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
  });

  // ——— Workflow/OpenRequest: the processes of a record and the task to open ———
  app.get('/requests/:entityId/:instanceId', { schema: workflowDocs.requests }, async (request, reply) => {
    const { tr, actor } = await setup(ctx, request);
    const { entityId, instanceId } = parseFor(tr, requestParams, request.params);
    // The processes of a record are the record's business: who may not read it learns nothing.
    await readableRecord(ctx, request, entityId, instanceId, async (status, key, options) =>
      tr.problem(status, key, options),
    );
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
  });

  // ——— definitions as data (the ProcessDefinition grants: read and check, publish) ———
  const requireManager = async (request: FastifyRequest, action: 'read' | 'publish') => {
    const { tr, actor } = await permittedOf(ctx, request, 'ProcessDefinition', action);
    return { tr, user: { id: actor.userId } };
  };
  app.get('/definitions', { schema: workflowDocs.definitions }, async (request, reply) => {
    const { tr } = await requireManager(request, 'read');
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
  });
  app.get('/definitions/:key/:version', { schema: workflowDocs.definition }, async (request, reply) => {
    const { tr } = await requireManager(request, 'read');
    const { key, version } = parseFor(tr, definitionParams, request.params);
    const [row] = await ctx.db
      .select()
      .from(processDefinition)
      .where(and(eq(processDefinition.key, key), eq(processDefinition.version, version)))
      .limit(1);
    if (!row) throw tr.problem(404, 'Workflow_Error_DefinitionNotFound');
    reply.header('cache-control', 'no-store');
    return { key: row.key, version: row.version, status: row.status, definition: row.definition };
  });
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
  app.post('/definitions/check', { schema: workflowDocs.check }, async (request, reply) => {
    const { tr } = await requireManager(request, 'read');
    const findings = await findingsOf(request.body ?? null);
    reply.header('cache-control', 'no-store');
    return { findings: findings.slice(0, 200).map((f) => findingDto(tr, f)) };
  });
  /**
   * Publishes a new version (the next number): refused while the schema, the engine's checks or
   * CheckConsistency find an error (a missing translation only warns: texts are added afterwards).
   */
  app.post('/definitions', { schema: workflowDocs.publish }, async (request, reply) => {
    const { tr, user } = await requireManager(request, 'publish');
    const blocking = (await findingsOf(request.body ?? null)).filter(
      (f) => f.severity === 'error' && f.kind !== 'invalidDefinition' && f.kind !== 'missingTranslation',
    );
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
    const parsed = parseProcessDefinition(request.body ?? null);
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
        definition: { ...(request.body as object), version } as never,
        entityId: d.entity,
        createdBy: user.id,
      });
      return version;
    });
    reply.code(201);
    return {
      key: d.key,
      version: saved,
      userMessages: [tr.message('Workflow_Definition_Published', 'info', { version: saved })],
    };
  });
}
