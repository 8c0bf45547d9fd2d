import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('RadioGroup', () => {
  it('selects an option and stores its value (numbers stay numbers)', async () => {
    const { model } = await renderControl({
      name: 'Units',
      controlType: 'RadioGroup',
      displayName: 'Units',
      settings: {
        options: [
          { value: 1, text: 'Metric' },
          { value: 2, text: 'Imperial' },
        ],
      },
    });
    expect(screen.getByRole('radiogroup', { name: /Units/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(model.field('Units').value).toBe(2);
  });
});
