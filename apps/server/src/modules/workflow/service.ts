import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  applyDue,
  availableTransitions,
  canAct,
  completeTask,
  fireTimer,
  reassignTask,
  startProcess,
  type Actor,
  type Assignee,
  type HistoryEvent,
  type ProcessDefinition,
  type ProcessState,
  type Step,
  type TaskState,
  type WorkflowError,
} from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { processTask } from '../../db/schema/workflow';
import { userAccount } from '../../db/schema/account';
import { ADMINISTRATORS_GROUP, userGroupCodes } from '../account/index';
import { getEntity, loadInstance, type EntityDefinition, type InstanceRecord } from '../entities/index';
import type { Fail } from '../../http/defineRoute';
import { waitsForEmptyGroup } from './unassigned';
import { definitionsForEntity, loadDefinition, loadInstanceRow, processIdOfTask, writeStep } from './store';

/** The engine's actor for a signed-in user: their groups; administrators manage every task. */
export async function workflowActor(db: Db, userId: string): Promise<Actor> {
  // Definitions and task rows name groups in lower case (`sales` is the list's `SALES` item).
  const groups = (await userGroupCodes(db, userId)).map((code) => code.toLowerCase());
  return { userId, groups, manager: groups.includes(ADMINISTRATORS_GROUP.toLowerCase()) };
}

const STATUS_OF: Record<WorkflowError['code'], number> = {
  conflict: 409,
  processNotRunning: 409,
  taskNotOpen: 409,
  taskNotFound: 404,
  notAllowed: 403,
  transitionNotAvailable: 400,
  commentRequired: 400,
  commentTooLong: 400,
  startConditionNotMet: 400,
  wrongEntity: 400,
  ruleFailed: 400,
  timerNotActive: 409,
  sameAssignee: 400,
};

/** The engine's refusal as a translated problem (conflict → 409): `throw await workflowProblem(fail, …)`. */
export function workflowProblem(fail: Fail, error: WorkflowError) {
  return fail(STATUS_OF[error.code], error.key, {
    detail: error.code,
    values: error.params,
    extensions: { code: error.code },
  });
}

/** Raised inside a transaction to roll it back with a refusal. */
export class WorkflowRefusal extends Error {
  constructor(readonly error: WorkflowError) {
    super(error.key);
  }
}

async function instanceData(db: Db, entityId: string, instanceId: string) {
  const entity = await getEntity(db, entityId);
  const record = entity ? await loadInstance(db, entity, instanceId) : null;
  return { entity, record, data: (record?.values ?? {}) as Record<string, unknown> };
}

// ——— start ———

/**
 * Starts every published process of the entity whose start condition holds for a freshly created
 * instance, in the save's own transaction (the request and its process exist together or not at
 * all). Returns the open tasks the saving user may work on (the form then opens the first one).
 */
export async function startProcessesFor(
  tx: Db,
  entity: EntityDefinition,
  record: InstanceRecord,
  by: string | null,
): Promise<TaskState[]> {
  const definitions = await definitionsForEntity(tx, entity.id);
  const tasks: TaskState[] = [];
  const actor = by ? await workflowActor(tx, by) : null;
  for (const definition of definitions) {
    const [running] = await queryRows<{ id: string }>(
      tx,
      sql`select id from process_instance where definition_key = ${definition.key} and entity_id = ${entity.id}
          and entity_instance_id = ${record.id} and status = 'running' limit 1`,
    );
    if (running) continue;
    const step = startProcess(definition, {
      processId: randomUUID(),
      entity: { entity: entity.id, instanceId: record.id },
      data: record.values,
      now: new Date().toISOString(),
      by,
    });
    if (!step.ok) {
      // A start condition that does not hold is the normal "not for this record"; a broken rule
      // must not block the visitor's save either.
      continue;
    }
    await writeStep(tx, step, { subject: record.displayName, startedBy: by });
    if (actor)
      tasks.push(
        ...step.state.tasks.filter((t) => t.status === 'open' && canAct({ ...actor, manager: false }, t)),
      );
  }
  return tasks;
}

// ——— one transition ———

type StepFn = (definition: ProcessDefinition, state: ProcessState, data: Record<string, unknown>) => Step;

/**
 * Runs one engine command on a process in one transaction: reads the instance, lets the engine
 * decide, writes the step guarded by the token. Of two transactions with the same token, the
 * second's update matches no row and it gets the engine's conflict (409).
 */
