import type { Meta } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/FormGrid',
  component: ControlStory,
};
export default meta;

/** FormGrid: the states every control has (issue 14 item 7). */
const matrix = controlMatrix(
  {
    name: 'Lines',
    controlType: 'FormGrid',
    displayName: 'Price lines',
    labelPosition: 'top',
    settings: {
      columns: [
        {
          name: 'Product',
          controlType: 'TextBox',
          displayName: 'Product',
          required: true,
        },
        {
          name: 'Thickness',
          controlType: 'Numeric',
          displayName: 'Thickness (mm)',
          settings: {
            decimals: 1,
          },
          width: '8rem',
        },
        {
          name: 'Unit',
          controlType: 'Dropdown',
          displayName: 'Unit',
          settings: {
            options: [
              {
                value: 'm',
                text: 'metre',
              },
              {
                value: 'm2',
                text: 'square metre',
              },
            ],
          },
          width: '9rem',
        },
        {
          name: 'From',
          controlType: 'Date',
          displayName: 'Valid from',
        },
        {
          name: 'Active',
          controlType: 'Boolean',
          displayName: 'Active',
          width: '5rem',
        },
      ],
    },
  },
  {
    filled: [
      {
        Product: 'Mineral wool DN50',
        Thickness: 1250.5,
        Unit: 'm',
        From: '2026-03-09',
        Active: true,
      },
      {
        Product: 'Aluminium cladding',
        Thickness: null,
        Unit: 'm2',
        From: null,
        Active: false,
      },
    ],
  },
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
