import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

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

/** The states every control has (issue 14 item 7); the editor chunk loads on first render. */
const matrix = controlMatrix(
  { name: 'Notes', controlType: 'RichTextArea', displayName: 'Notes', settings: { rows: 6 } },
  { filled },
);

// Read-only shows the sanitised HTML without an editor (only DOMPurify's chunk loads).
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
