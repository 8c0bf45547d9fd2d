import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryDialogs } from '../stack/storyHost';
import type { DialogStore } from '../stack/dialogStore';
import { openModalDialog } from './open';
import type { ModalDialogParams } from './ModalDialog';

function Demo(params: ModalDialogParams) {
  return <StoryDialogs open={(store: DialogStore) => openModalDialog(store, params)} />;
}

const meta: Meta<typeof Demo> = {
  title: 'Dialogs/Modal dialog',
  component: Demo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Demo>;

/** A question with Confirm and Cancel (the defaults). */
export const Confirm: Story = {
  args: { title: 'Delete the calculation?', Message: 'The calculation and its results are removed.' },
};

/** A notice with only a Close button. */
export const ReadOnly: Story = {
  args: { title: 'Saved', Message: 'The project was saved.', readonly: true },
};

/** Own button texts and a wider dialog. */
export const CustomButtons: Story = {
  args: {
    title: 'Leave without saving?',
    Message: 'Your changes to this project have not been saved yet.',
    confirmText: 'Leave',
    cancelText: 'Stay',
    initialWidth: '70%',
  },
};
