import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Boolean',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** A required checkbox. */
export const Checkbox: Story = {
  args: {
    elements: [
      { name: 'Consent', controlType: 'Boolean', displayName: 'I agree to be contacted', required: true },
    ],
  },
};
