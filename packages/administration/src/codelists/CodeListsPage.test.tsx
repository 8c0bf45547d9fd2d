import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, textOf } from '../test/renderAdmin';
import { registerFormDialogs } from '@insulcalc/forms';
import { CodeListsPage } from './CodeListsPage';
import { patient } from '../../../../scripts/patience.mjs';

describe('CodeListsPage', () => {
  it('“New code list” opens the CodeList form in a dialog (a list defined as data)', async () => {
    const loads: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/v1/views/CodeLists/rows'))
        return json({
          viewId: 'CodeLists',
          entityId: 'CodeList',
          title: 'Code lists',
          columns: [
            {
              attribute: 'ApiName',
              title: 'API name',
              dataType: 'text',
              sortable: true,
              filters: [],
              hidden: false,
            },
          ],
          sort: [],
          page: 1,
          pageSize: 50,
          total: 1,
          totalIsExact: true,
          rows: [{ id: 'mediums', displayName: 'Media', values: { ApiName: 'mediums' } }],
          canDelete: false,
          canCreate: false,
        });
      if (url.endsWith('/api/v1/forms/load')) {
        const body = init?.body ?? (typeof input === 'object' && 'text' in input ? await input.text() : null);
        loads.push(typeof body === 'string' ? JSON.parse(body) : body);
        return json({ title: 'Not Found', status: 404 }, 404);
      }
      return json({ title: 'Not Found', status: 404 }, 404);
    });
    // The platform registers the form engine's dialogs at start (DynamicForm among them).
    const unregister = registerFormDialogs();
    const { container } = renderAdmin([{ path: '/Administration/CodeList', element: <CodeListsPage /> }], {
      fetch,
      path: '/Administration/CodeList',
    });
    expect(await screen.findByText('mediums', {}, { timeout: patient(10_000) })).toBeTruthy();
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: textOf('Administration_CodeLists_Add') }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy(), { timeout: patient(10_000) });
    await waitFor(() => expect(loads).toEqual([expect.objectContaining({ formGroupId: 'CodeList' })]), {
      timeout: patient(10_000),
    });
    unregister();
  });
});
