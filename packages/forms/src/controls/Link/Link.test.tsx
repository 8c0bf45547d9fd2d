import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { safeHref } from './settings';

describe('Link', () => {
  it('opens in the same tab by default', async () => {
    await renderControl({
      name: 'Terms',
      controlType: 'Link',
      displayName: 'Terms',
      settings: { url: 'https://example.com/terms' },
    });
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('target')).toBe('_self');
  });
  it('drops javascript: addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('Configurator')).toBe('Configurator');
  });
});
