import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogStoreContext, createDialogStore } from '@insulcalc/dialogs';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
} from '../core/index';
import { FormToolbar } from './FormToolbar';
import { TestI18n } from './testing';

const form = (readonly: boolean): DynamicFormDataInput => ({
  formId: 'Product',
  formName: 'Product',
  formVersion: 1,
  entityInstanceId: 'p-1',
  readonly,
  toolbarButtons: [
    { baseName: 'Save', action: 'SAVE', title: 'Save' },
    { baseName: 'SaveAndClose', action: 'SAVEANDCLOSE', title: 'Save and close' },
    { baseName: 'Close', action: 'CLOSE', title: 'Close' },
  ],
  sections: [{ name: 'Main', elements: [{ name: 'Name' }] }],
  elements: [{ name: 'Name', controlType: 'TextBox', displayName: 'Name' }],
});

async function renderToolbar(readonly: boolean, request: { requestReadOnly?: boolean } = {}) {
  const model = new FormModel({
    transport: createRecordingTransport(form(readonly)),
    formView: createRecordingView(),
  });
  await model.load({ formId: 'Product', entityInstanceId: 'p-1', ...request });
  // A change that would enable saving on an editable form.
  model.setValue('Name', 'changed');
  render(
    <TestI18n>
      <DialogStoreContext.Provider value={createDialogStore()}>
        <FormToolbar model={model} asDialog={false} />
      </DialogStoreContext.Provider>
    </TestI18n>,
  );
  return model;
}

const enabled = (name: string) => {
  const button = screen.queryByRole('button', { name });
  return (
    button !== null && !button.hasAttribute('disabled') && button.getAttribute('aria-disabled') !== 'true'
  );
};

describe('save on a read-only form (spec §4)', () => {
  it('an editable form with a change offers Save and Save and close', async () => {
    await renderToolbar(false);
    expect(enabled('Save')).toBe(true);
    expect(enabled('Save and close')).toBe(true);
  });

  it.each([
    ['the definition says read-only', true, {}],
    ['the request asks for read-only', false, { requestReadOnly: true }],
  ])('%s: no save is offered, Close stays', async (_, readonly, request) => {
    const model = await renderToolbar(readonly, request);
    expect(model.getState().readonly).toBe(true);
    expect(enabled('Save')).toBe(false);
    expect(enabled('Save and close')).toBe(false);
    expect(enabled('Close')).toBe(true);
  });
});
