import type { Meta } from '@storybook/react-vite';
import { viewStoryApp } from '../../grid/storyApp';
import { controlMatrix, type ControlStoryObj } from '../../stories/controlMatrix';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Lookup',
  component: ControlStory,
  parameters: viewStoryApp(),
};
export default meta;

const matrix = controlMatrix(
  {
    name: 'Request',
    controlType: 'Lookup',
    displayName: 'Offer request',
    settings: { viewId: 'OfferRequests' },
  },
  { filled: 'r0001' },
);

// Records come from the story's fake views API (search, display names, LookupDialog).
export const Empty: ControlStoryObj = matrix.Empty;
export const Filled: ControlStoryObj = matrix.Filled;
export const ReadOnly: ControlStoryObj = matrix.ReadOnly;
export const BorderlessReadOnly: ControlStoryObj = matrix.BorderlessReadOnly;
export const InvalidError: ControlStoryObj = matrix.InvalidError;
export const InvalidWarning: ControlStoryObj = matrix.InvalidWarning;
export const InvalidInfo: ControlStoryObj = matrix.InvalidInfo;
/** Texts, numbers and dates in English, German (1.234,5) and Slovenian notation. */
export const FormatsEnglish: ControlStoryObj = matrix.FormatsEnglish;
export const FormatsGerman: ControlStoryObj = matrix.FormatsGerman;
export const FormatsSlovenian: ControlStoryObj = matrix.FormatsSlovenian;
