import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMyTasksView } from './fixtures';
import { MyTasksBadge, MyTasksWidget } from './MyTasksWidget';

const app = {
  app: {
    api: {
      'api/v1/workflow/tasks/counts': { open: 5, overdue: 1, dueSoon: 2 },
      'api/v1/views/MyTasks/rows': sampleMyTasksView(5),
    },
  },
};

const meta: Meta<typeof MyTasksWidget> = {
  title: 'Workflow/MyTasksWidget',
  component: MyTasksWidget,
  parameters: app,
};
export default meta;
type Story = StoryObj<typeof MyTasksWidget>;

/** The dashboards' widget: counts and the first open tasks. */
export const Widget: Story = { args: { limit: 5 } };

/** The navigation badge beside "My tasks". */
export const Badge: Story = {
  render: () => (
    <nav aria-label="Navigation">
      <a href="#tasks">
        My tasks
        <MyTasksBadge />
      </a>
    </nav>
  ),
};
