import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogStory } from './DialogStory';

const meta: Meta<typeof DialogStory> = {
  title: 'Forms/Dialogs',
  component: DialogStory,
};
export default meta;
type Story = StoryObj<typeof DialogStory>;

/** Spec §2: the insufficient-permissions text, 10 entries, then show all; Continue and Cancel. */
export const MassEditError: Story = {
  args: {
    path: 'MassEditErrorDialog',
    title: 'Mass edit',
    params: { entries: Array.from({ length: 14 }, (_, i) => `Offer request ${i + 1}`) },
  },
};

/** The comment asked before rejecting a task. */
export const RejectComment: Story = { args: { path: 'RejectCommentDialog', title: 'Reject' } };

/** A text box's edit-in-dialog (600 px, 50 rows). */
export const EditText: Story = {
  args: { path: 'EditTextDialog', title: 'Message', params: { value: 'A longer text…' } },
};

/** Delete confirmation for two records. */
export const Delete: Story = {
  args: {
    path: 'DeleteDialog',
    title: 'Delete',
    params: { entityId: 'OfferRequest', entityInstanceIds: ['1', '2'] },
  },
};
