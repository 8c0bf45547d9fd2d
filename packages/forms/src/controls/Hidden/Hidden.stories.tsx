import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Hidden',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Nothing visible; the value is submitted. */
export const WithVisibleNeighbour: Story = {
  args: {
    elements: [
      { name: 'Token', controlType: 'Hidden', value: 'abc' },
      {
        name: 'Shown',
        controlType: 'FormLabel',
        displayName: 'Note',
        settings: { text: 'A hidden value sits above this text.' },
      },
    ],
  },
};
