import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix, type ControlStoryObj } from '../../stories/controlMatrix';
import { laterDocument, sentDocument } from '../../records/fixtures';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/SentDocuments',
  component: ControlStory,
  // The record's stored documents: the sent offer and a later version whose figures differ.
  parameters: { app: { api: { '/documents/sent': { documents: [laterDocument, sentDocument] } } } },
};
export default meta;

/** SentDocuments: the states every control has, on an offer request record (it has no value). */
const matrix = controlMatrix(
  { name: 'SentDocuments', controlType: 'SentDocuments', displayName: 'Sent documents', readonly: true },
  { filled: null },
);
const onRecord = (story: ControlStoryObj): ControlStoryObj => ({
  ...story,
  args: { ...story.args!, entityId: 'OfferRequest' },
});

export const Empty: ControlStoryObj = onRecord(matrix.Empty);
export const Filled: ControlStoryObj = onRecord(matrix.Filled);
export const ReadOnly: ControlStoryObj = onRecord(matrix.ReadOnly);
export const BorderlessReadOnly: ControlStoryObj = onRecord(matrix.BorderlessReadOnly);
export const InvalidError: ControlStoryObj = onRecord(matrix.InvalidError);
export const InvalidWarning: ControlStoryObj = onRecord(matrix.InvalidWarning);
export const InvalidInfo: ControlStoryObj = onRecord(matrix.InvalidInfo);
export const FormatsEnglish: ControlStoryObj = onRecord(matrix.FormatsEnglish);
export const FormatsGerman: ControlStoryObj = onRecord(matrix.FormatsGerman);
export const FormatsSlovenian: ControlStoryObj = onRecord(matrix.FormatsSlovenian);
