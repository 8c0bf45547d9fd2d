import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavItemLink } from './NavLinkItem';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof NavItemLink> = {
  title: 'Shell/Frame parts/Navigation link',
  component: NavItemLink,
  decorators: [withStoryFrame()],
  parameters: { app: {} },
};
export default meta;
type Story = StoryObj<typeof NavItemLink>;

export const Link: Story = {
  args: { item: { id: 'codes', title: 'Code lists', url: 'Administration/CodeList' }, selected: false },
};

/** The current page's item (aria-current). */
export const Selected: Story = {
  args: { item: { id: 'codes', title: 'Code lists', url: 'Administration/CodeList' }, selected: true },
};

/** A disabled item is text with its tooltip. */
export const Disabled: Story = {
  args: {
    item: { id: 'soon', title: 'Reports', url: 'Reports', disabled: true, tooltip: 'Coming soon' },
    selected: false,
  },
};

/** An item without a URL (a group heading). */
export const WithoutUrl: Story = {
  args: { item: { id: 'group', title: 'Administration' }, selected: false },
};
