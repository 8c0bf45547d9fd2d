import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { baseApi, createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import translations from '../../translations/workflow.json';
import type { TaskDetail, TaskList } from './api';
import { sampleTaskDetail, sampleTaskList } from './fixtures';
import { MyTasksPage } from './MyTasksPage';
import { OpenTaskPage } from './OpenTaskPage';

const messages: Record<string, string> = {
  ...Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.en])),
  Common_Loading: 'Loading…',
};

const TASK = 'p1.t3';
// No form: the page's own parts only (the form engine has its own tests).
const detail = (over: Partial<TaskDetail> = {}): TaskDetail => sampleTaskDetail({ form: null, ...over });

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

function renderAt(path: string) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  store.dispatch(baseApi.util.resetApiState());
  const router = createMemoryRouter(
    [
      { path: '/Process/OpenTask', element: <OpenTaskPage /> },
      { path: '/Process/MyTasks', element: <MyTasksPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <I18nProvider language="en" messages={messages} isProduction={false}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ShellServicesProvider>
    </Provider>,
  );
  return { router, container: view.container };
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
    await screen.findByText('This task is done. The process ended: Offer sent.');
    expect(screen.queryByRole('button', { name: 'Approve and send offer' })).toBeNull();
    expect(calls.filter((c) => c.method === 'GET').length).toBe(2);
  });

  it('an address without a task id says so, without asking the server', async () => {
    answer = () => ({ status: 500, body: {} });
    renderAt('/Process/OpenTask?instanceActivityTaskId=..%2Fetc');
    await screen.findByText('No task was named. Open one from your task list.');
    expect(calls).toEqual([]);
  });
});

describe('my tasks', () => {
  // One open task, overdue.
  const list: TaskList = sampleTaskList(1);

  it('lists the tasks with links to Process/OpenTask, marks overdue ones, and filters by status in the address', async () => {
    answer = (_m, url) =>
      url.includes('/counts')
        ? { status: 200, body: { open: 1, overdue: 1, dueSoon: 0 } }
        : { status: 200, body: list };
    const { router, container } = renderAt('/Process/MyTasks');
    const link = await screen.findByRole('link', { name: 'Prepare offer' });
    expect(link.getAttribute('href')).toBe(
      `/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(TASK)}`,
    );
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect((await screen.findByTestId('task-counts')).textContent).toBe('1 open task, 1 overdue');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=all'))).toBe(true));
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
