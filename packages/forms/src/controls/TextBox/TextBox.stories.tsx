import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/TextBox',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

/** A required text box with a placeholder and a tooltip. */
export const Text: Story = {
  args: {
    elements: [
      {
        name: 'Name',
        controlType: 'TextBox',
        displayName: 'Contact name',
        required: true,
        tooltip: 'Who we reply to',
        settings: { placeholder: 'Ana Novak', maxLength: 60 },
      },
    ],
  },
};

/** A text area (rows × 20 px) with editing in a 600 px dialog. */
export const TextArea: Story = {
  args: {
    elements: [
      {
        name: 'Message',
        controlType: 'TextBox',
        displayName: 'Message',
        settings: { type: 'textarea', rows: 5, enableEditInDialog: true },
      },
    ],
  },
};

/** A read-only password shows six asterisks, borderless. */
export const ReadonlyPassword: Story = {
  args: {
    elements: [
      {
        name: 'Pw',
        controlType: 'TextBox',
        displayName: 'Password',
        readonly: true,
        enableBorderlessReadonly: true,
        value: 'secret',
        settings: { type: 'password' },
      },
    ],
  },
};
