import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../../grid/fakeViewServer';
import { renderControlWithApp } from '../../grid/testing';
import { patient } from '../../../../../scripts/patience.mjs';

const element = (value: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'Related',
  controlType: 'RelatedEntityPicker',
  displayName: 'Related requests',
  value: value as never,
  settings: { viewId: 'OfferRequests' },
  ...extra,
});
const fetch = () => fakeViewFetch([offerRequestsView(20)]);

describe('RelatedEntityPicker', () => {
  it('lists the related records and removes one', async () => {
    const { model } = await renderControlWithApp(element(['r0001', 'r0002']), { fetch: fetch() });
    const group = await screen.findByRole('group', { name: 'Related requests' });
    await waitFor(() => expect(within(group).getAllByRole('listitem')[0]!.textContent).toMatch(/Ana Novak/));
    fireEvent.click(within(group).getByRole('button', { name: /Remove Ana Novak/ }));
    await waitFor(() => expect(model.field('Related').value).toEqual(['r0002']));
  });

  it('adds through LookupDialog; its selection becomes the set', async () => {
    const { model } = await renderControlWithApp(element([]), { fetch: fetch(), dialogs: true });
    expect(await screen.findByText('No related records')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: patient(10000) });
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(2));
    const boxes = within(dialog).getAllByRole('checkbox', { name: /^Select (?!all rows)/ });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect((model.field('Related').value as string[]).length).toBe(2));
  });

  it('is read-only: no add or remove', async () => {
    await renderControlWithApp(element(['r0001'], { readonly: true }), { fetch: fetch() });
    await screen.findByRole('group', { name: 'Related requests' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
