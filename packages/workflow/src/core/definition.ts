import { z } from 'zod';
import { isDuration, parseDuration } from './duration';
import { isForbiddenPath, rulePaths } from './rules';

/**
 * The process-definition schema: versioned data (seeded from JSON, edited as JSON with this
 * schema's validation), never code. Identifiers are short ASCII names so that they can appear in
 * job keys, URLs and history rows unescaped.
 */
const ident = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'letters, digits, _ . - (starting with a letter)');
const translationKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a translation key');

/** ISO 8601 duration in days, hours, minutes and seconds: `P1D`, `PT4H`, `PT30S`. */
export const durationSchema = z
  .string()
  .max(40)
  .refine(isDuration, { message: 'an ISO 8601 duration such as P1D or PT4H', params: { issue: 'duration' } });

/** A JSON Logic rule over the entity instance's values (json-logic-js ≥ 2.0.5). */
export const ruleSchema = z.json().refine((rule) => !rulePaths(rule).some(isForbiddenPath), {
  message: 'the rule reads a forbidden path',
  params: { issue: 'forbiddenPath' },
});

/** Who a task goes to when no rule decides: one user or a group. */
export const assigneeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), userId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('group'), group: ident }),
]);

export const assignmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), userId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('group'), group: ident }),
  /** The first case whose `when` holds over the instance, else `otherwise`. */
  z.object({
    type: z.literal('rule'),
    cases: z
      .array(z.object({ when: ruleSchema, assignee: assigneeSchema }))
      .min(1)
      .max(50),
    otherwise: assigneeSchema,
  }),
]);

/** Where a mail goes: the task's assignee, a user, a group, or an e-mail field of the instance. */
export const recipientSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('assignee') }),
  z.object({ type: z.literal('user'), userId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('group'), group: ident }),
  z.object({ type: z.literal('field'), path: z.string().min(1).max(200) }),
]);

export const effectSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sendMail'),
    /** Mail template (a translation key prefix: subject and body in the recipient's language). */
    template: translationKey,
    to: recipientSchema,
    /** Outputs of generateDocument effects of the same activity, attached to the mail. */
    attachments: z.array(ident).max(10).default([]),
    /** The comment of the transition that entered the activity goes into the mail. */
    includeComment: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('generateDocument'),
    /** Document template id. */
    template: ident,
    /** Name of the output, for attachments of later effects. */
    output: ident,
  }),
  z.object({
    type: z.literal('startTimer'),
    timer: ident,
    after: durationSchema,
    /** The transition (from this activity, action `timer`) taken when the timer fires. */
    transition: ident,
  }),
  z.object({
    type: z.literal('setValues'),
    /** Attribute values written to the entity instance (e.g. its status). */
    values: z.record(
      z.string().min(1).max(100),
      z.union([z.string().max(500), z.number(), z.boolean(), z.null()]),
    ),
  }),
]);

export const dueSchema = z.object({
  /** Due time, from the task's creation. */
  after: durationSchema,
  /** Reminders to the assignee, each from the task's creation (before the due time). */
  reminders: z.array(durationSchema).max(10).default([]),
  /** At the due time plus `delay`, the task goes to `to` and they are told. */
  escalation: z
    .object({ delay: durationSchema.default('PT0S'), to: assigneeSchema })
    .nullable()
    .default(null),
});

/** The form a task opens with (Process/OpenTask): a form, or a form group's section. */
export const activityFormSchema = z
  .object({
    formId: z.string().min(1).max(100).optional(),
    formGroupId: z.string().min(1).max(100).optional(),
    sectionName: z.string().min(1).max(100).optional(),
  })
  .refine((f) => f.formId !== undefined || f.formGroupId !== undefined, {
    message: 'formId or formGroupId',
    params: { issue: 'formTarget' },
  });

export const activitySchema = z.object({
  id: ident,
  nameKey: translationKey,
  /** `task`: waits for a person; `end`: runs its effects and ends the process. */
  kind: z.enum(['task', 'end']),
  form: activityFormSchema.nullable().default(null),
  assignment: assignmentSchema.nullable().default(null),
  due: dueSchema.nullable().default(null),
  /** A reject from this activity needs a comment (the form asks for it first). */
  rejectCommentRequired: z.boolean().default(false),
  onEnter: z.array(effectSchema).max(20).default([]),
});

export const transitionSchema = z.object({
  id: ident,
  from: ident,
  to: ident,
  /** What the task toolbar offers: complete, approve, reject; `timer` is taken by a startTimer effect. */
  action: z.enum(['complete', 'approve', 'reject', 'timer']),
  nameKey: translationKey,
  /** JSON Logic over the instance's values; the transition is offered only while it holds. */
  guard: ruleSchema.nullable().default(null),
  /** A comment is required on this transition (rejects also follow the activity's setting). */
  commentRequired: z.boolean().default(false),
});

