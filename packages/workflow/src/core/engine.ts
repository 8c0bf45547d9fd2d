import type { Activity, Assignee, Assignment, ProcessDefinition, Recipient, Transition } from './definition';
import { addDuration } from './duration';
import { MAX_COMMENT_LENGTH, workflowError, type WorkflowError } from './errors';
import { evaluateRule, isTruthy, valueAt } from './rules';

/*
 * The process engine: pure functions from (definition, state, command, time) to the next state and
 * the jobs to schedule. It runs no timers, sends no mail and writes nothing; the server stores the
 * state in one transaction guarded by the concurrency token and hands the jobs to its queue. The
 * same inputs always give the same output (ids come from the state's own counter), so a retried
 * command and a test see the same thing.
 */

/** Who asks: a signed-in user, the groups they belong to, and whether they manage every task. */
export interface Actor {
  userId: string;
  groups: readonly string[];
  /** Process administrators act on any task (reassign a stuck one, for instance). */
  manager?: boolean;
}

export interface EntityRef {
  entity: string;
  instanceId: string;
}

export type Action = Transition['action'];
export type TaskStatus = 'open' | 'completed' | 'cancelled';

export interface TaskComment {
  at: string;
  by: string;
  text: string;
  /** The transition the comment came with; null for a comment on a reassignment. */
  transitionId: string | null;
}

export interface TaskState {
  id: string;
  activityInstanceId: string;
  activityId: string;
  status: TaskStatus;
  assignee: Assignee;
  createdAt: string;
  dueAt: string | null;
  completedAt: string | null;
  completedBy: string | null;
  transitionId: string | null;
  outcome: Action | null;
  /** How many of the activity's reminders have been handled (sent or superseded). */
  remindersSent: number;
  escalated: boolean;
  comments: TaskComment[];
}

export interface ActivityState {
  id: string;
  activityId: string;
  status: 'active' | 'completed';
  enteredAt: string;
  leftAt: string | null;
  /** The transition that entered it; null for the start activity. */
  enteredBy: string | null;
}

export type HistoryEventType =
  | 'processStarted'
  | 'activityEntered'
  | 'activityLeft'
  | 'taskCreated'
  | 'taskCompleted'
  | 'taskCancelled'
  | 'taskReassigned'
  | 'reminderSent'
  | 'taskEscalated'
  | 'timerFired'
  | 'processCompleted';

export interface HistoryEvent {
  seq: number;
  at: string;
  type: HistoryEventType;
  /** The acting user; null for the system (timers, reminders, escalations). */
  by: string | null;
  activityId?: string;
  activityInstanceId?: string;
  taskId?: string;
  transitionId?: string;
  action?: Action;
  comment?: string;
  assignee?: Assignee;
  previousAssignee?: Assignee;
}

export interface ProcessState {
  id: string;
  definitionKey: string;
  definitionVersion: number;
  entity: EntityRef;
  status: 'running' | 'completed';
  startedAt: string;
  endedAt: string | null;
  /** The end activity the process finished in. */
  endActivityId: string | null;
  /** Concurrency token: every change gives a new one; a command must name the current one. */
  token: number;
  /** Counter behind activity, task and history ids. */
  seq: number;
  activities: ActivityState[];
  tasks: TaskState[];
  history: HistoryEvent[];
}

/** A mail recipient after resolution over the instance and the task. */
export type ResolvedRecipient =
  Assignee | { type: 'address'; path: string; address: string | null } | { type: 'nobody' };

interface JobBase {
  /** Idempotency key: a queue that dedups by it runs every job once, whatever the retries. */
  key: string;
  runAt: string;
  processId: string;
  entity: EntityRef;
}