export async function transition(
  ctx: ServerContext,
  processId: string,
  decide: StepFn,
): Promise<{ ok: true; state: ProcessState } | { ok: false; error: WorkflowError }> {
  try {
    const state = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await loadInstanceRow(tx, processId);
      if (!row)
        throw new WorkflowRefusal({
          code: 'taskNotFound',
          key: 'Workflow_Error_TaskNotFound',
          params: { taskId: processId },
        });
      const definition = await loadDefinition(tx, row.state.definitionKey, row.state.definitionVersion);
      const { record, data } = await instanceData(tx, row.entityId, row.entityInstanceId);
      const step = decide(definition, row.state, data);
      if (!step.ok) throw new WorkflowRefusal(step.error);
      const written = await writeStep(tx, step, { subject: record?.displayName ?? null });
      if (!written)
        throw new WorkflowRefusal({ code: 'conflict', key: 'Workflow_Error_Conflict', params: {} });
      return step.state;
    });
    return { ok: true, state };
  } catch (err) {
    if (err instanceof WorkflowRefusal) return { ok: false, error: err.error };
    throw err;
  }
}

export interface DecideInput {
  action?: 'complete' | 'approve' | 'reject' | undefined;
  transitionId?: string | undefined;
  comment?: string | null | undefined;
  token: number;
}

export async function decideTask(ctx: ServerContext, actor: Actor, taskId: string, input: DecideInput) {
  const processId = await processIdOfTask(ctx.db, taskId);
  if (!processId) return { ok: false as const, error: notFound(taskId) };
  return transition(ctx, processId, (definition, state, data) =>
    completeTask(definition, state, {
      taskId,
      ...(input.action ? { action: input.action } : {}),
      ...(input.transitionId ? { transitionId: input.transitionId } : {}),
      comment: input.comment ?? null,
      actor,
      now: new Date().toISOString(),
      token: input.token,
      data,
    }),
  );
}

export async function reassign(
  ctx: ServerContext,
  actor: Actor,
  taskId: string,
  input: { to: Assignee; comment?: string | null | undefined; token: number },
) {
  const processId = await processIdOfTask(ctx.db, taskId);
  if (!processId) return { ok: false as const, error: notFound(taskId) };
  return transition(ctx, processId, (definition, state) =>
    reassignTask(definition, state, {
      taskId,
      to: input.to.type === 'group' ? { type: 'group', group: input.to.group.toLowerCase() } : input.to,
      comment: input.comment ?? null,
      actor,
      now: new Date().toISOString(),
      token: input.token,
    }),
  );
}

/** A reminder or escalation wake-up: applies what is due now (nothing due → nothing written). */
export async function wakeUp(ctx: ServerContext, processId: string) {
  return transition(ctx, processId, (definition, state) =>
    applyDue(definition, state, { now: new Date().toISOString(), token: state.token }),
  );
}

export async function timerFired(
  ctx: ServerContext,
  processId: string,
  job: { activityInstanceId: string; timer: string; transitionId: string },
) {
  return transition(ctx, processId, (definition, state, data) =>
    fireTimer(definition, state, { ...job, now: new Date().toISOString(), token: state.token, data }),
  );
}

function notFound(taskId: string): WorkflowError {
  return { code: 'taskNotFound', key: 'Workflow_Error_TaskNotFound', params: { taskId } };
}

// ——— reads ———

/** Rows of "my tasks": assigned to the user or to one of their groups (administrators: see below). */
function mineCondition(actor: Actor): SQL {
  const groups = actor.groups.map((g) => g.toLowerCase());
  const mine = groups.length
    ? or(eq(processTask.assigneeUserId, actor.userId), inArray(processTask.assigneeGroupId, groups))!
    : eq(processTask.assigneeUserId, actor.userId);
  // As the MyTasks view: administrators count the tasks of a group without active members too.
  return actor.manager ? or(mine, waitsForEmptyGroup('process_task'))! : mine;
}

/** Counts for the navigation and the dashboard widget: open, overdue, due within a day. */
export async function taskCounts(db: Db, actor: Actor, now = new Date()) {
  const soon = new Date(now.getTime() + 24 * 3_600_000);
  const [row] = await queryRows<{
    open: string | number;
    overdue: string | number;
    due_soon: string | number;
  }>(
    db,
    sql`select count(*) as open,
          count(*) filter (where due_at < ${now.toISOString()}::timestamptz) as overdue,
          count(*) filter (where due_at >= ${now.toISOString()}::timestamptz and due_at < ${soon.toISOString()}::timestamptz) as due_soon
        from ${processTask} where ${and(mineCondition(actor), eq(processTask.status, 'open'))}`,
  );
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    dueSoon: Number(row?.due_soon ?? 0),
  };
}

