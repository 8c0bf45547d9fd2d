import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkConsistency,
  parseProcessDefinition,
  processDefinitionSchema,
  type ProcessDefinitionInput,
} from './definition';
import { offerProcess } from './offer';

const raw = JSON.parse(
  readFileSync(new URL('../../definitions/offer.json', import.meta.url), 'utf8'),
) as ProcessDefinitionInput;
const texts = JSON.parse(
  readFileSync(new URL('../../translations/workflow.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;
const minimal = (): ProcessDefinitionInput => ({
  key: 'Review',
  version: 1,
  nameKey: 'Workflow_Process_Offer',
  entity: 'Thing',
  start: { activity: 'review' },
  activities: [
    {
      id: 'review',
      nameKey: 'Workflow_Activity_PrepareOffer',
      kind: 'task',
      assignment: { type: 'user', userId: 'u1' },
    },
    { id: 'done', nameKey: 'Workflow_Activity_OfferSent', kind: 'end' },
  ],
  transitions: [
    { id: 'ok', from: 'review', to: 'done', action: 'complete', nameKey: 'Workflow_Action_Approve' },
  ],
});
const messages = (data: unknown) => {
  const r = parseProcessDefinition(data);
  return r.ok ? [] : r.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the seeded Offer process definition', () => {
  it('is valid against the schema and consistent', () => {
    const parsed = processDefinitionSchema.safeParse(raw);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const d = parsed.data!;
    expect(d).toMatchObject({
      key: 'Offer',
      version: 1,
      entity: 'OfferRequest',
      start: { activity: 'prepareOffer' },
    });
    const task = d.activities.find((a) => a.id === 'prepareOffer')!;
    expect(task).toMatchObject({
      kind: 'task',
      assignment: { type: 'group', group: 'sales' },
      due: { after: 'P3D', reminders: ['P1D'], escalation: { to: { type: 'group', group: 'sales' } } },
      rejectCommentRequired: true,
    });
    expect(d.activities.find((a) => a.id === 'offerSent')!.onEnter.map((e) => e.type)).toEqual([
      'generateDocument',
      'sendMail',
      'setValues',
    ]);
  });

  it('names only translation keys that workflow.json has, in six languages', () => {
    const d = offerProcess();
    const keys = [
      d.nameKey,
      ...d.activities.map((a) => a.nameKey),
      ...d.transitions.map((t) => t.nameKey),
      ...d.activities.flatMap((a) =>
        a.onEnter.flatMap((e) =>
          e.type === 'sendMail' ? [`${e.template}_Subject`, `${e.template}_Body`] : [],
        ),
      ),
    ];
    for (const key of keys)
      expect(Object.keys(texts[key] ?? {}).sort(), key).toEqual(['bs', 'de', 'en', 'hr', 'sl', 'sr']);
  });

  it('takes shorter times for tests and faster installations', () => {
    const d = offerProcess({ due: 'PT3M', reminder: 'PT1M', escalationDelay: 'PT10S' });
    expect(d.activities[0]!.due).toMatchObject({
      after: 'PT3M',
      reminders: ['PT1M'],
      escalation: { delay: 'PT10S' },
    });
    expect(() => offerProcess({ due: 'PT1M', reminder: 'PT2M' })).toThrow(
      /reminder comes before the due time/,
    );
  });
});

describe('process definition schema', () => {
  it('accepts a minimal definition and fills the defaults', () => {
    const r = parseProcessDefinition(minimal());
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.definition.activities[0]).toMatchObject({
        form: null,
        due: null,
        onEnter: [],
        rejectCommentRequired: false,
      });
  });

  it('reports broken references with JSON paths', () => {
    const d = minimal();
    d.transitions.push({
      id: 'ok',
      from: 'nowhere',
      to: 'void',
      action: 'reject',
      nameKey: 'Workflow_Action_Reject',
    });
    d.start.activity = 'missing';
    expect(messages(d)).toEqual(
      expect.arrayContaining([
        "transitions.1.id: duplicate transition 'ok'",
        "transitions.1.from: unknown activity 'nowhere'",
        "transitions.1.to: unknown activity 'void'",
        "start.activity: unknown activity 'missing'",
      ]),
    );
  });

  it('a task needs an assignment and a way out; an end has no transitions and no due time', () => {
    const d = minimal();
    delete (d.activities[0] as { assignment?: unknown }).assignment;
    d.transitions = [
      { id: 'back', from: 'done', to: 'review', action: 'complete', nameKey: 'Workflow_Action_Reject' },
    ];
    (d.activities[1] as { due?: unknown }).due = { after: 'P1D' };
    expect(messages(d)).toEqual(
      expect.arrayContaining([
        'activities.0.assignment: a task needs an assignment',
        "activities.0: task 'review' has no way out",
        "transitions.0.from: 'done' is an end",
        'activities.1.due: an end has no due time',
      ]),
    );
  });

  it('rejects bad durations, rules reading prototype paths and unknown effect types', () => {
    const d = minimal();
    d.activities[0]!.due = { after: 'one week' };
    d.transitions[0]!.guard = { '==': [{ var: 'a.__proto__.b' }, 1] };
    // stored data is untyped: an effect the schema does not know
    (d.activities[1] as { onEnter: unknown[] }).onEnter = [{ type: 'runScript', code: 'rm -rf /' }];
    const m = messages(d);
    expect(m.some((x) => x.startsWith('activities.0.due.after'))).toBe(true);
    expect(m).toContain('transitions.0.guard: the rule reads a forbidden path');
    expect(m.some((x) => x.startsWith('activities.1.onEnter.0'))).toBe(true);
  });

  it('attachments name an earlier document; timers name a timer transition of their activity', () => {
    const d = minimal();
    d.activities[0]!.onEnter = [
      { type: 'sendMail', template: 'Workflow_Mail_Offer', to: { type: 'assignee' }, attachments: ['offer'] },
      { type: 'generateDocument', template: 'Offer', output: 'offer' },
      { type: 'startTimer', timer: 'late', after: 'P1D', transition: 'ok' },
    ];
    expect(messages(d)).toEqual([
      "activities.0.onEnter.0.attachments: no earlier document 'offer'",
      "activities.0.onEnter.2.transition: no timer transition 'ok' from 'review'",
    ]);
  });

  it('checkConsistency alone finds nothing in the offer process', () => {
    expect(checkConsistency(offerProcess())).toEqual([]);
  });

  it('rejects non-JSON input without throwing', () => {
    for (const bad of [null, 42, 'Offer', [], { key: 'x' }])
      expect(parseProcessDefinition(bad).ok).toBe(false);
  });
});