export type Job =
  | (JobBase & {
      type: 'sendMail';
      template: string;
      to: ResolvedRecipient;
      attachments: string[];
      comment: string | null;
      taskId: string | null;
      activityInstanceId: string | null;
    })
  | (JobBase & { type: 'generateDocument'; template: string; output: string; activityInstanceId: string })
  | (JobBase & { type: 'setValues'; values: Record<string, string | number | boolean | null> })
  | (JobBase & { type: 'timer'; timer: string; transitionId: string; activityInstanceId: string })
  /** Wakes the engine (`applyDue`) at a reminder time. */
  | (JobBase & { type: 'reminder'; taskId: string; index: number })
  /** Wakes the engine (`applyDue`) at the escalation time. */
  | (JobBase & { type: 'escalation'; taskId: string });

export type Step =
  | {
      ok: true;
      state: ProcessState;
      /**
       * The token the stored row must still carry for this step to win (`update … where token =
       * expectedToken`); null for a new instance (an insert). Unchanged steps are not written.
       */
      expectedToken: number | null;
      changed: boolean;
      jobs: Job[];
    }
  | { ok: false; error: WorkflowError };

export type InstanceData = Readonly<Record<string, unknown>>;

export interface AvailableTransition {
  id: string;
  action: Action;
  to: string;
  nameKey: string;
  commentRequired: boolean;
}

// ——— helpers ———

const fail = (error: WorkflowError): Step => ({ ok: false, error });

function activityOf(definition: ProcessDefinition, id: string): Activity {
  const a = definition.activities.find((x) => x.id === id);
  // parseProcessDefinition guarantees every reference; a hand-built definition that breaks it is a bug
  if (!a) throw new Error(`Process ${definition.key}: no activity '${id}'`);
  return a;
}

function sameAssignee(a: Assignee, b: Assignee): boolean {
  return a.type === 'user'
    ? b.type === 'user' && a.userId === b.userId
    : b.type === 'group' && a.group === b.group;
}

/** May this user act on (complete, approve, reject, reassign) the task? */
export function canAct(actor: Actor, task: Pick<TaskState, 'assignee'>): boolean {
  if (actor.manager) return true;
  const a = task.assignee;
  return a.type === 'user' ? a.userId === actor.userId : actor.groups.includes(a.group);
}

/** Who gets a task: the assignment's user or group, or the first rule case that holds. */
export function resolveAssignment(
  assignment: Assignment,
  data: InstanceData,
): { ok: true; assignee: Assignee } | { ok: false; error: WorkflowError } {
  if (assignment.type !== 'rule') return { ok: true, assignee: assignment };
  for (const [i, c] of assignment.cases.entries()) {
    const outcome = evaluateRule(c.when, data);
    if (!outcome.ok)
      return { ok: false, error: workflowError('ruleFailed', { rule: `assignment.cases[${i}]` }) };
    if (isTruthy(outcome.value)) return { ok: true, assignee: c.assignee };
  }
  return { ok: true, assignee: assignment.otherwise };
}

function commentRequired(definition: ProcessDefinition, t: Transition): boolean {
  return t.commentRequired || (t.action === 'reject' && activityOf(definition, t.from).rejectCommentRequired);
}

function normaliseComment(comment: string | null | undefined): string | null {
  const text = comment?.trim() ?? '';
  return text === '' ? null : text;
}

/** Mutable working copy of a state for one command; ids and history come from its counter. */
class Draft {
  readonly state: ProcessState;
  readonly jobs: Job[] = [];
  constructor(
    state: ProcessState,
    readonly now: string,
    readonly by: string | null,
  ) {
    this.state = structuredClone(state);
  }
  nextId(prefix: string): string {
    this.state.seq += 1;
    return `${this.state.id}.${prefix}${this.state.seq}`;
  }
  event(type: HistoryEventType, fields: Omit<HistoryEvent, 'seq' | 'at' | 'type' | 'by'> = {}): void {
    this.state.seq += 1;
    this.state.history.push({ seq: this.state.seq, at: this.now, type, by: this.by, ...fields });
  }
  base(key: string, runAt = this.now): JobBase {
    return { key, runAt, processId: this.state.id, entity: this.state.entity };
  }
}

