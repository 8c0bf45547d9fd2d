import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDialogs } from '@insulcalc/dialogs';
import { openTestDocumentTemplate } from './openers';
import { registerDocumentDialogs } from './register';
import { offerTemplate } from './storyFixtures';

/** The test dialog of the Offer template opened on mount, as the template editor's Test opens it. */
function TestTemplate({ source }: { source?: string }) {
  const dialogs = useDialogs();
  useEffect(() => {
    const id = openTestDocumentTemplate(dialogs, 'Offer', source);
    return () => dialogs.close(id);
  }, [dialogs, source]);
  return null;
}

const meta: Meta<typeof TestTemplate> = {
  title: 'Documents/TestDocumentTemplateDialog',
  component: TestTemplate,
  parameters: {
    app: {
      path: '/Administration/DocumentTemplates/Offer',
      dialogs: true,
      registerDialogs: registerDocumentDialogs,
      api: { 'api/v1/documents/templates/Offer': offerTemplate() },
    },
  },
};
export default meta;
type Story = StoryObj<typeof TestTemplate>;

/** Rendered against the template's sample offer request (editable JSON), or a stored record's id. */
export const Sample: Story = {};

/** German texts. */
export const German: Story = { globals: { language: 'de' } };
