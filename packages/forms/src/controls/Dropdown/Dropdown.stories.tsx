import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Dropdown',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** One value from a list. */
export const Countries: Story = {
  args: {
    elements: [
      {
        name: 'Country',
        controlType: 'Dropdown',
        displayName: 'Country',
        value: 'SI',
        settings: {
          options: [
            { value: 'AT', text: 'Austria' },
            { value: 'DE', text: 'Germany' },
            { value: 'SI', text: 'Slovenia' },
          ],
        },
      },
    ],
  },
};
