import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '@insulcalc/i18n';
import type { DesignDefinition } from '../core/index';
import { offerRequestDefinition } from '../storyFixtures';
import { FormPreview } from './FormPreview';

/** The preview with texts resolved as the designer page does (translation keys through the app's texts). */
function Preview({ definition }: { definition: DesignDefinition }) {
  const messages = useMessages();
  const resolve = (text: string | undefined) => (text ? (messages[text] ?? text) : text);
  return <FormPreview definition={definition} formId="OfferRequest" resolve={resolve} />;
}

const meta: Meta<typeof Preview> = {
  title: 'Designer/FormPreview',
  component: Preview,
  args: { definition: offerRequestDefinition },
};
export default meta;
type Story = StoryObj<typeof Preview>;

/** The public offer-request form as designed, with sample values; saves are only recorded. */
export const OfferRequest: Story = {};

/** The same in German. */
export const German: Story = { globals: { language: 'de' } };

/** A definition the engine refuses: its problems listed in the reader's words. */
export const Invalid: Story = {
  args: {
    definition: {
      ...offerRequestDefinition,
      elements: [
        ...(offerRequestDefinition.elements ?? []),
        { name: 'ContactName', controlType: 'TextBox', displayName: 'Contact (again)' },
      ],
    } as DesignDefinition,
  },
};
