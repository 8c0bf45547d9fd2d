import type { ServerModule } from '../types';
import { reportRoutes } from './routes';
import { seedReports } from './seed';

export { refreshCalculationFacts } from './facts';
export { prepareSource } from './routes';
export { readReportSeeds, seedReports } from './seed';
export { ReportRequestError, getReport, reportSummary, type SummaryResult } from './service';
export { SOURCES } from './sources';
export { reportSourceProvider } from './provider';

/**
 * Reports (issue 16 item 2, decision 0018): report definitions over report sources (offer
 * requests; calculations and products used, from facts the engine computes). The rows are a view
 * (ViewGrid pages, sorts, filters and exports them through /api/v1/views); the summary groups
 * them with measures and totals: POST /api/v1/reports/{reportId}/summary.
 */
export const reportsModule: ServerModule = {
  name: 'reports',
  prefix: '/api/v1/reports',
  plugin: reportRoutes,
  seed: seedReports,
};
