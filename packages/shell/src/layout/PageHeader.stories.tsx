import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './PageHeader';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof PageHeader> = {
  title: 'Shell/Frame parts/Page header',
  component: PageHeader,
  parameters: { app: {} },
  args: {
    title: 'Code lists',
    children: (
      <button type="button" className="ic-button">
        Save
      </button>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof PageHeader>;

export const Default: Story = { decorators: [withStoryFrame()] };

/** Unsaved changes: a trailing asterisk (and a hidden note for screen readers). */
export const Dirty: Story = { decorators: [withStoryFrame({}, { dirty: true })] };

/** While the page is locked its toolbar is inert. */
export const Locked: Story = { decorators: [withStoryFrame({}, { locked: true })] };

/** Without a title of its own: the page state's title, else the default form title. */
export const DefaultTitle: Story = { decorators: [withStoryFrame()], args: { title: undefined } };
