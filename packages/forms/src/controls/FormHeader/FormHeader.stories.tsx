import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/FormHeader',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** A heading inside the form. */
export const Heading: Story = {
  args: {
    elements: [
      { name: 'Head', controlType: 'FormHeader', displayName: 'Contact details', settings: { level: 2 } },
    ],
  },
};
