// @insulcalc/dashboards: the report page, the dashboard pages and the layout editor; the
// definitions (schemas shared with the server) are also at ./core.
export {
  GRID_COLUMNS,
  WIDGET_TYPES,
  dashboardDefinitionSchema,
  reportDefinitionSchema,
  singleColumn,
  type DashboardAnswer,
  type DashboardDefinition,
  type ReportDefinition,
  type ReportSummaryAnswer,
  type Widget,
} from './core/index';
export { ReportPage } from './react/ReportPage';
export { DashboardView } from './react/DashboardView';
export { DashboardDisplayPage, DashboardPreviewPage, HomeDashboardPage } from './react/DashboardPages';
export { registerFormDashboard } from './react/formDashboard';
export { EChart, chartOption, type ChartOption } from './react/EChart';
/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const dashboardsTranslationNamespace = 'dashboards';
