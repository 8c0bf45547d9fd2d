import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../grid/fakeViewServer';
import { renderWithApp } from '../grid/testing';
import { SearchPage } from './SearchPage';
import { searchPageRoutes } from './searchPageRoutes';
import { rowMatches } from './SearchGrid';
import { patient } from '../../../../scripts/patience.mjs';

const rows = () => screen.getAllByRole('row').slice(1);

describe('SearchPage', () => {
  it('shows a refused user the refusal itself, not "could not be loaded", and offers no retry', async () => {
    const refusal =
      'You do not have the permission for this. An administrator can grant it to one of your groups.';
    const { container } = renderWithApp(
      <SearchPage viewId="OfferRequests" formGroupId="OfferRequestAdmin" />,
      {
        fetch: async () =>
          new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Forbidden',
              status: 403,
              userMessages: [{ message: refusal, level: 'error' }],
            }),
            { status: 403, headers: { 'content-type': 'application/problem+json' } },
          ),
      },
    );
    const shown = await screen.findByTestId('view-grid-refused', {}, { timeout: patient(10000) });
    expect(shown.textContent).toBe(refusal);
    expect(container.textContent).not.toContain('could not be loaded');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('adds at Default and edits at Default/{id} of its route', async () => {
    const view = offerRequestsView(15);
    const { router } = renderWithApp(
      <SearchPage viewId="OfferRequests" formGroupId="OfferRequestAdmin" editRoute="Requests" />,
      {
        fetch: fakeViewFetch([view]),
        routes: [
          { path: '/Requests/Default', element: <p>add page</p> },
          { path: '/Requests/Default/:id', element: <p>edit page</p> },
        ],
      },
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'New' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Requests/Default'));
    await router.navigate('/');
    await waitFor(() => expect(rows()).toHaveLength(10));
    // Enter on a row opens it.
    const cell = screen.getByRole('grid').querySelector<HTMLElement>('[data-cell="2:1"]')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/Requests\/Default\/r\d{4}$/));
  });

  it('opens DynamicForm/Form without a route: entityId to add, entityInstanceId to edit', async () => {
    const { router } = renderWithApp(
      <SearchPage viewId="OfferRequests" formGroupId="OfferRequestAdmin" addFormGroupId="OfferRequest" />,
      {
        fetch: fakeViewFetch([offerRequestsView(15)]),
        routes: [{ path: '/DynamicForm/Form', element: <p>form page</p> }],
      },
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?formGroupId=OfferRequest&entityId=OfferRequest'),
    );
  });

  it('enables a page button only when every selected row meets its row condition', async () => {
    const view = offerRequestsView(15);
    const clicked: string[][] = [];
    renderWithApp(
      <SearchPage
        viewId="OfferRequests"
        allowAdd={false}
        buttons={[
          {
            baseName: 'Offer',
            title: 'Make an offer',
            rowCondition: { '==': [{ var: 'Status' }, 'New'] },
            onClick: (selected) => clicked.push(selected.map((r) => r.id)),
          },
        ]}
      />,
      { fetch: fakeViewFetch([view]) },
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const button = within(toolbar).getByRole('button', { name: 'Make an offer' });
    const disabled = () => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
    expect(disabled()).toBe(true);
    const fresh = view.rows.find((r) => r.values.Status === 'New')!;
    const other = view.rows.find((r) => r.values.Status !== 'New')!;
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${fresh.displayName}` }));
    await waitFor(() => expect(disabled()).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${other.displayName}` }));
    await waitFor(() => expect(disabled()).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${other.displayName}` }));
    await waitFor(() => expect(disabled()).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toEqual([[fresh.id]]));
  });

  it('opens rows through onOpen instead of a form (Enter on a row, Edit on the selected row)', async () => {
    const view = offerRequestsView(15);
    const opened: string[] = [];
    const { router } = renderWithApp(
      <SearchPage viewId="OfferRequests" allowAdd={false} onOpen={(row) => opened.push(row.id)} />,
      { fetch: fakeViewFetch([view]) },
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const cell = screen.getByRole('grid').querySelector<HTMLElement>('[data-cell="0:1"]')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(opened).toHaveLength(1));
    const first = view.rows.find((r) => r.id === opened[0])!;
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${first.displayName}` }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(opened).toEqual([first.id, first.id]));
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithApp(
      <main>
        <SearchPage viewId="OfferRequests" formGroupId="OfferRequestAdmin" />
      </main>,
      { fetch: fakeViewFetch([offerRequestsView(15)]) },
    );
    await screen.findByRole('toolbar', { name: 'List actions' }, { timeout: patient(10000) });
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('gives its list, add and edit routes', () => {
    const routes = searchPageRoutes({ path: '/Administration/Users/', viewId: 'Users', formGroupId: 'User' });
    expect(routes.map((r) => r.path)).toEqual([
      'Administration/Users',
      'Administration/Users/Default',
      'Administration/Users/Default/:id',
    ]);
  });

  it('evaluates JSON Logic row conditions over the row values', () => {
    const row = { id: '1', displayName: 'A', values: { Status: 'New', Area: 12 } };
    expect(rowMatches({ '>': [{ var: 'Area' }, 10] }, row)).toBe(true);
    expect(rowMatches({ '==': [{ var: 'Status' }, 'Closed'] }, row)).toBe(false);
    expect(rowMatches(undefined, row)).toBe(true);
  });
});
