import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpButton } from './HelpButton';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof HelpButton> = {
  title: 'Shell/Frame parts/Help button',
  component: HelpButton,
  decorators: [withStoryFrame()],
  parameters: { app: {} },
};
export default meta;
type Story = StoryObj<typeof HelpButton>;

/** The page has help content: the button opens its read-only form in a dialog. */
export const WithHelpContent: Story = { args: { helpItem: { entityId: 12, formGroupId: 3 } } };

/** No help content: pressing the button shows the "no help defined" message. */
export const WithoutHelpContent: Story = { args: { helpItem: null } };
