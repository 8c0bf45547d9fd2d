import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/RichTextArea',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

const filled =
  '<h2>Offer notes</h2><p>Insulate the <strong>DN 100</strong> line with <em>mineral wool</em>, 50 mm.</p>' +
  '<ul><li><p>Jacket: aluminium</p></li><li><p>Supports every 3 m</p></li></ul>' +
  '<p>See the <a href="https://example.com/datasheet">datasheet</a>.</p>';

/** An empty, required editor with its toolbar (the editor chunk loads on first render). */
export const Empty: Story = {
  args: {
    elements: [
      {
        name: 'Notes',
        controlType: 'RichTextArea',
        displayName: 'Notes',
        required: true,
        settings: { rows: 6 },
      },
    ],
  },
};

/** Filled with headings, marks, a list and a link. */
export const Filled: Story = {
  args: {
    elements: [
      {
        name: 'Notes',
        controlType: 'RichTextArea',
        displayName: 'Notes',
        value: filled,
        settings: { rows: 6 },
      },
    ],
  },
};

/** Read-only: sanitised HTML, no editor (only DOMPurify's chunk loads). */
export const ReadOnly: Story = {
  args: {
    elements: [
      { name: 'Notes', controlType: 'RichTextArea', displayName: 'Notes', readonly: true, value: filled },
    ],
  },
};

/** Borderless read-only, as the help texts show. */
export const BorderlessReadOnly: Story = {
  args: {
    elements: [
      {
        name: 'Notes',
        controlType: 'RichTextArea',
        displayName: 'Notes',
        readonly: true,
        enableBorderlessReadonly: true,
        value: filled,
      },
    ],
  },
};

/** Stored markup with form controls and a script: shown without them. */
export const HostileStoredValue: Story = {
  args: {
    elements: [
      {
        name: 'Notes',
        controlType: 'RichTextArea',
        displayName: 'Notes',
        readonly: true,
        value:
          '<p>Visible text</p><form><input value="phish"><button>Send</button></form>' +
          '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">no link</a>',
      },
    ],
  },
};

/** Without a toolbar (keyboard shortcuts still format: Ctrl+B, Ctrl+I …). */
export const NoToolbar: Story = {
  args: {
    elements: [
      {
        name: 'Notes',
        controlType: 'RichTextArea',
        displayName: 'Notes',
        value: '<p>Plain editing area</p>',
        settings: { toolbar: false, rows: 4 },
      },
    ],
  },
};
