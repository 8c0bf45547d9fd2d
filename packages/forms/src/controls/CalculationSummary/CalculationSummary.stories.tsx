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
  { filled: calculationReference, args: { entityId: 'OfferRequest' } },
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
/** A new record (no entityId): nothing to read yet. */
export const NotSaved: ControlStoryObj = { args: { elements: matrix.Filled.args!.elements! } };
