import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/CodeEditor',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

const script = `// Runs when the form has loaded.
export function onLoad(form) {
  const kind = form.getValue('Kind');
  form.setHidden('Diameter', kind !== 'pipe');
}
`;

/** The states every control has (issue 14 item 7): a JavaScript editor, CodeMirror loads on first render. */
const matrix = controlMatrix(
  { name: 'Script', controlType: 'CodeEditor', displayName: 'Form script', settings: { rows: 6 } },
  { filled: script },
);

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

/** A form script. */
export const JavaScript: Story = {
  args: {
    elements: [
      {
        name: 'Script',
        controlType: 'CodeEditor',
        displayName: 'Form script',
        value: script,
        settings: { rows: 8 },
      },
    ],
  },
};

/** JSON, checked while typing (the broken comma is marked). */
export const Json: Story = {
  args: {
    elements: [
      {
        name: 'Definition',
        controlType: 'CodeEditor',
        displayName: 'Process definition',
        value: '{\n  "key": "Offer",\n  "version": 1,\n}\n',
        settings: { language: 'json', rows: 6 },
      },
    ],
  },
};

/** An HTML template. */
export const Html: Story = {
  args: {
    elements: [
      {
        name: 'Template',
        controlType: 'CodeEditor',
        displayName: 'Mail template',
        value: '<p>Dear {{customer.name}},</p>\n<p>please find the offer attached.</p>\n',
        settings: { language: 'html', rows: 5 },
      },
    ],
  },
};
