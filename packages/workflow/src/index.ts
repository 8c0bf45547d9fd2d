// The package has no React part yet: its root entry is the framework-free core.
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
