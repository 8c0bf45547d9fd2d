import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDialogs } from '@insulcalc/dialogs';
import { openSelectDocumentTemplate } from './openers';
import { registerDocumentDialogs } from './register';
import { offerRequestTemplates } from './storyFixtures';

/** The dialog opened on mount in the app's dialog stack, as an offer request's toolbar opens it. */
function SelectTemplate({ entityInstanceId }: { entityInstanceId: string }) {
  const dialogs = useDialogs();
  useEffect(() => {
    const id = openSelectDocumentTemplate(dialogs, { entityId: 'OfferRequest', entityInstanceId });
    return () => dialogs.close(id);
  }, [dialogs, entityInstanceId]);
  return null;
}

const api = (templates: unknown) => ({
  app: {
    path: '/OfferRequest/or-1',
    dialogs: true,
    registerDialogs: registerDocumentDialogs,
    api: { 'api/v1/documents/templates': templates },
  },
});

const meta: Meta<typeof SelectTemplate> = {
  title: 'Documents/SelectDocumentTemplateDialog',
  component: SelectTemplate,
  args: { entityInstanceId: 'or-1' },
  parameters: api(offerRequestTemplates),
};
export default meta;
type Story = StoryObj<typeof SelectTemplate>;

/** The published templates of an offer request, the first chosen; Download and Cancel. */
export const Templates: Story = {};

/** No template published for the entity yet. */
export const NoTemplates: Story = { parameters: api([]) };

/** Opened without a saved record: nothing to render the document from. */
export const NoRecord: Story = { args: { entityInstanceId: '' } };

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: api(() => {
    throw new Error('unreachable');
  }),
};
