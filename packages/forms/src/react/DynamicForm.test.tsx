import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost, dialogRoutes } from '@insulcalc/dialogs';
import { createShellServices } from '@insulcalc/shell';
import { createRecordingTransport, type DynamicFormDataInput, type FormModel } from '../core/index';
import { registerFormDialogs } from '../dialogs/register';
import { DynamicForm, type DynamicFormHost } from './DynamicForm';
import { TestI18n } from './testing';
import { patient } from '../../../../scripts/patience.mjs';

const offer: DynamicFormDataInput = {
  formId: 'offer',
  formName: 'OfferRequest',
  title: 'Request an offer',
  formVersion: 1,
  entityInstanceId: null,
  doNotReloadAfterSave: true,
  sections: [
    {
      name: 'Contact',
      elements: [
        { name: 'Email', sortOrder: 2 },
        { name: 'ContactName', sortOrder: 1 },
      ],
    },
  ],
  elements: [
    { name: 'ContactName', controlType: 'TextBox', displayName: 'Contact name', required: true },
    {
      name: 'Email',
      controlType: 'TextBox',
      displayName: 'E-mail',
      required: true,
      settings: { type: 'email' },
    },
  ],
};

function host(overrides: Partial<DynamicFormHost> = {}): DynamicFormHost {
  return {
    close: vi.fn(),
    openWfTask: vi.fn(),
    confirm: vi.fn(async () => true),
    replaceInstanceId: vi.fn(),
    ...overrides,
  };
}

function renderForm(form: DynamicFormDataInput, formHost = host()) {
  const transport = createRecordingTransport(form);
  let model: FormModel | null = null;
  const utils = render(
    <TestI18n>
      <DynamicForm
        request={{ formId: form.formId }}
        host={formHost}
        transport={transport}
        onModel={(m) => (model = m)}
      />
    </TestI18n>,
  );
  return { ...utils, transport, host: formHost, model: () => model! };
}

describe('DynamicForm', () => {
  it('loads, shows the title and reaches the form-loaded stage', async () => {
    const { container, model } = renderForm(offer);
    expect(await screen.findByRole('heading', { name: 'Request an offer' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-stage=formLoaded]')).toBeTruthy());
    await model().whenLoaded();
  });

  it('marks unsaved changes with an asterisk in the title', async () => {
    renderForm(offer);
    fireEvent.change(await screen.findByRole('textbox', { name: /Contact name/ }), {
      target: { value: 'Ana' },
    });
    expect(screen.getByRole('heading').textContent).toBe('Request an offer *(unsaved changes)');
  });

  it('save focuses the first invalid field in sortOrder, then saves and tells the host the new id', async () => {
    const { transport, host: formHost } = renderForm(offer);
    transport.onSave = () => ({
      entityInstanceId: '31',
      userMessages: [{ message: 'Thank you', level: 'info' }],
    });
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'ana@example.si' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Contact name/ })),
    );
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(transport.saves).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Contact name/ }), { target: { value: 'Ana' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(transport.saves).toHaveLength(1));
    expect(formHost.replaceInstanceId).toHaveBeenCalledWith('31');
  });

  it('a form with replaceWithSaveMessage gives way to its save message (the public thank you)', async () => {
    const { transport } = renderForm({ ...offer, replaceWithSaveMessage: true });
    transport.onSave = () => ({
      entityInstanceId: '32',
      userMessages: [{ message: 'Thank you for your request.', level: 'info' }],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Contact name/ }), {
      target: { value: 'Ana' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'ana@example.si' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(transport.saves).toHaveLength(1));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thank you for your request.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('textbox', { name: /Contact name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a failed load leaves an empty form with Common_UnknownError', async () => {
    const messages: string[] = [];
    const services = createShellServices();
    services.http.setUserMessageSink((list) => messages.push(...list.map((m) => m.message)));
    const transport = createRecordingTransport(offer);
    transport.onLoad = () => {
      throw new Error('down');
    };
    render(
      <TestI18n services={services}>
        <DynamicForm request={{ formId: 'offer' }} host={host()} transport={transport} />
      </TestI18n>,
    );
    await waitFor(() => expect(messages).toEqual(['Something went wrong.']));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a load the server refuses shows its words and logs nothing; an unexpected failure is logged', async () => {
    const messages: string[] = [];
    const services = createShellServices();
    services.http.setUserMessageSink((list) => messages.push(...list.map((m) => m.message)));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ userMessages: [{ level: 'error', message: 'You may not open this record.' }] }),
            {
              status: 403,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    try {
      render(
        <TestI18n services={services}>
          <DynamicForm request={{ formId: 'offer' }} host={host()} />
        </TestI18n>,
      );
      await waitFor(() => expect(messages).toContain('You may not open this record.'));
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(logged).not.toHaveBeenCalled();

      const transport = createRecordingTransport(offer);
      transport.onLoad = () => {
        throw new Error('down');
      };
      render(
        <TestI18n services={services}>
          <DynamicForm request={{ formId: 'offer' }} host={host()} transport={transport} />
        </TestI18n>,
      );
      await waitFor(() => expect(logged).toHaveBeenCalledWith(new Error('down')));
    } finally {
      logged.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('form dialogs', () => {
  function renderHost() {
    registerFormDialogs();
    const services = createShellServices();
    const store = services.dialogs;
    render(
      <TestI18n services={services}>
        <DialogHost registry={dialogRoutes} />
      </TestI18n>,
    );
    return store;
  }

  it('the mass-edit error dialog lists 10 entries, then all; Continue and Cancel', async () => {
    const store = renderHost();
    act(() => {
      store.open({
        path: 'MassEditErrorDialog',
        params: { entries: Array.from({ length: 12 }, (_, i) => `Record ${i + 1}`) },
      });
    });
    expect(await screen.findByText('Record 10', {}, { timeout: patient(8000) })).toBeTruthy();
    expect(screen.queryByText('Record 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(screen.getByText('Record 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('a form opens in a dialog through the shell transport, and a dialog form inside that one', async () => {
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      const body = String(url).includes('forms/load') ? offer : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const store = renderHost();
      act(() => {
        store.open({ path: 'DynamicForm', params: { formId: 'offer' } });
      });
      expect(
        await screen.findByRole('textbox', { name: /Contact name/ }, { timeout: patient(8000) }),
      ).toBeTruthy();
      expect(String(fetchMock.mock.calls[0]![0])).toContain('api/v1/forms/load');
      act(() => {
        store.open({ path: 'DynamicForm', params: { formId: 'offer' } });
      });
      await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Contact name/ })).toHaveLength(2));
      expect(store.getDialogs()).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
