/** Issue 12 Why list: ticking "Include supports" must not greet the engineer with "required" errors. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('supports', () => {
  it('appear without errors when the box is ticked; an emptied field then says it is required', () => {
    render(
      <TestI18n language="en">
        <LocalConfigurator />
      </TestI18n>,
    );
    fireEvent.click(screen.getByLabelText('Include supports (thermal bridges)'));
    for (const label of ['Support type', 'Number of supports', 'Thermal conductivity of the support'])
      expect(field(label).getAttribute('aria-invalid'), label).toBeNull();

    const quantity = field('Number of supports');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.change(quantity, { target: { value: '' } });
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
  });
});
