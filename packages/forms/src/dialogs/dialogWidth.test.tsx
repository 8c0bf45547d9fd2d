import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, dialogRoutes, type DialogStore } from '@insulcalc/dialogs';
import { createShellServices } from '@insulcalc/shell';
import type { DynamicFormDataInput } from '../core/index';
import { TestI18n } from '../react/testing';
import { registerFormDialogs } from './register';
import { patient } from '../../../../scripts/patience.mjs';

const settings: DynamicFormDataInput = {
  formId: 'user-settings',
  formName: 'UserSettings',
  formVersion: 1,
  dialogWidth: 700,
  sections: [{ name: 'Main', elements: [{ name: 'FullName' }] }],
  elements: [{ name: 'FullName', controlType: 'TextBox', displayName: 'Full name' }],
};

let form: DynamicFormDataInput;
let dialogStore: DialogStore;
beforeEach(() => {
  form = settings;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(form), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const services = createShellServices();
  dialogStore = services.dialogs;
  registerFormDialogs();
  render(
    <TestI18n services={services}>
      <DialogHost registry={dialogRoutes} />
    </TestI18n>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  dialogStore.clear();
});

describe("a form dialog's width", () => {
  it("takes the form definition's dialogWidth (User settings: 700 px, not the default 1200)", async () => {
    act(() => void dialogStore.open({ path: 'DynamicForm', params: { formId: 'user-settings' } }));
    await screen.findByRole('textbox', { name: /Full name/ }, { timeout: patient(8000) });
    await waitFor(() => expect(screen.getByRole('dialog').style.width).toBe('700px'));
  });

  it('stays at the default 1200 px when the form declares none', async () => {
    form = { ...settings, dialogWidth: undefined } as DynamicFormDataInput;
    act(() => void dialogStore.open({ path: 'DynamicForm', params: { formId: 'user-settings' } }));
    await screen.findByRole('textbox', { name: /Full name/ }, { timeout: patient(8000) });
    expect(screen.getByRole('dialog').style.width).toBe('1200px');
  });
});
