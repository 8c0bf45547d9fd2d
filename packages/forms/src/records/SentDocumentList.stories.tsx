import type { Meta, StoryObj } from '@storybook/react-vite';
import { SentDocumentList } from './SentDocumentList';
import { laterDocument, sentDocument } from './fixtures';

const meta: Meta<typeof SentDocumentList> = {
  title: 'Forms/Records/SentDocumentList',
  component: SentDocumentList,
};
export default meta;

/** The sent offer and a later version that says where its figures differ. */
export const SentAndLater: StoryObj<typeof SentDocumentList> = {
  args: { documents: [laterDocument, sentDocument] },
};

/** Only the sent offer. */
export const SentOnly: StoryObj<typeof SentDocumentList> = { args: { documents: [sentDocument] } };
