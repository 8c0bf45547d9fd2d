import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryFrame } from '../layout/storyFrame';
import { PlaceholderPage } from './PlaceholderPage';

const meta: Meta<typeof PlaceholderPage> = {
  title: 'Shell/Pages/Placeholder page',
  component: PlaceholderPage,
  decorators: [withStoryFrame()],
  parameters: { app: { path: '/Administration/CodeList' } },
};
export default meta;
type Story = StoryObj<typeof PlaceholderPage>;

/** A screen whose content comes with later work: its title and what it will show. */
export const CodeLists: Story = {
  args: { titleKey: 'Page_CodeLists_Title', textKey: 'Page_CodeLists_Text' },
};
