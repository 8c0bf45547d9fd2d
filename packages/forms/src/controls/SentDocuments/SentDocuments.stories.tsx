import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';
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
  { filled: null, args: { entityId: 'OfferRequest' } },
);
export const Empty = matrix.Empty;
export const Filled = matrix.Filled;
export const ReadOnly = matrix.ReadOnly;
export const BorderlessReadOnly = matrix.BorderlessReadOnly;
export const InvalidError = matrix.InvalidError;
export const InvalidWarning = matrix.InvalidWarning;
export const InvalidInfo = matrix.InvalidInfo;
export const FormatsEnglish = matrix.FormatsEnglish;
export const FormatsGerman = matrix.FormatsGerman;
export const FormatsSlovenian = matrix.FormatsSlovenian;