/** Display names of the users a state mentions (history, comments, assignees). */
export async function userNames(db: Db, ids: Iterable<string>): Promise<Record<string, string>> {
  const list = [...new Set(ids)].filter(Boolean);
  if (list.length === 0) return {};
  const rows = await db
    .select({ id: userAccount.id, username: userAccount.username, fullName: userAccount.fullName })
    .from(userAccount)
    .where(inArray(userAccount.id, list));
  return Object.fromEntries(rows.map((r) => [r.id, r.fullName ?? r.username]));
}

export function usersOf(state: ProcessState): string[] {
  const ids: string[] = [];
  const add = (a: Assignee | undefined) => a?.type === 'user' && ids.push(a.userId);
  for (const t of state.tasks) {
    add(t.assignee);
    if (t.completedBy) ids.push(t.completedBy);
    for (const c of t.comments) ids.push(c.by);
  }
  for (const e of state.history) {
    if (e.by) ids.push(e.by);
    add(e.assignee);
    add(e.previousAssignee);
  }
  return ids;
}

export interface TaskDetail {
  definition: ProcessDefinition;
  state: ProcessState;
  task: TaskState;
  entity: EntityDefinition | null;
  record: InstanceRecord | null;
  data: Record<string, unknown>;
  canAct: boolean;
  transitions: ReturnType<typeof availableTransitions>;
  history: HistoryEvent[];
}

/**
 * One task with its process, for Process/OpenTask. A user sees a task they may act on, one they
 * acted on, or any as a manager; others get 404 (not 403: task ids are not to be probed).
 */
export async function taskDetail(db: Db, actor: Actor, taskId: string): Promise<TaskDetail | null> {
  const processId = await processIdOfTask(db, taskId);
  if (!processId) return null;
  const row = await loadInstanceRow(db, processId);
  if (!row) return null;
  const task = row.state.tasks.find((t) => t.id === taskId);
  if (!task) return null;
  const mayAct = canAct(actor, task);
  const involved =
    mayAct ||
    task.completedBy === actor.userId ||
    row.state.history.some((e) => e.taskId === taskId && e.by === actor.userId) ||
    (task.status !== 'open' && canAct(actor, { assignee: task.assignee }));
  if (!involved) return null;
  const definition = await loadDefinition(db, row.state.definitionKey, row.state.definitionVersion);
  const { entity, record, data } = await instanceData(db, row.entityId, row.entityInstanceId);
  return {
    definition,
    state: row.state,
    task,
    entity,
    record,
    data,
    canAct: mayAct && task.status === 'open' && row.state.status === 'running',
    transitions: mayAct ? availableTransitions(definition, row.state, taskId, data) : [],
    history: row.state.history,
  };
}

/** The processes of an entity instance (Workflow/OpenRequest): newest first. */
export async function processesOfInstance(db: Db, entityId: string, instanceId: string) {
  return queryRows<{
    id: string;
    definition_key: string;
    definition_version: number;
    status: string;
    started_at: string | Date;
    ended_at: string | Date | null;
    end_activity_id: string | null;
  }>(
    db,
    sql`select id, definition_key, definition_version, status, started_at, ended_at, end_activity_id from process_instance
        where entity_id = ${entityId} and entity_instance_id = ${instanceId} order by started_at desc`,
  );
}

/** Open tasks of an instance's processes the actor may act on (Workflow/OpenRequest opens the first). */
export async function openTasksOfInstance(db: Db, actor: Actor, entityId: string, instanceId: string) {
  const rows = await db
    .select({
      id: processTask.id,
      assigneeUserId: processTask.assigneeUserId,
      assigneeGroupId: processTask.assigneeGroupId,
    })
    .from(processTask)
    .where(
      and(
        eq(processTask.entityId, entityId),
        eq(processTask.entityInstanceId, instanceId),
        eq(processTask.status, 'open'),
      ),
    )
    .orderBy(asc(processTask.createdAt));
  return rows.filter((r) =>
    canAct(actor, {
      assignee: r.assigneeUserId
        ? { type: 'user', userId: r.assigneeUserId }
        : { type: 'group', group: r.assigneeGroupId ?? '' },
    }),
  );
}
