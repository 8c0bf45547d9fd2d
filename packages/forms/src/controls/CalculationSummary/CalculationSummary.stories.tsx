import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix, type ControlStoryObj } from '../../stories/controlMatrix';
import { calculationAnswer, calculationReference } from '../../records/fixtures';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/CalculationSummary',
  component: ControlStory,
  // The record's calculation call answers from the story's fake API.
  parameters: { app: { api: { '/calculation': calculationAnswer } } },
};
export default meta;

/** CalculationSummary: the states every control has, on an offer request record. */
const matrix = controlMatrix(
  {
    name: 'CalculationReference',
    controlType: 'CalculationSummary',
    displayName: 'Attached calculation',
    readonly: true,
  },
  { filled: calculationReference },
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
/** A new record: nothing to read yet. */
export const NotSaved: ControlStoryObj = matrix.Filled;
