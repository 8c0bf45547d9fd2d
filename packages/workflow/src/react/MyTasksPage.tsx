import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchPage } from '@insulcalc/forms';
import type { ViewRow } from '@insulcalc/forms/core';
import { MY_TASKS_VIEW_ID, useMyTaskCounts } from './api';
import { openTaskHref, useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

/**
 * "My tasks" (Process/MyTasks): a search page over the view `MyTasks`, whose rows are the tasks
 * assigned to the user or to one of their groups (the server decides: decision 0021's views with
 * the task source's `visibleTo`). Columns for activity, record, status, due date, assignee,
 * group and dates sort and filter in the database; a row opens Process/OpenTask. Tasks are never
 * added or deleted here: the processes create and close them.
 */
export function MyTasksPage() {
  const t = useT();
  const navigate = useNavigate();
  const counts = useMyTaskCounts();
  const open = useCallback((row: ViewRow) => navigate(openTaskHref(row.id)), [navigate]);
  return (
    <div className="ic-wf-page ic-wf-my-tasks">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <SearchPage
        viewId={MY_TASKS_VIEW_ID}
        title={t('Workflow_MyTasks_Title')}
        allowAdd={false}
        allowDelete={false}
        onOpen={open}
        openTitle={t('Workflow_MyTasks_OpenTask')}
      />
      {counts.data ? (
        <p className="ic-wf-muted" data-testid="task-counts">
          {t('Workflow_MyTasks_Counts', { open: counts.data.open, overdue: counts.data.overdue })}
        </p>
      ) : null}
      {counts.data?.groupsWithoutMembers?.length ? (
        <ul className="ic-wf-muted" data-testid="groups-without-members">
          {counts.data.groupsWithoutMembers.map((g) => (
            <li key={g.code}>
              {t('Workflow_MyTasks_GroupWithoutMembers', { count: g.open, group: g.name })}{' '}
              <Link to="/Administration/Users">{t('Workflow_MyTasks_AddMembers')}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
