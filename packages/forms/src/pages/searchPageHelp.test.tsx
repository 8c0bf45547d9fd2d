import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { helpContentItem } from '@insulcalc/shell';
import { en, renderApp, testRoutes } from '@insulcalc/shell/testing';
import { fakeViewFetch, offerRequestsView } from '../grid/fakeViewServer';
import { searchPageRoutes } from './searchPageRoutes';
import { patient } from '../../../../scripts/patience.mjs';

afterEach(cleanup);

describe("a view's help item (spec §2)", () => {
  it("the frame's help icon opens the search page's help-content form", async () => {
    const viewFetch = fakeViewFetch([offerRequestsView(3)]);
    const { store } = renderApp({
      routes: testRoutes({
        isAuthenticated: true,
        extraRoutes: searchPageRoutes({
          path: 'OfferRequests',
          viewId: 'OfferRequests',
          formGroupId: 'OfferRequestAdmin',
          helpItem: helpContentItem('OfferRequests'),
        }),
      }),
      path: '/platform/OfferRequests',
      profile: { isAuthenticated: true, canLogOff: true },
      fetch: (url, init) => viewFetch(url, init),
    });
    await screen.findByRole('grid', {}, { timeout: patient(10000) });
    // The view's title and help item reach the page state in one update, after the rows answer:
    // the document title says the help item is there too.
    await waitFor(() => expect(document.title).toContain('Offer requests'));
    fireEvent.click(screen.getByRole('button', { name: en('Shell_Help') }));
    const dialogs = store.services.dialogs;
    await waitFor(() => expect(dialogs.top()?.initialEntry).toMatch(/^\/DynamicForm\?/));
    const query = new URLSearchParams(dialogs.top()!.initialEntry.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      entityId: 'HelpContent',
      formGroupId: 'HelpContent',
      entityInstanceId: 'OfferRequests',
      requestReadOnly: 'true',
    });
    expect(screen.queryByText(en('Shell_HelpNotDefined'))).toBeNull();
    // The help form itself is not under test (the fake server answers views only).
    act(() => dialogs.clear());
  });

  it("without a page help item the view's own helpContentId is the help item", async () => {
    const viewFetch = fakeViewFetch([offerRequestsView(3)]);
    // The server's rows answer names the view definition's help-content record.
    const withHelp = async (url: RequestInfo | URL, init?: RequestInit) => {
      const response = await viewFetch(url, init);
      if (!/\/views\/OfferRequests\/rows/.test(String(url))) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, helpContentId: 'OfferRequestsView' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const { store } = renderApp({
      routes: testRoutes({
        isAuthenticated: true,
        extraRoutes: searchPageRoutes({ path: 'OfferRequests', viewId: 'OfferRequests' }),
      }),
      path: '/platform/OfferRequests',
      profile: { isAuthenticated: true, canLogOff: true },
      fetch: withHelp,
    });
    await screen.findByRole('grid', {}, { timeout: patient(10000) });
    // The view's title and help item reach the page state in one update, after the rows answer:
    // the document title says the help item is there too.
    await waitFor(() => expect(document.title).toContain('Offer requests'));
    fireEvent.click(screen.getByRole('button', { name: en('Shell_Help') }));
    const dialogs = store.services.dialogs;
    await waitFor(() => expect(dialogs.top()?.initialEntry).toMatch(/^\/DynamicForm\?/));
    const query = new URLSearchParams(dialogs.top()!.initialEntry.split('?')[1]);
    expect(query.get('entityInstanceId')).toBe('OfferRequestsView');
    expect(screen.queryByText(en('Shell_HelpNotDefined'))).toBeNull();
    act(() => dialogs.clear());
  });
});
