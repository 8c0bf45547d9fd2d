/**
 * The configurator of a signed-in user with the app's listeners: the autosave status, Ctrl+S, the
 * unsaved mark of the page, and the dialog offering to keep the anonymous project.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { DialogHost, ToolbarShortcutContext } from '@insulcalc/dialogs';
import {
  createAppStore,
  installShortcuts,
  PageStateProvider,
  setProfile,
  usePageState,
} from '@insulcalc/shell';
import { createDefaultCalculation, createDefaultProject } from '../domain/defaults';
import { toStoredCalculation, type StoredProject } from '../domain/stored';
import {
  addProjectAutosaveListener,
  addProjectStartListener,
  PROJECT_SLICE,
  projectReducer,
  type ProjectFlowState,
} from '../state/index';
import { Configurator } from './Configurator';
import { LOCAL_PROJECT_KEY } from './localProject';
import { ProjectsTestI18n } from './projectsTestI18n';
import { TEST_CODE_LISTS, stubMatchMedia } from './testUtils';

stubMatchMedia();

const SERVER_ID = '0b6f5a0e-6a55-4d61-9a2b-1e0f3f1f7c11';
const KEPT_ID = '2d8b7c20-8c77-4f83-9c4d-3a212a3a9e33';

type Reply = { status: number; body?: unknown };
let calls: Array<{ url: string; method: string; body: Record<string, unknown> | undefined }>;
let overrides: Record<string, Reply>;
let token: number;

function serverProject(): StoredProject {
  return {
    projectId: SERVER_ID,
    name: 'Plant',
    concurrencyToken: String(token),
    calculationData: [
      toStoredCalculation(
        createDefaultCalculation({ calculationId: 's', name: 'Server line', isSelected: true }),
      ),
    ],
  };
}

function reply(url: string, method: string, body: Record<string, unknown> | undefined): Reply {
  const key = `${method} ${url}`;
  if (overrides[key]) return overrides[key]!;
  if (url.endsWith('/api/v1/project/selected')) return { status: 200, body: { projectId: SERVER_ID } };
  if (url === '/api/v1/project' && method === 'GET') return { status: 200, body: [] };
  if (url === '/api/v1/project' && method === 'POST')
    return { status: 201, body: { ...body, projectId: KEPT_ID, concurrencyToken: '1' } };
  if (url === `/api/v1/project/${SERVER_ID}` && method === 'PUT') {
    token += 1;
    return { status: 200, body: { ...serverProject(), ...body, concurrencyToken: String(token) } };
  }
  if (url === `/api/v1/project/${SERVER_ID}`) return { status: 200, body: serverProject() };
  return { status: 200, body: [] };
}

beforeEach(() => {
  calls = [];
  overrides = {};
  token = 3;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, '');
    const method = (input instanceof Request ? input.method : init.method) ?? 'GET';
    const raw = input instanceof Request ? await input.clone().text() : init.body;
    const body = typeof raw === 'string' && raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    calls.push({ url, method, body });
    const r = reply(url, method, body);
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': r.status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function DirtyMark() {
  const { state } = usePageState();
  return <output data-testid="page-dirty">{String(state.dirty)}</output>;
}

function renderSignedIn() {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<ProjectFlowState>();
  addProjectStartListener(startListening);
  const stopAutosave = addProjectAutosaveListener(startListening, { delayMs: 20, beforeUnloadTarget: null });
  const store = createAppStore({
    reducers: { [PROJECT_SLICE]: projectReducer as Reducer },
    middleware: [listener.middleware],
    setupListeners: false,
    connectMessageSink: false,
  });
  const removeShortcuts = installShortcuts({
    registry: store.services.keyboard,
    handlers: { getTopDialogKey: () => null },
  });
  render(
    <Provider store={store}>
      <ProjectsTestI18n>
        <PageStateProvider>
          <ToolbarShortcutContext.Provider value={store.services.keyboard.register}>
            <Configurator codeLists={TEST_CODE_LISTS} />
            <DirtyMark />
            <DialogHost />
          </ToolbarShortcutContext.Provider>
        </PageStateProvider>
      </ProjectsTestI18n>
    </Provider>,
  );
  act(() => {
    store.dispatch(setProfile({ isAuthenticated: true } as never));
  });
  return {
    store,
    cleanupAll: () => {
      stopAutosave();
      removeShortcuts();
    },
  };
}

function anonymousWork() {
  const project = createDefaultProject();
  project.name = 'Boiler room';
  project.calculationData[0]!.name = 'Feed line';
  project.calculationData.push(createDefaultCalculation({ name: 'Return line' }));
  return project;
}

const saves = () => calls.filter((c) => c.method === 'PUT' && c.url === `/api/v1/project/${SERVER_ID}`);

describe('signed-in configurator', () => {
  it('saves a moment after a change; the status and the page’s unsaved mark follow', async () => {
    const { cleanupAll } = renderSignedIn();
    const status = await screen.findByTestId('project-save-status');
    await waitFor(() => expect(status.textContent).toBe('All changes saved'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(screen.getByLabelText('Medium temperature'), { target: { value: '140' } });
    expect(screen.getByTestId('page-dirty').textContent).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/ \*$/);
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(status.textContent).toBe('All changes saved'));
    expect(screen.getByTestId('page-dirty').textContent).toBe('false');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/\*$/);
    const sent = saves()[0]!.body!.calculationData as Array<Record<string, unknown>>;
    expect(sent[0]!.mediumTemperature).toBe(140);
    cleanupAll();
  });

  it('Ctrl+S saves at once', async () => {
    const { cleanupAll } = renderSignedIn();
    await waitFor(() =>
      expect(screen.getByTestId('project-save-status').textContent).toBe('All changes saved'),
    );
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Plant 2' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(saves().length).toBeGreaterThanOrEqual(1));
    expect(saves()[0]!.body).toMatchObject({ name: 'Plant 2' });
    cleanupAll();
  });
});

describe('the offer to keep the anonymous project', () => {
  it('offers it in a dialog; Keep creates it in the account, loads it and clears the local copy', async () => {
    localStorage.setItem(LOCAL_PROJECT_KEY, JSON.stringify(anonymousWork()));
    const { cleanupAll } = renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Keep the project you started?' });
    expect(dialog.textContent).toContain('“Boiler room”');
    expect(dialog.textContent).toContain('2 calculations');
    const keep = within(dialog).getByRole('button', { name: 'Keep it in my account' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Boiler room', select: true });
    await waitFor(() => expect(screen.getByTestId('project-name').textContent).toBe('Boiler room'));
    expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toBeNull();
    cleanupAll();
  });

  it('a failed keep shows the error in the dialog and keeps the local copy; Escape decides later', async () => {
    overrides['POST /api/v1/project'] = {
      status: 503,
      body: { title: 'Unavailable', status: 503, userMessages: [{ message: 'Try later.', level: 'error' }] },
    };
    localStorage.setItem(LOCAL_PROJECT_KEY, JSON.stringify(anonymousWork()));
    const { store, cleanupAll } = renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Keep the project you started?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it in my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'The project could not be kept: Try later. It is still in this browser; you can try again.',
    );
    expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toContain('Boiler room');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().project.anonymousOffer.status).toBe('postponed');
    expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toContain('Boiler room');
    expect(screen.getByTestId('project-name').textContent).toBe('Plant');
    cleanupAll();
  });

  it('Discard clears the local copy and shows the server project', async () => {
    localStorage.setItem(LOCAL_PROJECT_KEY, JSON.stringify(anonymousWork()));
    const { cleanupAll } = renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Keep the project you started?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('project-name').textContent).toBe('Plant'));
    expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    cleanupAll();
  });
});
