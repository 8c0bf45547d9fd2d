/**
 * The engine's refusals. Each has a translation key in translations/workflow.json (six
 * languages); `params` fill its ICU placeholders. The server maps `conflict` to 409 and the rest
 * to 400/403/404 with the translated text.
 */
export const WORKFLOW_ERROR_KEYS = {
  conflict: 'Workflow_Error_Conflict',
  processNotRunning: 'Workflow_Error_ProcessNotRunning',
  taskNotFound: 'Workflow_Error_TaskNotFound',
  taskNotOpen: 'Workflow_Error_TaskNotOpen',
  notAllowed: 'Workflow_Error_NotAllowed',
  transitionNotAvailable: 'Workflow_Error_TransitionNotAvailable',
  commentRequired: 'Workflow_Error_CommentRequired',
  commentTooLong: 'Workflow_Error_CommentTooLong',
  startConditionNotMet: 'Workflow_Error_StartConditionNotMet',
  wrongEntity: 'Workflow_Error_WrongEntity',
  ruleFailed: 'Workflow_Error_RuleFailed',
  timerNotActive: 'Workflow_Error_TimerNotActive',
  sameAssignee: 'Workflow_Error_SameAssignee',
} as const;

export type WorkflowErrorCode = keyof typeof WORKFLOW_ERROR_KEYS;
export type WorkflowErrorKey = (typeof WORKFLOW_ERROR_KEYS)[WorkflowErrorCode];

export interface WorkflowError {
  code: WorkflowErrorCode;
  key: WorkflowErrorKey;
  params: Record<string, string | number>;
}

export function workflowError(
  code: WorkflowErrorCode,
  params: Record<string, string | number> = {},
): WorkflowError {
  return { code, key: WORKFLOW_ERROR_KEYS[code], params };
}

/** The longest comment a task accepts (characters). */
export const MAX_COMMENT_LENGTH = 4000;
