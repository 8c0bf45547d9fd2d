import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import type { ViewRowsAnswer } from '@insulcalc/forms/core';
import texts from '../../translations/dashboards.json';
import { DashboardView } from './DashboardView';
import { taskItems } from './widgets';
import type { DashboardDefinition } from '../core/index';

const messages = (language: 'en' | 'de') =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[language]]));

/** The view MyTasks as the server answers it in German: the activity's text comes with the column. */
function myTasksAnswer(): ViewRowsAnswer {
  const column = (
    attribute: string,
    dataType: string,
    extra: Partial<ViewRowsAnswer['columns'][number]> = {},
  ) => ({
    attribute,
    title: attribute,
    dataType,
    sortable: true,
    filters: [],
    hidden: false,
    ...extra,
  });
  return {
    viewId: 'MyTasks',
    entityId: 'WorkflowTask',
    title: 'Meine Aufgaben',
    columns: [
      column('Activity', 'code', {
        values: [{ value: 'Workflow_Activity_PrepareOffer', text: 'Angebot vorbereiten' }],
      }),
      column('Subject', 'text'),
      column('Status', 'code'),
      column('DueAt', 'dateTime'),
    ],
    sort: [{ attribute: 'DueAt', direction: 'asc' }],
    page: 1,
    pageSize: 3,
    total: 4,
    totalIsExact: true,
    canCreate: false,
    canDelete: false,
    rows: [
      {
        id: 'p1.t3',
        displayName: 'Janez Kranjc',
        values: {
          Activity: 'Workflow_Activity_PrepareOffer',
          Subject: 'Janez Kranjc',
          Status: 'Open',
          DueAt: '2020-01-02T08:00:00.000Z',
        },
      },
      {
        id: 'p2.t3',
        displayName: null,
        values: { Activity: 'Workflow_Activity_PrepareOffer', Subject: null, Status: 'Open', DueAt: null },
      },
    ],
  };
}

const definition: DashboardDefinition = {
  title: 'Home',
  widgets: [
    { id: 'openTasks', type: 'tasks', title: 'Tasks', x: 0, y: 0, w: 6, h: 3, settings: { pageSize: 3 } },
  ],
};

let calls: { method: string; url: string; body: unknown }[] = [];
/** What the server answers: the view's rows and the counts (null: the counts call is not found). */
let answers: { rows: ViewRowsAnswer; counts: object | null };

beforeEach(() => {
  calls = [];
  answers = { rows: myTasksAnswer(), counts: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      const answer = url.includes('/api/v1/views/MyTasks/rows')
        ? answers.rows
        : url.includes('/api/v1/workflow/tasks/counts')
          ? answers.counts
          : null;
      return new Response(JSON.stringify(answer ?? { title: 'Not found', status: 404 }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': answer ? 'application/json' : 'application/problem+json' },
      });
    }),
  );
});

const renderWidget = (language: 'en' | 'de') => {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  return render(
    <ShellServicesProvider services={store.services}>
      <I18nProvider language={language} messages={messages(language)} isProduction={false}>
        <MemoryRouter>
          <DashboardView definition={definition} />
        </MemoryRouter>
      </I18nProvider>
    </ShellServicesProvider>,
  );
};
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tasks widget', () => {
  it('reads the view MyTasks (open tasks, soonest due first) and shows them in the language; axe-clean', async () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    const { container } = render(
      <ShellServicesProvider services={store.services}>
        <I18nProvider language="de" messages={messages('de')} isProduction={false}>
          <MemoryRouter>
            <DashboardView definition={definition} />
          </MemoryRouter>
        </I18nProvider>
      </ShellServicesProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Janez Kranjc' });
    expect(link.getAttribute('href')).toBe(
      `/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent('p1.t3')}`,
    );
    expect(link.parentElement!.textContent).toContain('Angebot vorbereiten');
    expect(link.parentElement!.textContent).toContain('überfällig');
    expect(link.parentElement!.textContent).not.toContain('Workflow_Activity_');
    // A task without a record is named by its activity.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Janez Kranjc',
      'Angebot vorbereiten',
    ]);
    expect(screen.getByTestId('tasks-total-openTasks').textContent).toBe('4 offene Aufgaben');
    // The view, not the old task list.
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/views/')).length).toBe(1));
    const view = calls.find((c) => c.url.includes('/views/'))!;
    expect(view.method).toBe('POST');
    expect(view.url).toContain('/api/v1/views/MyTasks/rows');
    expect(view.body).toEqual({
      page: 1,
      pageSize: 3,
      sort: [{ attribute: 'DueAt', direction: 'asc' }],
      filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
    });
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it("a fresh install's administrator with no tasks is told the group that has no members, and where to add them; axe-clean", async () => {
    answers = {
      rows: { ...myTasksAnswer(), rows: [], total: 0 },
      counts: {
        open: 0,
        overdue: 0,
        dueSoon: 0,
        groupsWithoutMembers: [{ code: 'SALES', name: 'Sales', open: 0 }],
      },
    };
    const { container } = renderWidget('en');
    expect(await screen.findByText('You have no open tasks.')).toBeTruthy();
    const hint = await screen.findByTestId('groups-without-members');
    expect(hint.textContent).toContain(
      'Tasks of the processes go to the group Sales, which has no active members',
    );
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/Administration/Users');
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('names the group whose open tasks wait unassigned (de); a user told no groups sees no hint', async () => {
    answers.counts = {
      open: 4,
      overdue: 0,
      dueSoon: 0,
      groupsWithoutMembers: [{ code: 'SALES', name: 'Vertrieb', open: 2 }],
    };
    renderWidget('de');
    const hint = await screen.findByTestId('groups-without-members');
    expect(hint.textContent).toContain('2 offene Aufgaben warten auf die Gruppe Vertrieb');
    answers.counts = { open: 4, overdue: 0, dueSoon: 0, groupsWithoutMembers: [] };
    const other = renderWidget('de');
    await within(other.container).findByRole('link', { name: 'Janez Kranjc' });
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/counts')).length).toBe(2));
    expect(within(other.container).queryByTestId('groups-without-members')).toBeNull();
  });

  it('marks only tasks due before now as overdue', () => {
    const items = taskItems(myTasksAnswer(), new Date('2019-12-31T00:00:00Z'));
    expect(items.map((i) => i.overdue)).toEqual([false, false]);
    expect(taskItems(myTasksAnswer(), new Date('2020-01-03T00:00:00Z'))[0]!.overdue).toBe(true);
  });
});
