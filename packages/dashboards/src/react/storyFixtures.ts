import type { ViewRowsAnswer } from '@insulcalc/forms/core';
import type { DashboardAnswer, DashboardDefinition, ReportSummaryAnswer } from '../core/index';

/**
 * The seeded Sales home dashboard (apps/server/seed/dashboards/SalesHome.json) and the answers
 * its widgets read, for the stories: offer requests of an insulation supplier over a year.
 */
export const salesHome: DashboardDefinition = {
  title: { en: 'Sales', de: 'Vertrieb', sl: 'Prodaja', sr: 'Prodaja', hr: 'Prodaja', bs: 'Prodaja' },
  widgets: [
    {
      id: 'offersThisMonth',
      type: 'keyFigure',
      title: {
        en: 'Offer requests this month',
        de: 'Angebotsanfragen diesen Monat',
        sl: 'Povpraševanja ta mesec',
      },
      x: 0,
      y: 0,
      w: 4,
      h: 2,
      settings: {
        report: 'OfferRequestsReport',
        measure: 'Count',
        filters: [],
        period: { field: 'Month', period: 'thisMonth' },
      },
    },
    {
      id: 'energySaved',
      type: 'keyFigure',
      title: {
        en: "Energy saved by customers' calculations",
        de: 'Eingesparte Energie der Kundenberechnungen',
        sl: 'Prihranjena energija izračunov strank',
      },
      x: 4,
      y: 0,
      w: 4,
      h: 2,
      settings: { report: 'CalculationsReport', measure: 'EnergySaving', filters: [] },
    },
    {
      id: 'openTasks',
      type: 'tasks',
      title: { en: 'My open tasks', de: 'Meine offenen Aufgaben', sl: 'Moje odprte naloge' },
      x: 8,
      y: 0,
      w: 4,
      h: 4,
      settings: { pageSize: 5 },
    },
    {
      id: 'offersByMonth',
      type: 'chart',
      title: {
        en: 'Offer requests by month',
        de: 'Angebotsanfragen nach Monat',
        sl: 'Povpraševanja po mesecih',
      },
      x: 0,
      y: 2,
      w: 8,
      h: 4,
      settings: {
        report: 'OfferRequestsReport',
        measure: 'Count',
        groupBy: 'Month',
        chartType: 'bar',
        filters: [],
        period: { field: 'Month', period: 'last12Months' },
      },
    },
    {
      id: 'offersByStatus',
      type: 'list',
      title: {
        en: 'Offer requests by status',
        de: 'Angebotsanfragen nach Status',
        sl: 'Povpraševanja po stanju',
      },
      x: 8,
      y: 4,
      w: 4,
      h: 2,
      settings: { report: 'OfferRequestsReport', groupBy: 'Status', filters: [], pageSize: 5 },
    },
  ],
} as DashboardDefinition;

export const salesHomeAnswer = (editable = true): DashboardAnswer => ({
  id: 'SalesHome',
  title: 'Sales',
  definition: salesHome,
  editable,
  basedOn: 'SalesHome',
});

/** The last twelve months up to now, as the report's Month field ('YYYY-MM'). */
function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const offersByMonth = [14, 11, 17, 22, 19, 25, 9, 12, 28, 31, 26, 18];
const offersByStatus = [
  { key: 'New', label: 'New', count: 18 },
  { key: 'InProgress', label: 'In progress', count: 41 },
  { key: 'Offered', label: 'Offer sent', count: 126 },
  { key: 'Closed', label: 'Closed', count: 47 },
];

const offerParameters: ReportSummaryAnswer['parameters'] = [
  { name: 'Month', title: 'Month', dataType: 'month' },
  {
    name: 'Country',
    title: 'Country',
    dataType: 'text',
    values: [
      { value: 'SI', text: 'Slovenia' },
      { value: 'AT', text: 'Austria' },
      { value: 'HR', text: 'Croatia' },
    ],
  },
  {
    name: 'Status',
    title: 'Status',
    dataType: 'text',
    values: offersByStatus.map((s) => ({ value: s.key, text: s.label })),
  },
];

