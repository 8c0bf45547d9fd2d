import { desc } from 'drizzle-orm';
import { parseProcessDefinition, type ProcessDefinition } from '@insulcalc/workflow/core';
import { processDefinition } from '../../db/schema/workflow';
import type { ConsistencyCheck, ConsistencyFinding } from '../consistency/index';
import { USER_GROUPS_LIST } from '../account/index';

/**
 * Application/CheckConsistency for processes (issue 17 item 5: definitions are edited as data):
 * the newest version of every process parses (schema + checkConsistency); its entity, its task
 * forms and its groups exist; its names and mail templates are translated in every language.
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
      const out: ConsistencyFinding[] = [];
      const add = (
        severity: ConsistencyFinding['severity'],
        kind: ConsistencyFinding['kind'],
        objectId: string,
        messageKey: string,
        values: Record<string, string | number>,
        path?: string,
      ) =>
        out.push({
          severity,
          kind,
          area: 'process',
          objectId,
          messageKey,
          values,
          ...(path ? { path } : {}),
        });
      const groups = new Set(
        (config.codeLists.get(USER_GROUPS_LIST) ?? [])
          .filter((g) => g.isActive)
          .map((g) => g.code.toLowerCase()),
      );
      const translated = (key: string, objectId: string, path: string) => {
        const texts = config.translations.get(key);
        const missing = config.languages.filter((l) => typeof texts?.get(l) !== 'string');
        if (missing.length)
          add(
            missing.length === config.languages.length ? 'error' : 'warning',
            'missingTranslation',
            objectId,
            'Consistency_MissingTranslation',
            { key, languages: missing.join(', ') },
            path,
          );
      };
      for (const [key, row] of newest) {
        const objectId = `${key}@${row.version}`;
        const parsed = parseProcessDefinition(row.definition);
        if (!parsed.ok) {
          for (const issue of parsed.issues)
            add('error', 'invalidDefinition', objectId, 'Consistency_InvalidDefinition', {
              problem: `${issue.path.join('.')}: ${issue.message}`,
            });
          continue;
        }
        const d: ProcessDefinition = parsed.definition;
        if (!config.entities.has(d.entity))
          add(
            'error',
            'unknownEntity',
            objectId,
            'Consistency_UnknownEntity',
            { entity: d.entity },
            'entity',
          );
        translated(d.nameKey, objectId, 'nameKey');
        d.activities.forEach((a, i) => {
          translated(a.nameKey, objectId, `activities.${i}.nameKey`);
          if (a.form?.formGroupId) {
            const group = config.formGroups.find((g) => g.id === a.form!.formGroupId);
            if (!group)
              add(
                'error',
                'unknownFormGroup',
                objectId,
                'Consistency_UnknownFormGroup',
                { formGroup: a.form.formGroupId },
                `activities.${i}.form`,
              );
          }
          if (a.form?.formId && !config.forms.some((f) => f.id === a.form!.formId))
            add(
              'error',
              'unknownForm',
              objectId,
              'Consistency_UnknownForm',
              { element: a.id, form: a.form.formId },
              `activities.${i}.form`,
            );
          const assignees = a.assignment
            ? a.assignment.type === 'rule'
              ? [...a.assignment.cases.map((c) => c.assignee), a.assignment.otherwise]
              : [a.assignment]
            : [];
          if (a.due?.escalation) assignees.push(a.due.escalation.to);
          for (const assignee of assignees)
            if (assignee.type === 'group' && !groups.has(assignee.group.toLowerCase()))
              add(
                'error',
                'unknownCodeList',
                objectId,
                'Consistency_UnknownCodeList',
                { element: a.id, codeList: `${USER_GROUPS_LIST}:${assignee.group}` },
                `activities.${i}.assignment`,
              );
          a.onEnter.forEach((effect, j) => {
            if (effect.type === 'sendMail') {
              translated(`${effect.template}_Subject`, objectId, `activities.${i}.onEnter.${j}.template`);
              translated(`${effect.template}_Body`, objectId, `activities.${i}.onEnter.${j}.template`);
            }
          });
        });
        d.transitions.forEach((t, i) => translated(t.nameKey, objectId, `transitions.${i}.nameKey`));
      }
      return out;
    },
  },
];
