import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../../grid/fakeViewServer';
import { renderControlWithApp } from '../../grid/testing';
import { lookupIdOf, lookupIdsOf, lookupSettingsSchema } from './settings';
import { patient } from '../../../../../scripts/patience.mjs';

const element = (value: unknown = null, extra: Record<string, unknown> = {}) => ({
  name: 'Request',
  controlType: 'Lookup',
  displayName: 'Offer request',
  value: value as never,
  settings: { viewId: 'OfferRequests' },
  ...extra,
});

const fetch = () => fakeViewFetch([offerRequestsView(40)]);

describe('Lookup', () => {
  it('shows the stored record by its display fields', async () => {
    await renderControlWithApp(element('r0001'), { fetch: fetch() });
    const input = await screen.findByRole('combobox', { name: 'Offer request' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Ana Novak · Novak d.o.o.'));
  });

  it('searches as the user types and stores the picked id', async () => {
    const { model } = await renderControlWithApp(element(), { fetch: fetch() });
    const input = await screen.findByRole('combobox', { name: 'Offer request' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Zupan' } });
    const listbox = await screen.findByRole('listbox', {}, { timeout: patient(5000) });
    // Until the answer comes the list says "No matches" (react-aria renders that as an option).
    const options = await within(listbox).findAllByRole(
      'option',
      { name: /Zupan/ },
      { timeout: patient(5000) },
    );
    expect(
      within(listbox)
        .getAllByRole('option')
        .every((o) => /Zupan/.test(o.textContent ?? '')),
    ).toBe(true);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(typeof model.field('Request').value).toBe('string'));
    expect(model.getState().dirty).toBe(true);
    await waitFor(() => expect((input as HTMLInputElement).value).toMatch(/Zupan/));
  });

  it('clears the value', async () => {
    const { model } = await renderControlWithApp(element('r0002'), { fetch: fetch() });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(model.field('Request').value).toBeNull());
  });

  it('picks a record in LookupDialog (Enter on a row)', async () => {
    const { model } = await renderControlWithApp(element(), { fetch: fetch(), dialogs: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from the list' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: patient(10000) });
    const grid = await within(dialog).findByRole('grid', {}, { timeout: patient(10000) });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const cell = grid.querySelector<HTMLElement>('[data-cell="0:1"]')!;
    const name = within(grid).getAllByRole('row')[1]!.querySelectorAll('td')[1]!.textContent;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const value = model.field('Request').value as string;
    expect(value).toMatch(/^r\d{4}$/);
    const input = screen.getByRole('combobox', { name: 'Offer request' }) as HTMLInputElement;
    await waitFor(() => expect(input.value.startsWith(name ?? '?')).toBe(true));
  });

  it('is read-only: no clear and no browse button', async () => {
    await renderControlWithApp(element('r0001', { readonly: true }), { fetch: fetch() });
    const input = await screen.findByRole('combobox', { name: 'Offer request' });
    expect(input.getAttribute('readonly')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose from the list' })).toBeNull();
  });

  it('validates required like every field', async () => {
    const { model } = await renderControlWithApp(element(null, { required: true }), { fetch: fetch() });
    expect(model.validate()).toBe(false);
    expect(model.field('Request').error).not.toBeNull();
  });
});

describe('lookup settings and values', () => {
  it('need a view id; ids are strings or numbers', () => {
    expect(lookupSettingsSchema.safeParse({}).success).toBe(false);
    expect(lookupSettingsSchema.parse({ viewId: 'Users' })).toMatchObject({
      minSearchLength: 1,
      allowBrowse: true,
    });
    expect(lookupIdOf(12)).toBe('12');
    expect(lookupIdOf({})).toBeNull();
    expect(lookupIdsOf(['a', 'a', 3, null])).toEqual(['a', '3']);
    expect(lookupIdsOf('a')).toEqual([]);
  });
});
