import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProcessDefinition, type ProcessDefinition, type ProcessDefinitionInput } from './definition';
import {
  applyDue,
  approveTask,
  availableTransitions,
  completeTask,
  dueDecisions,
  fireTimer,
  reassignTask,
  rejectTask,
  scheduledJobs,
  startProcess,
  tasksFor,
  type Actor,
  type Job,
  type ProcessState,
  type Step,
} from './engine';
import { MAX_COMMENT_LENGTH, WORKFLOW_ERROR_KEYS } from './errors';
import { offerProcess } from './offer';

const T0 = '2026-11-23T09:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const request = {
  Status: 'New',
  ContactName: 'Ana Novak',
  Email: 'ana@example.com',
  Company: 'Toplota d.o.o.',
};
const entity = { entity: 'OfferRequest', instanceId: 'or-1' };
const sales: Actor = { userId: 'sam', groups: ['sales'] };
const otherSales: Actor = { userId: 'sue', groups: ['sales'] };
const outsider: Actor = { userId: 'olga', groups: ['support'] };

function ok(step: Step): Extract<Step, { ok: true }> {
  if (!step.ok) throw new Error(`engine refused: ${JSON.stringify(step.error)}`);
  return step;
}
function errorOf(step: Step) {
  if (step.ok) throw new Error('expected a refusal');
  return step.error;
}
function started(definition: ProcessDefinition = offerProcess(), data: Record<string, unknown> = request) {
  return ok(startProcess(definition, { processId: 'p1', entity, data, now: T0, by: null }));
}
const openTaskId = (s: ProcessState) => s.tasks.find((t) => t.status === 'open')!.id;
const byType = <K extends Job['type']>(jobs: Job[], type: K) =>
  jobs.filter((j): j is Extract<Job, { type: K }> => j.type === type);

