import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useLanguage } from '@insulcalc/i18n';
import { usePage } from '@insulcalc/shell';
import { ViewGrid } from '@insulcalc/forms';
import type { ViewFilter } from '@insulcalc/forms/core';
import { type ReportFieldAnswer, type ReportFilter, type ReportSummaryAnswer } from '../core/index';
import { useSummary } from './api';
import { useRecordOpener } from './useRecordOpener';
import { EChart, chartOption } from './EChart';
import { formatFigure } from './format';
import { useT } from './i18n';
import { ensureDashboardStyles } from './styles';

type Parameters = Record<string, { from?: string; to?: string; values?: string[]; text?: string }>;

/** The parameters as the summary's filters (empty inputs ask for nothing). */
function filtersOf(parameters: Parameters, fields: readonly ReportFieldAnswer[]): ReportFilter[] {
  const filters: ReportFilter[] = [];
  for (const field of fields) {
    const p = parameters[field.name];
    if (!p) continue;
    if (field.values) {
      if (p.values && p.values.length > 0)
        filters.push({ field: field.name, kind: 'values', values: p.values });
    } else if (field.name === 'Month') {
      if (p.from || p.to)
        filters.push({
          field: field.name,
          kind: 'range',
          ...(p.from ? { from: p.from } : {}),
          ...(p.to ? { to: p.to } : {}),
        });
    } else if (p.text) filters.push({ field: field.name, kind: 'contains', value: p.text });
  }
  return filters;
}

/** The parameters as the rows grid's filters: the same conditions, on the view's attributes. */
export function rowFiltersOf(filters: readonly ReportFilter[]): ViewFilter[] {
  return filters.map(({ field, ...condition }) => ({ attribute: field, ...condition }) as ViewFilter);
}

