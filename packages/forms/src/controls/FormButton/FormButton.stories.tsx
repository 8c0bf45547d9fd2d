import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/FormButton',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Reloads the elements that depend on it. */
export const Reload: Story = {
  args: { elements: [{ name: 'Refresh', controlType: 'FormButton', displayName: 'Refresh prices' }] },
};
