import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/File',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** Stored files download through GetFile; chosen files travel with the save. */
export const Attachment: Story = {
  args: {
    elements: [
      {
        name: 'Att',
        controlType: 'File',
        displayName: 'Attachment',
        value: [{ fileId: 'f9', name: 'plan.pdf' }],
        settings: { accept: '.pdf', maxSize: 10485760 },
      },
    ],
  },
};
