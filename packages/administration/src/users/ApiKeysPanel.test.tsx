import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAdmin } from '../test/renderAdmin';
import { ApiKeysPanel } from './ApiKeysPanel';

const USER = '6f1c2f5e-1d1b-4c61-9d1e-1f6b7c9a0b11';
const KEY = {
  id: '0b7f4c58-58f5-4c8e-9a57-0f1b6b1d3c21',
  name: 'build script',
  prefix: 'ick_abcdefgh',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

function server() {
  let keys = [KEY];
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith(`/api/v1/account/users/${USER}/api-keys`)) return json(keys);
    if (init?.method === 'DELETE' && url.endsWith(`/api-keys/${KEY.id}`)) {
      keys = [];
      return new Response(null, { status: 204 });
    }
    return json({ title: 'Not Found', status: 404 }, 404);
  });
}

describe('ApiKeysPanel', () => {
  it('lists the user’s keys and revokes one after a confirmation', async () => {
    const fetch = server();
    const { container } = renderAdmin([{ path: '/', element: <ApiKeysPanel userId={USER} /> }], {
      fetch,
      path: '/',
    });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /build script/ });
    expect(within(row).getByText('ick_abcdefgh…')).toBeTruthy();
    expect(within(row).getAllByText('Never')).toHaveLength(2);
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the key build script' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Revoke the API key "build script"?');
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm|OK|Yes/ }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE'),
      ).toBe(true),
    );
    expect(await screen.findByText('The user has no active API keys.')).toBeTruthy();
  });

  it('does not revoke when the confirmation is cancelled', async () => {
    const fetch = server();
    renderAdmin([{ path: '/', element: <ApiKeysPanel userId={USER} /> }], { fetch, path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key build script' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel|No/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(
      false,
    );
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
