import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, dialogRoutes, type DialogStore } from '@insulcalc/dialogs';
import { createShellServices, type ShellServices } from '@insulcalc/shell';
import { TestI18n } from '../react/testing';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { registerFormDialogs } from './register';
import { patient } from '../../../../scripts/patience.mjs';

function stubFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      const key = Object.keys(answers).find((part) => String(url).includes(part));
      return new Response(JSON.stringify(key ? answers[key] : {}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

// Each test has the services of a store of its own (its dialog stack and message sink).
let services: ShellServices;
let dialogStore: DialogStore;
beforeEach(() => {
  services = createShellServices();
  dialogStore = services.dialogs;
});

function renderHost() {
  registerFormDialogs();
  render(
    <TestI18n services={services}>
      <DialogHost registry={dialogRoutes} />
    </TestI18n>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dialogStore.clear();
});

describe('HistoryDialog', () => {
  it('lists who changed which field when, old → new', async () => {
    const calls = stubFetch({
      '/history': {
        entityInstanceDisplayName: 'Ana',
        entries: [
          {
            id: 2,
            action: 'update',
            userName: 'admin',
            changedAt: '2026-11-23T10:00:00Z',
            changes: [
              { attribute: 'Company', displayName: 'Company', oldValue: 'Acme', newValue: 'Acme Ltd' },
            ],
          },
          { id: 1, action: 'create', userName: null, changedAt: '2026-11-22T10:00:00Z', changes: [] },
        ],
      },
    });
    renderHost();
    act(
      () =>
        void dialogStore.open({
          path: 'HistoryDialog',
          params: { entityId: 'OfferRequest', entityInstanceId: '5' },
        }),
    );
    expect(await screen.findByText('Acme Ltd', {}, { timeout: patient(8000) })).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('Changed')).toBeTruthy();
    // The time in the reader's language (Intl), never an unexpanded format such as 'L LT'.
    const when = screen.getAllByRole('row')[1]!.querySelector('td')!.textContent ?? '';
    expect(when).toContain('2026');
    expect(when).not.toMatch(/\bL\b/);
    expect(calls[0]).toContain('api/v1/entities/OfferRequest/5/history');
  });
});

describe('ShowPropertiesDialog', () => {
  it('shows entity, form, version, instance and attributes', async () => {
    stubFetch({
      '/properties': {
        entity: { id: 'OfferRequest', displayName: 'Offer request', provider: 'jsonb' },
        formGroup: { id: 'OfferRequest', title: 'Offer requests' },
        form: { id: 'OfferRequest', name: 'Offer', version: 3, status: 'published' },
        instance: { id: '5', displayName: 'Ana' },
        attributes: [
          {
            name: 'Email',
            displayName: 'E-mail',
            dataType: 'string',
            required: true,
            readonly: false,
            elementName: 'Email',
          },
        ],
      },
    });
    renderHost();
    act(
      () =>
        void dialogStore.open({
          path: 'ShowPropertiesDialog',
          params: { formId: 'OfferRequest', entityInstanceId: '5' },
        }),
    );
    expect(await screen.findByText('jsonb', {}, { timeout: patient(8000) })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('required')).toBeTruthy();
    // History opens the record's audit history in a dialog stacked above this one.
    await act(async () => {
      screen.getByRole('button', { name: 'History' }).click();
    });
    expect(dialogStore.getDialogs().map((d) => d.name)).toEqual(['ShowPropertiesDialog', 'HistoryDialog']);
    expect(dialogStore.top()?.params).toEqual({ entityId: 'OfferRequest', entityInstanceId: '5' });
  });

  it('offers no History for a form without a record (a new instance)', async () => {
    stubFetch({
      '/properties': {
        entity: { id: 'OfferRequest', displayName: 'Offer request', provider: 'jsonb' },
        formGroup: { id: 'OfferRequest' },
        form: { id: 'OfferRequest', version: 3 },
        instance: null,
        attributes: [],
      },
    });
    renderHost();
    act(() => void dialogStore.open({ path: 'ShowPropertiesDialog', params: { formId: 'OfferRequest' } }));
    expect(await screen.findByText('jsonb', {}, { timeout: patient(8000) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('DeleteDialog', () => {
  it('deletes all named instances and hands the ids to the callback', async () => {
    const calls = stubFetch({ '/delete': { deletedIds: ['1', '2'], userMessages: [] } });
    renderHost();
    const done = vi.fn();
    act(
      () =>
        void dialogStore.open({
          path: 'DeleteDialog',
          params: { entityId: 'OfferRequest', entityInstanceIds: ['1', '2'] },
          callback: done,
        }),
    );
    expect(await screen.findByText('Delete these 2 records?', {}, { timeout: patient(8000) })).toBeTruthy();
    await act(async () => {
      screen.getByRole('button', { name: 'Delete' }).click();
    });
    await waitFor(() => expect(done).toHaveBeenCalledWith(['1', '2']));
    expect(calls[0]).toContain('api/v1/entities/OfferRequest/delete');
  });
});

describe('DialogErrorBoundary', () => {
  it('turns a rendering error into an error user message instead of a danger block', () => {
    const messages: { message: string; level: string }[] = [];
    services.http.setUserMessageSink((list) => messages.push(...list));
    const onError = vi.fn();
    const Broken = () => {
      throw new Error('Broken dialog');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <TestI18n services={services}>
        <DialogErrorBoundary onError={onError}>
          <Broken />
        </DialogErrorBoundary>
      </TestI18n>,
    );
    expect(messages).toMatchObject([{ message: 'Broken dialog', level: 'error' }]);
    expect(onError).toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});

describe('DynamicForm dialog', () => {
  it('closing with unsaved changes (Escape) asks first; cancelling keeps the dialog', async () => {
    stubFetch({
      'forms/load': {
        formId: 'offer',
        formName: 'Offer',
        formVersion: 1,
        sections: [{ name: 'Main', elements: [{ name: 'Name' }] }],
        elements: [{ name: 'Name', controlType: 'TextBox', displayName: 'Contact name' }],
      },
    });
    renderHost();
    act(() => void dialogStore.open({ path: 'DynamicForm', params: { formId: 'offer' } }));
    // The dialog's code loads on first use: allow for the cold import.
    const input = await screen.findByRole('textbox', { name: /Contact name/ }, { timeout: patient(8000) });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(input, { target: { value: 'Ana' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(2));
    expect(dialogStore.getDialogs()[1]!.params.Message).toBe('You have unsaved changes. Leave anyway?');
    act(() => void dialogStore.closeTop(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogStore.getDialogs()).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: /Contact name/ }), { key: 'Escape' });
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(2));
    act(() => void dialogStore.closeTop(true));
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(0));
  });

  it("puts the form's help in the dialog header (spec §2); it opens the read-only help form", async () => {
    stubFetch({
      'forms/load': {
        formId: 'offer',
        formName: 'Offer',
        formVersion: 1,
        helpContent: { id: 'OfferRequest', name: 'Offer request' },
        sections: [{ name: 'Main', elements: [{ name: 'Name' }] }],
        elements: [{ name: 'Name', controlType: 'TextBox', displayName: 'Contact name' }],
      },
    });
    renderHost();
    act(() => void dialogStore.open({ path: 'DynamicForm', params: { formId: 'offer' }, title: 'Offer' }));
    await screen.findByRole('textbox', { name: /Contact name/ }, { timeout: patient(8000) });
    const help = await screen.findByRole('button', { name: 'Help for this form' });
    expect(help.closest('.ic-dialog-header')).not.toBeNull();
    expect(help.getAttribute('title')).toBe('Help for this form');
    expect(document.querySelector('.ic-form-help')).toBeNull();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.click(help);
    await waitFor(() => expect(dialogStore.getDialogs()).toHaveLength(2));
    expect(dialogStore.top()!.name).toBe('DynamicForm');
    expect(dialogStore.top()!.params).toMatchObject({
      entityId: 'HelpContent',
      formGroupId: 'HelpContent',
      entityInstanceId: 'OfferRequest',
      requestReadOnly: true,
    });
  });
});