function ParameterInput({
  field,
  value,
  onChange,
}: {
  field: ReportFieldAnswer;
  value: Parameters[string] | undefined;
  onChange(next: Parameters[string]): void;
}) {
  const t = useT();
  const id = useId();
  if (field.values) {
    const chosen = new Set(value?.values ?? []);
    return (
      <fieldset className="ic-report-param">
        <legend>{field.title}</legend>
        <div className="ic-report-choices">
          {field.values.map((v) => (
            <label key={v.value}>
              <input
                type="checkbox"
                checked={chosen.has(v.value)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(v.value);
                  else next.delete(v.value);
                  onChange({ values: [...next] });
                }}
              />{' '}
              {v.text}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  if (field.name === 'Month')
    return (
      <fieldset className="ic-report-param">
        <legend>{field.title}</legend>
        <label htmlFor={`${id}-from`}>{t('Reports_From')}</label>
        <input
          id={`${id}-from`}
          type="month"
          className="ic-dash-input"
          value={value?.from ?? ''}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
        <label htmlFor={`${id}-to`}>{t('Reports_To')}</label>
        <input
          id={`${id}-to`}
          type="month"
          className="ic-dash-input"
          value={value?.to ?? ''}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </fieldset>
    );
  return (
    <div className="ic-report-param">
      <label htmlFor={id}>{field.title}</label>
      <input
        id={id}
        className="ic-dash-input"
        value={value?.text ?? ''}
        onChange={(e) => onChange({ text: e.target.value })}
      />
    </div>
  );
}

/** The groups as an accessible table with a totals row; column headers sort. */
export function SummaryTable({
  summary,
  sort,
  onSort,
  caption,
  hideCaption = false,
}: {
  summary: ReportSummaryAnswer;
  /** The caption for screen readers only (a widget's heading already shows the title). */
  hideCaption?: boolean;
  sort?: { by: string; direction: 'asc' | 'desc' } | undefined;
  onSort?: ((by: string) => void) | undefined;
  caption: string;
}) {
  const t = useT();
  const language = useLanguage();
  const header = (by: string, title: string, numeric: boolean) => {
    const active = sort?.by === by;
    const ariaSort = active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <th scope="col" aria-sort={onSort ? ariaSort : undefined} className={numeric ? 'ic-num' : undefined}>
        {onSort ? (
          <button type="button" className="ic-dash-sort" onClick={() => onSort(by)}>
            {title}
            <span aria-hidden="true">{active ? (sort!.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
          </button>
        ) : (
          title
        )}
      </th>
    );
  };
  return (
    <table className="ic-dash-table">
      <caption className={hideCaption ? 'ic-dash-sr' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {header('group', summary.groupTitle, false)}
          {summary.measures.map((m) => header(m.name, m.unit ? `${m.title} (${m.unit})` : m.title, true))}
        </tr>
      </thead>
      <tbody>
        {summary.groups.length === 0 ? (
          <tr>
            <td colSpan={summary.measures.length + 1}>{t('Reports_NoRows')}</td>
          </tr>
        ) : (
          summary.groups.map((g) => (
            <tr key={g.key ?? ''}>
              <th scope="row">{g.label}</th>
              {summary.measures.map((m) => (
                <td key={m.name} className="ic-num">
                  {formatFigure(g.values[m.name] ?? 0, language, m.decimals)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('Reports_Total')}</th>
          {summary.measures.map((m) => (
            <td key={m.name} className="ic-num">
              {formatFigure(summary.totals[m.name] ?? 0, language, m.decimals)}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

const PAGE_SIZE = 25;

/**
 * ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/:reportId (spec §2): the report's
 * parameters, its groups with measures and totals (paged and sorted by the server), the chart,
 * and its rows in ViewGrid (server paging, sorting, filtering, CSV/XLSX export).
 */
export function ReportPage() {
  ensureDashboardStyles();
  const t = useT();
  const language = useLanguage();
  const { reportId = '' } = useParams();
  const [groupBy, setGroupBy] = useState<string | undefined>(undefined);
  const [parameters, setParameters] = useState<Parameters>({});
  const [sort, setSort] = useState<{ by: string; direction: 'asc' | 'desc' }>({
    by: 'group',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);
  // The parameter fields come with every answer (the same each time); the last one is kept while the next loads.
  const [fields, setFields] = useState<readonly ReportFieldAnswer[]>([]);
  const filters = useMemo(() => filtersOf(parameters, fields), [parameters, fields]);
  const rowFilters = useMemo(() => rowFiltersOf(filters), [filters]);
  const request = {
    ...(groupBy ? { groupBy } : {}),
    filters,
    sort,
    page,
    pageSize: PAGE_SIZE,
  };
  const { data, error } = useSummary(reportId, request);
  if (data && data.parameters !== fields && data.parameters.length !== fields.length)
    setFields(data.parameters);
  usePage({ title: data?.title ?? t('Reports_Title') });
  const groupId = useId();
  const opener = useRecordOpener(data?.viewId ?? null);

  if (error && !data) return <p role="alert">{t('Reports_LoadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('Reports_Loading')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const chartMeasure = data.chart ? data.measures.find((m) => m.name === data.chart!.measure) : undefined;

  return (
    <div className="ic-report">
      <h1 className="ic-dash-title">{data.title}</h1>
      <form
        className="ic-report-params"
        aria-label={t('Reports_Parameters')}
        onSubmit={(e) => e.preventDefault()}
      >
        {data.parameters.map((field) => (
          <ParameterInput
            key={field.name}
            field={field}
            value={parameters[field.name]}
            onChange={(next) => {
              setParameters((p) => ({ ...p, [field.name]: next }));
              setPage(1);
            }}
          />
        ))}
        <div className="ic-report-param">
          <label htmlFor={groupId}>{t('Reports_GroupBy')}</label>
          <select
            id={groupId}
            className="ic-dash-input"
            value={data.groupBy}
            onChange={(e) => {
              setGroupBy(e.target.value);
              setPage(1);
            }}
          >
            {data.groupByOptions.map((o) => (
              <option key={o.name} value={o.name}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="ic-report-summary">
        <div>
          <SummaryTable
            summary={data}
            caption={t('Reports_GroupsCaption', { group: data.groupTitle })}
            sort={sort}
            onSort={(by) => {
              setSort((s) => ({ by, direction: s.by === by && s.direction === 'asc' ? 'desc' : 'asc' }));
              setPage(1);
            }}
          />
          {pages > 1 ? (
            <nav className="ic-dash-pager" aria-label={t('Reports_GroupPages')}>
              <button
                type="button"
                className="ic-btn"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('Reports_Previous')}
              </button>
              <span>{t('Reports_PageOf', { page, pages })}</span>
              <button
                type="button"
                className="ic-btn"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('Reports_Next')}
              </button>
            </nav>
          ) : null}
        </div>
        {data.chart && chartMeasure && data.groups.length > 0 ? (
          <EChart
            label={t('Reports_ChartLabel', { measure: chartMeasure.title, group: data.groupTitle })}
            option={chartOption(
              data.chart.type,
              data.groups.map((g) => g.label),
              data.groups.map((g) =>
                Number((g.values[chartMeasure.name] ?? 0).toFixed(chartMeasure.decimals)),
              ),
              chartMeasure.title,
              chartMeasure.decimals,
            )}
          />
        ) : null}
      </div>
      <section aria-labelledby={`${groupId}-rows`}>
        <h2 id={`${groupId}-rows`} className="ic-dash-h2">
          {t('Reports_Rows')}
        </h2>
        <ViewGrid
          viewId={data.viewId}
          label={t('Reports_RowsOf', { report: data.title })}
          rememberScope={`report-${reportId}`}
          filters={rowFilters}
          {...opener}
        />
      </section>
      <p className="ic-dash-muted">
        {t('Reports_NumberFormat', { example: formatFigure(1234.5, language, 1) })}
      </p>
    </div>
  );
}