function define(input: ProcessDefinitionInput): ProcessDefinition {
  const r = parseProcessDefinition(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.definition;
}

describe('start', () => {
  it('a submitted OfferRequest starts the Offer process with one open task for the sales group', () => {
    const step = started();
    expect(step.expectedToken).toBeNull();
    expect(step.state).toMatchObject({
      status: 'running',
      token: 1,
      definitionKey: 'Offer',
      definitionVersion: 1,
      entity,
    });
    expect(step.state.tasks).toHaveLength(1);
    expect(step.state.tasks[0]).toMatchObject({
      activityId: 'prepareOffer',
      status: 'open',
      assignee: { type: 'group', group: 'sales' },
      createdAt: T0,
      dueAt: at(3 * DAY),
    });
    expect(step.state.history.map((e) => e.type)).toEqual([
      'processStarted',
      'activityEntered',
      'taskCreated',
    ]);
    // the task's entry effect and its wake-ups: a reminder after a day, the escalation at the due time
    expect(step.jobs.map((j) => [j.type, j.runAt])).toEqual([
      ['reminder', at(DAY)],
      ['escalation', at(3 * DAY)],
      ['setValues', T0],
    ]);
    expect(byType(step.jobs, 'setValues')[0]!.values).toEqual({ Status: 'InProgress' });
  });

  it('does not start for a request that is not new, nor for another entity', () => {
    expect(
      errorOf(
        startProcess(offerProcess(), {
          processId: 'p',
          entity,
          data: { Status: 'Closed' },
          now: T0,
          by: null,
        }),
      ),
    ).toEqual({
      code: 'startConditionNotMet',
      key: 'Workflow_Error_StartConditionNotMet',
      params: {},
    });
    expect(
      errorOf(
        startProcess(offerProcess(), {
          processId: 'p',
          entity: { entity: 'Product', instanceId: '1' },
          data: request,
          now: T0,
          by: null,
        }),
      ),
    ).toMatchObject({ code: 'wrongEntity', params: { expected: 'OfferRequest', actual: 'Product' } });
  });

  it('is deterministic: the same command gives the same state and jobs', () => {
    expect(started()).toEqual(started());
  });
});

describe('transitions and guards', () => {
  it('offers approve and reject while the request has an e-mail address, only reject without one', () => {
    const s = started().state;
    const task = openTaskId(s);
    expect(availableTransitions(offerProcess(), s, task, request)).toEqual([
      {
        id: 'approve',
        action: 'approve',
        to: 'offerSent',
        nameKey: 'Workflow_Action_Approve',
        commentRequired: false,
      },
      {
        id: 'reject',
        action: 'reject',
        to: 'offerRejected',
        nameKey: 'Workflow_Action_Reject',
        commentRequired: true,
      },
    ]);
    const noMail = { ...request, Email: '' };
    expect(availableTransitions(offerProcess(), s, task, noMail).map((t) => t.id)).toEqual(['reject']);
    expect(
      errorOf(approveTask(offerProcess(), s, { taskId: task, actor: sales, now: T0, token: 1, data: noMail }))
        .code,
    ).toBe('transitionNotAvailable');
    expect(availableTransitions(offerProcess(), s, 'p1.t999', request)).toEqual([]);
  });

  it('approve: generate the offer document, mail it to the customer, close the request, end the process', () => {
    const s = started().state;
    const step = ok(
      approveTask(offerProcess(), s, {
        taskId: openTaskId(s),
        actor: sales,
        now: at(HOUR),
        token: 1,
        data: request,
      }),
    );
    expect(step.expectedToken).toBe(1);
    expect(step.state.token).toBe(2);
    expect(step.state).toMatchObject({ status: 'completed', endActivityId: 'offerSent', endedAt: at(HOUR) });
    expect(step.state.tasks[0]).toMatchObject({
      status: 'completed',
      completedBy: 'sam',
      outcome: 'approve',
      transitionId: 'approve',
    });
    expect(step.jobs.map((j) => j.type)).toEqual(['generateDocument', 'sendMail', 'setValues']);
    expect(byType(step.jobs, 'generateDocument')[0]).toMatchObject({
      template: 'Offer',
      output: 'offer',
      entity,
    });
    expect(byType(step.jobs, 'sendMail')[0]).toMatchObject({
      template: 'Workflow_Mail_Offer',
      to: { type: 'address', path: 'Email', address: 'ana@example.com' },
      attachments: ['offer'],
      comment: null,
    });
    expect(byType(step.jobs, 'setValues')[0]!.values).toEqual({ Status: 'Offered' });
    expect(step.state.history.map((e) => e.type)).toEqual([
      'processStarted',
      'activityEntered',
      'taskCreated',
      'taskCompleted',
      'activityLeft',
      'activityEntered',
      'activityLeft',
      'processCompleted',
    ]);
    // an ended process has nothing more to schedule and no task for anyone
    expect(scheduledJobs(offerProcess(), step.state)).toEqual([]);
    expect(tasksFor(step.state, sales)).toEqual([]);
  });

  it('the input state is never modified', () => {
    const s = started().state;
    const before = structuredClone(s);
    ok(
      approveTask(offerProcess(), s, {
        taskId: openTaskId(s),
        actor: sales,
        now: at(HOUR),
        token: 1,
        data: request,
      }),
    );
    expect(s).toEqual(before);
  });

  it('an explicit transition id is honoured; one that does not leave the task is refused', () => {
    const s = started().state;
    const task = openTaskId(s);
    const cmd = { taskId: task, actor: sales, now: T0, token: 1, data: request };
    expect(ok(completeTask(offerProcess(), s, { ...cmd, transitionId: 'approve' })).state.endActivityId).toBe(
      'offerSent',
    );
    expect(errorOf(completeTask(offerProcess(), s, { ...cmd, transitionId: 'nope' })).code).toBe(
      'transitionNotAvailable',
    );
    expect(
      errorOf(completeTask(offerProcess(), s, { ...cmd, transitionId: 'approve', action: 'reject' })).code,
    ).toBe('transitionNotAvailable');
  });

  it('a guard that cannot be evaluated is reported as a broken rule, not a crash', () => {
    const broken = define({
      key: 'Broken',
      version: 1,
      nameKey: 'Workflow_Process_Offer',
      entity: 'OfferRequest',
      start: { activity: 'a' },
      activities: [
        {
          id: 'a',
          nameKey: 'Workflow_Activity_PrepareOffer',
          kind: 'task',
          assignment: { type: 'group', group: 'sales' },
        },
        { id: 'b', nameKey: 'Workflow_Activity_OfferSent', kind: 'end' },
      ],
      transitions: [
        {
          id: 'go',
          from: 'a',
          to: 'b',
          action: 'complete',
          nameKey: 'Workflow_Action_Approve',
          guard: { noSuchOperator: [1] },
        },
      ],
    });
    const s = started(broken).state;
    expect(availableTransitions(broken, s, openTaskId(s), request)).toEqual([]);
    expect(
      errorOf(
        completeTask(broken, s, { taskId: openTaskId(s), actor: sales, now: T0, token: 1, data: request }),
      ),
    ).toMatchObject({
      code: 'ruleFailed',
      key: 'Workflow_Error_RuleFailed',
      params: { rule: 'transitions.go.guard' },
    });
  });
});

describe('reject with a comment', () => {
  it('is refused without a comment (blank counts as none) when the activity says so', () => {
    const s = started().state;
    const cmd = { taskId: openTaskId(s), actor: sales, now: T0, token: 1, data: request };
    expect(errorOf(rejectTask(offerProcess(), s, cmd))).toEqual({
      code: 'commentRequired',
      key: 'Workflow_Error_CommentRequired',
      params: {},
    });
    expect(errorOf(rejectTask(offerProcess(), s, { ...cmd, comment: '   \n ' })).code).toBe(
      'commentRequired',
    );
    expect(
      errorOf(rejectTask(offerProcess(), s, { ...cmd, comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) })),
    ).toMatchObject({
      code: 'commentTooLong',
      params: { max: MAX_COMMENT_LENGTH },
    });
  });

  it('with a comment: the comment is kept on the task and in the history, mailed to the customer, and the request closed', () => {
    const s = started().state;
    const comment = '  We do not deliver to this region.  ';
    const step = ok(
      rejectTask(offerProcess(), s, {
        taskId: openTaskId(s),
        actor: otherSales,
        now: at(2 * HOUR),
        token: 1,
        data: request,
        comment,
      }),
    );
    expect(step.state).toMatchObject({ status: 'completed', endActivityId: 'offerRejected' });
    expect(step.state.tasks[0]!.comments).toEqual([
      { at: at(2 * HOUR), by: 'sue', text: 'We do not deliver to this region.', transitionId: 'reject' },
    ]);
    expect(step.state.history.find((e) => e.type === 'taskCompleted')).toMatchObject({
      by: 'sue',
      action: 'reject',
      comment: 'We do not deliver to this region.',
    });
    expect(step.jobs.map((j) => j.type)).toEqual(['sendMail', 'setValues']);
    expect(byType(step.jobs, 'sendMail')[0]).toMatchObject({
      template: 'Workflow_Mail_OfferRejected',
      to: { type: 'address', address: 'ana@example.com' },
      comment: 'We do not deliver to this region.',
      attachments: [],
    });
  });

  it('a reject without the activity setting needs no comment', () => {
    const d = offerProcess();
    const relaxed = { ...d, activities: d.activities.map((a) => ({ ...a, rejectCommentRequired: false })) };
    const s = started(relaxed).state;
    expect(
      ok(rejectTask(relaxed, s, { taskId: openTaskId(s), actor: sales, now: T0, token: 1, data: request }))
        .state.status,
    ).toBe('completed');
  });
});

