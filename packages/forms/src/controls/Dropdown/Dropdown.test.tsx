import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('Dropdown', () => {
  it('shows the selected option of the element', async () => {
    await renderControl({
      name: 'Country',
      controlType: 'Dropdown',
      displayName: 'Country',
      value: 'SI',
      settings: {
        options: [
          { value: 'AT', text: 'Austria' },
          { value: 'SI', text: 'Slovenia' },
        ],
      },
    });
    expect(screen.getByRole('button', { name: /Slovenia/ })).toBeTruthy();
  });
  it('shows the placeholder without a value', async () => {
    await renderControl({
      name: 'Country',
      controlType: 'Dropdown',
      displayName: 'Country',
      settings: { options: [] },
    });
    expect(screen.getByRole('button', { name: /Select…/ })).toBeTruthy();
  });
});

describe('options', () => {
  it('accept label for text', async () => {
    const { optionSchema } = await import('./settings');
    expect(optionSchema.parse({ value: 'dark', label: 'Dark' })).toEqual({ value: 'dark', text: 'Dark' });
    expect(optionSchema.parse({ value: 2 })).toEqual({ value: 2, text: '2' });
  });
});