function resolveRecipient(to: Recipient, data: InstanceData, assignee: Assignee | null): ResolvedRecipient {
  switch (to.type) {
    case 'assignee':
      return assignee ?? { type: 'nobody' };
    case 'field': {
      const value = valueAt(data, to.path);
      return {
        type: 'address',
        path: to.path,
        address: typeof value === 'string' && value.trim() !== '' ? value.trim() : null,
      };
    }
    default:
      return to;
  }
}

interface EnterContext {
  data: InstanceData;
  transitionId: string | null;
  comment: string | null;
  /** The task whose completion led here (its assignee is the `assignee` of an end's mail). */
  fromTask: TaskState | null;
}

/** Enters an activity: its task (with due jobs), its effects as jobs, and the end of the process. */
function enter(
  definition: ProcessDefinition,
  d: Draft,
  activityId: string,
  ctx: EnterContext,
): WorkflowError | null {
  const activity = activityOf(definition, activityId);
  const instanceId = d.nextId('a');
  d.state.activities.push({
    id: instanceId,
    activityId,
    status: activity.kind === 'end' ? 'completed' : 'active',
    enteredAt: d.now,
    leftAt: activity.kind === 'end' ? d.now : null,
    enteredBy: ctx.transitionId,
  });
  d.event('activityEntered', {
    activityId,
    activityInstanceId: instanceId,
    ...(ctx.transitionId ? { transitionId: ctx.transitionId } : {}),
  });

  let task: TaskState | null = null;
  if (activity.kind === 'task') {
    // checkConsistency makes every task carry an assignment
    const resolved = resolveAssignment(activity.assignment!, ctx.data);
    if (!resolved.ok) return resolved.error;
    task = {
      id: d.nextId('t'),
      activityInstanceId: instanceId,
      activityId,
      status: 'open',
      assignee: resolved.assignee,
      createdAt: d.now,
      dueAt: activity.due ? addDuration(d.now, activity.due.after) : null,
      completedAt: null,
      completedBy: null,
      transitionId: null,
      outcome: null,
      remindersSent: 0,
      escalated: false,
      comments: [],
    };
    d.state.tasks.push(task);
    d.event('taskCreated', {
      activityId,
      activityInstanceId: instanceId,
      taskId: task.id,
      assignee: task.assignee,
    });
    d.jobs.push(...taskDueJobs(definition, d.state, task));
  }

  activity.onEnter.forEach((effect, index) => {
    const key = `${instanceId}:${index}:${effect.type}`;
    switch (effect.type) {
      case 'sendMail':
        d.jobs.push({
          ...d.base(key),
          type: 'sendMail',
          template: effect.template,
          to: resolveRecipient(effect.to, ctx.data, task?.assignee ?? ctx.fromTask?.assignee ?? null),
          attachments: [...effect.attachments],
          comment: effect.includeComment ? ctx.comment : null,
          taskId: task?.id ?? ctx.fromTask?.id ?? null,
          activityInstanceId: instanceId,
        });
        break;
      case 'generateDocument':
        d.jobs.push({
          ...d.base(key),
          type: 'generateDocument',
          template: effect.template,
          output: effect.output,
          activityInstanceId: instanceId,
        });
        break;
      case 'setValues':
        d.jobs.push({ ...d.base(key), type: 'setValues', values: { ...effect.values } });
        break;
      case 'startTimer':
        d.jobs.push({
          ...d.base(key, addDuration(d.now, effect.after)),
          type: 'timer',
          timer: effect.timer,
          transitionId: effect.transition,
          activityInstanceId: instanceId,
        });
        break;
    }
  });

  if (activity.kind === 'end') {
    d.event('activityLeft', { activityId, activityInstanceId: instanceId });
    d.state.status = 'completed';
    d.state.endedAt = d.now;
    d.state.endActivityId = activityId;
    d.event('processCompleted', { activityId });
  }
  return null;
}

