import type { TaskCountsDto } from '@insulcalc/api-schema';
import { baseApi } from '@insulcalc/shell';

/** The workflow calls (apps/server/src/modules/workflow/README.md). */
export const WORKFLOW_CALLS = {
  counts: 'api/v1/workflow/tasks/counts',
  task: (taskId: string) => `api/v1/workflow/tasks/${encodeURIComponent(taskId)}`,
  decide: (taskId: string, action: 'complete' | 'approve' | 'reject') =>
    `api/v1/workflow/tasks/${encodeURIComponent(taskId)}/${action}`,
  reassign: (taskId: string) => `api/v1/workflow/tasks/${encodeURIComponent(taskId)}/reassign`,
  /** The document a decision would send, rendered without sending or storing it (a PDF). */
  preview: (taskId: string, transitionId: string) =>
    `api/v1/workflow/tasks/${encodeURIComponent(taskId)}/transitions/${encodeURIComponent(transitionId)}/preview`,
  assignees: 'api/v1/workflow/assignees',
  definitions: 'api/v1/workflow/definitions',
  definition: (key: string, version: number) =>
    `api/v1/workflow/definitions/${encodeURIComponent(key)}/${version}`,
  checkDefinition: 'api/v1/workflow/definitions/check',
} as const;

export type TaskAction = 'complete' | 'approve' | 'reject';

export interface AssigneeDto {
  type: 'user' | 'group';
  id: string;
  name: string;
}

/** The navigation badge's counts; the wire type is declared once, in @insulcalc/api-schema. */
export type TaskCounts = TaskCountsDto;

export interface HistoryItem {
  seq: number;
  at: string;
  type: string;
  by: string | null;
  activity: string | null;
  taskId: string | null;
  action: string | null;
  comment: string | null;
  assignee: AssigneeDto | null;
  previousAssignee: AssigneeDto | null;
}

export interface TaskDetail {
  task: {
    id: string;
    activityId: string;
    activityName: string;
    status: 'open' | 'completed' | 'cancelled';
    outcome: string | null;
    assignee: AssigneeDto;
    createdAt: string;
    dueAt: string | null;
    completedAt: string | null;
    completedBy: string | null;
    comments: { at: string; by: string; text: string }[];
  };
  process: {
    id: string;
    key: string;
    version: number;
    name: string;
    status: 'running' | 'completed';
    endActivity: string | null;
    token: number;
    entityId: string;
    entityInstanceId: string;
    subject: string | null;
  };
  form: { formId?: string; formGroupId?: string; sectionName?: string } | null;
  canAct: boolean;
  transitions: {
    id: string;
    action: TaskAction;
    name: string;
    commentRequired: boolean;
    /** The decision sends a document: the page shows it (WORKFLOW_CALLS.preview) and asks to confirm. */
    preview?: boolean;
  }[];
  calculation: {
    projectName: string | null;
    calculationName: string | null;
    headline: { label: string; value: string; unit: string } | null;
    /** The configurator's input and result rows. */
    summary?: FigureGroup[];
    /** Set when the figures are the sent offer's (its date). */
    sentAt?: string | null;
  } | null;
  /** The record's documents kept as they left, newest first. */
  sentDocuments?: SentDocument[];
  history: HistoryItem[];
}

export interface FigureGroup {
  title: string;
  rows: { label: string; value: string; unit: string }[];
}

/** A document kept as it left (GET api/v1/documents/sent). */
export interface SentDocument {
  id: string;
  kind: 'sent' | 'rendered';
  output: string | null;
  templateId: string;
  templateVersion: number | null;
  fileName: string;
  figures: FigureGroup[];
  basedOnId: string | null;
  /** Against the sent document: the figures that read differently in this later version. */
  differences: { title: string; label: string; sent: string; now: string }[] | null;
  createdBy: string | null;
  createdAt: string;
  /** Opens the stored bytes. */
  href: string;
}

export interface DecisionAnswer {
  taskId: string;
  status: string;
  outcome: string | null;
  processStatus: string;
  token: number;
  /** The next task of the process the user may work on (OpenWfTask). */
  openWfTaskId: string | null;
}

export interface Assignees {
  users: { id: string; name: string }[];
  groups: { id: string; name: string }[];
}

/** One stored version of a process definition (GET api/v1/workflow/definitions, newest first per key). */
export interface DefinitionListItem {
  key: string;
  version: number;
  entityId: string;
  status: string;
  name: string;
  createdAt: string;
}

export interface DefinitionDetail {
  key: string;
  version: number;
  status: string;
  definition: Record<string, unknown>;
}

/** A problem of a definition being edited, with the JSON path to mark (`activities.0.form`). */
export interface DefinitionFinding {
  severity: 'error' | 'warning' | 'info';
  kind: string;
  path: string;
  message: string;
}

