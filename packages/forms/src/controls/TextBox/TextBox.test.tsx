import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { FormView } from '../../react/FormView';
import { createBasicControlRegistry } from '../basicControls';
import { createLoadedModel, renderControl, singleFormData } from '../testing';
import { textAreaHeight } from './settings';

describe('TextBox', () => {
  it('edits the value and validates on change (required, maxLength)', async () => {
    const { model } = await renderControl({
      name: 'Name',
      controlType: 'TextBox',
      displayName: 'Name',
      required: true,
      settings: { maxLength: 3 },
    });
    const input = screen.getByRole('textbox', { name: /Name/ });
    fireEvent.change(input, { target: { value: 'Anna' } });
    expect(model.field('Name').value).toBe('Anna');
    expect(screen.getByText('At most 3 characters.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
  it('a text area is rows × 20 px high (10 rows unset, at least 3)', async () => {
    await renderControl({
      name: 'Note',
      controlType: 'TextBox',
      displayName: 'Note',
      settings: { type: 'textarea', rows: 4 },
    });
    expect(screen.getByRole('textbox', { name: /Note/ }).style.height).toBe('80px');
    expect(textAreaHeight({})).toBe(200);
    expect(textAreaHeight({ rows: 1 })).toBe(60);
  });
  it('shows a read-only password as six asterisks', async () => {
    const { container } = await renderControl({
      name: 'Pw',
      controlType: 'TextBox',
      displayName: 'Password',
      readonly: true,
      value: 'secret',
      settings: { type: 'password' },
    });
    expect(container.querySelector('input')!.value).toBe('******');
  });
  it('offers editing in a dialog when enabled', async () => {
    await renderControl({
      name: 'Long',
      controlType: 'TextBox',
      displayName: 'Long',
      settings: { enableEditInDialog: true },
    });
    expect(screen.getByRole('button', { name: 'Edit in a larger window' })).toBeTruthy();
  });

  it("offers no larger window, and still renders, on a page without the dialogs' stack", async () => {
    const registry = createBasicControlRegistry();
    const model = await createLoadedModel(
      singleFormData([
        { name: 'Long', controlType: 'TextBox', displayName: 'Long', settings: { enableEditInDialog: true } },
      ]),
    );
    render(
      <I18nProvider language="en" messages={{}} isProduction>
        <FormView model={model} registry={registry} formKey="embedded" />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Long' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
