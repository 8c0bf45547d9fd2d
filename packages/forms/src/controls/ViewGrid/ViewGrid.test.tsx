import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../../grid/fakeViewServer';
import { renderControlWithApp } from '../../grid/testing';
import { selectedIdsOf, viewGridSettingsSchema } from './settings';
import { patient } from '../../../../../scripts/patience.mjs';

const element = (extra: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  name: 'Requests',
  controlType: 'ViewGrid',
  displayName: 'Open requests',
  settings: { viewId: 'OfferRequests', ...settings },
  ...extra,
});
const fetch = () => fakeViewFetch([offerRequestsView(25)]);
const rows = () => screen.getAllByRole('row').slice(1);

describe('ViewGrid control', () => {
  it('lists the view and gives the selected ids as its value', async () => {
    const { model } = await renderControlWithApp(element({ value: ['r0002'] }), { fetch: fetch() });
    const grid = await screen.findByRole('grid', { name: 'Open requests' }, { timeout: patient(10000) });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    // The stored selection shows ticked.
    await waitFor(() => expect(screen.getByText('1 selected')).toBeTruthy());
    fireEvent.click(within(rows()[0]!).getByRole('checkbox'));
    await waitFor(() => expect((model.field('Requests').value as string[]).length).toBe(2));
    expect(model.field('Requests').value).toContain('r0002');
  });

  it('selects nothing when read-only', async () => {
    await renderControlWithApp(element({ readonly: true }), { fetch: fetch() });
    await screen.findByRole('grid', {}, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('carries add, edit and delete on a search-page form; delete lists refused rows in the mass-edit dialog', async () => {
    const view = offerRequestsView(25);
    const server = fakeViewFetch([view], { refuse: (id) => id === 'r0003' });
    await renderControlWithApp(element({}, { formGroupId: 'OfferRequestAdmin' }), {
      fetch: server,
      dialogs: true,
      extra: { isSearchPage: true },
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const edit = within(toolbar).getByRole('button', { name: 'Edit' });
    expect(edit.hasAttribute('disabled') || edit.getAttribute('aria-disabled') === 'true').toBe(true);
    const names = rows().map((r) => r.querySelectorAll('td')[1]!.textContent);
    const ids = ['r0001', 'r0003'];
    for (const id of ids) {
      const row = view.rows.find((r) => r.id === id)!;
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${row.displayName}` }));
    }
    expect(names.length).toBe(10);
    fireEvent.click(await within(toolbar).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: patient(10000) });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Delete' }, { timeout: patient(10000) }),
    );
    const massEdit = await screen.findByText(
      /You may not delete this record/,
      {},
      { timeout: patient(10000) },
    );
    expect(massEdit).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('24 records'));
    expect(view.rows.some((r) => r.id === 'r0001')).toBe(false);
    expect(view.rows.some((r) => r.id === 'r0003')).toBe(true);
  });

  it('says so when the settings name no view', async () => {
    await renderControlWithApp(
      { name: 'X', controlType: 'ViewGrid', displayName: 'X', settings: {} },
      { fetch: fetch() },
    );
    expect(await screen.findByText('The grid has no view.', {}, { timeout: patient(10000) })).toBeTruthy();
  });
});

describe('ViewGrid settings', () => {
  it('default to multiple selection and export; ids are strings', () => {
    expect(viewGridSettingsSchema.parse({ viewId: 'Users' })).toMatchObject({
      selectionMode: 'multiple',
      exportable: true,
      allowDelete: true,
      buttons: [],
    });
    expect(viewGridSettingsSchema.safeParse({ viewId: 'bad id' }).success).toBe(false);
    expect(selectedIdsOf(['a', 2, null])).toEqual(['a', '2']);
    expect(selectedIdsOf('a')).toEqual([]);
  });
});
