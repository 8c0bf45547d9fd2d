import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TaskCountsDto } from '@insulcalc/api-schema';
import { useDialogs, confirmDialog } from '@insulcalc/dialogs';
import { resolveLocale, useLanguage } from '@insulcalc/i18n';
import { DynamicForm, ViewGrid } from '@insulcalc/forms';
import type { ViewRowsAnswer, ViewRowsRequestInput } from '@insulcalc/forms/core';
import {
  periodFilter,
  periodMonths,
  textIn,
  type ReportFilter,
  type ReportSummaryAnswer,
  type Widget,
} from '../core/index';
import { CALLS, useQuery, useSummary } from './api';
import { EChart, chartOption } from './EChart';
import { formatFigure } from './format';
import { useT } from './i18n';
import { SummaryTable } from './ReportPage';
import { useRecordOpener } from './useRecordOpener';

type Of<T extends Widget['type']> = Extract<Widget, { type: T }>;

/** A widget's report filters with its relative period resolved now. */
function useFilters(settings: {
  filters: ReportFilter[];
  period?: Parameters<typeof periodFilter>[0] | undefined;
}) {
  const key = JSON.stringify(settings);
  return useMemo(() => {
    const s = JSON.parse(key) as typeof settings;
    return s.period ? [...s.filters, periodFilter(s.period)] : s.filters;
  }, [key]);
}

function Problem() {
  const t = useT();
  return <p className="ic-dash-muted">{t('Dashboards_WidgetFailed')}</p>;
}

export function KeyFigureWidget({ widget }: { widget: Of<'keyFigure'> }) {
  const language = useLanguage();
  const t = useT();
  const filters = useFilters(widget.settings);
  const { data, error } = useSummary(widget.settings.report, { filters, pageSize: 1 });
  if (error) return <Problem />;
  const measure = data?.measures.find((m) => m.name === widget.settings.measure);
  if (!data || !measure) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  return (
    <p className="ic-dash-figure">
      <span className="ic-dash-figure-value" data-testid={`figure-${widget.id}`}>
        {formatFigure(data.totals[measure.name] ?? 0, language, measure.decimals)}
      </span>
      {measure.unit ? <span className="ic-dash-figure-unit"> {measure.unit}</span> : null}
      <Link
        className="ic-dash-more"
        to={`/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/${encodeURIComponent(data.reportId)}`}
      >
        {t('Dashboards_OpenReport', { report: data.title })}
      </Link>
    </p>
  );
}

/**
 * The chart's bars: a chart by the month field of its period shows every month of the period
 * (a month without rows as zero, labelled "Nov 2026" in the reader's language); any other
 * grouping shows the report's groups.
 */
export function chartSeries(
  settings: Of<'chart'>['settings'],
  data: Pick<ReportSummaryAnswer, 'groups'>,
  measure: string,
  language: string,
  now: Date = new Date(),
): { labels: string[]; values: number[] } {
  const value = (g: ReportSummaryAnswer['groups'][number] | undefined) => g?.values[measure] ?? 0;
  if (settings.period && settings.groupBy === settings.period.field) {
    const byKey = new Map(data.groups.map((g) => [g.key, g]));
    const months = periodMonths(settings.period, now);
    const format = new Intl.DateTimeFormat(resolveLocale(language).intlLocale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      labels: months.map((m) => format.format(new Date(`${m}-01T00:00:00Z`))),
      values: months.map((m) => value(byKey.get(m))),
    };
  }
  return { labels: data.groups.map((g) => g.label), values: data.groups.map((g) => value(g)) };
}

export function ChartWidget({ widget, title }: { widget: Of<'chart'>; title: string }) {
  const t = useT();
  const language = useLanguage();
  const filters = useFilters(widget.settings);
  const { data, error } = useSummary(widget.settings.report, {
    ...(widget.settings.groupBy ? { groupBy: widget.settings.groupBy } : {}),
    filters,
    pageSize: 100,
  });
  if (error) return <Problem />;
  const measure = data?.measures.find((m) => m.name === widget.settings.measure);
  if (!data || !measure) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  const { labels, values } = chartSeries(widget.settings, data, measure.name, language);
  // Nothing to draw: say so instead of showing bare axes.
  if (labels.length === 0) return <p className="ic-dash-muted">{t('Dashboards_ChartEmpty')}</p>;
  return (
    <>
      <EChart
        height={200}
        label={title}
        option={chartOption(
          widget.settings.chartType,
          labels,
          values.map((v) => Number(v.toFixed(measure.decimals))),
          measure.title,
          measure.decimals,
        )}
      />
      <details className="ic-dash-details">
        <summary>{t('Dashboards_ChartFigures')}</summary>
        <SummaryTable summary={{ ...data, measures: [measure] }} caption={title} hideCaption />
      </details>
    </>
  );
}

