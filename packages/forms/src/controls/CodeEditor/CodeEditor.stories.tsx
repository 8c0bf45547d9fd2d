import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

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

/** An empty JavaScript editor (CodeMirror loads on first render). */
export const Empty: Story = {
  args: {
    elements: [
      {
        name: 'Script',
        controlType: 'CodeEditor',
        displayName: 'Form script',
        required: true,
        settings: { rows: 6 },
      },
    ],
  },
};

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

/** Read-only, without line numbers. */
export const ReadOnly: Story = {
  args: {
    elements: [
      {
        name: 'Script',
        controlType: 'CodeEditor',
        displayName: 'Form script',
        readonly: true,
        value: script,
        settings: { lineNumbers: false, rows: 6 },
      },
    ],
  },
};