/** Leaves the task's activity by a transition and enters the next one. */
function take(
  definition: ProcessDefinition,
  d: Draft,
  activityInstance: ActivityState,
  transition: Transition,
  data: InstanceData,
  comment: string | null,
  fromTask: TaskState | null,
): WorkflowError | null {
  const a = d.state.activities.find((x) => x.id === activityInstance.id)!;
  a.status = 'completed';
  a.leftAt = d.now;
  d.event('activityLeft', {
    activityId: a.activityId,
    activityInstanceId: a.id,
    transitionId: transition.id,
  });
  return enter(definition, d, transition.to, { data, transitionId: transition.id, comment, fromTask });
}

function finish(d: Draft, previous: ProcessState): Step {
  d.state.token = previous.token + 1;
  return { ok: true, state: d.state, expectedToken: previous.token, changed: true, jobs: d.jobs };
}

function guardHolds(
  t: Transition,
  data: InstanceData,
): { ok: true; holds: boolean } | { ok: false; error: WorkflowError } {
  if (t.guard === null) return { ok: true, holds: true };
  const outcome = evaluateRule(t.guard, data);
  if (!outcome.ok)
    return { ok: false, error: workflowError('ruleFailed', { rule: `transitions.${t.id}.guard` }) };
  return { ok: true, holds: isTruthy(outcome.value) };
}

// ——— commands ———

export interface StartCommand {
  /** Id of the new process instance (the server's row id). */
  processId: string;
  entity: EntityRef;
  /** The entity instance's values: the start condition, guards and assignment rules read them. */
  data: InstanceData;
  now: string;
  /** The user whose save started it; null for the system or an anonymous visitor. */
  by: string | null;
}

/** Starts a process for an entity instance (e.g. a submitted OfferRequest). */
export function startProcess(definition: ProcessDefinition, cmd: StartCommand): Step {
  if (cmd.entity.entity !== definition.entity)
    return fail(workflowError('wrongEntity', { expected: definition.entity, actual: cmd.entity.entity }));
  if (definition.start.when !== null) {
    const outcome = evaluateRule(definition.start.when, cmd.data);
    if (!outcome.ok) return fail(workflowError('ruleFailed', { rule: 'start.when' }));
    if (!isTruthy(outcome.value)) return fail(workflowError('startConditionNotMet'));
  }
  const empty: ProcessState = {
    id: cmd.processId,
    definitionKey: definition.key,
    definitionVersion: definition.version,
    entity: { ...cmd.entity },
    status: 'running',
    startedAt: cmd.now,
    endedAt: null,
    endActivityId: null,
    token: 0,
    seq: 0,
    activities: [],
    tasks: [],
    history: [],
  };
  const d = new Draft(empty, cmd.now, cmd.by);
  d.event('processStarted');
  const error = enter(definition, d, definition.start.activity, {
    data: cmd.data,
    transitionId: null,
    comment: null,
    fromTask: null,
  });
  if (error) return fail(error);
  d.state.token = 1;
  return { ok: true, state: d.state, expectedToken: null, changed: true, jobs: d.jobs };
}

function openTask(
  state: ProcessState,
  taskId: string,
  token: number,
): { ok: true; task: TaskState } | { ok: false; error: WorkflowError } {
  if (token !== state.token) return { ok: false, error: workflowError('conflict') };
  if (state.status !== 'running') return { ok: false, error: workflowError('processNotRunning') };
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task) return { ok: false, error: workflowError('taskNotFound', { taskId }) };
  if (task.status !== 'open') return { ok: false, error: workflowError('taskNotOpen') };
  return { ok: true, task };
}

/**
 * The transitions the task's toolbar offers now: the activity's outgoing transitions (timers
 * aside) whose guard holds over the instance. A guard that cannot be evaluated hides its
 * transition (completing it explicitly reports the broken rule).
 */
export function availableTransitions(
  definition: ProcessDefinition,
  state: ProcessState,
  taskId: string,
  data: InstanceData,
): AvailableTransition[] {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || task.status !== 'open' || state.status !== 'running') return [];
  return definition.transitions
    .filter((t) => t.from === task.activityId && t.action !== 'timer')
    .filter((t) => {
      const g = guardHolds(t, data);
      return g.ok && g.holds;
    })
    .map((t) => ({
      id: t.id,
      action: t.action,
      to: t.to,
      nameKey: t.nameKey,
      commentRequired: commentRequired(definition, t),
    }));
}

