import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix, type ControlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/JsonExpression',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

const fields = [
  { name: 'Kind', controlType: 'TextBox', displayName: 'Kind of equipment', value: 'pipe' },
  { name: 'Diameter', controlType: 'Numeric', displayName: 'Diameter', value: 100 },
];

/**
 * The states every control has (issue 14 item 7), beside two fields whose names the editor offers
 * (type `{"var": "`). The rule's field is first: the matrix's checks look at it.
 */
const single = controlMatrix(
  { name: 'Rule', controlType: 'JsonExpression', displayName: 'Visible when', settings: { rows: 5 } },
  { filled: { and: [{ '==': [{ var: 'Kind' }, 'pipe'] }, { '>': [{ var: 'Diameter' }, 50] }] } },
);
const matrix = Object.fromEntries(
  Object.entries(single).map(([name, story]) => [
    name,
    { ...story, args: { elements: [...story.args!.elements!, ...fields] } },
  ]),
) as unknown as ControlMatrix;

export const Empty: Story = matrix.Empty;
export const Filled: Story = matrix.Filled;
export const ReadOnly: Story = matrix.ReadOnly;
export const BorderlessReadOnly: Story = matrix.BorderlessReadOnly;
export const InvalidError: Story = matrix.InvalidError;
export const InvalidWarning: Story = matrix.InvalidWarning;
export const InvalidInfo: Story = matrix.InvalidInfo;
export const FormatsEnglish: Story = matrix.FormatsEnglish;
export const FormatsGerman: Story = matrix.FormatsGerman;
export const FormatsSlovenian: Story = matrix.FormatsSlovenian;

/** A rule reading an unknown field (warning) and one the server would refuse (error). */
export const Invalid: Story = {
  args: {
    elements: [
      {
        name: 'Rule',
        controlType: 'JsonExpression',
        displayName: 'Visible when',
        value: { or: [{ var: 'Colour' }, { var: '__proto__.polluted' }] },
        settings: { rows: 5 },
      },
      ...fields,
    ],
  },
};
