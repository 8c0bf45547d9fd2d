import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../../grid/fakeViewServer';
import { renderControlWithApp } from '../../grid/testing';
import { patient } from '../../../../../scripts/patience.mjs';

const element = (value: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Requests',
  controlType: 'MultiselectLookup',
  displayName: 'Offer requests',
  value: value as never,
  settings: { viewId: 'OfferRequests', maxItems: 3 },
  ...extra,
});
const fetch = () => fakeViewFetch([offerRequestsView(40)]);

describe('MultiselectLookup', () => {
  it('shows the stored records as tags and removes one', async () => {
    const { model } = await renderControlWithApp(element(['r0001', 'r0002']), { fetch: fetch() });
    const tags = await screen.findByRole('list', { name: 'Offer requests' });
    await waitFor(() => expect(within(tags).getAllByRole('listitem')[0]!.textContent).toMatch(/Ana Novak/));
    fireEvent.click(within(tags).getByRole('button', { name: /Remove Ana Novak/ }));
    await waitFor(() => expect(model.field('Requests').value).toEqual(['r0002']));
  });

  it('adds a typed match and removes the last with Backspace in the empty input', async () => {
    const { model } = await renderControlWithApp(element([]), { fetch: fetch() });
    const input = await screen.findByRole('combobox', { name: 'Offer requests' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Müller' } });
    const option = (await screen.findAllByRole('option', { name: /Müller/ }, { timeout: patient(5000) }))[0]!;
    fireEvent.click(option);
    await waitFor(() => expect((model.field('Requests').value as string[]).length).toBe(1));
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(input, { key: 'Backspace' });
    await waitFor(() => expect(model.field('Requests').value).toEqual([]));
  });

  it('takes the LookupDialog selection as the new set (at most maxItems)', async () => {
    const { model } = await renderControlWithApp(element(['r0001']), { fetch: fetch(), dialogs: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from the list' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: patient(10000) });
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(2));
    // r0001 is ticked already; tick two more.
    const boxes = within(dialog).getAllByRole('checkbox', { name: /^Select (?!all rows)/ });
    await waitFor(() => expect(within(dialog).getByText('1 selected')).toBeTruthy());
    const unticked = boxes.filter((b) => !(b as HTMLInputElement).checked).slice(0, 3);
    for (const box of unticked) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const value = model.field('Requests').value as string[];
    expect(value).toHaveLength(3);
    expect(value[0]).toBe('r0001');
  });

  it('is read-only: tags without remove buttons, no input', async () => {
    await renderControlWithApp(element(['r0001'], { readonly: true }), { fetch: fetch() });
    await screen.findByRole('list', { name: 'Offer requests' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