export interface CompleteCommand {
  taskId: string;
  /** The transition to take; or give `action` and the first available transition with it is taken. */
  transitionId?: string;
  action?: Exclude<Action, 'timer'>;
  comment?: string | null;
  actor: Actor;
  now: string;
  /** The token the user's copy was loaded with. */
  token: number;
  data: InstanceData;
}

/** Completes, approves or rejects a task: the chosen transition is taken and the next activity entered. */
export function completeTask(definition: ProcessDefinition, state: ProcessState, cmd: CompleteCommand): Step {
  const open = openTask(state, cmd.taskId, cmd.token);
  if (!open.ok) return fail(open.error);
  const { task } = open;
  if (!canAct(cmd.actor, task)) return fail(workflowError('notAllowed'));
  const candidates = definition.transitions.filter(
    (t) =>
      t.from === task.activityId &&
      t.action !== 'timer' &&
      (cmd.transitionId === undefined || t.id === cmd.transitionId) &&
      (cmd.action === undefined || t.action === cmd.action),
  );
  let chosen: Transition | null = null;
  for (const t of candidates) {
    const g = guardHolds(t, cmd.data);
    if (!g.ok) return fail(g.error);
    if (g.holds) {
      chosen = t;
      break;
    }
  }
  if (!chosen) return fail(workflowError('transitionNotAvailable'));
  const comment = normaliseComment(cmd.comment);
  if (comment === null && commentRequired(definition, chosen)) return fail(workflowError('commentRequired'));
  if (comment !== null && comment.length > MAX_COMMENT_LENGTH)
    return fail(workflowError('commentTooLong', { max: MAX_COMMENT_LENGTH }));

  const d = new Draft(state, cmd.now, cmd.actor.userId);
  const t = d.state.tasks.find((x) => x.id === task.id)!;
  t.status = 'completed';
  t.completedAt = cmd.now;
  t.completedBy = cmd.actor.userId;
  t.transitionId = chosen.id;
  t.outcome = chosen.action;
  if (comment !== null)
    t.comments.push({ at: cmd.now, by: cmd.actor.userId, text: comment, transitionId: chosen.id });
  d.event('taskCompleted', {
    activityId: t.activityId,
    activityInstanceId: t.activityInstanceId,
    taskId: t.id,
    transitionId: chosen.id,
    action: chosen.action,
    ...(comment !== null ? { comment } : {}),
  });
  const activityInstance = d.state.activities.find((a) => a.id === t.activityInstanceId)!;
  const error = take(definition, d, activityInstance, chosen, cmd.data, comment, t);
  if (error) return fail(error);
  return finish(d, state);
}

export type DecisionCommand = Omit<CompleteCommand, 'action' | 'transitionId'>;

/** Approve: the task's available `approve` transition. */
export function approveTask(definition: ProcessDefinition, state: ProcessState, cmd: DecisionCommand): Step {
  return completeTask(definition, state, { ...cmd, action: 'approve' });
}

/** Reject: the task's available `reject` transition; a comment when the activity requires one. */
export function rejectTask(definition: ProcessDefinition, state: ProcessState, cmd: DecisionCommand): Step {
  return completeTask(definition, state, { ...cmd, action: 'reject' });
}

export interface ReassignCommand {
  taskId: string;
  to: Assignee;
  comment?: string | null;
  actor: Actor;
  now: string;
  token: number;
}