describe('assignment and who may act', () => {
  const ruleProcess = define({
    key: 'Routing',
    version: 3,
    nameKey: 'Workflow_Process_Offer',
    entity: 'OfferRequest',
    start: { activity: 'route' },
    activities: [
      {
        id: 'route',
        nameKey: 'Workflow_Activity_PrepareOffer',
        kind: 'task',
        assignment: {
          type: 'rule',
          cases: [
            { when: { '==': [{ var: 'Country' }, 'DE'] }, assignee: { type: 'group', group: 'sales-dach' } },
            { when: { '>': [{ var: 'Volume' }, 1000] }, assignee: { type: 'user', userId: 'key-account' } },
          ],
          otherwise: { type: 'group', group: 'sales' },
        },
      },
      { id: 'done', nameKey: 'Workflow_Activity_OfferSent', kind: 'end' },
    ],
    transitions: [
      { id: 'done', from: 'route', to: 'done', action: 'complete', nameKey: 'Workflow_Action_Approve' },
    ],
  });

  it.each([
    [
      { Country: 'DE', Volume: 5000 },
      { type: 'group', group: 'sales-dach' },
    ],
    [
      { Country: 'SI', Volume: 5000 },
      { type: 'user', userId: 'key-account' },
    ],
    [
      { Country: 'SI', Volume: 10 },
      { type: 'group', group: 'sales' },
    ],
    [{}, { type: 'group', group: 'sales' }],
  ])('a rule over the instance %j assigns %j', (data, assignee) => {
    expect(started(ruleProcess, data).state.tasks[0]!.assignee).toEqual(assignee);
  });

  it('a group task: any member may complete it, an outsider may not; a manager may', () => {
    const s = started().state;
    const cmd = { taskId: openTaskId(s), now: T0, token: 1, data: request };
    expect(errorOf(approveTask(offerProcess(), s, { ...cmd, actor: outsider }))).toMatchObject({
      code: 'notAllowed',
      key: 'Workflow_Error_NotAllowed',
    });
    expect(approveTask(offerProcess(), s, { ...cmd, actor: otherSales }).ok).toBe(true);
    expect(approveTask(offerProcess(), s, { ...cmd, actor: { ...outsider, manager: true } }).ok).toBe(true);
    expect(tasksFor(s, sales).map((t) => t.id)).toEqual([cmd.taskId]);
    expect(tasksFor(s, outsider)).toEqual([]);
  });

  it('a user task: only that user; a group member of another group may not', () => {
    const s = started(ruleProcess, { Volume: 5000 }).state;
    const cmd = { taskId: openTaskId(s), now: T0, token: 1, data: {} };
    expect(errorOf(completeTask(ruleProcess, s, { ...cmd, actor: sales })).code).toBe('notAllowed');
    expect(completeTask(ruleProcess, s, { ...cmd, actor: { userId: 'key-account', groups: [] } }).ok).toBe(
      true,
    );
  });

  it('reassign: the group task goes to one salesperson, who alone then sees and completes it', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    const step = ok(
      reassignTask(offerProcess(), s, {
        taskId,
        to: { type: 'user', userId: 'sue' },
        actor: sales,
        now: at(HOUR),
        token: 1,
        comment: 'Sue knows them',
      }),
    );
    expect(step.expectedToken).toBe(1);
    expect(step.state.tasks[0]).toMatchObject({ assignee: { type: 'user', userId: 'sue' }, status: 'open' });
    expect(step.state.tasks[0]!.comments).toEqual([
      { at: at(HOUR), by: 'sam', text: 'Sue knows them', transitionId: null },
    ]);
    expect(step.state.history.at(-1)).toMatchObject({
      type: 'taskReassigned',
      by: 'sam',
      previousAssignee: { type: 'group', group: 'sales' },
      assignee: { type: 'user', userId: 'sue' },
    });
    expect(tasksFor(step.state, sales)).toEqual([]);
    expect(tasksFor(step.state, otherSales)).toHaveLength(1);
    const cmd = { taskId, now: at(2 * HOUR), token: 2, data: request };
    expect(errorOf(approveTask(offerProcess(), step.state, { ...cmd, actor: sales })).code).toBe(
      'notAllowed',
    );
    expect(approveTask(offerProcess(), step.state, { ...cmd, actor: otherSales }).ok).toBe(true);
    // the reassignment keeps the task's due time and its wake-ups
    expect(scheduledJobs(offerProcess(), step.state).map((j) => j.key)).toEqual([
      `${taskId}:reminder:0`,
      `${taskId}:escalation`,
    ]);
  });

  it('reassign is refused to the same assignee, by an outsider, and on a closed task', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    const base = { taskId, now: T0, token: 1 };
    expect(
      errorOf(
        reassignTask(offerProcess(), s, { ...base, to: { type: 'group', group: 'sales' }, actor: sales }),
      ).code,
    ).toBe('sameAssignee');
    expect(
      errorOf(
        reassignTask(offerProcess(), s, { ...base, to: { type: 'user', userId: 'olga' }, actor: outsider }),
      ).code,
    ).toBe('notAllowed');
    const done = ok(
      approveTask(offerProcess(), s, { taskId, actor: sales, now: T0, token: 1, data: request }),
    ).state;
    expect(
      errorOf(
        reassignTask(offerProcess(), done, {
          ...base,
          token: 2,
          to: { type: 'user', userId: 'sue' },
          actor: sales,
        }),
      ).code,
    ).toBe('processNotRunning');
    expect(
      errorOf(
        reassignTask(offerProcess(), s, {
          ...base,
          taskId: 'p1.t42',
          to: { type: 'user', userId: 'sue' },
          actor: sales,
        }),
      ),
    ).toMatchObject({
      code: 'taskNotFound',
      params: { taskId: 'p1.t42' },
    });
  });
});

