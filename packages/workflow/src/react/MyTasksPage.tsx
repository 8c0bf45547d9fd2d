import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePage } from '@insulcalc/shell';
import { useGetMyTasksQuery, useMyTaskCounts, type TaskListArgs } from './api';
import { formatDateTime, openTaskHref, pageLanguage, useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

const PAGE_SIZE = 25;
const STATUSES: TaskListArgs['status'][] = ['open', 'closed', 'all'];
const STATUS_KEYS = {
  open: 'Workflow_MyTasks_Open',
  closed: 'Workflow_MyTasks_Closed',
  all: 'Workflow_MyTasks_All',
};

function readStatus(value: string | null): TaskListArgs['status'] {
  return value === 'closed' || value === 'all' ? value : 'open';
}

/**
 * "My tasks" (Process/MyTasks): the tasks assigned to the user or their groups, as a search page —
 * status filter, search over the record's name, paging in the address (a reload keeps them) —
 * each row opening Process/OpenTask.
 */
export function MyTasksPage() {
  const t = useT();
  const id = useId();
  const language = pageLanguage();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const search = (params.get('search') ?? '').slice(0, 200);
  const [draft, setDraft] = useState(search);
  const { data, isFetching, isError } = useGetMyTasksQuery({
    status,
    page,
    pageSize: PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  const counts = useMyTaskCounts();
  usePage({ title: t('Workflow_MyTasks_Title') });
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="ic-page ic-wf-page">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <h1 className="ic-wf-title">{t('Workflow_MyTasks_Title')}</h1>
      {counts.data ? (
        <p className="ic-wf-muted" data-testid="task-counts">
          {t('Workflow_MyTasks_Counts', { open: counts.data.open, overdue: counts.data.overdue })}
        </p>
      ) : null}
      <form
        className="ic-wf-filters"
        role="search"
        aria-label={t('Workflow_MyTasks_Filters')}
        onSubmit={(e) => {
          e.preventDefault();
          update({ search: draft.trim() || null, page: null });
        }}
      >
        <fieldset>
          <legend>{t('Workflow_Task_Status')}</legend>
          {STATUSES.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name={`${id}-status`}
                value={s}
                checked={status === s}
                onChange={() => update({ status: s === 'open' ? null : s, page: null })}
              />{' '}
              {t(STATUS_KEYS[s])}
            </label>
          ))}
        </fieldset>
        <div className="ic-field">
          <label htmlFor={`${id}-search`}>{t('Workflow_MyTasks_Search')}</label>
          <input
            id={`${id}-search`}
            className="ic-input"
            type="search"
            maxLength={200}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <button type="submit" className="ic-button">
          {t('Workflow_MyTasks_Find')}
        </button>
      </form>
      {isError ? <p role="alert">{t('Workflow_MyTasks_Failed')}</p> : null}
      <div className="ic-wf-table-wrap">
        <table className="ic-wf-table" aria-busy={isFetching} aria-describedby={`${id}-total`}>
          <caption className="ic-visually-hidden">{t('Workflow_MyTasks_Title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Workflow_Task_Task')}</th>
              <th scope="col">{t('Workflow_Task_Record')}</th>
              <th scope="col">{t('Workflow_Task_Process')}</th>
              <th scope="col">{t('Workflow_Task_AssignedTo')}</th>
              <th scope="col">{t('Workflow_Task_Due')}</th>
              <th scope="col">{t('Workflow_Task_Created')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((task) => (
              <tr key={task.id}>
                <td data-label={t('Workflow_Task_Task')}>
                  <Link to={openTaskHref(task.id)}>{task.activityName}</Link>
                  {task.status !== 'open' ? (
                    <span className="ic-wf-muted">
                      {' '}
                      (
                      {task.outcome === 'reject'
                        ? t('Workflow_Status_Rejected')
                        : t('Workflow_Status_Completed')}
                      )
                    </span>
                  ) : null}
                </td>
                <td data-label={t('Workflow_Task_Record')}>{task.subject ?? task.entityInstanceId}</td>
                <td data-label={t('Workflow_Task_Process')}>{task.processName}</td>
                <td data-label={t('Workflow_Task_AssignedTo')}>{task.assignee.name}</td>
                <td data-label={t('Workflow_Task_Due')}>
                  {formatDateTime(task.dueAt, language)}
                  {task.overdue ? <span className="ic-wf-overdue">{t('Workflow_Task_Overdue')}</span> : null}
                </td>
                <td data-label={t('Workflow_Task_Created')}>{formatDateTime(task.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="ic-wf-pager">
        <span id={`${id}-total`} role="status">
          {data ? t('Workflow_MyTasks_Total', { total: data.total }) : t('Common_Loading')}
        </span>
        {pages > 1 ? (
          <nav aria-label={t('Workflow_MyTasks_Pages')} className="ic-wf-pager">
            <button
              type="button"
              className="ic-button ic-button-secondary"
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
            >
              {t('Workflow_MyTasks_Previous')}
            </button>
            <span>{t('Workflow_MyTasks_Page', { page, pages })}</span>
            <button
              type="button"
              className="ic-button ic-button-secondary"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {t('Workflow_MyTasks_Next')}
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
