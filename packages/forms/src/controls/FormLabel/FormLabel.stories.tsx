import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/FormLabel',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** A paragraph of text. */
export const Paragraph: Story = {
  args: {
    elements: [
      {
        name: 'Intro',
        controlType: 'FormLabel',
        displayName: 'Intro',
        settings: { text: 'Tell us about your project and we will send you an offer.' },
      },
    ],
  },
};
