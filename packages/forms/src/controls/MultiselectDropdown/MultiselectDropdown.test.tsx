import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';
import { multiValues, multiselectValidator } from './settings';

const options = [
  { value: 'AT', text: 'Austria' },
  { value: 'DE', text: 'Germany' },
  { value: 'SI', text: 'Slovenia' },
];
const field = { name: 'C', displayName: 'Countries', required: false, readonly: false, hidden: false };

describe('MultiselectDropdown', () => {
  it('shows the chosen texts and adds an option picked from the list', async () => {
    const { model } = await renderWithControls({
      name: 'Countries',
      controlType: 'MultiselectDropdown',
      displayName: 'Countries',
      value: ['SI'],
      settings: { options },
    });
    const trigger = screen.getByRole('button', { name: /Slovenia/ });
    fireEvent.click(trigger);
    const germany = await screen.findByRole('option', { name: /Germany/ });
    act(() => fireEvent.click(germany));
    expect(model.values().Countries).toEqual(['DE', 'SI']);
    expect(model.getField('Countries')!.error).toBeNull();
  });

  it('shows the values as read-only text', async () => {
    await renderWithControls({
      name: 'Countries',
      controlType: 'MultiselectDropdown',
      displayName: 'Countries',
      readonly: true,
      value: ['AT', 'SI'],
      settings: { options },
    });
    expect((screen.getByRole('textbox', { name: 'Countries' }) as HTMLInputElement).value).toBe(
      'Austria, Slovenia',
    );
  });

  it('validates required, limits and unknown values', () => {
    const settings = { options, maxSelected: 2, minSelected: 1 };
    expect(multiselectValidator({ ...field, required: true, settings }, [])).toMatchObject({
      valid: false,
      failure: { key: 'validation_required' },
    });
    expect(multiselectValidator({ ...field, settings }, ['AT', 'DE', 'SI'])).toMatchObject({
      failure: { key: 'Multiselect_TooMany', values: { max: 2 } },
    });
    expect(multiselectValidator({ ...field, settings }, ['XX'])).toMatchObject({
      failure: { key: 'Multiselect_UnknownValue' },
    });
    expect(multiselectValidator({ ...field, settings }, ['AT']).valid).toBe(true);
  });

  it('reads stored values in any shape', () => {
    expect(multiValues('["a",2]')).toEqual(['a', 2]);
    expect(multiValues('a')).toEqual(['a']);
    expect(multiValues('[broken')).toEqual([]);
    expect(multiValues({ a: 1 })).toEqual([]);
    expect(multiValues(null)).toEqual([]);
  });
});
