import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';

const options = [
  { value: 'a', text: 'Alpha' },
  { value: 'b', text: 'Beta' },
  { value: 'c', text: 'Gamma' },
];

async function setup(value: unknown = ['b'], settings: Record<string, unknown> = {}) {
  const result = await renderWithControls({
    name: 'Pick',
    controlType: 'DualListbox',
    displayName: 'Pick',
    value: value as null,
    settings: { options, ...settings },
  });
  const [available, chosen] = screen.getAllByRole('listbox');
  return { ...result, available: available!, chosen: chosen! };
}

describe('DualListbox', () => {
  it('lists the unchosen options on one side and the chosen on the other', async () => {
    const { available, chosen } = await setup();
    expect(
      within(available)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alpha', 'Gamma']);
    expect(
      within(chosen)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beta']);
    expect(available.getAttribute('aria-labelledby')).toContain('-available');
  });

  it('moves selected items with Add and all items back with Remove all', async () => {
    const { model, available } = await setup();
    act(() => fireEvent.click(within(available).getByRole('option', { name: 'Gamma' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(model.values().Pick).toEqual(['b', 'c']);
    act(() => fireEvent.click(screen.getByRole('button', { name: /Remove all/ })));
    expect(model.values().Pick).toEqual([]);
  });

  it('filters the available list', async () => {
    const { available } = await setup([]);
    act(() => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'amm' } }));
    expect(
      within(available)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gamma']);
  });

  it('respects maxSelected and read-only', async () => {
    await setup(['a'], { maxSelected: 1 });
    expect((screen.getByRole('button', { name: /Add all/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no moves when read-only', async () => {
    await setup(['a'], {});
    const { unmount } = await renderWithControls({
      name: 'Ro',
      controlType: 'DualListbox',
      displayName: 'Read only',
      readonly: true,
      value: ['a'],
      settings: { options },
    });
    const group = screen.getByRole('group', { name: 'Read only' });
    for (const button of within(group).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    unmount();
  });
});