/** Hands an open task to another user or group (its assignee, a group member or a manager may). */
export function reassignTask(
  _definition: ProcessDefinition,
  state: ProcessState,
  cmd: ReassignCommand,
): Step {
  const open = openTask(state, cmd.taskId, cmd.token);
  if (!open.ok) return fail(open.error);
  if (!canAct(cmd.actor, open.task)) return fail(workflowError('notAllowed'));
  if (sameAssignee(open.task.assignee, cmd.to)) return fail(workflowError('sameAssignee'));
  const comment = normaliseComment(cmd.comment);
  if (comment !== null && comment.length > MAX_COMMENT_LENGTH)
    return fail(workflowError('commentTooLong', { max: MAX_COMMENT_LENGTH }));
  const d = new Draft(state, cmd.now, cmd.actor.userId);
  const t = d.state.tasks.find((x) => x.id === cmd.taskId)!;
  const previous = t.assignee;
  t.assignee = { ...cmd.to };
  if (comment !== null)
    t.comments.push({ at: cmd.now, by: cmd.actor.userId, text: comment, transitionId: null });
  d.event('taskReassigned', {
    activityId: t.activityId,
    taskId: t.id,
    assignee: t.assignee,
    previousAssignee: previous,
    ...(comment !== null ? { comment } : {}),
  });
  return finish(d, state);
}

// ——— time: reminders, escalations, timers ———

/** The wake-up jobs of one open task: its reminders not yet handled and its escalation. */
function taskDueJobs(definition: ProcessDefinition, state: ProcessState, task: TaskState): Job[] {
  const due = activityOf(definition, task.activityId).due;
  if (!due || task.status !== 'open' || task.escalated) return [];
  const base = (key: string, runAt: string): JobBase => ({
    key,
    runAt,
    processId: state.id,
    entity: state.entity,
  });
  const jobs: Job[] = [];
  due.reminders.forEach((after, index) => {
    if (index >= task.remindersSent)
      jobs.push({
        ...base(`${task.id}:reminder:${index}`, addDuration(task.createdAt, after)),
        type: 'reminder',
        taskId: task.id,
        index,
      });
  });
  if (due.escalation && task.dueAt)
    jobs.push({
      ...base(`${task.id}:escalation`, addDuration(task.dueAt, due.escalation.delay)),
      type: 'escalation',
      taskId: task.id,
    });
  return jobs;
}

/**
 * Every wake-up job the state still needs (reminders, escalations of open tasks), for a queue
 * that dedups by `key`: scheduling them again after a restart or a retry runs nothing twice.
 */
export function scheduledJobs(definition: ProcessDefinition, state: ProcessState): Job[] {
  if (state.status !== 'running') return [];
  return state.tasks.flatMap((t) => taskDueJobs(definition, state, t));
}

export interface DueDecision {
  type: 'reminder' | 'escalation';
  taskId: string;
  /** For reminders: the latest reminder that is due (earlier unsent ones are superseded). */
  index?: number;
  to: Assignee;
}

/**
 * What is due at `now`, as a pure function of the state and the time: for each open task, its
 * escalation when the due time (plus delay) has passed, else its latest passed and unhandled
 * reminder. An escalation supersedes reminders; a late wake-up sends one reminder, not a burst.
 */
export function dueDecisions(definition: ProcessDefinition, state: ProcessState, now: string): DueDecision[] {
  if (state.status !== 'running') return [];
  const at = Date.parse(now);
  const out: DueDecision[] = [];
  for (const task of state.tasks) {
    if (task.status !== 'open' || task.escalated) continue;
    const due = activityOf(definition, task.activityId).due;
    if (!due) continue;
    if (due.escalation && task.dueAt && Date.parse(addDuration(task.dueAt, due.escalation.delay)) <= at) {
      out.push({ type: 'escalation', taskId: task.id, to: due.escalation.to });
      continue;
    }
    let latest = -1;
    due.reminders.forEach((after, index) => {
      if (index >= task.remindersSent && Date.parse(addDuration(task.createdAt, after)) <= at) latest = index;
    });
    if (latest >= 0) out.push({ type: 'reminder', taskId: task.id, index: latest, to: task.assignee });
  }
  return out;
}

/**
 * Applies what is due at `now` (the reminder or escalation job woke the server): reminders mail
 * the assignee; an escalation hands the task to the escalation assignee and mails them. Nothing
 * due → `changed: false`, nothing to write (the job ran late or twice).
 */
