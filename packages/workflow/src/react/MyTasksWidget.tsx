import { Link } from 'react-router';
import { useGetMyTasksQuery, useMyTaskCounts } from './api';
import { formatDateTime, MY_TASKS_PATH, openTaskHref, pageLanguage, useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

/**
 * The dashboards' "my tasks" widget: the counts and the first open tasks (by due time), each
 * opening Process/OpenTask. `limit` rows (default 5).
 */
export function MyTasksWidget({ limit = 5, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 | 4 }) {
  const t = useT();
  const language = pageLanguage();
  const counts = useMyTaskCounts();
  const list = useGetMyTasksQuery({ status: 'open', page: 1, pageSize: Math.min(Math.max(limit, 1), 50) });
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
      {list.data && list.data.items.length === 0 ? <p>{t('Workflow_MyTasks_None')}</p> : null}
      <ul>
        {(list.data?.items ?? []).map((task) => (
          <li key={task.id}>
            <Link to={openTaskHref(task.id)}>
              {task.activityName}: {task.subject ?? task.entityInstanceId}
            </Link>{' '}
            <span className="ic-wf-muted">{formatDateTime(task.dueAt, language)}</span>
            {task.overdue ? <span className="ic-wf-overdue">{t('Workflow_Task_Overdue')}</span> : null}
          </li>
        ))}
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
