import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogStoreContext, createDialogStore } from '@insulcalc/dialogs';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
} from '../core/index';
import { FormToolbar, SELECT_DOCUMENT_TEMPLATE_ACTION } from './FormToolbar';
import { FormCallError } from './shellTransport';
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

async function setup(entityInstanceId: string | null, onSave?: () => never) {
  const transport = createRecordingTransport(offer(entityInstanceId));
  if (onSave) transport.onSave = onSave;
  const model = new FormModel({ transport, formView: createRecordingView() });
  await model.load({ formId: 'OfferRequestAdmin', ...(entityInstanceId ? { entityInstanceId } : {}) });
  const dialogs = createDialogStore();
  const onError = vi.fn();
  // Something to save: the Save button is enabled with unsaved changes only.
  model.setValue('Name', 'Boiler room');
  render(
    <TestI18n>
      <DialogStoreContext.Provider value={dialogs}>
        <FormToolbar model={model} asDialog={false} onError={onError} />
      </DialogStoreContext.Provider>
    </TestI18n>,
  );
  return { transport, dialogs, onError };
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

describe('FormToolbar’s failed actions', () => {
  const refusal = (status: number) => () => {
    throw new FormCallError({ status, message: 'refused', userMessages: [] });
  };

  it('does not report a save the server refused (409: its message is shown already)', async () => {
    const { transport, onError } = await setup('or-7', refusal(409));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(transport.saves).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a save the server failed on (500)', async () => {
    const { onError } = await setup('or-7', refusal(500));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(FormCallError);
  });
});
