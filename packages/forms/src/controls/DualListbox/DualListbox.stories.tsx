import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/DualListbox',
  component: ControlStory,
};
export default meta;

/** DualListbox: the states every control has (issue 14 item 7). */
const matrix = controlMatrix(
  {
    name: 'Media',
    controlType: 'DualListbox',
    displayName: 'Media offered',
    settings: {
      options: [
        {
          value: 'w',
          text: 'Water',
        },
        {
          value: 's',
          text: 'Steam',
        },
        {
          value: 'g',
          text: 'Glycol 30 %',
        },
        {
          value: 'o',
          text: 'Thermal oil',
        },
        {
          value: 'a',
          text: 'Air',
        },
      ],
    },
  },
  { filled: ['w', 'g'] },
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