export function ListWidget({ widget, title }: { widget: Of<'list'>; title: string }) {
  const settings = widget.settings;
  const opener = useRecordOpener('view' in settings ? settings.view : null);
  if ('view' in settings) {
    const view = settings.view;
    return (
      <ViewGrid
        viewId={view}
        label={title}
        pageSize={settings.pageSize}
        exportable={false}
        rememberScope={`dash-${widget.id}`}
        {...opener}
      />
    );
  }
  return <ReportList widget={widget} settings={settings} title={title} />;
}

function ReportList({
  settings,
  title,
}: {
  widget: Of<'list'>;
  settings: Exclude<Of<'list'>['settings'], { view: string }>;
  title: string;
}) {
  const t = useT();
  const filters = useFilters(settings);
  const { data, error } = useSummary(settings.report, {
    ...(settings.groupBy ? { groupBy: settings.groupBy } : {}),
    filters,
    pageSize: settings.pageSize,
    sort: { by: 'group', direction: 'asc' },
  });
  if (error) return <Problem />;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  // The widget's heading already shows the title: the caption names the table to screen readers only.
  return <SummaryTable summary={data} caption={title} hideCaption />;
}

/** The server's view of the user's tasks (decision 0034): the widget reads it like My tasks does. */
export const MY_TASKS_VIEW_ID = 'MyTasks';

/** The view request of the first `pageSize` open tasks, soonest due first. */
export function openTasksRequest(pageSize: number): ViewRowsRequestInput {
  return {
    page: 1,
    pageSize,
    sort: [{ attribute: 'DueAt', direction: 'asc' }],
    filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
  };
}

export interface TaskItem {
  id: string;
  /** The record's display name (the request's customer), else the task's name. */
  subject: string;
  /** The activity's name in the reader's language (the view's texts for its values). */
  activityName: string;
  dueAt: Date | null;
  overdue: boolean;
}

/** The tasks of a MyTasks view answer, with the activity names the answer translated. */
export function taskItems(answer: ViewRowsAnswer, now: Date): TaskItem[] {
  const activities = new Map(
    (answer.columns.find((c) => c.attribute === 'Activity')?.values ?? []).map((v) => [
      String(v.value),
      v.text,
    ]),
  );
  return answer.rows.map((row) => {
    const activity = typeof row.values.Activity === 'string' ? row.values.Activity : '';
    const activityName = activities.get(activity) ?? activity;
    const subject = typeof row.values.Subject === 'string' && row.values.Subject ? row.values.Subject : null;
    const due = typeof row.values.DueAt === 'string' ? new Date(row.values.DueAt) : null;
    const dueAt = due && !Number.isNaN(due.getTime()) ? due : null;
    return {
      id: row.id,
      subject: subject ?? row.displayName ?? activityName,
      activityName,
      dueAt,
      overdue: dueAt !== null && dueAt.getTime() < now.getTime(),
    };
  });
}

/**
 * Why tasks may be missing: the groups processes assign to that have no active member. Their open
 * tasks show in an administrator's list as unassigned; with none yet (a fresh install) the hint
 * says who would not see them. Others get an empty list from the server and see nothing here.
 */
function GroupsWithoutMembersHint() {
  const t = useT();
  const { data } = useQuery<TaskCountsDto>(CALLS.taskCounts, undefined, { silent: true });
  const groups = data?.groupsWithoutMembers ?? [];
  if (groups.length === 0) return null;
  return (
    <ul className="ic-dash-hints" data-testid="groups-without-members">
      {groups.map((g) => (
        <li key={g.code}>
          {g.open > 0
            ? t('Dashboards_GroupWithoutMembers_Waiting', { count: g.open, group: g.name })
            : t('Dashboards_GroupWithoutMembers_None', { group: g.name })}{' '}
          <Link to="/Administration/Users">{t('Dashboards_GroupWithoutMembers_Link')}</Link>
        </li>
      ))}
    </ul>
  );
}