export const processDefinitionSchema = z
  .object({
    /** Stable name of the process; `version` grows with every published change. */
    key: ident,
    version: z.number().int().min(1),
    nameKey: translationKey,
    /** The entity whose instances the process runs for (e.g. OfferRequest). */
    entity: z.string().min(1).max(100),
    start: z.object({
      activity: ident,
      /** The process starts for an instance only while this holds over its values. */
      when: ruleSchema.nullable().default(null),
    }),
    activities: z.array(activitySchema).min(1).max(200),
    transitions: z.array(transitionSchema).max(500),
  })
  .superRefine((d, ctx) => {
    for (const issue of checkConsistency(d))
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path,
        params: { issue: issue.code, ...issue.params },
      });
  });

export type ProcessDefinitionInput = z.input<typeof processDefinitionSchema>;
export type ProcessDefinition = z.output<typeof processDefinitionSchema>;
export type Activity = z.output<typeof activitySchema>;
export type Transition = z.output<typeof transitionSchema>;
export type Assignee = z.output<typeof assigneeSchema>;
export type Assignment = z.output<typeof assignmentSchema>;
export type Recipient = z.output<typeof recipientSchema>;
export type Effect = z.output<typeof effectSchema>;
export type Due = z.output<typeof dueSchema>;
export type JsonRule = z.output<typeof ruleSchema>;

/**
 * What is wrong, for people: `code` and `params` name it in any language (see
 * `definitionIssueText`); `message` is the engine's English, for logs.
 */
export interface ConsistencyIssue {
  path: (string | number)[];
  message: string;
  code: DefinitionIssueCode;
  params: Record<string, string | number>;
}

/** The problems a process definition can have: the schema's (zod's issue codes) and the engine's. */
export type DefinitionIssueCode =
  | 'type'
  | 'tooSmall'
  | 'tooBig'
  | 'unknownKeys'
  | 'value'
  | 'format'
  | 'union'
  | 'invalid'
  | 'duration'
  | 'forbiddenPath'
  | 'formTarget'
  | 'duplicateActivity'
  | 'duplicateTransition'
  | 'unknownActivity'
  | 'fromEnd'
  | 'needsAssignment'
  | 'noWayOut'
  | 'endHasNoDue'
  | 'reminderAfterDue'
  | 'noEarlierDocument'
  | 'endStartsNoTimer'
  | 'noTimerTransition';

/** An issue of the engine's own checks. */
function engineIssue(
  path: (string | number)[],
  code: DefinitionIssueCode,
  message: string,
  params: Record<string, string | number> = {},
): ConsistencyIssue {
  return { path, message, code, params };
}

type Shape = Pick<ProcessDefinition, 'start' | 'activities' | 'transitions'>;

/**
 * What a schema alone cannot say: ids are unique, transitions and timers name existing
 * activities and transitions, a task can be left and an end cannot, reminders come before the
 * due time, attachments name an earlier document of the same activity.
 */
