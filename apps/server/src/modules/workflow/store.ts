import { and, desc, eq, sql } from 'drizzle-orm';
import {
  parseProcessDefinition,
  type Job,
  type ProcessDefinition,
  type ProcessState,
  type Step,
} from '@insulcalc/workflow/core';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import {
  processActivity,
  processDefinition,
  processEvent,
  processInstance,
  processTask,
} from '../../db/schema/workflow';
import { enqueue } from './queue';

/** Parsed definitions by `key@version`: a published version never changes, so they are cached for good. */
const parsed = new Map<string, ProcessDefinition>();

export async function loadDefinition(db: Db, key: string, version: number): Promise<ProcessDefinition> {
  const cacheKey = `${key}@${version}`;
  const cached = parsed.get(cacheKey);
  if (cached) return cached;
  const [row] = await db
    .select()
    .from(processDefinition)
    .where(and(eq(processDefinition.key, key), eq(processDefinition.version, version)))
    .limit(1);
  if (!row) throw new Error(`Process definition ${cacheKey} is missing`);
  const result = parseProcessDefinition(row.definition);
  if (!result.ok) throw new Error(`Process definition ${cacheKey} is not valid`);
  parsed.set(cacheKey, result.definition);
  return result.definition;
}

/** The newest published version of every process that runs for `entityId`. */
export async function definitionsForEntity(db: Db, entityId: string): Promise<ProcessDefinition[]> {
  const rows = await db
    .select({ key: processDefinition.key, version: processDefinition.version })
    .from(processDefinition)
    .where(and(eq(processDefinition.entityId, entityId), eq(processDefinition.status, 'published')))
    .orderBy(processDefinition.key, desc(processDefinition.version));
  const newest = new Map<string, number>();
  for (const r of rows) if (!newest.has(r.key)) newest.set(r.key, r.version);
  return Promise.all([...newest].map(([key, version]) => loadDefinition(db, key, version)));
}

export interface InstanceRow {
  id: string;
  token: number;
  state: ProcessState;
  entityId: string;
  entityInstanceId: string;
}

export async function loadInstanceRow(db: Db, processId: string): Promise<InstanceRow | null> {
  const [row] = await db
    .select({
      id: processInstance.id,
      token: processInstance.token,
      state: processInstance.state,
      entityId: processInstance.entityId,
      entityInstanceId: processInstance.entityInstanceId,
    })
    .from(processInstance)
    .where(eq(processInstance.id, processId))
    .limit(1);
  return row ?? null;
}

/** The process a task id belongs to (`<processId>.t<n>`), from the task table. */
export async function processIdOfTask(db: Db, taskId: string): Promise<string | null> {
  const [row] = await db
    .select({ processId: processTask.processId })
    .from(processTask)
    .where(eq(processTask.id, taskId))
    .limit(1);
  return row?.processId ?? null;
}

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The engine's jobs as queue rows: the job itself is the payload, its key the queue's key. */
export function queueRows(jobs: readonly Job[]) {
  return jobs.map((job) => ({
    key: job.key,
    type: job.type,
    payload: job as unknown as Record<string, unknown>,
    runAt: new Date(job.runAt),
  }));
}

/**
 * Writes one engine step in the caller's transaction: the instance (insert, or update guarded by
 * the concurrency token), the activity, task and history projections, and the jobs. Returns false
 * when the token no longer matches (another transaction won): the caller rolls back and answers 409.
 */
export async function writeStep(
  tx: Db,
  step: Extract<Step, { ok: true }>,
  meta: { subject: string | null; startedBy?: string | null },
): Promise<boolean> {
  if (!step.changed) return true;
  const s = step.state;
  const values = {
    status: s.status,
    endActivityId: s.endActivityId,
    token: s.token,
    state: s,
    endedAt: date(s.endedAt),
  };
  let previousSeq = 0;
  if (step.expectedToken === null) {
    await tx.insert(processInstance).values({
      id: s.id,
      definitionKey: s.definitionKey,
      definitionVersion: s.definitionVersion,
      entityId: s.entity.entity,
      entityInstanceId: s.entity.instanceId,
      startedAt: new Date(s.startedAt),
      startedBy: meta.startedBy ?? null,
      ...values,
    });
  } else {
    const updated = await tx
      .update(processInstance)
      .set(values)
      .where(and(eq(processInstance.id, s.id), eq(processInstance.token, step.expectedToken)))
      .returning({ id: processInstance.id });
    if (updated.length === 0) return false;
    const [last] = await queryRows<{ seq: number | null }>(
      tx,
      sql`select max(seq) as seq from process_event where process_id = ${s.id}`,
    );
    previousSeq = Number(last?.seq ?? 0);
  }
  for (const a of s.activities)
    await tx
      .insert(processActivity)
      .values({
        id: a.id,
        processId: s.id,
        activityId: a.activityId,
        status: a.status,
        enteredAt: new Date(a.enteredAt),
        leftAt: date(a.leftAt),
      })
      .onConflictDoUpdate({ target: processActivity.id, set: { status: a.status, leftAt: date(a.leftAt) } });
  for (const t of s.tasks) {
    const row = {
      status: t.status,
      assigneeUserId: t.assignee.type === 'user' ? t.assignee.userId : null,
      assigneeGroupId: t.assignee.type === 'group' ? t.assignee.group.toLowerCase() : null,
      dueAt: date(t.dueAt),
      completedAt: date(t.completedAt),
      completedBy: t.completedBy,
      outcome: t.outcome,
      ...(meta.subject !== null ? { subject: meta.subject } : {}),
    };
    await tx
      .insert(processTask)
      .values({
        id: t.id,
        processId: s.id,
        activityInstanceId: t.activityInstanceId,
        activityId: t.activityId,
        entityId: s.entity.entity,
        entityInstanceId: s.entity.instanceId,
        createdAt: new Date(t.createdAt),
        subject: meta.subject,
        ...row,
      })
      .onConflictDoUpdate({ target: processTask.id, set: row });
  }
  const events = s.history.filter((e) => e.seq > previousSeq);
  if (events.length)
    await tx
      .insert(processEvent)
      .values(
        events.map((e) => ({
          processId: s.id,
          seq: e.seq,
          at: new Date(e.at),
          type: e.type,
          userId: e.by,
          taskId: e.taskId ?? null,
          event: e,
        })),
      )
      .onConflictDoNothing();
  await enqueue(tx, queueRows(step.jobs));
  return true;
}
