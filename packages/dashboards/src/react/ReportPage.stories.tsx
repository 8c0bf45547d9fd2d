import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { ReportPage, SummaryTable } from './ReportPage';
import { myTasks, reportSummary } from './storyFixtures';

/** The report page at its address (the report's id from the route, as in the platform). */
function ReportRoute() {
  return (
    <Routes>
      <Route
        path="/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/:reportId"
        element={<ReportPage />}
      />
    </Routes>
  );
}

const meta: Meta<typeof ReportRoute> = {
  title: 'Dashboards/ReportPage',
  component: ReportRoute,
  parameters: {
    app: {
      path: '/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/OfferRequestsReport',
      api: {
        'api/v1/reports/': reportSummary,
        'api/v1/views/': myTasks(0),
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof ReportRoute>;

/** Offer requests by month: parameters, grouping, the chart and the sortable summary with its rows below. */
export const OfferRequests: Story = {};

/** The same report in Slovenian. */
export const Slovenian: Story = { globals: { language: 'sl' } };

/** The report could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    app: {
      path: '/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/OfferRequestsReport',
      api: {
        'api/v1/reports/': () => {
          throw new Error('unreachable');
        },
      },
    },
  },
};

/** Someone without the permission to read the report's records (403): the server's words, no report. */
export const Forbidden: Story = {
  parameters: {
    app: {
      path: '/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/OfferRequestsReport',
      problems: {
        'api/v1/reports/': {
          status: 403,
          title: 'Forbidden',
          detail: 'Not permitted: read OfferRequest.',
          userMessages: [{ message: 'Permissions_Denied', level: 'error' }],
        },
      },
    },
  },
};

/** The summary table alone (as the list widget shows it): offer requests by status. */
export const Summary: Story = {
  render: () => (
    <SummaryTable
      summary={reportSummary('api/v1/reports/OfferRequestsReport/summary', { groupBy: 'Status' })}
      caption="Offer requests by status"
      sort={{ by: 'group', direction: 'asc' }}
      onSort={() => undefined}
    />
  ),
};
