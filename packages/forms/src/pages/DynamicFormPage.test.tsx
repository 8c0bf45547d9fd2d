import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import type { DialogStore } from '@insulcalc/dialogs';
import { createShellServices, type ShellServices } from '@insulcalc/shell';
import type { DynamicFormDataInput } from '../core/index';
import { TestI18n } from '../react/testing';
import { DynamicFormPage } from './DynamicFormPage';

const form: DynamicFormDataInput = {
  formId: 'offer',
  formGroupId: 'OfferRequest',
  formName: 'OfferRequest',
  title: 'Request an offer',
  formVersion: 1,
  sections: [{ name: 'Contact', elements: [{ name: 'ContactName' }] }],
  elements: [{ name: 'ContactName', controlType: 'TextBox', displayName: 'Contact name' }],
};

let requests: { url: string; body: unknown }[] = [];
// The services of the test's own store (its dialog stack).
let services: ShellServices;
let dialogStore: DialogStore;
beforeEach(() => {
  requests = [];
  services = createShellServices();
  dialogStore = services.dialogs;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({
        url: String(url),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      });
      const body = String(url).includes('forms/load')
        ? {
            ...form,
            toolbarButtons: [
              { baseName: 'Save', action: 'SAVE' },
              { baseName: 'Close', action: 'CLOSE' },
            ],
          }
        : { entityInstanceId: '77' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  dialogStore.clear();
});

function renderPage(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/DynamicForm/Form',
        element: (
          <>
            <Link to="/elsewhere">Leave</Link>
            <DynamicFormPage />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <TestI18n services={services}>
      <RouterProvider router={router} />
    </TestI18n>,
  );
  return router;
}

describe('DynamicForm/Form page', () => {
  it('sends the query parameters and __jc as the load request', async () => {
    renderPage(
      '/DynamicForm/Form?formGroupId=OfferRequest&formName=Contact&requestReadOnly=true&__jc=' +
        encodeURIComponent('{"Parameters":{"calc":"c1"}}'),
    );
    await screen.findByRole('textbox', { name: /Contact name/ });
    expect(requests[0]!.body).toMatchObject({
      formGroupId: 'OfferRequest',
      sectionName: 'Contact',
      requestReadOnly: true,
      parameters: { calc: 'c1' },
    });
  });

  it('asks with Shared_Form_Dirty_Notification before leaving with unsaved changes', async () => {
    const router = renderPage('/DynamicForm/Form?formId=offer');
    fireEvent.change(await screen.findByRole('textbox', { name: /Contact name/ }), {
      target: { value: 'Ana' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(1));
    expect(dialogStore.getDialogs()[0]!.params.Message).toBe('You have unsaved changes. Leave anyway?');
    // The page's question about itself: the page-dialog layer (spec §9).
    expect(dialogStore.getDialogs()[0]!.zIndex).toBe(2999);
    expect(router.state.location.pathname).toBe('/DynamicForm/Form');
    act(() => dialogStore.closeTop(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('stays when the user cancels', async () => {
    const router = renderPage('/DynamicForm/Form?formId=offer');
    fireEvent.change(await screen.findByRole('textbox', { name: /Contact name/ }), {
      target: { value: 'Ana' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(1));
    act(() => dialogStore.closeTop(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/DynamicForm/Form');
  });

  it('replaces the address with the new id after the first save', async () => {
    const router = renderPage('/DynamicForm/Form?formId=offer');
    fireEvent.change(await screen.findByRole('textbox', { name: /Contact name/ }), {
      target: { value: 'Ana' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(router.state.location.search).toContain('entityInstanceId=77'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('closing a page with no history to go back to goes home, replacing history', async () => {
    const router = renderPage('/DynamicForm/Form?formId=offer');
    await screen.findByRole('textbox', { name: /Contact name/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
