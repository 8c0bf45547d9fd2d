import type { Meta, StoryObj } from '@storybook/react-vite';
import { EChart, chartOption } from './EChart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const offers = [14, 11, 17, 22, 19, 25, 9, 12, 28, 31, 26, 18];
const statuses = ['New', 'In progress', 'Offer sent', 'Closed'];
const byStatus = [18, 41, 126, 47];

const meta: Meta<typeof EChart> = {
  title: 'Dashboards/EChart',
  component: EChart,
};
export default meta;
type Story = StoryObj<typeof EChart>;

/** Offer requests of the last twelve months as bars (the chart is an image named by its label). */
export const Bars: Story = {
  args: { label: 'Offer requests by month', option: chartOption('bar', months, offers, 'Offer requests', 0) },
};

/** The same figures as a line. */
export const Line: Story = {
  args: {
    label: 'Offer requests by month',
    option: chartOption('line', months, offers, 'Offer requests', 0),
  },
};

/** Offer requests by status as a pie. */
export const Pie: Story = {
  args: {
    label: 'Offer requests by status',
    option: chartOption('pie', statuses, byStatus, 'Offer requests', 0),
    height: 320,
  },
};
