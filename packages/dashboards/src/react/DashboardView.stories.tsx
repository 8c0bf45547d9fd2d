import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardView } from './DashboardView';
import { salesApi, salesHome } from './storyFixtures';

const meta: Meta<typeof DashboardView> = {
  title: 'Dashboards/DashboardView',
  component: DashboardView,
  args: { definition: salesHome },
  parameters: { app: { path: '/', api: salesApi() } },
};
export default meta;
type Story = StoryObj<typeof DashboardView>;

/** The seeded Sales dashboard: key figures, open tasks, offer requests by month and by status. */
export const Sales: Story = {};

/** The same in German (titles from the definition, figures in German notation). */
export const German: Story = { globals: { language: 'de' } };

/** Every report failing: each widget says so on its own, the grid stays. */
export const WidgetsFailing: Story = {
  parameters: {
    app: {
      path: '/',
      api: {
        'api/v1/reports/': () => {
          throw new Error('report removed');
        },
        'api/v1/views/MyTasks/rows': () => {
          throw new Error('view removed');
        },
      },
    },
  },
};