export function checkConsistency(d: Shape): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const activities = new Map<string, Shape['activities'][number]>();
  d.activities.forEach((a, i) => {
    if (activities.has(a.id))
      issues.push(
        engineIssue(['activities', i, 'id'], 'duplicateActivity', `duplicate activity '${a.id}'`, {
          id: a.id,
        }),
      );
    activities.set(a.id, a);
  });
  const transitionIds = new Set<string>();
  d.transitions.forEach((t, i) => {
    if (transitionIds.has(t.id))
      issues.push(
        engineIssue(['transitions', i, 'id'], 'duplicateTransition', `duplicate transition '${t.id}'`, {
          id: t.id,
        }),
      );
    transitionIds.add(t.id);
    const from = activities.get(t.from);
    if (!from)
      issues.push(
        engineIssue(['transitions', i, 'from'], 'unknownActivity', `unknown activity '${t.from}'`, {
          id: t.from,
        }),
      );
    else if (from.kind === 'end')
      issues.push(
        engineIssue(['transitions', i, 'from'], 'fromEnd', `'${t.from}' is an end`, { id: t.from }),
      );
    if (!activities.has(t.to))
      issues.push(
        engineIssue(['transitions', i, 'to'], 'unknownActivity', `unknown activity '${t.to}'`, { id: t.to }),
      );
  });
  const start = activities.get(d.start.activity);
  if (!start)
    issues.push(
      engineIssue(['start', 'activity'], 'unknownActivity', `unknown activity '${d.start.activity}'`, {
        id: d.start.activity,
      }),
    );
  d.activities.forEach((a, i) => {
    const outgoing = d.transitions.filter((t) => t.from === a.id);
    if (a.kind === 'task') {
      if (!a.assignment)
        issues.push(
          engineIssue(['activities', i, 'assignment'], 'needsAssignment', 'a task needs an assignment'),
        );
      if (!outgoing.some((t) => t.action !== 'timer'))
        issues.push(
          engineIssue(['activities', i], 'noWayOut', `task '${a.id}' has no way out`, { id: a.id }),
        );
    } else if (a.due)
      issues.push(engineIssue(['activities', i, 'due'], 'endHasNoDue', 'an end has no due time'));
    if (a.due) {
      const due = parseDuration(a.due.after) ?? 0;
      a.due.reminders.forEach((r, j) => {
        if ((parseDuration(r) ?? 0) >= due)
          issues.push(
            engineIssue(
              ['activities', i, 'due', 'reminders', j],
              'reminderAfterDue',
              'a reminder comes before the due time',
            ),
          );
      });
    }
    const outputs = new Set<string>();
    a.onEnter.forEach((e, j) => {
      if (e.type === 'generateDocument') outputs.add(e.output);
      if (e.type === 'sendMail')
        for (const name of e.attachments)
          if (!outputs.has(name))
            issues.push(
              engineIssue(
                ['activities', i, 'onEnter', j, 'attachments'],
                'noEarlierDocument',
                `no earlier document '${name}'`,
                { name },
              ),
            );
      if (e.type === 'startTimer') {
        if (a.kind === 'end')
          issues.push(
            engineIssue(['activities', i, 'onEnter', j], 'endStartsNoTimer', 'an end starts no timer'),
          );
        if (!outgoing.some((t) => t.id === e.transition && t.action === 'timer'))
          issues.push(
            engineIssue(
              ['activities', i, 'onEnter', j, 'transition'],
              'noTimerTransition',
              `no timer transition '${e.transition}' from '${a.id}'`,
              { transition: e.transition, activity: a.id },
            ),
          );
      }
    });
  });
  return issues;
}

/** Parses stored or designed definition data; the issues carry JSON paths for the editor. */
export function parseProcessDefinition(
  data: unknown,
): { ok: true; definition: ProcessDefinition } | { ok: false; issues: ConsistencyIssue[] } {
  const parsed = processDefinitionSchema.safeParse(data);
  if (parsed.success) return { ok: true, definition: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((i) => ({
      path: i.path.filter((p) => typeof p !== 'symbol'),
      message: i.message,
      ...schemaIssueCode(i),
    })),
  };
}

const ENGINE_CODES = new Set<string>([
  'duration',
  'forbiddenPath',
  'formTarget',
  'duplicateActivity',
  'duplicateTransition',
  'unknownActivity',
  'fromEnd',
  'needsAssignment',
  'noWayOut',
  'endHasNoDue',
  'reminderAfterDue',
  'noEarlierDocument',
  'endStartsNoTimer',
  'noTimerTransition',
]);

const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * A zod issue as a code and parameters a translation names in words (never zod's English). The
 * form definitions' `definitionIssueText` (@insulcalc/forms/core) maps the same zod issues; this
 * core stands alone (no workspace package: the import-boundary rule
 * `process-engine-core-stands-alone`), so it keeps its own.
 */
function schemaIssueCode(issue: z.core.$ZodIssue): Pick<ConsistencyIssue, 'code' | 'params'> {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'type', params: { expected: issue.expected } };
    case 'too_small':
      return { code: 'tooSmall', params: { origin: issue.origin, minimum: Number(issue.minimum) } };
    case 'too_big':
      return { code: 'tooBig', params: { origin: issue.origin, maximum: Number(issue.maximum) } };
    case 'unrecognized_keys':
      return { code: 'unknownKeys', params: { keys: issue.keys.join(', '), count: issue.keys.length } };
    case 'invalid_value':
      return { code: 'value', params: { values: list(issue.values) } };
    case 'invalid_format':
      return { code: 'format', params: {} };
    case 'invalid_union':
      return { code: 'union', params: {} };
    case 'custom': {
      const { issue: code, ...params } = (issue.params ?? {}) as Record<string, string | number>;
      return typeof code === 'string' && ENGINE_CODES.has(code)
        ? { code: code as DefinitionIssueCode, params }
        : { code: 'invalid', params: {} };
    }
    default:
      return { code: 'invalid', params: {} };
  }
}

/** The translation key of an issue's text: `Workflow_DefinitionIssue_` and the code, capitalised. */
export function definitionIssueKey(code: DefinitionIssueCode): string {
  return `Workflow_DefinitionIssue_${code.charAt(0).toUpperCase()}${code.slice(1)}`;
}
