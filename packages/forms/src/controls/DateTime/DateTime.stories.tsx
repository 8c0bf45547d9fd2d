import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/DateTime',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Local time, stored as an ISO timestamp in UTC. */
export const Timestamp: Story = {
  args: {
    elements: [
      { name: 'At', controlType: 'DateTime', displayName: 'Appointment', value: '2026-03-09T10:15:00Z' },
    ],
  },
};
