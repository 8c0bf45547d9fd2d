import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';

const options = [
  { value: 1, text: 'Pipes' },
  { value: 2, text: 'Tanks' },
  { value: 3, text: 'Ducts' },
];

describe('MultiselectCheckbox', () => {
  it('checks and unchecks values, keeping the options order and their types', async () => {
    const { model } = await renderWithControls({
      name: 'Kinds',
      controlType: 'MultiselectCheckbox',
      displayName: 'Kinds',
      value: [3],
      settings: { options },
    });
    expect(screen.getByRole('group', { name: 'Kinds' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Pipes' })));
    expect(model.values().Kinds).toEqual([1, 3]);
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Ducts' })));
    expect(model.values().Kinds).toEqual([1]);
  });

  it('disables the rest once maxSelected values are checked', async () => {
    await renderWithControls({
      name: 'Kinds',
      controlType: 'MultiselectCheckbox',
      displayName: 'Kinds',
      value: [1],
      settings: { options, maxSelected: 1 },
    });
    expect((screen.getByRole('checkbox', { name: 'Tanks' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Pipes' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows a required error after a validate-all with nothing checked', async () => {
    const { model } = await renderWithControls({
      name: 'Kinds',
      controlType: 'MultiselectCheckbox',
      displayName: 'Kinds',
      required: true,
      settings: { options },
    });
    act(() => void model.validate({ silent: true }));
    expect(model.validate({ silent: true })).toBe(false);
  });

  it('changes nothing when read-only', async () => {
    const { model } = await renderWithControls({
      name: 'Kinds',
      controlType: 'MultiselectCheckbox',
      displayName: 'Kinds',
      readonly: true,
      value: [2],
      settings: { options },
    });
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Pipes' })));
    expect(model.values().Kinds).toEqual([2]);
  });
});