/** POST api/v1/reports/{id}/summary as the server answers it, for the report and grouping asked. */
export function reportSummary(url: string, body: unknown): ReportSummaryAnswer {
  const request = (body ?? {}) as { groupBy?: string; pageSize?: number };
  if (url.includes('CalculationsReport'))
    return {
      reportId: 'CalculationsReport',
      title: 'Calculations',
      viewId: 'CalculationsReport',
      groupBy: 'Month',
      groupTitle: 'Month',
      measures: [
        { name: 'Count', title: 'Calculations', decimals: 0 },
        { name: 'EnergySaving', title: 'Energy saving', decimals: 0, unit: 'MWh/a' },
      ],
      groups: [],
      totals: { Count: 312, EnergySaving: 4825 },
      total: 0,
      page: 1,
      pageSize: request.pageSize ?? 1,
      parameters: [],
      groupByOptions: [{ name: 'Month', title: 'Month' }],
    };
  const byStatus = request.groupBy === 'Status';
  const groups = byStatus
    ? offersByStatus.map((s) => ({ key: s.key, label: s.label, values: { Count: s.count } }))
    : lastMonths(12).map((month, i) => ({ key: month, label: month, values: { Count: offersByMonth[i]! } }));
  const pageSize = request.pageSize ?? 50;
  return {
    reportId: 'OfferRequestsReport',
    title: 'Offer requests',
    viewId: 'OfferRequestsReport',
    groupBy: byStatus ? 'Status' : 'Month',
    groupTitle: byStatus ? 'Status' : 'Month',
    measures: [{ name: 'Count', title: 'Offer requests', decimals: 0 }],
    groups: groups.slice(0, pageSize),
    totals: {
      Count: pageSize === 1 && !request.groupBy ? 18 : groups.reduce((n, g) => n + g.values.Count, 0),
    },
    total: groups.length,
    page: 1,
    pageSize,
    chart: { type: 'bar', measure: 'Count' },
    parameters: offerParameters,
    groupByOptions: [
      { name: 'Status', title: 'Status' },
      { name: 'Month', title: 'Month' },
      { name: 'Country', title: 'Country' },
    ],
  } as ReportSummaryAnswer;
}

/** The MyTasks view (POST api/v1/views/MyTasks/rows) with the sales group's open offer tasks. */
export function myTasks(count: number): ViewRowsAnswer {
  const subjects = ['Ana Novak — Boiler room', 'Termo d.o.o. — Steam line DN 150', 'Marko Horvat — Roof'];
  const day = 86_400_000;
  return {
    viewId: 'MyTasks',
    entityId: 'WorkflowTask',
    title: 'My tasks',
    columns: [
      {
        attribute: 'Subject',
        title: 'Subject',
        dataType: 'text',
        sortable: true,
        filters: [],
        hidden: false,
      },
      {
        attribute: 'Activity',
        title: 'Activity',
        dataType: 'text',
        sortable: true,
        filters: [],
        hidden: false,
        values: [
          { value: 'prepareOffer', text: 'Prepare offer' },
          { value: 'checkCalculation', text: 'Check calculation' },
        ],
      },
      { attribute: 'DueAt', title: 'Due', dataType: 'dateTime', sortable: true, filters: [], hidden: false },
    ],
    sort: [{ attribute: 'DueAt', direction: 'asc' }],
    page: 1,
    pageSize: 5,
    total: count,
    totalIsExact: true,
    rows: Array.from({ length: count }, (_, i) => ({
      id: `p${i + 1}.t3`,
      displayName: subjects[i % subjects.length]!,
      values: {
        Subject: subjects[i % subjects.length]!,
        Activity: i % 2 ? 'checkCalculation' : 'prepareOffer',
        DueAt: new Date(Date.now() + (i - 1) * day).toISOString(),
      },
    })),
    canDelete: false,
    canCreate: false,
  } as ViewRowsAnswer;
}

/** The fake API of a story showing the Sales dashboard. */
export const salesApi = (tasks = 3) => ({
  'api/v1/reports/': reportSummary,
  'api/v1/views/MyTasks/rows': myTasks(tasks),
  'api/v1/dashboards/': salesHomeAnswer(),
});