describe('optimistic concurrency', () => {
  it('two users complete one task from the same copy: the first wins, the second gets a translated conflict', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    const first = ok(
      approveTask(offerProcess(), s, { taskId, actor: sales, now: at(HOUR), token: s.token, data: request }),
    );
    // the second user's command still carries token 1; the stored state is now the first one's
    const second = rejectTask(offerProcess(), first.state, {
      taskId,
      actor: otherSales,
      now: at(HOUR),
      token: s.token,
      data: request,
      comment: 'no',
    });
    expect(errorOf(second)).toEqual({ code: 'conflict', key: 'Workflow_Error_Conflict', params: {} });
  });

  it('every command checks the token first, and a step names the token the row must still have', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    const stale = { token: 0, now: T0 };
    expect(
      errorOf(completeTask(offerProcess(), s, { ...stale, taskId, actor: sales, data: request })).code,
    ).toBe('conflict');
    expect(
      errorOf(
        reassignTask(offerProcess(), s, {
          ...stale,
          taskId,
          actor: sales,
          to: { type: 'user', userId: 'sue' },
        }),
      ).code,
    ).toBe('conflict');
    expect(errorOf(applyDue(offerProcess(), s, stale)).code).toBe('conflict');
    expect(
      errorOf(
        fireTimer(offerProcess(), s, {
          ...stale,
          activityInstanceId: 'x',
          timer: 't',
          transitionId: 'x',
          data: {},
        }),
      ).code,
    ).toBe('conflict');
    const r = ok(
      reassignTask(offerProcess(), s, {
        token: 1,
        now: T0,
        taskId,
        actor: sales,
        to: { type: 'user', userId: 'sue' },
      }),
    );
    expect([r.expectedToken, r.state.token]).toEqual([1, 2]);
  });

  it('a completed task cannot be completed again with the fresh token', () => {
    const d = offerProcess();
    const twoSteps = define({
      ...d,
      key: 'Two',
      activities: [
        ...d.activities,
        {
          id: 'check',
          nameKey: 'Workflow_Activity_PrepareOffer',
          kind: 'task',
          assignment: { type: 'group', group: 'sales' },
        },
      ],
      transitions: [
        {
          id: 'toCheck',
          from: 'prepareOffer',
          to: 'check',
          action: 'complete',
          nameKey: 'Workflow_Action_Approve',
        },
        { id: 'send', from: 'check', to: 'offerSent', action: 'approve', nameKey: 'Workflow_Action_Approve' },
        ...d.transitions,
      ],
    } as ProcessDefinitionInput);
    const s = started(twoSteps).state;
    const taskId = openTaskId(s);
    const next = ok(
      completeTask(twoSteps, s, {
        taskId,
        actor: sales,
        now: T0,
        token: 1,
        data: request,
        action: 'complete',
      }),
    ).state;
    expect(next.tasks.map((t) => [t.activityId, t.status])).toEqual([
      ['prepareOffer', 'completed'],
      ['check', 'open'],
    ]);
    expect(
      errorOf(completeTask(twoSteps, next, { taskId, actor: sales, now: T0, token: 2, data: request })).code,
    ).toBe('taskNotOpen');
  });
});

