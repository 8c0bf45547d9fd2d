import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopNavigation } from './TopNavigation';
import { STORY_NAVIGATION } from './storyApp';
import { withinTopBar, withStoryFrame } from './storyFrame';

const meta: Meta<typeof TopNavigation> = {
  title: 'Shell/Frame parts/Top navigation',
  component: TopNavigation,
  decorators: [withinTopBar, withStoryFrame({ layout: 'top' })],
  parameters: { app: {} },
  args: { items: STORY_NAVIGATION, selectedId: 'home', label: 'Main navigation' },
};
export default meta;
type Story = StoryObj<typeof TopNavigation>;

export const Default: Story = {};

/** An item with children opens a dropdown. */
export const DropdownOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Administration/ }));
  },
};
