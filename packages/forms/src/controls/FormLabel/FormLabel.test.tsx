import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('FormLabel', () => {
  it('shows its text', async () => {
    await renderControl({
      name: 'Intro',
      controlType: 'FormLabel',
      displayName: 'Intro',
      settings: { text: 'Tell us about your project.' },
    });
    expect(screen.getByText('Tell us about your project.')).toBeTruthy();
  });
});