describe('reminders and escalations as functions of time', () => {
  const d = offerProcess();

  it('schedules a reminder after one day and the escalation after three, with stable keys', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    expect(scheduledJobs(d, s).map((j) => [j.type, j.key, j.runAt])).toEqual([
      ['reminder', `${taskId}:reminder:0`, at(DAY)],
      ['escalation', `${taskId}:escalation`, at(3 * DAY)],
    ]);
  });

  it('nothing is due before a day; a late wake-up with nothing due changes nothing', () => {
    const s = started().state;
    expect(dueDecisions(d, s, at(DAY - 1))).toEqual([]);
    const step = ok(applyDue(d, s, { now: at(DAY - 1), token: 1 }));
    expect(step).toMatchObject({ changed: false, jobs: [], expectedToken: 1 });
    expect(step.state).toBe(s);
  });

  it('after a day the assignee is reminded once; the reminder is not sent again', () => {
    const s = started().state;
    const taskId = openTaskId(s);
    expect(dueDecisions(d, s, at(DAY))).toEqual([
      { type: 'reminder', taskId, index: 0, to: { type: 'group', group: 'sales' } },
    ]);
    const step = ok(applyDue(d, s, { now: at(DAY), token: 1 }));
    expect(step.state.tasks[0]!.remindersSent).toBe(1);
    expect(step.jobs).toEqual([
      expect.objectContaining({
        type: 'sendMail',
        template: 'Workflow_Mail_TaskReminder',
        to: { type: 'group', group: 'sales' },
        taskId,
      }),
    ]);
    expect(step.state.history.at(-1)).toMatchObject({ type: 'reminderSent', by: null, taskId });
    expect(dueDecisions(d, step.state, at(2 * DAY))).toEqual([]);
    expect(scheduledJobs(d, step.state).map((j) => j.type)).toEqual(['escalation']);
  });

  it('after three days the task escalates to the group (from the salesperson it was handed to) and they are told', () => {
    const s0 = started().state;
    const taskId = openTaskId(s0);
    const s1 = ok(
      reassignTask(d, s0, {
        taskId,
        to: { type: 'user', userId: 'sue' },
        actor: sales,
        now: at(HOUR),
        token: 1,
      }),
    ).state;
    const s2 = ok(applyDue(d, s1, { now: at(DAY + HOUR), token: 2 })).state;
    expect(s2.tasks[0]!.assignee).toEqual({ type: 'user', userId: 'sue' });
    const step = ok(applyDue(d, s2, { now: at(3 * DAY), token: 3 }));
    expect(step.state.tasks[0]).toMatchObject({
      assignee: { type: 'group', group: 'sales' },
      escalated: true,
      status: 'open',
    });
    expect(step.state.history.at(-1)).toMatchObject({
      type: 'taskEscalated',
      by: null,
      previousAssignee: { type: 'user', userId: 'sue' },
      assignee: { type: 'group', group: 'sales' },
    });
    expect(step.jobs).toEqual([
      expect.objectContaining({
        type: 'sendMail',
        template: 'Workflow_Mail_TaskEscalated',
        to: { type: 'group', group: 'sales' },
      }),
    ]);
    // escalated once: nothing more is due or scheduled, the task can still be decided
    expect(dueDecisions(d, step.state, at(30 * DAY))).toEqual([]);
    expect(scheduledJobs(d, step.state)).toEqual([]);
    expect(
      approveTask(d, step.state, { taskId, actor: otherSales, now: at(3 * DAY + 1), token: 4, data: request })
        .ok,
    ).toBe(true);
  });

  it('a server that wakes only after the due time escalates without sending the stale reminder first', () => {
    const s = started().state;
    const step = ok(applyDue(d, s, { now: at(4 * DAY), token: 1 }));
    expect(step.jobs.map((j) => j.type === 'sendMail' && j.template)).toEqual([
      'Workflow_Mail_TaskEscalated',
    ]);
    expect(step.state.history.filter((e) => e.type === 'reminderSent')).toEqual([]);
  });

  it('shorter, configured times (tests use minutes)', () => {
    const quick = offerProcess({ due: 'PT3M', reminder: 'PT1M', escalationDelay: 'PT30S' });
    const s = started(quick).state;
    expect(scheduledJobs(quick, s).map((j) => j.runAt)).toEqual([at(60_000), at(210_000)]);
    expect(dueDecisions(quick, s, at(180_000)).map((x) => x.type)).toEqual(['reminder']);
    expect(dueDecisions(quick, s, at(210_000)).map((x) => x.type)).toEqual(['escalation']);
  });

  it('a decided task has nothing due', () => {
    const s = started().state;
    const done = ok(
      approveTask(d, s, { taskId: openTaskId(s), actor: sales, now: at(HOUR), token: 1, data: request }),
    ).state;
    expect(dueDecisions(d, done, at(10 * DAY))).toEqual([]);
    expect(ok(applyDue(d, done, { now: at(10 * DAY), token: 2 })).changed).toBe(false);
  });
});

