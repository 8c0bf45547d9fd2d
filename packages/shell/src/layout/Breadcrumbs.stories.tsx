import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof Breadcrumbs> = {
  title: 'Shell/Frame parts/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withStoryFrame()],
  parameters: { app: { path: '/Administration/CodeList' } },
};
export default meta;
type Story = StoryObj<typeof Breadcrumbs>;

/** Ancestors link to their pages; the last crumb is the current page (aria-current). */
export const ThreeLevels: Story = {
  args: {
    items: [
      { id: 'home', title: 'Home', url: '' },
      { id: 'admin', title: 'Administration', url: 'Administration' },
      { id: 'codes', title: 'Code lists', url: 'Administration/CodeList' },
    ],
  },
};

/** A crumb without a URL is plain text. */
export const WithoutUrl: Story = {
  args: {
    items: [
      { id: 'reports', title: 'Reports' },
      { id: 'report', title: 'Heat loss by site', url: 'Reports/1' },
    ],
  },
};
