import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import type { HistoryEvent, ProcessDefinitionInput, ProcessState } from '@insulcalc/workflow/core';

/** Process definitions, versioned data: an instance keeps the (key, version) it started with. */
export const processDefinition = pgTable(
  'process_definition',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    /** The definition as stored (parsed with processDefinitionSchema when used). */
    definition: jsonb('definition').$type<ProcessDefinitionInput>().notNull(),
    /** The entity its instances run for (copied out of the definition for the start lookup). */
    entityId: text('entity_id').notNull(),
    /** 'published' versions start new instances (the highest one); 'retired' ones only finish theirs. */
    status: text('status').notNull().default('published'),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.version] }),
    index('process_definition_entity_idx').on(t.entityId, t.status),
    check('process_definition_status_check', sql`${t.status} in ('published','retired')`),
  ],
);

/**
 * One running or finished process, bound to an entity instance. `state` is the engine's whole
 * state (activities, tasks, history); `token` is its concurrency token, and every transition is
 * `update … where token = $expected` in one transaction with the projections and the jobs.
 */
export const processInstance = pgTable(
  'process_instance',
  {
    id: text('id').primaryKey(),
    definitionKey: text('definition_key').notNull(),
    definitionVersion: integer('definition_version').notNull(),
    entityId: text('entity_id').notNull(),
    entityInstanceId: text('entity_instance_id').notNull(),
    /** running | completed */
    status: text('status').notNull(),
    endActivityId: text('end_activity_id'),
    token: integer('token').notNull(),
    state: jsonb('state').$type<ProcessState>().notNull(),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    startedBy: text('started_by'),
  },
  (t) => [
    index('process_instance_entity_idx').on(t.entityId, t.entityInstanceId),
    index('process_instance_status_idx').on(t.status),
  ],
);

/** The activities of the instances (a projection of `state`, for lists and reports). */
export const processActivity = pgTable(
  'process_activity',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => processInstance.id, { onDelete: 'cascade' }),
    activityId: text('activity_id').notNull(),
    /** active | completed */
    status: text('status').notNull(),
    enteredAt: ts('entered_at').notNull(),
    leftAt: ts('left_at'),
  },
  (t) => [index('process_activity_process_idx').on(t.processId)],
);

/** Tasks (a projection of `state`): "my tasks" and the counts read this table, never the jsonb. */
export const processTask = pgTable(
  'process_task',
  {
    /** The engine's task id (`<processId>.t<n>`): the instanceActivityTaskId of Process/OpenTask. */
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => processInstance.id, { onDelete: 'cascade' }),
    activityInstanceId: text('activity_instance_id').notNull(),
    activityId: text('activity_id').notNull(),
    /** open | completed | cancelled */
    status: text('status').notNull(),
    assigneeUserId: text('assignee_user_id'),
    assigneeGroupId: text('assignee_group_id'),
    entityId: text('entity_id').notNull(),
    entityInstanceId: text('entity_instance_id').notNull(),
    /** The entity instance's display name when the task was last written (list column). */
    subject: text('subject'),
    createdAt: ts('created_at').notNull(),
    dueAt: ts('due_at'),
    completedAt: ts('completed_at'),
    completedBy: text('completed_by'),
    outcome: text('outcome'),
  },
  (t) => [
    index('process_task_user_idx').on(t.assigneeUserId, t.status),
    index('process_task_group_idx').on(t.assigneeGroupId, t.status),
    index('process_task_process_idx').on(t.processId),
  ],
);

/** The full history (a projection of `state.history`, one row per event). */
export const processEvent = pgTable(
  'process_event',
  {
    processId: text('process_id')
      .notNull()
      .references(() => processInstance.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: ts('at').notNull(),
    type: text('type').notNull(),
    /** The acting user; null for the system. */
    userId: text('user_id'),
    taskId: text('task_id'),
    event: jsonb('event').$type<HistoryEvent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.seq] }), index('process_event_task_idx').on(t.taskId)],
);

/** Documents a process generated (the offer PDF), for the mail that attaches them. */
export const processDocument = pgTable(
  'process_document',
  {
    processId: text('process_id')
      .notNull()
      .references(() => processInstance.id, { onDelete: 'cascade' }),
    activityInstanceId: text('activity_instance_id').notNull(),
    output: text('output').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    contentBase64: text('content_base64').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.activityInstanceId, t.output] })],
);

/**
 * The job queue shared by every server process (decision 0018): a worker claims due jobs with
 * `for update skip locked`, so two processes never run one job; `key` is unique, so a job
 * enqueued twice (a retried command) exists once.
 */
export const workflowJob = pgTable(
  'workflow_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The worker holding it, and until when (a crashed worker's job is taken over after that). */
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    /**
     * Jobs with the same order key run one after the other in id order (a process's status
     * updates): a worker claims one only when no earlier one is queued or running.
     */
    orderKey: text('order_key'),
    /** When the current run was claimed (the health check's oldest running job). */
    startedAt: ts('started_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('workflow_job_key_uq').on(t.key),
    index('workflow_job_due_idx').on(t.state, t.runAt),
    index('workflow_job_order_idx').on(t.orderKey, t.id),
    index('workflow_job_locked_by_idx').on(t.lockedBy),
    check('workflow_job_state_check', sql`${t.state} in ('queued','running','done','failed')`),
  ],
);

/**
 * The job workers of every server process and their heartbeats (decision 0044): a live worker
 * writes `last_seen_at` every few seconds; any other worker that finds it older than the takeover
 * interval returns the dead worker's running jobs to the queue and records the takeover here.
 */
export const workflowWorker = pgTable('workflow_worker', {
  id: text('id').primaryKey(),
  /** host and pid, for the log and the operator. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  takenOverAt: ts('taken_over_at'),
  takenOverBy: text('taken_over_by'),
  /** How many running jobs the takeover returned to the queue. */
  jobsTakenOver: integer('jobs_taken_over'),
});

/**
 * Effects of jobs done (decision 0044): written in the transaction of the effect itself (the
 * status change, the stored document, the queued mails), so a job that runs again after a crash
 * finds its effect done and does nothing.
 */
export const workflowEffect = pgTable('workflow_effect', {
  /** The job's key (one effect per job). */
  jobKey: text('job_key').primaryKey(),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Outgoing mails of jobs, keyed per message (`<job key>#<recipient>`), written with the job's
 * effect and sent afterwards; `sent_at` set means sent, and the sender skips it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    key: text('key').primaryKey(),
    jobKey: text('job_key').notNull(),
    /** to, subject, text, attachments (content base64). */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    messageId: text('message_id'),
  },
  (t) => [index('mail_outbox_job_idx').on(t.jobKey)],
);
