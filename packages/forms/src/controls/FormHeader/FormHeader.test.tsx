import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('FormHeader', () => {
  it('renders a heading at the configured level', async () => {
    await renderControl({
      name: 'Head',
      controlType: 'FormHeader',
      displayName: 'Contact',
      settings: { level: 3 },
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Contact' })).toBeTruthy();
  });
});
