import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { createAppStore, type AppStore } from '@insulcalc/shell';
import type { DynamicFormDataInput } from '../core/index';
import { TestI18n } from '../react/testing';
import { DynamicFormPage } from './DynamicFormPage';

// Each test's form, as GET forms/load returns it.
let form: DynamicFormDataInput;
const base: DynamicFormDataInput = {
  formId: 'offer',
  formGroupId: 'OfferRequest',
  formName: 'OfferRequest',
  formVersion: 1,
  sections: [{ name: 'Contact', elements: [{ name: 'ContactName' }] }],
  elements: [{ name: 'ContactName', controlType: 'TextBox', displayName: 'Contact name' }],
  leftNavigationItems: [
    { title: 'Contact', sectionName: 'Contact' },
    { title: 'Offer', sectionName: 'Offer' },
  ],
  toolbarButtons: [{ baseName: 'Close', action: 'CLOSE' }],
};

beforeEach(() => {
  form = { ...base };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(form), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(entries: InitialEntry[]) {
  const store: AppStore = createAppStore({ setupListeners: false });
  const router = createMemoryRouter(
    [
      { path: '/DynamicForm/Form', element: <DynamicFormPage /> },
      { path: '/list', element: <p>List</p> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <Provider store={store}>
      <TestI18n>
        <RouterProvider router={router} />
      </TestI18n>
    </Provider>,
  );
  return { router, store };
}

const close = async () => {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  });
};

describe('closing a form page (spec §8)', () => {
  it('goes back by the offset stored in the history entry, which survives a reload', async () => {
    // As after a reload of the form's second section: nothing in memory, the entry's state kept.
    const { router } = renderPage([
      '/',
      '/list',
      '/DynamicForm/Form?formGroupId=OfferRequest&formName=Contact',
      {
        pathname: '/DynamicForm/Form',
        search: '?formGroupId=OfferRequest&formName=Offer',
        state: { formBackOffset: 2, formAtStart: false },
      },
    ]);
    await close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('stores one more step for each section opened, and goes back past them', async () => {
    const { router } = renderPage([
      '/',
      '/list',
      '/DynamicForm/Form?formGroupId=OfferRequest&formName=Contact',
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer' }));
    await waitFor(() => expect(router.state.location.search).toContain('formName=Offer'));
    expect(router.state.location.state).toEqual({ formBackOffset: 2, formAtStart: false });
    await close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('goes back one step without a stored offset', async () => {
    const { router } = renderPage(['/', '/list', '/DynamicForm/Form?formId=offer']);
    await close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it("goes home, replacing history, from the tab's first entry even after opening a section", async () => {
    const { router } = renderPage(['/DynamicForm/Form?formGroupId=OfferRequest&formName=Contact']);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer' }));
    await waitFor(() => expect(router.state.location.search).toContain('formName=Offer'));
    await close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe("the form definition's navigation settings", () => {
  it('sets the breadcrumb bar from breadcrumbs and clears it when the page goes', async () => {
    form = {
      ...base,
      breadcrumbs: [
        { id: 'offers', title: 'Offers', url: '/list', iconKey: 'bi-list' },
        { id: 'this', title: 'Offer 7' },
      ],
    };
    const { router, store } = renderPage(['/list', '/DynamicForm/Form?formId=offer']);
    await waitFor(() =>
      expect(store.getState().navigation.breadcrumbs.map((b) => b.title)).toEqual(['Offers', 'Offer 7']),
    );
    expect(store.getState().navigation.breadcrumbs[0]!.iconKey).toBe('bi-list');
    await act(async () => {
      await router.navigate('/list');
    });
    expect(store.getState().navigation.breadcrumbs).toEqual([]);
  });

  it('selects fallbackSelectedNavigationId unless the address names a navigationId', async () => {
    form = { ...base, fallbackSelectedNavigationId: 'offers' };
    const first = renderPage(['/DynamicForm/Form?formId=offer']);
    await waitFor(() => expect(first.store.getState().navigation.selectedNavigationId).toBe('offers'));
    cleanup();
    const second = renderPage(['/DynamicForm/Form?formId=offer&navigationId=projects']);
    await screen.findByRole('button', { name: 'Close' });
    expect(second.store.getState().navigation.selectedNavigationId).toBeNull();
  });

  it('titles a form by its title, else its name, and with the default title until it loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage(['/DynamicForm/Form?formId=offer']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Form' })).toBeTruthy();
    await act(async () => {
      answer(
        new Response(JSON.stringify(base), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'OfferRequest' })).toBeTruthy();
  });
});

describe('closing the browser tab (spec §8)', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    return event;
  };

  it('asks (the browser prompt) only while the form has unsaved changes', async () => {
    renderPage(['/DynamicForm/Form?formId=offer']);
    const input = await screen.findByRole('textbox', { name: /Contact name/ });
    expect(unload().defaultPrevented).toBe(false);
    fireEvent.change(input, { target: { value: 'Ana' } });
    expect(unload().defaultPrevented).toBe(true);
    cleanup();
    // The page is gone: its listener with it.
    expect(unload().defaultPrevented).toBe(false);
  });
});
