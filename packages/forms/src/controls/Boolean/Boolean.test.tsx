import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('Boolean', () => {
  it("reads 'true' text as checked and toggles to a boolean", async () => {
    const { model } = await renderControl({
      name: 'Consent',
      controlType: 'Boolean',
      displayName: 'I agree',
      value: 'TRUE',
    });
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(model.field('Consent').value).toBe(false);
  });
});
