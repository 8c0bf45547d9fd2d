import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { numericValidator } from './settings';

describe('Numeric', () => {
  it('parses the language notation and rounds half to even', async () => {
    const { model } = await renderControl(
      { name: 'Thickness', controlType: 'Numeric', displayName: 'Thickness', settings: { decimals: 2 } },
      { language: 'de' },
    );
    const input = screen.getByRole('textbox', { name: /Thickness/ });
    fireEvent.change(input, { target: { value: '1.234,565' } });
    fireEvent.blur(input);
    expect(model.field('Thickness').value).toBe(1234.56);
    fireEvent.change(input, { target: { value: '−2,345' } });
    fireEvent.blur(input);
    expect(model.field('Thickness').value).toBe(-2.34);
  });
  it('keeps text that does not parse, with a message, and leaves the value alone', async () => {
    const { model } = await renderControl({ name: 'N', controlType: 'Numeric', displayName: 'N', value: 5 });
    const input = screen.getByRole('textbox', { name: /N/ });
    fireEvent.change(input, { target: { value: '1.2.3' } });
    fireEvent.blur(input);
    expect(model.field('N').value).toBe(5);
    expect(screen.getByText('Enter a number.')).toBeTruthy();
  });
  it('checks min and max', () => {
    const field = {
      name: 'N',
      displayName: 'N',
      required: false,
      readonly: false,
      hidden: false,
      settings: { min: 0, max: 10 },
    };
    expect(numericValidator(field, 11)).toEqual({
      valid: false,
      failure: { key: 'DynamicForm_Numeric_Max', values: { max: 10 } },
    });
    expect(numericValidator(field, 5).valid).toBe(true);
  });
});
