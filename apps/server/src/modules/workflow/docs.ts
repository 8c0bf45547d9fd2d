import { MAX_COMMENT_LENGTH, activityFormSchema, processDefinitionSchema } from '@insulcalc/workflow/core';
import { userMessagesResult } from '@insulcalc/api-schema';
import { z } from 'zod';

/**
 * The requests and answers of the workflow calls (task counts, Process/OpenTask, Workflow/OpenRequest,
 * Process/Definitions): their defineRoute specs validate and document with these.
 */
export const taskIdParams = z.object({
  taskId: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[A-Za-z0-9-]+\.t\d{1,9}$/, 'Workflow_Error_TaskNotFound'),
});
const comment = z
  .string()
  .max(MAX_COMMENT_LENGTH + 1000)
  .nullish();
/** The process's concurrency token from the task answer; a stale one answers 409. */
const token = z.number().int().min(0).max(2_147_483_647);
export const decisionBody = z.object({ comment, token });
export const completeBody = z.object({
  action: z.enum(['complete', 'approve', 'reject']).optional(),
  transitionId: z.string().min(1).max(100).optional(),
  comment,
  token,
});
const assigneeBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), userId: z.string().min(1).max(100) }),
  z.object({
    type: z.literal('group'),
    group: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  }),
]);
export const reassignBody = z.object({ to: assigneeBody, comment, token });
export const requestParams = z.object({
  entityId: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  instanceId: z.string().min(1).max(100),
});
export const definitionParams = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/),
  version: z.coerce.number().int().min(1).max(1_000_000),
});

const taskStatus = z.enum(['open', 'completed', 'cancelled']);
const action = z.enum(['complete', 'approve', 'reject', 'timer']);
/** A user or a group, named for the reader. */
const assignee = z.object({ type: z.enum(['user', 'group']), id: z.string(), name: z.string() });
const figureGroup = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string() })),
});
const historyEvent = z.object({
  seq: z.number().int(),
  at: z.iso.datetime(),
  type: z.enum([
    'processStarted',
    'activityEntered',
    'activityLeft',
    'taskCreated',
    'taskCompleted',
    'taskCancelled',
    'taskReassigned',
    'reminderSent',
    'taskEscalated',
    'timerFired',
    'processCompleted',
  ]),
  by: z.string().nullable(),
  activity: z.string().nullable(),
  taskId: z.string().nullable(),
  action: action.nullable(),
  comment: z.string().nullable(),
  assignee: assignee.nullable(),
  previousAssignee: assignee.nullable(),
});
export const taskDetailAnswer = z.object({
  task: z.object({
    id: z.string(),
    activityId: z.string(),
    activityName: z.string(),
    status: taskStatus,
    outcome: action.nullable(),
    assignee,
    createdAt: z.iso.datetime(),
    dueAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    completedBy: z.string().nullable(),
    comments: z.array(z.object({ at: z.iso.datetime(), by: z.string(), text: z.string() })),
  }),
  process: z.object({
    id: z.string(),
    key: z.string(),
    version: z.number().int(),
    name: z.string(),
    status: z.enum(['running', 'completed']),
    endActivity: z.string().nullable(),
    token: z.number().int(),
    entityId: z.string(),
    entityInstanceId: z.string(),
    subject: z.string().nullable(),
  }),
  /** The form the task opens. */
  form: activityFormSchema.nullish(),
  canAct: z.boolean(),
  transitions: z.array(
    z.object({
      id: z.string(),
      action,
      name: z.string(),
      commentRequired: z.boolean(),
      /** The decision sends a document: GET …/transitions/{id}/preview shows it first. */
      preview: z.boolean(),
    }),
  ),
  /** The request's calculation in the reader's language; null when it has none. */
  calculation: z
    .object({
      projectName: z.string().nullable(),
      calculationName: z.string().nullable(),
      headline: z.object({ label: z.string(), value: z.string(), unit: z.string() }).nullable(),
      /** The configurator's input and result rows. */
      summary: z.array(figureGroup),
      /** Set when the figures are the sent offer's (its date). */
      sentAt: z.string().nullish(),
    })
    .nullable(),
  /** The record's stored documents (GET api/v1/documents/sent), newest first. */
  sentDocuments: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['sent', 'rendered']),
      output: z.string().nullable(),
      templateId: z.string(),
      templateVersion: z.number().int().nullable(),
      language: z.string(),
      fileName: z.string(),
      processId: z.string().nullable(),
      figures: z.array(figureGroup),
      basedOnId: z.string().nullable(),
      differences: z
        .array(z.object({ title: z.string(), label: z.string(), sent: z.string(), now: z.string() }))
        .nullable(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
      href: z.string(),
    }),
  ),
  history: z.array(historyEvent),
});
export const decisionAnswer = userMessagesResult.extend({
  taskId: z.string(),
  status: taskStatus,
  outcome: action.nullable(),
  processStatus: z.enum(['running', 'completed']),
  token: z.number().int(),
  /** The next task of the process the user may act on (the page opens it). */
  openWfTaskId: z.string().nullable(),
});

export const historyAnswer = z.object({ processId: z.string(), events: z.array(historyEvent) });
export const reassignAnswer = userMessagesResult.extend({
  taskId: z.string(),
  assignee,
  token: z.number().int(),
});
export const assigneesAnswer = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const requestsAnswer = z.object({
  entityId: z.string(),
  instanceId: z.string(),
  processes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(['running', 'completed']),
      startedAt: z.iso.datetime(),
      endedAt: z.iso.datetime().nullable(),
      endActivity: z.string().nullable(),
    }),
  ),
  openTaskId: z.string().nullable(),
});
export const definitionsAnswer = z.array(
  z.object({
    key: z.string(),
    version: z.number().int(),
    entityId: z.string(),
    status: z.enum(['published', 'retired']),
    name: z.string(),
    createdAt: z.iso.datetime(),
  }),
);
export const definitionAnswer = z.object({
  key: z.string(),
  version: z.number().int(),
  status: z.enum(['published', 'retired']),
  definition: processDefinitionSchema,
});
export const checkBody = z
  .unknown()
  .describe('The definition as edited: any JSON (what does not fit is a finding).');
export const checkAnswer = z
  .object({
    findings: z.array(
      z.object({
        severity: z.enum(['error', 'warning', 'info']),
        kind: z.string(),
        path: z.string(),
        message: z.string(),
      }),
    ),
  })
  .describe('The findings, errors first as found; empty when the definition is consistent.');
export const publishAnswer = userMessagesResult.extend({ key: z.string(), version: z.number().int() });
