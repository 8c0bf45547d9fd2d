import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutEditor } from './LayoutEditor';
import { reportSummary, myTasks, salesHomeAnswer } from './storyFixtures';

const meta: Meta<typeof LayoutEditor> = {
  title: 'Dashboards/LayoutEditor',
  component: LayoutEditor,
  args: { dashboard: salesHomeAnswer(), onSaved: () => undefined },
  parameters: {
    app: {
      path: '/Dashboards/Preview/SalesHome',
      api: { 'api/v1/reports/': reportSummary, 'api/v1/views/MyTasks/rows': myTasks(3) },
    },
  },
};
export default meta;
type Story = StoryObj<typeof LayoutEditor>;

/**
 * The Sales dashboard in the layout editor: the widgets on the grid (drag, resize) with their
 * numeric x, y, width and height for the keyboard, and the draft previewed below.
 */
export const Sales: Story = {};

/** An empty dashboard: nothing placed yet. */
export const Empty: Story = {
  args: {
    dashboard: {
      ...salesHomeAnswer(),
      id: 'EmptyDraft',
      title: 'My dashboard',
      definition: { title: 'My dashboard', widgets: [] },
    },
  },
};
