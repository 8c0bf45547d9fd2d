import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

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

/** Empty: type `{"` for the operations, `{"var": "` for the form's fields. */
export const Empty: Story = {
  args: {
    elements: [
      { name: 'Rule', controlType: 'JsonExpression', displayName: 'Visible when', settings: { rows: 5 } },
      ...fields,
    ],
  },
};

/** A rule over two fields. */
export const Filled: Story = {
  args: {
    elements: [
      {
        name: 'Rule',
        controlType: 'JsonExpression',
        displayName: 'Visible when',
        value: { and: [{ '==': [{ var: 'Kind' }, 'pipe'] }, { '>': [{ var: 'Diameter' }, 50] }] },
        settings: { rows: 6 },
      },
      ...fields,
    ],
  },
};

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

/** Read-only. */
export const ReadOnly: Story = {
  args: {
    elements: [
      {
        name: 'Rule',
        controlType: 'JsonExpression',
        displayName: 'Visible when',
        readonly: true,
        value: { '==': [{ var: 'Kind' }, 'pipe'] },
        settings: { rows: 4 },
      },
    ],
  },
};