export function TasksWidget({ widget }: { widget: Of<'tasks'> }) {
  const t = useT();
  const language = useLanguage();
  const request = useMemo(() => openTasksRequest(widget.settings.pageSize), [widget.settings.pageSize]);
  const { data, error } = useQuery<ViewRowsAnswer>(CALLS.viewRows(MY_TASKS_VIEW_ID), request);
  if (error) return <Problem />;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  if (data.rows.length === 0)
    return (
      <>
        <p>{t('Dashboards_NoTasks')}</p>
        <GroupsWithoutMembersHint />
      </>
    );
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <>
      <GroupsWithoutMembersHint />
      <p className="ic-dash-muted" data-testid={`tasks-total-${widget.id}`}>
        {t('Dashboards_OpenTasks', { count: data.total })}
      </p>
      <ul className="ic-dash-tasks">
        {taskItems(data, new Date()).map((task) => (
          <li key={task.id}>
            <Link to={`/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(task.id)}`}>
              {task.subject}
            </Link>
            <span className="ic-dash-muted">
              {' · '}
              {task.activityName}
              {task.dueAt ? ` · ${t('Dashboards_Due', { date: date.format(task.dueAt) })}` : ''}
              {task.overdue ? ` · ${t('Dashboards_Overdue')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function FormWidget({ widget }: { widget: Of<'form'> }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return (
    <DynamicForm
      request={{
        formGroupId: widget.settings.formGroupId,
        ...(widget.settings.entityInstanceId ? { entityInstanceId: widget.settings.entityInstanceId } : {}),
      }}
      hideHeader
      hideLeftNavigation
      host={{
        close: () => undefined,
        openWfTask: (taskId) =>
          navigate(`/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(taskId)}`),
        confirm: (text) => confirmDialog(dialogs, { Message: text }),
      }}
    />
  );
}

export function TextWidget({ widget }: { widget: Of<'text'> }) {
  const language = useLanguage();
  return <p className="ic-dash-text">{textIn(widget.settings.text, language)}</p>;
}

interface ConsistencyFinding {
  severity: 'error' | 'warning' | 'info';
  kind: string;
  message: string;
  link?: string;
}
interface ConsistencyReport {
  checkedAt: string;
  durationMs: number;
  summary: { error: number; warning: number; info: number };
  findings: ConsistencyFinding[];
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * The configuration's consistency, checked live (GET api/v1/consistency, administrators only):
 * the counts by severity, the first findings (errors first) with links to the screens that fix
 * them, and the way to the whole report (Application/CheckConsistency).
 */
export function ConsistencyWidget({ widget }: { widget: Of<'consistency'> }) {
  const t = useT();
  const language = useLanguage();
  const { data, error, loading, reload } = useQuery<ConsistencyReport>(CALLS.consistency);
  if (error) return <Problem />;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  const shown = [...data.findings]
    .filter((f) => f.severity !== 'info')
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
    .slice(0, widget.settings.pageSize);
  const time = new Intl.DateTimeFormat(resolveLocale(language).intlLocale, { timeStyle: 'short' });
  return (
    <div className="ic-dash-consistency" aria-busy={loading}>
      <p className="ic-dash-figure" data-testid={`consistency-${widget.id}`}>
        <span
          className={`ic-dash-figure-value${data.summary.error > 0 ? ' ic-dash-bad' : ''}`}
          data-testid={`consistency-errors-${widget.id}`}
        >
          {formatFigure(data.summary.error, language)}
        </span>
        <span>
          {t('Dashboards_ConsistencyCounts', {
            errors: data.summary.error,
            warnings: data.summary.warning,
          })}
        </span>
      </p>
      {shown.length === 0 ? (
        <p>{t('Dashboards_ConsistencyClean')}</p>
      ) : (
        <ul className="ic-dash-findings">
          {shown.map((finding, i) => (
            <li key={`${finding.kind}-${i}`}>
              <span className="ic-dash-severity">{t(`Dashboards_Severity_${finding.severity}`)}</span>{' '}
              {finding.link ? <Link to={`/${finding.link}`}>{finding.message}</Link> : finding.message}
            </li>
          ))}
        </ul>
      )}
      <p className="ic-dash-muted">
        {t('Dashboards_ConsistencyChecked', {
          time: time.format(new Date(data.checkedAt)),
          ms: Math.round(data.durationMs),
        })}{' '}
        <button type="button" className="ic-dash-link" onClick={reload}>
          {t('Dashboards_ConsistencyRunAgain')}
        </button>
      </p>
      <Link className="ic-dash-more" to="/Application/CheckConsistency">
        {t('Dashboards_ConsistencyOpen')}
      </Link>
    </div>
  );
}
