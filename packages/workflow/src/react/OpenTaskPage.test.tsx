import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost, dialogRoutes } from '@insulcalc/dialogs';
import { I18nProvider } from '@insulcalc/i18n';
import { baseApi, createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import gridTranslations from '@insulcalc/forms/translations/grid.json';
import translations from '../../translations/workflow.json';
import type { TaskDetail } from './api';
import { sampleMyTasksView, sampleTaskDetail } from './fixtures';
import { MyTasksPage } from './MyTasksPage';
import { MyTasksWidget } from './MyTasksWidget';
import { OpenTaskPage } from './OpenTaskPage';

const messages: Record<string, string> = {
  // My tasks is the forms package's search page: its grid's texts too.
  ...Object.fromEntries(Object.entries(gridTranslations).map(([key, value]) => [key, value.en])),
  ...Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.en])),
  Common_Loading: 'Loading…',
};

const TASK = 'p1.t3';
// No form: the page's own parts only (the form engine has its own tests).
const detail = (over: Partial<TaskDetail> = {}): TaskDetail => sampleTaskDetail({ form: null, ...over });

/** The preview's bytes (the page only shows them: a PDF viewer is the browser's). */
const PDF = '%PDF-1.4\n% preview\n';

let calls: { method: string; url: string; body: unknown }[] = [];
let answer: (method: string, url: string) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      const { status, body } = answer(method, url);
      if (status === 200 && url.endsWith('/preview'))
        return new Response(PDF, {
          status,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="Offer-Ana-Novak.pdf"',
          },
        });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom has no object URLs: the preview's blob gets a name of its own.
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview-offer', revokeObjectURL: () => undefined }),
  );
});

