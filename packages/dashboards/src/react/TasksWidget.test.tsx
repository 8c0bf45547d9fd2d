import { render, screen, waitFor } from '@testing-library/react';
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

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      const found = url.includes('/api/v1/views/MyTasks/rows');
      return new Response(JSON.stringify(found ? myTasksAnswer() : { title: 'Not found', status: 404 }), {
        status: found ? 200 : 404,
        headers: { 'content-type': found ? 'application/json' : 'application/problem+json' },
      });
    }),
  );
});
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
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toContain('/api/v1/views/MyTasks/rows');
    expect(calls[0]!.body).toEqual({
      page: 1,
      pageSize: 3,
      sort: [{ attribute: 'DueAt', direction: 'asc' }],
      filters: [{ attribute: 'Status', kind: 'values', values: ['Open'] }],
    });
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('marks only tasks due before now as overdue', () => {
    const items = taskItems(myTasksAnswer(), new Date('2019-12-31T00:00:00Z'));
    expect(items.map((i) => i.overdue)).toEqual([false, false]);
    expect(taskItems(myTasksAnswer(), new Date('2020-01-03T00:00:00Z'))[0]!.overdue).toBe(true);
  });
});
