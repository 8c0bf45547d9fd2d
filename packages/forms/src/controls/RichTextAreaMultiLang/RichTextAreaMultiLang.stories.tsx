import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../../react/StoryForm';

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

/** Empty: one tab per language, an editor per tab once shown. */
export const Empty: Story = {
  args: {
    elements: [
      { name: 'Body', controlType: 'RichTextAreaMultiLang', displayName: 'Help text', required: true },
    ],
  },
};

/** Filled in three of six languages (filled tabs carry a dot and say so to screen readers). */
export const Filled: Story = {
  args: {
    elements: [
      {
        name: 'Body',
        controlType: 'RichTextAreaMultiLang',
        displayName: 'Help text',
        value: body,
        settings: { rows: 5 },
      },
    ],
  },
};

/** Read-only, borderless: each language's text sanitised. */
export const BorderlessReadOnly: Story = {
  args: {
    elements: [
      {
        name: 'Body',
        controlType: 'RichTextAreaMultiLang',
        displayName: 'Help text',
        readonly: true,
        enableBorderlessReadonly: true,
        value: body,
      },
    ],
  },
};

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
