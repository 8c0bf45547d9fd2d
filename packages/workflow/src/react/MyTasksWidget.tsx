import { Link } from 'react-router';
import { useGetViewRowsQuery } from '@insulcalc/forms';
import type { ViewRowsAnswer } from '@insulcalc/forms/core';
import { MY_TASKS_VIEW_ID, useMyTaskCounts } from './api';
import { formatDateTime, MY_TASKS_PATH, openTaskHref, pageLanguage, useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

/** The activity's name in the reader's language: the view answers the texts of its values. */
function activityName(answer: ViewRowsAnswer, value: unknown): string {
  const key = typeof value === 'string' ? value : '';
  const column = answer.columns.find((c) => c.attribute === 'Activity');
  return column?.values?.find((v) => v.value === key)?.text ?? key;
}

/**
 * The dashboards' "my tasks" widget: the counts and the first open tasks (by due time), each
 * opening Process/OpenTask. `limit` rows (default 5). It reads the view MyTasks, as the My tasks
 * page does (decision 0034), so both show the same tasks.
 */
export function MyTasksWidget({ limit = 5, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 | 4 }) {
  const t = useT();
  const language = pageLanguage();
  const counts = useMyTaskCounts();
  const list = useGetViewRowsQuery({
    viewId: MY_TASKS_VIEW_ID,
    request: {
      page: 1,
      pageSize: Math.min(Math.max(limit, 1), 50),
      sort: [{ attribute: 'DueAt', direction: 'asc' }],
      filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
    },
  });
  // Overdue as of the answer's arrival (a render reads no clock); the list refetches on decisions.
  const now = list.fulfilledTimeStamp ?? 0;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className="ic-wf-widget" aria-labelledby="ic-wf-widget-title" data-testid="my-tasks-widget">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <Heading id="ic-wf-widget-title" className="ic-wf-subtitle">
        {t('Workflow_MyTasks_Title')}
      </Heading>
      <div className="ic-wf-widget-figures">
        <p>
          <strong data-testid="my-tasks-open">{counts.data?.open ?? '–'}</strong>
          {t('Workflow_MyTasks_Open')}
        </p>
        <p>
          <strong>{counts.data?.overdue ?? '–'}</strong>
          {t('Workflow_Task_Overdue')}
        </p>
      </div>
      {list.data && list.data.rows.length === 0 ? <p>{t('Workflow_MyTasks_None')}</p> : null}
      <ul>
        {(list.data?.rows ?? []).map((row) => {
          const dueAt = typeof row.values.DueAt === 'string' ? row.values.DueAt : null;
          const subject = typeof row.values.Subject === 'string' ? row.values.Subject : null;
          return (
            <li key={row.id}>
              <Link to={openTaskHref(row.id)}>
                {activityName(list.data!, row.values.Activity)}: {subject ?? row.displayName ?? row.id}
              </Link>{' '}
              <span className="ic-wf-muted">{formatDateTime(dueAt, language)}</span>
              {dueAt !== null && Date.parse(dueAt) < now ? (
                <span className="ic-wf-overdue">{t('Workflow_Task_Overdue')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link to={`/${MY_TASKS_PATH}`}>{t('Workflow_MyTasks_ShowAll')}</Link>
    </section>
  );
}

/** The open-task count beside the navigation's "My tasks" entry (nothing while there is none). */
export function MyTasksBadge() {
  const t = useT();
  const { data } = useMyTaskCounts();
  if (!data || data.open === 0) return null;
  return (
    <span className="ic-wf-badge" aria-label={t('Workflow_MyTasks_Badge', { count: data.open })}>
      {data.open}
    </span>
  );
}
