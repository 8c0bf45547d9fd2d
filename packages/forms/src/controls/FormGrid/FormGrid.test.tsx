import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';
import type { ControlSettings, JsonValue } from '../../core/index';
import { formGridValidator } from './settings';

const columns = [
  {
    name: 'Product',
    controlType: 'TextBox',
    displayName: 'Product',
    required: true,
    settings: { maxLength: 20 },
  },
  { name: 'Quantity', controlType: 'Numeric', displayName: 'Quantity', settings: { min: 1 } },
  { name: 'Urgent', controlType: 'Boolean', displayName: 'Urgent' },
] as unknown as JsonValue[];

async function setup(
  value: unknown = [{ Product: 'Pipe', Quantity: 2, Urgent: false }],
  extra: Record<string, unknown> = {},
) {
  return renderWithControls({
    name: 'Lines',
    controlType: 'FormGrid',
    displayName: 'Lines',
    value: value as null,
    settings: { columns, ...extra },
  });
}

describe('FormGrid', () => {
  it('renders rows with cells labelled by column and row', async () => {
    await setup();
    const cell = screen.getByRole('textbox', { name: 'Product Row 1' });
    expect((cell as HTMLInputElement).value).toBe('Pipe');
    expect(screen.getByRole('checkbox', { name: 'Urgent Row 1' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lines' })).toBeTruthy();
  });

  it('adds a row, edits its cells and stores the rows as the field value', async () => {
    const { model } = await setup();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add row' })));
    expect(model.values().Lines).toEqual([
      { Product: 'Pipe', Quantity: 2, Urgent: false },
      { Product: null, Quantity: null, Urgent: false },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Row 2 added.');
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Product Row 2' }), {
        target: { value: 'Elbow' },
      }),
    );
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent Row 2' })));
    expect(model.values().Lines).toEqual([
      { Product: 'Pipe', Quantity: 2, Urgent: false },
      { Product: 'Elbow', Quantity: null, Urgent: true },
    ]);
    expect(model.hasUnsavedChanges()).toBe(true);
  });

  it('validates a cell inline through the control type validator', async () => {
    const { model } = await setup();
    const product = screen.getByRole('textbox', { name: 'Product Row 1' });
    act(() => fireEvent.change(product, { target: { value: '' } }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(product.getAttribute('aria-describedby')).toMatch(/error/);
    expect(model.getField('Lines')!.error).toMatchObject({
      key: 'FormGrid_CellInvalid',
      values: { row: 1, column: 'Product' },
    });
    act(() => fireEvent.change(product, { target: { value: 'x'.repeat(21) } }));
    expect(model.getField('Lines')!.error).not.toBeNull();
    act(() => fireEvent.change(product, { target: { value: 'Valve' } }));
    expect(model.getField('Lines')!.error).toBeNull();
  });

  it('moves a row with Alt+ArrowDown and the buttons, and removes with Alt+Delete', async () => {
    const { model } = await setup([{ Product: 'A' }, { Product: 'B' }, { Product: 'C' }]);
    const first = screen.getByRole('textbox', { name: 'Product Row 1' });
    act(() => fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true }));
    expect((model.values().Lines as { Product: string }[]).map((r) => r.Product)).toEqual(['B', 'A', 'C']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Move row 3 up' })));
    expect((model.values().Lines as { Product: string }[]).map((r) => r.Product)).toEqual(['B', 'C', 'A']);
    act(() =>
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Product Row 1' }), {
        key: 'Delete',
        altKey: true,
      }),
    );
    expect((model.values().Lines as { Product: string }[]).map((r) => r.Product)).toEqual(['C', 'A']);
    expect(screen.getByRole('status').textContent).toBe('Row 1 removed.');
    expect((screen.getByRole('button', { name: 'Move row 1 up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows every cell error after a validate-all and refuses rows beyond maxRows', async () => {
    const { model } = await setup([{ Product: '' }, { Product: 'ok' }], { maxRows: 2 });
    expect(model.validate({ silent: true })).toBe(false);
    act(() => void model.validate({ silent: false }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('This field is required.').length).toBe(1);
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
  });

  it('is read-only: no add, remove or move buttons and read-only cells', async () => {
    await renderWithControls({
      name: 'Lines',
      controlType: 'FormGrid',
      displayName: 'Lines',
      readonly: true,
      value: [{ Product: 'Pipe' }],
      settings: { columns },
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'Product Row 1' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('validator: required needs a row; limits; cells', () => {
    const field = {
      name: 'L',
      displayName: 'Lines',
      required: true,
      readonly: false,
      hidden: false,
      settings: { columns, minRows: 1, maxRows: 2 } as ControlSettings,
    };
    expect(formGridValidator(field, [])).toMatchObject({ failure: { key: 'validation_required' } });
    expect(formGridValidator(field, [{ Product: 'a' }, { Product: 'b' }, { Product: 'c' }])).toMatchObject({
      failure: { key: 'FormGrid_TooManyRows' },
    });
    expect(formGridValidator(field, [{ Product: 'a', Quantity: 0 }])).toMatchObject({
      failure: { key: 'FormGrid_CellInvalid', values: { row: 1, column: 'Quantity' } },
    });
    expect(formGridValidator(field, '[{"Product":"a"}]').valid).toBe(true);
  });
});
