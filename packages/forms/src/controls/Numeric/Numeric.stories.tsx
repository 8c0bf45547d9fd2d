import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Numeric',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Parsed in the language notation, rounded half to even to 2 decimals. */
export const Decimal: Story = {
  args: {
    elements: [
      {
        name: 'Thickness',
        controlType: 'Numeric',
        displayName: 'Thickness (mm)',
        value: 1234.5,
        settings: { decimals: 2, min: 0 },
      },
    ],
  },
};
