import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMyTasksView } from './fixtures';
import { MyTasksPage } from './MyTasksPage';

const app = (count: number) => ({
  app: {
    path: '/Process/MyTasks',
    api: {
      'api/v1/workflow/tasks/counts': { open: count, overdue: count ? 1 : 0, dueSoon: 0 },
      'api/v1/views/MyTasks/rows': sampleMyTasksView(count),
    },
  },
});

const meta: Meta<typeof MyTasksPage> = {
  title: 'Workflow/MyTasks',
  component: MyTasksPage,
  parameters: app(3),
};
export default meta;
type Story = StoryObj<typeof MyTasksPage>;

/** Three open tasks of the sales group. */
export const Tasks: Story = {};

/** Nothing to do. */
export const Empty: Story = { parameters: app(0) };

/** The task list could not be loaded (the server failed, 500): the grid says so and offers a retry. */
export const LoadFailed: Story = {
  parameters: {
    app: {
      ...app(3).app,
      problems: { 'api/v1/views/MyTasks/rows': { status: 500, title: 'Internal Server Error' } },
    },
  },
};
