import { desc } from 'drizzle-orm';
import { definitionIssueKey, parseProcessDefinition, type ProcessDefinition } from '@insulcalc/workflow/core';
import { processDefinition } from '../../db/schema/workflow';
import {
  Findings,
  type ConsistencyCheck,
  type ConsistencyConfiguration,
  type ConsistencyFinding,
} from '../consistency/index';
import { USER_GROUPS_LIST, userGroupMembers } from '../account/index';
import { findTemplate } from '../documents/index';

/** The platform page that edits a process's definition (the consistency report's "Fix it"). */
export const definitionEditorPath = (key: string) => `Process/Definitions/${encodeURIComponent(key)}`;

type Activity = ProcessDefinition['activities'][number];

/** Everyone an activity's task may go to: its assignment's cases and the escalation's target. */
export function assigneesOf(a: Activity) {
  const assignees = a.assignment
    ? a.assignment.type === 'rule'
      ? [...a.assignment.cases.map((c) => c.assignee), a.assignment.otherwise]
      : [a.assignment]
    : [];
  if (a.due?.escalation) assignees.push(a.due.escalation.to);
  return assignees;
}

/**
 * The findings of one process definition (stored or being edited): the schema and the engine's
 * own checks, then what only the configuration knows — its entity, task forms and groups exist,
 * its names and mail templates are translated in every language. Paths are the JSON paths the
 * editor marks (`activities.0.form`).
 */
export function definitionFindings(
  config: ConsistencyConfiguration,
  objectId: string,
  key: string,
  definition: unknown,
): ConsistencyFinding[] {
  const findings = new Findings();
  const report = findings.about('process', objectId, definitionEditorPath(key));
  const parsed = parseProcessDefinition(definition);
  if (!parsed.ok) {
    // The issue in the reader's words (its own key and values), never the engine's English.
    for (const issue of parsed.issues)
      report({
        kind: 'invalidDefinition',
        messageKey: definitionIssueKey(issue.code),
        values: issue.params,
        path: issue.path.join('.') || undefined,
      });
    return findings.list;
  }
  const groups = new Set(
    (config.codeLists.get(USER_GROUPS_LIST) ?? []).filter((g) => g.isActive).map((g) => g.code.toLowerCase()),
  );
  const translated = (textKey: string, path: string) => {
    const texts = config.translations.get(textKey);
    const missing = config.languages.filter((l) => typeof texts?.get(l) !== 'string');
    if (missing.length)
      report({
        kind: 'missingTranslation',
        severity: missing.length === config.languages.length ? 'error' : 'warning',
        values: { key: textKey, languages: missing.join(', ') },
        path,
      });
  };
  const d: ProcessDefinition = parsed.definition;
  if (!config.entities.has(d.entity))
    report({ kind: 'unknownEntity', values: { entity: d.entity }, path: 'entity' });
  translated(d.nameKey, 'nameKey');
  d.activities.forEach((a, i) => {
    translated(a.nameKey, `activities.${i}.nameKey`);
    if (a.form?.formGroupId && !config.formGroups.some((g) => g.id === a.form!.formGroupId))
      report({
        kind: 'unknownFormGroup',
        values: { formGroup: a.form.formGroupId },
        path: `activities.${i}.form`,
      });
    if (a.form?.formId && !config.forms.some((f) => f.id === a.form!.formId))
      report({
        kind: 'unknownForm',
        values: { element: a.id, form: a.form.formId },
        path: `activities.${i}.form`,
      });
    for (const assignee of assigneesOf(a))
      if (assignee.type === 'group' && !groups.has(assignee.group.toLowerCase()))
        report({
          kind: 'unknownCodeList',
          values: { element: a.id, codeList: `${USER_GROUPS_LIST}:${assignee.group}` },
          path: `activities.${i}.assignment`,
        });
    a.onEnter.forEach((effect, j) => {
      if (effect.type === 'sendMail') {
        translated(`${effect.template}_Subject`, `activities.${i}.onEnter.${j}.template`);
        translated(`${effect.template}_Body`, `activities.${i}.onEnter.${j}.template`);
      }
    });
  });
  d.transitions.forEach((t, i) => translated(t.nameKey, `transitions.${i}.nameKey`));
  return findings.list;
}

/**
 * Application/CheckConsistency for processes (issue 17 item 5: definitions are edited as data):
 * the newest version of every process, as {@link definitionFindings} checks it.
 */
export const workflowConsistencyChecks: ConsistencyCheck[] = [
  {
    name: 'workflow.definitions',
    async run({ ctx, config }) {
      const rows = await ctx.db
        .select()
        .from(processDefinition)
        .orderBy(processDefinition.key, desc(processDefinition.version));
      const newest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!newest.has(row.key)) newest.set(row.key, row);
      const findings = [...newest].flatMap(([key, row]) =>
        definitionFindings(config, `${key}@${row.version}`, key, row.definition),
      );
      // The documents a process generates are templates of the documents module: one deleted or
      // renamed would fail the process's job only when an activity is entered.
      for (const [key, row] of newest) {
        const parsed = parseProcessDefinition(row.definition);
        if (!parsed.ok) continue;
        const report = new Findings();
        const about = report.about('process', `${key}@${row.version}`, definitionEditorPath(key));
        for (const [i, activity] of parsed.definition.activities.entries())
          for (const [j, effect] of activity.onEnter.entries())
            if (effect.type === 'generateDocument' && !(await findTemplate(ctx.db, effect.template)))
              about({
                kind: 'unknownDocumentTemplate',
                values: { element: activity.id, template: effect.template },
                path: `activities.${i}.onEnter.${j}.template`,
              });
        findings.push(...report.list);
      }
      return findings;
    },
  },
  {
    // A task for a group nobody (active) belongs to waits for ever: nobody sees it in My tasks.
    name: 'workflow.groupMembers',
    async run({ ctx }) {
      const rows = await ctx.db
        .select()
        .from(processDefinition)
        .orderBy(processDefinition.key, desc(processDefinition.version));
      const newest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!newest.has(row.key)) newest.set(row.key, row);
      const members = new Map<string, number>();
      const report = new Findings();
      for (const [key, row] of newest) {
        const parsed = parseProcessDefinition(row.definition);
        if (!parsed.ok) continue;
        const about = report.about('process', `${key}@${row.version}`, definitionEditorPath(key));
        for (const [i, a] of parsed.definition.activities.entries()) {
          // One finding per group of a task: its escalation often goes to the same group.
          const named = new Set<string>();
          for (const assignee of assigneesOf(a)) {
            if (assignee.type !== 'group') continue;
            const group = assignee.group.toLowerCase();
            if (named.has(group)) continue;
            named.add(group);
            if (!members.has(group)) members.set(group, (await userGroupMembers(ctx.db, group)).length);
            if (members.get(group) === 0)
              about({
                kind: 'groupWithoutMembers',
                severity: 'warning',
                values: { element: a.id, group: assignee.group },
                path: `activities.${i}.assignment`,
              });
          }
        }
      }
      return report.list;
    },
  },
];
