import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';
import { controlMatrix } from '../../stories/controlMatrix';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/RichTextAreaMultiLang',
  component: ControlStory,
};
export default meta;
type Story = StoryObj<typeof ControlStory>;

const body = {
  en: '<p>Choose the <strong>equipment</strong>, its size and material.</p>',
  de: '<p>Wählen Sie die <strong>Anlage</strong>, ihre Größe und den Werkstoff.</p>',
  sl: '<p>Izberite <strong>opremo</strong>, njeno velikost in material.</p>',
};

/** The states every control has; filled in three of six languages (filled tabs carry a dot). */
const matrix = controlMatrix(
  { name: 'Body', controlType: 'RichTextAreaMultiLang', displayName: 'Help text', settings: { rows: 5 } },
  { filled: body },
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

/** Narrowed to two languages. */
export const TwoLanguages: Story = {
  args: {
    elements: [
      {
        name: 'Body',
        controlType: 'RichTextAreaMultiLang',
        displayName: 'Help text',
        value: { en: body.en, de: body.de },
        settings: { languages: ['en', 'de'], rows: 4 },
      },
    ],
  },
};
