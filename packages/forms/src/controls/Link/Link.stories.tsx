import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Link',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Opens in the same tab by default. */
export const SameTab: Story = {
  args: {
    elements: [
      {
        name: 'Terms',
        controlType: 'Link',
        displayName: 'Terms of use',
        settings: { url: 'https://example.com/terms' },
      },
    ],
  },
};