describe('timers', () => {
  const timed = define({
    key: 'Quote',
    version: 1,
    nameKey: 'Workflow_Process_Offer',
    entity: 'OfferRequest',
    start: { activity: 'wait' },
    activities: [
      {
        id: 'wait',
        nameKey: 'Workflow_Activity_PrepareOffer',
        kind: 'task',
        assignment: { type: 'group', group: 'sales' },
        onEnter: [{ type: 'startTimer', timer: 'expire', after: 'P14D', transition: 'expired' }],
      },
      {
        id: 'closed',
        nameKey: 'Workflow_Activity_OfferRejected',
        kind: 'end',
        onEnter: [{ type: 'sendMail', template: 'Workflow_Mail_OfferRejected', to: { type: 'assignee' } }],
      },
    ],
    transitions: [
      { id: 'answer', from: 'wait', to: 'closed', action: 'complete', nameKey: 'Workflow_Action_Approve' },
      { id: 'expired', from: 'wait', to: 'closed', action: 'timer', nameKey: 'Workflow_Action_Reject' },
    ],
  });

  it('a timer is a job at its time; firing it cancels the open task and takes its transition', () => {
    const s = started(timed).state;
    const timer = byType(started(timed).jobs, 'timer')[0]!;
    expect(timer).toMatchObject({ runAt: at(14 * DAY), timer: 'expire', transitionId: 'expired' });
    // a timer transition is not on the task's toolbar
    expect(availableTransitions(timed, s, openTaskId(s), {}).map((t) => t.id)).toEqual(['answer']);
    const step = ok(fireTimer(timed, s, { ...timer, now: at(14 * DAY), token: 1, data: {} }));
    expect(step.state).toMatchObject({ status: 'completed', endActivityId: 'closed' });
    expect(step.state.tasks[0]).toMatchObject({ status: 'cancelled', outcome: 'timer' });
    expect(step.state.history.map((e) => e.type)).toContain('timerFired');
    // the end's mail goes to the assignee of the task that led there
    expect(byType(step.jobs, 'sendMail')[0]!.to).toEqual({ type: 'group', group: 'sales' });
  });

  it('a timer whose activity was left is refused (the queue drops it)', () => {
    const first = started(timed);
    const timer = byType(first.jobs, 'timer')[0]!;
    const done = ok(
      completeTask(timed, first.state, {
        taskId: openTaskId(first.state),
        actor: sales,
        now: T0,
        token: 1,
        data: {},
      }),
    ).state;
    expect(errorOf(fireTimer(timed, done, { ...timer, now: at(14 * DAY), token: 2, data: {} })).code).toBe(
      'processNotRunning',
    );
    expect(
      errorOf(
        fireTimer(timed, first.state, {
          ...timer,
          transitionId: 'answer',
          now: at(14 * DAY),
          token: 1,
          data: {},
        }),
      ),
    ).toMatchObject({
      code: 'timerNotActive',
      params: { timer: 'expire' },
    });
  });
});

