import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Date',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Locale-aware date segments, stored as YYYY-MM-DD. */
export const DueDate: Story = {
  args: { elements: [{ name: 'Due', controlType: 'Date', displayName: 'Due date', value: '2026-03-09' }] },
};
