import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogStoreContext, createDialogStore } from '@insulcalc/dialogs';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
} from '../core/index';
import { FormToolbar, SELECT_DOCUMENT_TEMPLATE_ACTION } from './FormToolbar';
import { TestI18n } from './testing';

const offer = (entityInstanceId: string | null): DynamicFormDataInput => ({
  formId: 'OfferRequestAdmin',
  formName: 'Offer request',
  formVersion: 1,
  entityId: 'OfferRequest',
  entityInstanceId,
  toolbarButtons: [
    { baseName: 'Save', action: 'SAVE' },
    { baseName: 'Documents', action: SELECT_DOCUMENT_TEMPLATE_ACTION },
  ],
  sections: [{ name: 'Main', elements: [{ name: 'Name' }] }],
  elements: [{ name: 'Name', controlType: 'TextBox', displayName: 'Name' }],
});

async function setup(entityInstanceId: string | null) {
  const transport = createRecordingTransport(offer(entityInstanceId));
  const model = new FormModel({ transport, formView: createRecordingView() });
  await model.load({ formId: 'OfferRequestAdmin', ...(entityInstanceId ? { entityInstanceId } : {}) });
  const dialogs = createDialogStore();
  render(
    <TestI18n>
      <DialogStoreContext.Provider value={dialogs}>
        <FormToolbar model={model} asDialog={false} />
      </DialogStoreContext.Provider>
    </TestI18n>,
  );
  return { transport, dialogs };
}

describe('FormToolbar’s Documents button', () => {
  it('opens SelectDocumentTemplateDialog for the record on the form, without sending the form', async () => {
    const { transport, dialogs } = await setup('or-7');
    fireEvent.click(screen.getByRole('button', { name: 'Documents' }));
    expect(dialogs.getDialogs().map((d) => [d.name, d.params])).toEqual([
      ['SelectDocumentTemplateDialog', { entityId: 'OfferRequest', entityInstanceId: 'or-7' }],
    ]);
    expect(transport.saves).toHaveLength(0);
  });

  it('is disabled on a new record (nothing to make a document of yet)', async () => {
    const { dialogs } = await setup(null);
    const button = screen.getByRole('button', { name: 'Documents' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(button);
    expect(dialogs.getDialogs()).toHaveLength(0);
  });
});
