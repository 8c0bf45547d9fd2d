import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sidebar } from './Sidebar';
import { STORY_NAVIGATION } from './storyApp';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof Sidebar> = {
  title: 'Shell/Frame parts/Sidebar',
  component: Sidebar,
  decorators: [withStoryFrame()],
  parameters: { app: { path: '/Administration/CodeList?navigationId=codes' } },
  args: { items: STORY_NAVIGATION, selectedId: 'codes', open: true, id: 'sidebar' },
};
export default meta;
type Story = StoryObj<typeof Sidebar>;

/** The selected item's ancestors are expanded. */
export const Open: Story = {};

/** Typing in the filter box keeps matching items and their ancestors. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'code');
  },
};

/** Collapsed: hidden from sight and from assistive technology (the top bar's toggle opens it). */
export const Collapsed: Story = { tags: ['renders-nothing'], args: { open: false } };
