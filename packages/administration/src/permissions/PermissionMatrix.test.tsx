import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { adminTestMessages, json, renderAdmin } from '../test/renderAdmin';
import type { MatrixGrants } from './grants';
import { samplePermissionsForm } from './matrixFixture';
import { PermissionsPage } from './PermissionsPage';
import { patient } from '../../../../scripts/patience.mjs';

const messages = {
  ...adminTestMessages,
  Entity_OfferRequest: 'Offer requests',
  Entity_Project: 'Projects',
};

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The page against a fake server: forms/load answers `form`, saves are kept as their fields. */
function renderPage(form = samplePermissionsForm(), saveAnswer = () => json({ entityInstanceId: 'all' })) {
  const saves: Record<string, string>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.endsWith('/api/v1/forms/load')) return json(form);
    if (url.endsWith('/api/v1/forms/Permissions/save')) {
      const body = init?.body as FormData;
      saves.push(Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)])));
      return saveAnswer();
    }
    return json({ title: 'Not Found', status: 404 }, 404);
  });
  const view = renderAdmin([{ path: '/Administration/Permissions', element: <PermissionsPage /> }], {
    fetch,
    path: '/Administration/Permissions',
    messages,
  });
  return { ...view, saves };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('PermissionMatrix', () => {
  it('is a table with a caption: resources by kind as rows, groups as columns, axe-clean', async () => {
    const { container } = renderPage();
    const table = await screen.findByRole(
      'table',
      { name: 'What each group may do' },
      { timeout: patient(10_000) },
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Protected item',
      expect.stringContaining('Administrators'),
      'Sales',
      'Designers',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Records' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Administration areas' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Offer requests' })).toBeTruthy();
    expect(box('Sales: update Offer requests').checked).toBe(true);
    expect(box('Sales: delete Offer requests').checked).toBe(false);
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('a ticked box changes the Grants value, and Save sends it as the record’s JSON part', async () => {
    const { saves } = renderPage();
    await screen.findByRole('table', {}, { timeout: patient(10_000) });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(box('Sales: delete Offer requests'));
    fireEvent.click(box('Sales: read Document templates'));
    fireEvent.click(box('Designers: update Document templates'));
    expect(box('Sales: delete Offer requests').checked).toBe(true);
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: patient(10_000) });
    const sent = JSON.parse(saves[0]!.Grants!) as MatrixGrants;
    expect(sent).toEqual({
      SALES: { OfferRequest: ['read', 'update', 'delete'], DocumentTemplate: ['read'] },
      DESIGNERS: { DocumentTemplate: ['read', 'publish'] },
    });
    expect(JSON.parse(saves[0]!.ConcurrencyTokens!)).toEqual({ Permissions: 'token-1' });
  });

  it('shows the administrators granted and not editable, with the reason', async () => {
    renderPage();
    await screen.findByRole('table', {}, { timeout: patient(10_000) });
    const admin = box('Administrators: publish Document templates');
    expect(admin.checked).toBe(true);
    expect(admin.disabled).toBe(true);
    const note = document.getElementById(admin.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Administrators may do everything; this cannot be changed.');
    fireEvent.click(admin);
    expect(admin.checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('says what everyone already has as text, not as a checkbox', async () => {
    renderPage();
    const table = await screen.findByRole('table', {}, { timeout: patient(10_000) });
    expect(screen.queryByRole('checkbox', { name: 'Sales: create Offer requests' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Sales: create Projects' })).toBeNull();
    const offers = within(table).getByRole('row', { name: /^Offer requests/ });
    expect(within(offers).getAllByText('create: everyone, also without signing in')).toHaveLength(3);
    const projects = within(table).getByRole('row', { name: /^Projects/ });
    expect(within(projects).getAllByText('create: every signed-in user')).toHaveLength(3);
    // Owners read their own projects without a grant; a grant gives every project.
    expect(within(projects).getAllByText('read: everyone on their own records')).toHaveLength(3);
    expect(box('Sales: read Projects').checked).toBe(false);
  });

  it('is read-only on a read-only form', async () => {
    renderPage(samplePermissionsForm({ readonly: true }));
    await screen.findByRole('table', {}, { timeout: patient(10_000) });
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((b) => b.disabled)).toBe(true);
  });

  it('filters the rows by the typed name', async () => {
    renderPage();
    const table = await screen.findByRole('table', {}, { timeout: patient(10_000) });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'templ' },
    });
    expect(within(table).queryByRole('rowheader', { name: 'Offer requests' })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: 'Records' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Document templates' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Nothing matches “zzz”.');
  });

  it('keeps the change when the server refuses a save, and its message reaches the page', async () => {
    const refusal = '“publish” cannot be granted on “OfferRequest”.';
    const { store } = renderPage(samplePermissionsForm(), () =>
      json(
        {
          title: 'Bad Request',
          status: 400,
          userMessages: [{ message: refusal, level: 'error', controlName: 'Grants' }],
        },
        400,
      ),
    );
    await screen.findByRole('table', {}, { timeout: patient(10_000) });
    fireEvent.click(box('Sales: delete Offer requests'));
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(store.getState().messages.items).toEqual([
          expect.objectContaining({ message: refusal, level: 'error', controlName: 'Grants' }),
        ]),
      { timeout: patient(10_000) },
    );
    await waitFor(() => expect(box('Sales: delete Offer requests').disabled).toBe(false));
    expect(box('Sales: delete Offer requests').checked).toBe(true);
    expect(save).toHaveProperty('disabled', false);
  });
});