/** The server's view of the user's tasks (seed/views/MyTasks.json over the `WorkflowTask` entity). */
export const MY_TASKS_VIEW_ID = 'MyTasks';

// `ViewRows` is the forms package's views tag: a decision refreshes the MyTasks view's rows.
const TAGS = ['WorkflowTasks', 'WorkflowTask', 'WorkflowDefinitions', 'ViewRows'] as const;

/** What a decision or a reassignment changes: the counts, the task and the MyTasks view's rows. */
const decided = (taskId: string) => [
  'WorkflowTasks' as const,
  { type: 'WorkflowTask' as const, id: taskId },
  { type: 'ViewRows' as const, id: MY_TASKS_VIEW_ID },
];

/**
 * The workflow endpoints, injected into the shell's `baseApi`. A decision invalidates the view's
 * rows, the counts and the task, so "my tasks", the navigation's count and the dashboard widget
 * follow.
 */
export const workflowApi = baseApi.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getTaskCounts: build.query<TaskCounts, void>({
      query: () => ({ url: WORKFLOW_CALLS.counts, lockForm: false, skipTelemetry: true }),
      providesTags: ['WorkflowTasks'],
    }),
    getTask: build.query<TaskDetail, string>({
      query: (taskId) => ({ url: WORKFLOW_CALLS.task(taskId), lockForm: false }),
      providesTags: (_r, _e, taskId) => [{ type: 'WorkflowTask', id: taskId }],
    }),
    decideTask: build.mutation<
      DecisionAnswer,
      { taskId: string; action: TaskAction; token: number; comment?: string | null; transitionId?: string }
    >({
      query: ({ taskId, action, token, comment, transitionId }) => ({
        url: WORKFLOW_CALLS.decide(taskId, action === 'complete' ? 'complete' : action),
        method: 'POST',
        body: {
          token,
          ...(comment ? { comment } : {}),
          ...(transitionId && action === 'complete' ? { transitionId } : {}),
        },
      }),
      invalidatesTags: (_r, _e, args) => decided(args.taskId),
    }),
    reassignTask: build.mutation<
      { taskId: string; token: number },
      {
        taskId: string;
        token: number;
        to: { type: 'user'; userId: string } | { type: 'group'; group: string };
        comment?: string;
      }
    >({
      query: ({ taskId, ...body }) => ({ url: WORKFLOW_CALLS.reassign(taskId), method: 'POST', body }),
      invalidatesTags: (_r, _e, args) => decided(args.taskId),
    }),
    getAssignees: build.query<Assignees, void>({
      query: () => ({ url: WORKFLOW_CALLS.assignees, lockForm: false }),
    }),
    getDefinitions: build.query<DefinitionListItem[], void>({
      query: () => ({ url: WORKFLOW_CALLS.definitions, lockForm: false }),
      providesTags: ['WorkflowDefinitions'],
    }),
    getDefinition: build.query<DefinitionDetail, { key: string; version: number }>({
      query: ({ key, version }) => ({ url: WORKFLOW_CALLS.definition(key, version), lockForm: false }),
      providesTags: ['WorkflowDefinitions'],
    }),
    /** Schema, engine checks and CheckConsistency of a draft, without saving it. */
    checkDefinition: build.mutation<{ findings: DefinitionFinding[] }, unknown>({
      query: (definition) => ({ url: WORKFLOW_CALLS.checkDefinition, method: 'POST', body: definition }),
    }),
    /** Publishes the definition as its key's next version. */
    publishDefinition: build.mutation<{ key: string; version: number }, unknown>({
      query: (definition) => ({ url: WORKFLOW_CALLS.definitions, method: 'POST', body: definition }),
      invalidatesTags: ['WorkflowDefinitions'],
    }),
  }),
});

export const {
  useGetTaskCountsQuery,
  useGetTaskQuery,
  useDecideTaskMutation,
  useReassignTaskMutation,
  useGetAssigneesQuery,
  useGetDefinitionsQuery,
  useGetDefinitionQuery,
  useCheckDefinitionMutation,
  usePublishDefinitionMutation,
} = workflowApi;

/** How often the counts refresh on their own (a task may arrive from a visitor any time). */
export const COUNTS_POLL_MS = 60_000;

/**
 * The signed-in user's task counts: open, overdue, due within a day. For the navigation badge and
 * the dashboards' "my tasks" widget; refreshed every minute and after every decision.
 */
export function useMyTaskCounts(options: { skip?: boolean } = {}) {
  return useGetTaskCountsQuery(undefined, { pollingInterval: COUNTS_POLL_MS, skip: options.skip ?? false });
}
