import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { DashboardDisplayPage, DashboardPreviewPage, HomeDashboardPage } from './DashboardPages';
import { reportSummary, myTasks, salesHomeAnswer } from './storyFixtures';

const meta: Meta<typeof HomeDashboardPage> = {
  title: 'Dashboards/DashboardPages',
  component: HomeDashboardPage,
  parameters: {
    app: {
      path: '/',
      profile: { isAuthenticated: true, userName: 'ana.novak', displayName: 'Ana Novak' },
      api: {
        'api/v1/reports/': reportSummary,
        'api/v1/views/MyTasks/rows': myTasks(3),
        'api/v1/dashboards/': salesHomeAnswer(),
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof HomeDashboardPage>;

/** The signed-in salesperson's home page: the Sales dashboard under its title. */
export const Home: Story = {};

/** The dashboard could not be loaded (the server is unreachable). */
export const LoadFailed: Story = {
  parameters: {
    app: {
      path: '/',
      api: {
        'api/v1/dashboards/': () => {
          throw new Error('unreachable');
        },
      },
    },
  },
};

/** Dashboards/Display/SalesHome: a dashboard by its id. */
export const Display: Story = {
  render: () => (
    <Routes>
      <Route path="/Dashboards/Display/:dashboardId" element={<DashboardDisplayPage />} />
    </Routes>
  ),
  parameters: {
    app: {
      path: '/Dashboards/Display/SalesHome',
      api: {
        'api/v1/reports/': reportSummary,
        'api/v1/views/MyTasks/rows': myTasks(0),
        'api/v1/dashboards/': salesHomeAnswer(false),
      },
    },
  },
};

/** Dashboards/Preview/SalesHome: the layout editor over the dashboard's draft. */
export const Preview: Story = {
  render: () => (
    <Routes>
      <Route path="/Dashboards/Preview/:dashboardId" element={<DashboardPreviewPage />} />
    </Routes>
  ),
  parameters: {
    app: {
      path: '/Dashboards/Preview/SalesHome',
      api: {
        'api/v1/reports/': reportSummary,
        'api/v1/views/MyTasks/rows': myTasks(3),
        'api/v1/dashboards/': salesHomeAnswer(),
      },
    },
  },
};

/** Dashboards/Display/Removed: no such dashboard (404): the server's message and the page's own. */
export const NotFound: Story = {
  render: Display.render,
  parameters: {
    app: {
      path: '/Dashboards/Display/Removed',
      problems: {
        'api/v1/dashboards/Removed': {
          status: 404,
          title: 'Not Found',
          detail: 'No such dashboard.',
          userMessages: [{ message: 'Dashboards_NotFound', level: 'error' }],
        },
      },
    },
  },
};