export function applyDue(
  definition: ProcessDefinition,
  state: ProcessState,
  cmd: { now: string; token: number },
): Step {
  if (cmd.token !== state.token) return fail(workflowError('conflict'));
  const decisions = dueDecisions(definition, state, cmd.now);
  if (decisions.length === 0)
    return { ok: true, state, expectedToken: state.token, changed: false, jobs: [] };
  const d = new Draft(state, cmd.now, null);
  for (const decision of decisions) {
    const t = d.state.tasks.find((x) => x.id === decision.taskId)!;
    const due = activityOf(definition, t.activityId).due!;
    if (decision.type === 'reminder') {
      t.remindersSent = decision.index! + 1;
      d.event('reminderSent', { activityId: t.activityId, taskId: t.id, assignee: t.assignee });
      d.jobs.push({
        ...d.base(`${t.id}:reminderMail:${decision.index}`),
        type: 'sendMail',
        template: 'Workflow_Mail_TaskReminder',
        to: t.assignee,
        attachments: [],
        comment: null,
        taskId: t.id,
        activityInstanceId: t.activityInstanceId,
      });
    } else {
      const previous = t.assignee;
      t.assignee = { ...decision.to };
      t.escalated = true;
      t.remindersSent = due.reminders.length;
      d.event('taskEscalated', {
        activityId: t.activityId,
        taskId: t.id,
        assignee: t.assignee,
        previousAssignee: previous,
      });
      d.jobs.push({
        ...d.base(`${t.id}:escalationMail`),
        type: 'sendMail',
        template: 'Workflow_Mail_TaskEscalated',
        to: t.assignee,
        attachments: [],
        comment: null,
        taskId: t.id,
        activityInstanceId: t.activityInstanceId,
      });
    }
  }
  return finish(d, state);
}

export interface TimerCommand {
  activityInstanceId: string;
  timer: string;
  transitionId: string;
  now: string;
  token: number;
  data: InstanceData;
}

/**
 * A startTimer effect's job fired: while its activity is still active and the timer transition's
 * guard holds, the activity's open tasks are cancelled and the transition is taken.
 */
export function fireTimer(definition: ProcessDefinition, state: ProcessState, cmd: TimerCommand): Step {
  if (cmd.token !== state.token) return fail(workflowError('conflict'));
  if (state.status !== 'running') return fail(workflowError('processNotRunning'));
  const activity = state.activities.find((a) => a.id === cmd.activityInstanceId);
  const transition = definition.transitions.find((t) => t.id === cmd.transitionId && t.action === 'timer');
  if (!activity || activity.status !== 'active' || !transition || transition.from !== activity.activityId)
    return fail(workflowError('timerNotActive', { timer: cmd.timer }));
  const g = guardHolds(transition, cmd.data);
  if (!g.ok) return fail(g.error);
  if (!g.holds) return fail(workflowError('transitionNotAvailable'));
  const d = new Draft(state, cmd.now, null);
  d.event('timerFired', {
    activityId: activity.activityId,
    activityInstanceId: activity.id,
    transitionId: transition.id,
  });
  let cancelled: TaskState | null = null;
  for (const t of d.state.tasks)
    if (t.activityInstanceId === activity.id && t.status === 'open') {
      cancelled = t;
      t.status = 'cancelled';
      t.completedAt = cmd.now;
      t.transitionId = transition.id;
      t.outcome = 'timer';
      d.event('taskCancelled', { activityId: t.activityId, taskId: t.id, transitionId: transition.id });
    }
  const error = take(definition, d, activity, transition, cmd.data, null, cancelled);
  if (error) return fail(error);
  return finish(d, state);
}

/** The open tasks a user sees in "my tasks": theirs and their groups'. */
export function tasksFor(state: ProcessState, actor: Actor): TaskState[] {
  if (state.status !== 'running') return [];
  return state.tasks.filter((t) => t.status === 'open' && canAct({ ...actor, manager: false }, t));
}
