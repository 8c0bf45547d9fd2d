import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/Dropdown/States',
  component: ControlStory,
};
export default meta;

/** Dropdown: the states every control has (issue 14 item 7). */
const matrix = controlMatrix(
  {
    name: 'Country',
    controlType: 'Dropdown',
    displayName: 'Country',
    settings: {
      options: [
        {
          value: 'AT',
          text: 'Austria',
        },
        {
          value: 'DE',
          text: 'Germany',
        },
        {
          value: 'SI',
          text: 'Slovenia',
        },
        {
          value: 'HR',
          text: 'Croatia',
        },
      ],
    },
  },
  { filled: 'SI' },
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
