import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeViewFetch, offerRequestsView, type FakeView } from './fakeViewServer';
import { renderWithApp } from './testing';
import { ViewGrid, VIRTUAL_ROWS_FROM } from './ViewGrid';
import { rememberedKey } from './gridState';

function setup(view: FakeView = offerRequestsView(), props: Partial<Parameters<typeof ViewGrid>[0]> = {}) {
  const server = fakeViewFetch([view]);
  const fetch = vi.fn(server);
  const onOpen = vi.fn();
  const onSelectionChange = vi.fn();
  const utils = renderWithApp(
    <ViewGrid viewId={view.viewId} onOpen={onOpen} onSelectionChange={onSelectionChange} {...props} />,
    { fetch },
  );
  const bodies = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('/rows'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { ...utils, fetch, bodies, onOpen, onSelectionChange, view };
}

const dataRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => dataRows().map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);

describe('ViewGrid', () => {
  it('lists the first page with the total, headers and formatted cells', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Offer requests' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(screen.getByRole('status').textContent).toBe('120 records');
    expect(
      within(grid)
        .getByRole('columnheader', { name: /Contact/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    // Code values show their text, numbers the user's format.
    const first = within(dataRows()[0]!).getAllByRole('gridcell');
    expect(first.map((c) => c.textContent)).toContain('Slovenia');
    expect(grid.getAttribute('aria-rowcount')).toBe('121');
    expect(screen.getByText('Page 1 of 12')).toBeTruthy();
  });

  it('sorts on a header click: ascending, descending, then the default', async () => {
    const { bodies } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(bodies().at(-1)!.sort).toEqual([{ attribute: 'Company', direction: 'asc' }]));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Company/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(bodies().at(-1)!.sort).toEqual([{ attribute: 'Company', direction: 'desc' }]));
    fireEvent.click(screen.getByRole('button', { name: /Company/ }));
    // Back to the view's default sort (that page is cached, so no request).
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Contact/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Company/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('filters by text contains, code-list values and a number range', async () => {
    const { bodies } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const contains = screen.getByRole('textbox', { name: 'Contact contains' });
    fireEvent.change(contains, { target: { value: 'ana' } });
    fireEvent.keyDown(contains, { key: 'Enter' });
    await waitFor(() =>
      expect(bodies().at(-1)!.filters).toEqual([
        { attribute: 'ContactName', kind: 'contains', value: 'ana' },
      ]),
    );
    await waitFor(() => expect(firstCells().every((text) => /ana/i.test(text ?? ''))).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Germany' }));
    await waitFor(() =>
      expect(bodies().at(-1)!.filters).toContainEqual({
        attribute: 'Country',
        kind: 'values',
        values: ['DE'],
      }),
    );
    const from = screen.getByRole('textbox', { name: 'Area (m²) from' });
    fireEvent.change(from, { target: { value: '1,000.5' } });
    fireEvent.blur(from);
    await waitFor(() =>
      expect(bodies().at(-1)!.filters).toContainEqual({ attribute: 'Area', kind: 'range', from: 1000.5 }),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page is still cached: it shows again without a request.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('120 records'));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('applies the host’s filters (a report’s parameters) with the user’s, outside the filter panel', async () => {
    const { bodies } = setup(undefined, {
      filters: [{ attribute: 'Country', kind: 'values', values: ['DE'] }],
    });
    await waitFor(() =>
      expect(bodies().at(-1)!.filters).toEqual([{ attribute: 'Country', kind: 'values', values: ['DE'] }]),
    );
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.getByRole('status').textContent).not.toBe('120 records');
    expect(dataRows().every((row) => row.textContent?.includes('Germany'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const contains = screen.getByRole('textbox', { name: 'Contact contains' });
    fireEvent.change(contains, { target: { value: 'ana' } });
    fireEvent.keyDown(contains, { key: 'Enter' });
    await waitFor(() =>
      expect(bodies().at(-1)!.filters).toEqual([
        { attribute: 'Country', kind: 'values', values: ['DE'] },
        { attribute: 'ContactName', kind: 'contains', value: 'ana' },
      ]),
    );
  });

  it('follows the grid keyboard model: arrows, Home/End, Space selects, Enter opens, PageDown pages', async () => {
    const { onOpen, onSelectionChange, bodies } = setup();
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    const grid = screen.getByRole('grid');
    const focusable = grid.querySelectorAll('[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    const start = focusable[0] as HTMLElement;
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('1:0'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('1:6'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('1:0'));
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ id: expect.any(String) }),
      ]),
    );
    expect(dataRows()[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: onSelectionChange.mock.lastCall![0][0].id }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('9:0'));
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() => expect(bodies().at(-1)!.page).toBe(2));
    await waitFor(() => expect(screen.getByText('Page 2 of 12')).toBeTruthy());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('0:0'));
    // The selection survives the page change (row conditions see every selected row).
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('shows "10,000+" when the count stopped at the limit', async () => {
    const view = { ...offerRequestsView(30), countLimit: 20 };
    setup(view);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('20+ records'));
    expect(screen.getByText('Page 1 of 2+')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
  });

  it('hides a column through the column choice', async () => {
    setup();
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /E-mail/ })).toBeNull());
  });

  it('remembers filters and sort when asked to (rememberGridFilters)', async () => {
    localStorage.clear();
    const first = setup(offerRequestsView(), { remember: true });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() =>
      expect(first.bodies().at(-1)!.sort).toEqual([{ attribute: 'Company', direction: 'asc' }]),
    );
    expect(JSON.parse(localStorage.getItem(rememberedKey('OfferRequests'))!).sort).toEqual([
      { attribute: 'Company', direction: 'asc' },
    ]);
    first.unmount();
    const second = setup(offerRequestsView(), { remember: true });
    await waitFor(() =>
      expect(second.bodies()[0]!.sort).toEqual([{ attribute: 'Company', direction: 'asc' }]),
    );
    second.unmount();
    const third = setup(offerRequestsView(), { remember: false });
    await waitFor(() => expect(third.bodies()[0]!.sort).toBeUndefined());
  });

  it('shows a retry when the list fails to load', async () => {
    let fail = true;
    const server = fakeViewFetch([offerRequestsView()]);
    renderWithApp(<ViewGrid viewId="OfferRequests" />, {
      fetch: async (input, init) =>
        fail
          ? new Response(JSON.stringify({ title: 'Boom', status: 500 }), {
              status: 500,
              headers: { 'Content-Type': 'application/problem+json' },
            })
          : server(input, init),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('renders a page of 1,000 rows virtually: only the rows in view, every one reachable by keyboard', async () => {
    const view = offerRequestsView(1500);
    setup(view, { pageSize: 1000 });
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(10));
    // The whole page is announced, but only a window of rows is in the document.
    expect(grid.getAttribute('aria-rowcount')).toBe('1501');
    expect(dataRows().length).toBeLessThan(VIRTUAL_ROWS_FROM);
    expect(dataRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    // Ctrl+End: the last row of the page is rendered, focused and announced by its index.
    const start = grid.querySelector<HTMLElement>('[tabindex="0"]')!;
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('1:0'));
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toBe('999:6'));
    expect(document.activeElement!.closest('tr')!.getAttribute('aria-rowindex')).toBe('1001');
    expect(dataRows().length).toBeLessThan(VIRTUAL_ROWS_FROM);
  });
});
