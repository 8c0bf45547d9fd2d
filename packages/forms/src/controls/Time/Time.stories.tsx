import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Time',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Stored as HH:mm:ss. */
export const StartTime: Story = {
  args: { elements: [{ name: 'Start', controlType: 'Time', displayName: 'Start time', value: '08:30:00' }] },
};