function renderAt(path: string) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  store.dispatch(baseApi.util.resetApiState());
  const router = createMemoryRouter(
    [
      { path: '/Process/OpenTask', element: <OpenTaskPage /> },
      { path: '/Process/MyTasks', element: <MyTasksPage /> },
      { path: '/home', element: <MyTasksWidget limit={3} /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <I18nProvider language="en" messages={messages} isProduction={false}>
          <RouterProvider router={router} />
          <DialogHost registry={dialogRoutes} />
        </I18nProvider>
      </ShellServicesProvider>
    </Provider>,
  );
  return { router, container: view.container };
}

/** The preview's Confirm, once the offer is shown. */
async function confirmButton() {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTitle(/^The document to be sent/);
  return within(dialog).getByRole('button', { name: 'Confirm and send' });
}

describe('Process/OpenTask', () => {
  it('shows the task, the calculation heat loss and the toolbar of available decisions; no axe violations', async () => {
    answer = () => ({ status: 200, body: detail() });
    const { container } = renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    await screen.findByRole('heading', { level: 1, name: 'Prepare offer' });
    expect(screen.getByTestId('task-headline').textContent).toContain('42.5');
    const toolbar = screen.getByRole('toolbar', { name: 'Task actions' });
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Approve and send offer',
      'Reject',
      'Reassign',
    ]);
    expect(calls[0]!.url).toContain(`/api/v1/workflow/tasks/${TASK}`);
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('approve posts the token it loaded; an answer with a next task opens it (OpenWfTask)', async () => {
    answer = (method) =>
      method === 'POST'
        ? {
            status: 200,
            body: {
              taskId: TASK,
              status: 'completed',
              outcome: 'approve',
              processStatus: 'running',
              token: 4,
              openWfTaskId: 'p1.t9',
            },
          }
        : { status: 200, body: detail() };
    const { router } = renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and send offer' }));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(router.state.location.search).toBe('?instanceActivityTaskId=p1.t9'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain(`/api/v1/workflow/tasks/${TASK}/approve`);
    expect(post.body).toEqual({ token: 3 });
  });

  it('a 409 (someone else decided first) reloads the task and shows it closed', async () => {
    let decided = false;
    answer = (method) => {
      if (method === 'POST') {
        decided = true;
        return {
          status: 409,
          body: {
            status: 409,
            title: 'Conflict',
            userMessages: [{ message: 'Someone else has just changed this task.', level: 'error' }],
          },
        };
      }
      return {
        status: 200,
        body: decided
          ? detail({
              task: { ...detail().task, status: 'completed', outcome: 'approve' },
              process: { ...detail().process, status: 'completed', endActivity: 'Offer sent', token: 4 },
              canAct: false,
              transitions: [],
            })
          : detail(),
      };
    };
    renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and send offer' }));
    fireEvent.click(await confirmButton());
    await screen.findByText('This task is done. The process ended: Offer sent.');
    expect(screen.queryByRole('button', { name: 'Approve and send offer' })).toBeNull();
    expect(calls.filter((c) => c.method === 'GET' && !c.url.endsWith('/preview')).length).toBe(2);
  });

  it('approve first shows the offer as it will be sent; Cancel and Escape send nothing, Confirm sends; no axe violations', async () => {
    answer = (method) =>
      method === 'POST'
        ? {
            status: 200,
            body: {
              taskId: TASK,
              status: 'completed',
              outcome: 'approve',
              processStatus: 'completed',
              token: 4,
              openWfTaskId: null,
            },
          }
        : { status: 200, body: detail() };
    renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    const approve = await screen.findByRole('button', { name: 'Approve and send offer' });
    const posts = () => calls.filter((c) => c.method === 'POST');

    // Cancel: the preview was asked for, nothing was decided.
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog', {
      name: 'Check before sending: Approve and send offer',
    });
    const frame = await within(dialog).findByTitle('The document to be sent: Offer-Ana-Novak.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:preview-offer');
    expect(
      within(dialog)
        .getByRole('link', { name: 'Open Offer-Ana-Novak.pdf in a new tab' })
        .getAttribute('href'),
    ).toBe('blob:preview-offer');
    const preview = calls.find((c) => c.url.endsWith('/preview'))!;
    expect(preview.method).toBe('GET');
    expect(preview.url).toContain(`/api/v1/workflow/tasks/${TASK}/transitions/approve/preview`);
    // jsdom cannot enter the frame (the PDF is the browser's to show).
    const result = await axe.run(dialog, { iframes: false, rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    // Escape closes it the same way.
    fireEvent.click(approve);
    await confirmButton();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    // Confirm is the approve: one POST with the token.
    fireEvent.click(approve);
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toContain(`/api/v1/workflow/tasks/${TASK}/approve`);
    expect(posts()[0]!.body).toEqual({ token: 3 });
  });

  it('a preview the server refuses says so, and offers no confirm', async () => {
    answer = (_method, url) =>
      url.endsWith('/preview')
        ? {
            status: 503,
            body: {
              status: 503,
              title: 'Busy',
              userMessages: [
                { message: 'Every document writer is busy; try again shortly.', level: 'error' },
              ],
            },
          }
        : { status: 200, body: detail() };
    renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and send offer' }));
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('Every document writer is busy; try again shortly.');
    expect(alert.textContent).toContain('The preview could not be prepared. Nothing was sent');
    expect(screen.getByRole('button', { name: 'Confirm and send' }).hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a decision that sends no document is taken at once, without a preview', async () => {
    const plain = detail();
    plain.transitions = plain.transitions.map((t) => ({ ...t, preview: false }));
    answer = (method) =>
      method === 'POST'
        ? {
            status: 200,
            body: {
              taskId: TASK,
              status: 'completed',
              outcome: 'approve',
              processStatus: 'completed',
              token: 4,
              openWfTaskId: null,
            },
          }
        : { status: 200, body: plain };
    renderAt(`/Process/OpenTask?instanceActivityTaskId=${TASK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and send offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.some((c) => c.url.endsWith('/preview'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an address without a task id says so, without asking the server', async () => {
    answer = () => ({ status: 500, body: {} });
    renderAt('/Process/OpenTask?instanceActivityTaskId=..%2Fetc');
    await screen.findByText('No task was named. Open one from your task list.');
    expect(calls).toEqual([]);
  });
});

describe('my tasks', () => {
  it('is a search page over the MyTasks view: translated cells, the counts, a row opens Process/OpenTask; no axe violations', async () => {
    const view = sampleMyTasksView(2);
    answer = (_m, url) =>
      url.includes('/counts')
        ? { status: 200, body: { open: 2, overdue: 1, dueSoon: 0 } }
        : url.includes('/api/v1/views/MyTasks/rows')
          ? { status: 200, body: view }
          : { status: 404, body: { title: 'Not found', status: 404 } };
    const { router, container } = renderAt('/Process/MyTasks');
    await screen.findByRole('heading', { level: 1, name: 'My tasks' });
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(3));
    const first = within(grid).getAllByRole('row')[1]!;
    // Code values show their texts: the activity's name, the status and the group.
    expect(first.textContent).toContain('Prepare offer');
    expect(first.textContent).toContain('Ana Novak');
    expect(first.textContent).toContain('Sales');
    expect(first.textContent).not.toContain('Workflow_Activity_PrepareOffer');
    expect((await screen.findByTestId('task-counts')).textContent).toBe('2 open tasks, 1 overdue');
    // The page asks the view, not the old list, and offers neither add nor delete.
    const request = calls.find((c) => c.url.includes('/api/v1/views/MyTasks/rows'))!;
    expect(request.method).toBe('POST');
    expect(calls.some((c) => /\/api\/v1\/workflow\/tasks\?/.test(c.url))).toBe(false);
    const toolbar = screen.getByRole('toolbar', { name: 'List actions' });
    expect(within(toolbar).queryByRole('button', { name: 'New' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).toBeNull();
    // The row action names what it does: it opens the task (no task is edited as a record).
    expect(within(toolbar).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Open task' })).toBeTruthy();
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Enter on a row opens its task.
    const cell = grid.querySelector<HTMLElement>('[data-cell="0:1"]')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Process/OpenTask'));
    expect(router.state.location.search).toBe(`?instanceActivityTaskId=${encodeURIComponent('p1.t3')}`);
  });

  it("tells an administrator which group's tasks wait unassigned because it has no active members", async () => {
    const view = sampleMyTasksView(2);
    answer = (_m, url) =>
      url.includes('/counts')
        ? {
            status: 200,
            body: {
              open: 2,
              overdue: 0,
              dueSoon: 0,
              groupsWithoutMembers: [{ code: 'SALES', name: 'Sales', open: 2 }],
            },
          }
        : url.includes('/api/v1/views/MyTasks/rows')
          ? { status: 200, body: view }
          : { status: 404, body: { title: 'Not found', status: 404 } };
    renderAt('/Process/MyTasks');
    const hint = await screen.findByTestId('groups-without-members');
    expect(hint.textContent).toContain(
      '2 open tasks wait for the group Sales, which has no active members; they are listed here as unassigned.',
    );
    expect(within(hint).getByRole('link', { name: 'Add users to the group' }).getAttribute('href')).toBe(
      '/Administration/Users',
    );
  });

  it('the widget reads the view MyTasks too: open tasks, soonest due first, named in the language', async () => {
    const view = sampleMyTasksView(2);
    answer = (_m, url) =>
      url.includes('/counts')
        ? { status: 200, body: { open: 2, overdue: 1, dueSoon: 0 } }
        : url.includes('/api/v1/views/MyTasks/rows')
          ? { status: 200, body: view }
          : { status: 404, body: { title: 'Not found', status: 404 } };
    const { container } = renderAt('/home');
    const link = await screen.findByRole('link', { name: 'Prepare offer: Ana Novak' });
    expect(link.getAttribute('href')).toContain(`instanceActivityTaskId=${encodeURIComponent('p1.t3')}`);
    expect(screen.getByRole('link', { name: 'Prepare offer: Marko Horvat' })).toBeTruthy();
    expect((await screen.findByTestId('my-tasks-open')).textContent).toBe('2');
    const request = calls.find((c) => c.url.includes('/api/v1/views/MyTasks/rows'))!;
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({
      page: 1,
      pageSize: 3,
      sort: [{ attribute: 'DueAt', direction: 'asc' }],
      filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
    });
    expect(calls.some((c) => /\/api\/v1\/workflow\/tasks(\?|$)/.test(c.url))).toBe(false);
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
