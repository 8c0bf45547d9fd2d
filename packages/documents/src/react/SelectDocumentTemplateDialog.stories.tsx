import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createDialogStore, DialogHost, dialogRoutes } from '@insulcalc/dialogs';
import { SELECT_DOCUMENT_TEMPLATE_DIALOG } from './openers';
import { registerDocumentDialogs } from './register';
import { offerRequestTemplates } from './storyFixtures';

/** The dialog opened on mount in a stack of the story's own, as an offer request's toolbar opens it. */
function SelectTemplate({ entityInstanceId }: { entityInstanceId: string }) {
  const [dialogStore] = useState(createDialogStore);
  useEffect(() => {
    const unregister = registerDocumentDialogs();
    dialogStore.clear();
    dialogStore.open({
      path: SELECT_DOCUMENT_TEMPLATE_DIALOG,
      params: { entityId: 'OfferRequest', entityInstanceId },
      width: 600,
    });
    return () => {
      dialogStore.clear();
      unregister();
    };
  }, [dialogStore, entityInstanceId]);
  return <DialogHost store={dialogStore} registry={dialogRoutes} />;
}

const api = (templates: unknown) => ({
  app: { path: '/OfferRequest/or-1', api: { 'api/v1/documents/templates': templates } },
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
