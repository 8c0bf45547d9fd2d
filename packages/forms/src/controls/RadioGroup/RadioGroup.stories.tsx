import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/RadioGroup',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** All options visible. */
export const Units: Story = {
  args: {
    elements: [
      {
        name: 'Units',
        controlType: 'RadioGroup',
        displayName: 'Unit system',
        value: 1,
        settings: {
          orientation: 'horizontal',
          options: [
            { value: 1, text: 'Metric' },
            { value: 2, text: 'Imperial' },
          ],
        },
      },
    ],
  },
};
