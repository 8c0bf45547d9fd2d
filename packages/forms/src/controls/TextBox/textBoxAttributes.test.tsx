import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('TextBox settings placeholder, autocomplete and autofocus (spec §3)', () => {
  it('passes placeholder and autocomplete to the input and focuses it when autofocus is set', async () => {
    await renderControl({
      name: 'Email',
      controlType: 'TextBox',
      displayName: 'Email',
      settings: { type: 'email', placeholder: 'ana@example.com', autocomplete: 'email', autofocus: true },
    });
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('placeholder')).toBe('ana@example.com');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(document.activeElement).toBe(input);
  });

  it('a text area takes them too; without autofocus the input does not take the focus', async () => {
    await renderControl({
      name: 'Note',
      controlType: 'TextBox',
      displayName: 'Note',
      settings: { type: 'textarea', placeholder: 'Anything else?', autocomplete: 'off' },
    });
    const area = screen.getByRole('textbox', { name: /Note/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('placeholder')).toBe('Anything else?');
    expect(area.getAttribute('autocomplete')).toBe('off');
    expect(document.activeElement).not.toBe(area);
  });
});
