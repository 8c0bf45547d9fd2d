import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDialogs, confirmDialog } from '@insulcalc/dialogs';
import { useLanguage } from '@insulcalc/i18n';
import { DynamicForm, ViewGrid } from '@insulcalc/forms';
import { periodFilter, textIn, type ReportFilter, type Widget } from '../core/index';
import { CALLS, useQuery, useSummary } from './api';
import { EChart, chartOption } from './EChart';
import { formatFigure } from './format';
import { useT } from './i18n';
import { SummaryTable } from './ReportPage';

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

export function ChartWidget({ widget, title }: { widget: Of<'chart'>; title: string }) {
  const t = useT();
  const filters = useFilters(widget.settings);
  const { data, error } = useSummary(widget.settings.report, {
    ...(widget.settings.groupBy ? { groupBy: widget.settings.groupBy } : {}),
    filters,
    pageSize: 100,
  });
  if (error) return <Problem />;
  const measure = data?.measures.find((m) => m.name === widget.settings.measure);
  if (!data || !measure) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  return (
    <>
      <EChart
        height={200}
        label={title}
        option={chartOption(
          widget.settings.chartType,
          data.groups.map((g) => g.label),
          data.groups.map((g) => Number((g.values[measure.name] ?? 0).toFixed(measure.decimals))),
          measure.title,
        )}
      />
      <details className="ic-dash-details">
        <summary>{t('Dashboards_ChartFigures')}</summary>
        <SummaryTable summary={{ ...data, measures: [measure] }} caption={title} />
      </details>
    </>
  );
}

export function ListWidget({ widget, title }: { widget: Of<'list'>; title: string }) {
  const settings = widget.settings;
  if ('view' in settings)
    return (
      <ViewGrid
        viewId={settings.view}
        label={title}
        pageSize={settings.pageSize}
        exportable={false}
        rememberScope={`dash-${widget.id}`}
      />
    );
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
  return <SummaryTable summary={data} caption={title} />;
}

interface TaskItem {
  id: string;
  subject: string | null;
  activityName: string;
  processName: string;
  dueAt: string | null;
  overdue: boolean;
}

export function TasksWidget({ widget }: { widget: Of<'tasks'> }) {
  const t = useT();
  const language = useLanguage();
  const { data, error } = useQuery<{ total: number; items: TaskItem[] }>(
    `${CALLS.tasks}?status=open&pageSize=${widget.settings.pageSize}`,
  );
  if (error) return <Problem />;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  if (data.items.length === 0) return <p>{t('Dashboards_NoTasks')}</p>;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <>
      <p className="ic-dash-muted" data-testid={`tasks-total-${widget.id}`}>
        {t('Dashboards_OpenTasks', { count: data.total })}
      </p>
      <ul className="ic-dash-tasks">
        {data.items.map((task) => (
          <li key={task.id}>
            <Link to={`/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(task.id)}`}>
              {task.subject ?? task.activityName}
            </Link>
            <span className="ic-dash-muted">
              {' · '}
              {task.activityName}
              {task.dueAt ? ` · ${t('Dashboards_Due', { date: date.format(new Date(task.dueAt)) })}` : ''}
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
