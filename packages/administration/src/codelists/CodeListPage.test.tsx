import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAdmin } from '../test/renderAdmin';
import { CodeListPage, resolveCodeList } from './CodeListPage';
import { patient } from '../../../../scripts/patience.mjs';

const NAMES: Record<string, string> = {
  countries: 'Countries',
  materials: 'Materials and sizes',
  mediums: 'Media',
  productTypes: 'Product types',
};
const LISTS = Object.entries(NAMES).map(([id, en], i) => ({
  id,
  displayName: en,
  values: { ApiName: id, Name: { en, de: `${en} (de)` }, Position: i + 1, ItemCount: 5, ActiveCount: 5 },
}));

function answer(viewId: string, entityId: string, title: string, rows: unknown[]) {
  return {
    viewId,
    entityId,
    title,
    columns: [
      { attribute: 'Code', title: 'Code', dataType: 'text', sortable: true, filters: [], hidden: false },
    ],
    sort: [],
    page: 1,
    pageSize: 50,
    total: rows.length,
    totalIsExact: true,
    rows,
    canDelete: false,
    canCreate: true,
  };
}

function server() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/v1/views/CodeLists/rows'))
      return json(answer('CodeLists', 'CodeList', 'Code lists', LISTS));
    if (url.endsWith('/api/v1/views/CodeList_mediums/rows'))
      return json(
        answer('CodeList_mediums', 'CodeList_mediums', 'Media', [
          { id: '1', displayName: 'Water', values: { Code: 'WATER' } },
        ]),
      );
    return json({ title: 'Not Found', status: 404 }, 404);
  });
}

describe('CodeListPage', () => {
  it('resolves a list by API name or by position', () => {
    expect(resolveCodeList('mediums', LISTS)).toBe('mediums');
    expect(resolveCodeList('3', LISTS)).toBe('mediums');
    expect(resolveCodeList('9', LISTS)).toBeNull();
    expect(resolveCodeList('Mediums', LISTS)).toBeNull();
  });

  it('shows the list’s items for a numeric id', async () => {
    const fetch = server();
    const { container } = renderAdmin(
      [{ path: '/Administration/CodeList/:codelistId', element: <CodeListPage /> }],
      {
        fetch,
        path: '/Administration/CodeList/3',
      },
    );
    expect(await screen.findByText('WATER', {}, { timeout: patient(10_000) })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Media' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/Administration/CodeList',
    );
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says so when the list does not exist', async () => {
    renderAdmin([{ path: '/Administration/CodeList/:codelistId', element: <CodeListPage /> }], {
      fetch: server(),
      path: '/Administration/CodeList/nope',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no code list "nope".');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
