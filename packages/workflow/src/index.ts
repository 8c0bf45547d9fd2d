// The root entry: the React screens (Process/OpenTask, my tasks, the widget and the navigation
// badge) and, for convenience, the framework-free core (also at `@insulcalc/workflow/core`).
export { OpenTaskPage, hasWorkflowComment } from './react/OpenTaskPage';
export { MyTasksPage } from './react/MyTasksPage';
export { MyTasksWidget, MyTasksBadge } from './react/MyTasksWidget';
export { TaskHistory } from './react/TaskHistory';
export {
  ProcessDefinitionsPage,
  ProcessDefinitionPage,
  DEFINITIONS_PATH,
  definitionHref,
} from './react/ProcessDefinitionsPage';
export { locateJsonPath, type TextPosition } from './react/jsonPath';
export { workflowRoutes } from './react/routes';
export {
  WORKFLOW_CALLS,
  COUNTS_POLL_MS,
  workflowApi,
  useMyTaskCounts,
  useGetTaskCountsQuery,
  useGetTaskQuery,
  useDecideTaskMutation,
  useReassignTaskMutation,
  useGetAssigneesQuery,
  useGetDefinitionsQuery,
  useGetDefinitionQuery,
  useCheckDefinitionMutation,
  usePublishDefinitionMutation,
} from './react/api';
export type {
  AssigneeDto,
  Assignees,
  DefinitionDetail,
  DefinitionFinding,
  DefinitionListItem,
  DecisionAnswer,
  HistoryItem,
  TaskAction,
  TaskCounts,
  TaskDetail,
} from './react/api';
export { MY_TASKS_PATH, OPEN_TASK_PATH, openTaskHref, isTaskId } from './react/i18n';
export {
  processDefinitionSchema,
  activitySchema,
  transitionSchema,
  assignmentSchema,
  assigneeSchema,
  recipientSchema,
  effectSchema,
  dueSchema,
  activityFormSchema,
  durationSchema,
  ruleSchema,
  checkConsistency,
  parseProcessDefinition,
  definitionIssueKey,
} from './core/index';
export type {
  ProcessDefinition,
  ProcessDefinitionInput,
  Activity,
  Transition,
  Assignee,
  Assignment,
  Recipient,
  Effect,
  Due,
  JsonRule,
  ConsistencyIssue,
  DefinitionIssueCode,
} from './core/index';
export {
  startProcess,
  availableTransitions,
  completeTask,
  approveTask,
  rejectTask,
  reassignTask,
  scheduledJobs,
  dueDecisions,
  applyDue,
  fireTimer,
  tasksFor,
  canAct,
  resolveAssignment,
} from './core/index';
export type {
  Actor,
  EntityRef,
  Action,
  TaskStatus,
  TaskComment,
  TaskState,
  ActivityState,
  HistoryEventType,
  HistoryEvent,
  ProcessState,
  ResolvedRecipient,
  Job,
  Step,
  InstanceData,
  AvailableTransition,
  StartCommand,
  CompleteCommand,
  DecisionCommand,
  ReassignCommand,
  TimerCommand,
  DueDecision,
} from './core/index';
export { WORKFLOW_ERROR_KEYS, MAX_COMMENT_LENGTH, workflowError } from './core/index';
export type { WorkflowError, WorkflowErrorCode, WorkflowErrorKey } from './core/index';
export { parseDuration, isDuration, addDuration } from './core/index';
export { evaluateRule, rulePaths } from './core/index';
export { OFFER_PROCESS_DATA, offerProcess } from './core/index';
/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const workflowTranslationNamespace = 'workflow';