describe('error texts', () => {
  it('every error key is translated in six languages, with the placeholders its params fill', () => {
    const texts = JSON.parse(
      readFileSync(new URL('../../translations/workflow.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, string>>;
    for (const key of Object.values(WORKFLOW_ERROR_KEYS)) {
      const t = texts[key];
      expect(t, key).toBeDefined();
      expect(Object.keys(t!).sort(), key).toEqual(['bs', 'de', 'en', 'hr', 'sl', 'sr']);
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      for (const text of Object.values(t!))
        expect(placeholders(text), `${key}: ${text}`).toEqual(placeholders(t!.en!));
    }
  });

  it('the mails the engine itself sends (reminder, escalation) have a subject and a body in six languages', () => {
    const texts = JSON.parse(
      readFileSync(new URL('../../translations/workflow.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const s = started().state;
    const reminded = ok(applyDue(offerProcess(), s, { now: at(DAY), token: 1 }));
    const escalated = ok(applyDue(offerProcess(), reminded.state, { now: at(3 * DAY), token: 2 }));
    const templates = [...reminded.jobs, ...escalated.jobs].flatMap((j) =>
      j.type === 'sendMail' ? [j.template] : [],
    );
    expect(templates).toEqual(['Workflow_Mail_TaskReminder', 'Workflow_Mail_TaskEscalated']);
    for (const template of templates)
      for (const part of ['Subject', 'Body'])
        expect(Object.keys(texts[`${template}_${part}`] ?? {}).sort(), `${template}_${part}`).toEqual([
          'bs',
          'de',
          'en',
          'hr',
          'sl',
          'sr',
        ]);
  });
});
