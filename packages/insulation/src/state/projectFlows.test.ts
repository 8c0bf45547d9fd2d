// @vitest-environment node
import { createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { createAppStore, setProfile } from '@insulcalc/shell';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDefaultCalculation } from '../domain/defaults';
import { toStoredCalculation, type StoredProject } from '../domain/stored';
import {
  addProjectStartListener,
  deleteProject,
  loadStartProject,
  newProject,
  openProject,
  saveProject,
  type ProjectFlowState,
} from './projectFlows';
import { projectActions, projectReducer } from './projectSlice';
import { selectCalculations, selectSelectedCalculation } from './projectSelectors';

// Each store's own HTTP client calls this fetch (set per test).
let apiFetch: typeof fetch = () => Promise.reject(new Error('No fetch set for this test.'));
const api = {
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
};

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };
let handler: Handler;
let calls: Array<{ url: string; method: string; body: unknown }>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

beforeEach(() => {
  calls = [];
  apiFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.includes('/telemetry/')) return json(204);
    const r = handler(url, init);
    return json(r.status, r.body);
  }) as typeof fetch;
});

const PROJECT_ID = '0b6f5a0e-6a55-4d61-9a2b-1e0f3f1f7c11';
function storedProject(token = '3'): StoredProject {
  return {
    projectId: PROJECT_ID,
    name: 'Plant',
    concurrencyToken: token,
    calculationData: [
      toStoredCalculation(createDefaultCalculation({ calculationId: 'a', name: 'Line A' })),
      toStoredCalculation(createDefaultCalculation({ calculationId: 'b', name: 'Line B', isSelected: true })),
    ],
  };
}

function makeStore(authenticated: boolean | null, withStartListener = false) {
  const listener = createListenerMiddleware();
  if (withStartListener) addProjectStartListener(listener.startListening.withTypes<ProjectFlowState>());
  const store = createAppStore({
    api,
    reducers: { project: projectReducer as Reducer },
    middleware: [listener.middleware],
    setupListeners: false,
    connectMessageSink: false,
  });
  if (authenticated !== null) store.dispatch(setProfile({ isAuthenticated: authenticated } as never));
  return store as typeof store & { getState: () => ProjectFlowState & ReturnType<typeof store.getState> };
}

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('start rule', () => {
  it('anonymous: the default project with one default calculation, no request', async () => {
    handler = () => ({ status: 500 });
    const store = makeStore(false);
    const result = await store.dispatch(loadStartProject()).unwrap();
    expect(result).toEqual({ source: 'default', reason: 'anonymous' });
    expect(store.getState().project).toMatchObject({
      name: 'Default project',
      projectId: null,
      source: 'default',
      status: 'ready',
    });
    expect(selectCalculations(store.getState())).toHaveLength(1);
    expect(calls.filter((c) => c.url.includes('/project'))).toEqual([]);
  });

  it('authenticated: loads the selected project id, then the project (flat → nested)', async () => {
    handler = (url) =>
      url.endsWith('/api/v1/project/selected')
        ? { status: 200, body: { projectId: PROJECT_ID } }
        : { status: 200, body: storedProject() };
    const store = makeStore(true);
    const result = await store.dispatch(loadStartProject()).unwrap();
    expect(result).toEqual({ source: 'server', projectId: PROJECT_ID });
    expect(calls.filter((c) => !c.url.includes('telemetry')).map((c) => c.url)).toEqual([
      '/api/v1/project/selected',
      `/api/v1/project/${PROJECT_ID}`,
    ]);
    expect(store.getState().project).toMatchObject({
      projectId: PROJECT_ID,
      name: 'Plant',
      concurrencyToken: '3',
      source: 'server',
      dirty: false,
    });
    expect(selectSelectedCalculation(store.getState())!.name).toBe('Line B');
    expect(selectSelectedCalculation(store.getState())!.equipmentDetails.diameter).toBe(60.3);
  });

  it('authenticated without a selected project: default project', async () => {
    handler = () => ({ status: 200, body: { projectId: null } });
    const store = makeStore(true);
    expect(await store.dispatch(loadStartProject()).unwrap()).toEqual({
      source: 'default',
      reason: 'noSelectedProject',
    });
  });

  it.each([
    [
      'selected id fails',
      (url: string) => (url.endsWith('/selected') ? { status: 500 } : { status: 200, body: storedProject() }),
    ],
    [
      'project load fails',
      (url: string) =>
        url.endsWith('/selected')
          ? { status: 200, body: { projectId: PROJECT_ID } }
          : { status: 404, body: { status: 404, title: 'Not Found' } },
    ],
    ['401', () => ({ status: 401, body: { status: 401, title: 'Unauthorized' } })],
  ])('failure (%s): default project', async (_name, h) => {
    handler = h as Handler;
    const store = makeStore(true);
    expect(await store.dispatch(loadStartProject()).unwrap()).toEqual({
      source: 'default',
      reason: 'loadFailed',
    });
    expect(store.getState().project).toMatchObject({
      name: 'Default project',
      projectId: null,
      source: 'default',
    });
  });

  it('the listener runs the start rule when the profile arrives and when the user signs in', async () => {
    handler = (url) =>
      url.endsWith('/api/v1/project/selected')
        ? { status: 200, body: { projectId: PROJECT_ID } }
        : { status: 200, body: storedProject() };
    const store = makeStore(null, true);
    store.dispatch(setProfile({ isAuthenticated: false } as never));
    await flush();
    expect(store.getState().project.source).toBe('default');
    expect(store.getState().project.status).toBe('ready');
    store.dispatch(setProfile({ isAuthenticated: true } as never));
    await flush();
    expect(store.getState().project).toMatchObject({ source: 'server', projectId: PROJECT_ID });
  });
});

describe('saveProject', () => {
  it('anonymous users cannot save', async () => {
    handler = () => ({ status: 500 });
    const store = makeStore(false);
    expect(await store.dispatch(saveProject()).unwrap()).toMatchObject({ ok: false, status: 'anonymous' });
    expect(calls).toEqual([]);
  });

  it('a never-saved project is created (and selected); then saved with the token', async () => {
    handler = (url, init) => {
      if (init.method === 'POST')
        return { status: 201, body: { ...storedProject('1'), name: 'Default project' } };
      if (init.method === 'PUT') return { status: 200, body: storedProject('2') };
      return { status: 404 };
    };
    const store = makeStore(true);
    store.dispatch(projectActions.calculationAdded());
    const created = await store.dispatch(saveProject()).unwrap();
    expect(created).toEqual({ ok: true, projectId: PROJECT_ID, concurrencyToken: '1' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/v1/project');
    expect(post.body).toMatchObject({ name: 'Default project', select: true });
    expect((post.body as { calculationData: unknown[] }).calculationData).toHaveLength(2);
    expect(
      (post.body as { calculationData: Array<Record<string, unknown>> }).calculationData[0],
    ).toHaveProperty('equipmentDiameter', 60.3);
    expect(store.getState().project).toMatchObject({
      projectId: PROJECT_ID,
      concurrencyToken: '1',
      dirty: false,
      saveStatus: 'saved',
    });
    expect(selectCalculations(store.getState()).every((c) => !c.isNew)).toBe(true);

    store.dispatch(projectActions.calculationRenamed('Changed'));
    await store.dispatch(saveProject()).unwrap();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/v1/project/${PROJECT_ID}`);
    expect(put.body).toMatchObject({ concurrencyToken: '1' });
    expect(store.getState().project.concurrencyToken).toBe('2');
  });

  it('409: conflict status with the server message; every edit kept; overwrite saves with the current token', async () => {
    let conflict = true;
    handler = (url, init) => {
      if (init.method === 'PUT' && conflict) {
        return {
          status: 409,
          body: {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            userMessages: [{ message: 'Changed elsewhere.', level: 'error' }],
            concurrencyToken: '7',
          },
        };
      }
      if (init.method === 'PUT') return { status: 200, body: storedProject('8') };
      return { status: 200, body: storedProject('7') };
    };
    const store = makeStore(true);
    store.dispatch(
      projectActions.projectLoaded(
        {
          projectId: PROJECT_ID,
          name: 'Plant',
          calculationData: [createDefaultCalculation({ calculationId: 'x' })],
        },
        '3',
      ),
    );
    store.dispatch(projectActions.calculationRenamed('Mine'));
    const r = await store.dispatch(saveProject()).unwrap();
    expect(r).toEqual({ ok: false, status: 'conflict', message: 'Changed elsewhere.' });
    expect(store.getState().project).toMatchObject({
      saveStatus: 'conflict',
      saveError: 'Changed elsewhere.',
      dirty: true,
      concurrencyToken: '3',
    });
    expect(selectSelectedCalculation(store.getState())!.name).toBe('Mine');

    conflict = false;
    const again = await store.dispatch(saveProject({ overwrite: true })).unwrap();
    expect(again).toMatchObject({ ok: true, concurrencyToken: '8' });
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({ concurrencyToken: '7' });
  });

  it('an edit made while saving keeps the project dirty', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const store = makeStore(true);
    store.dispatch(
      projectActions.projectLoaded(
        {
          projectId: PROJECT_ID,
          name: 'Plant',
          calculationData: [createDefaultCalculation({ calculationId: 'x' })],
        },
        '3',
      ),
    );
    apiFetch = (async () => {
      await gate;
      return json(200, storedProject('4'));
    }) as typeof fetch;
    store.dispatch(projectActions.calculationRenamed('Before'));
    const pending = store.dispatch(saveProject());
    store.dispatch(projectActions.calculationRenamed('During'));
    release();
    await pending;
    expect(store.getState().project).toMatchObject({
      concurrencyToken: '4',
      dirty: true,
      saveStatus: 'saved',
    });
  });
});

describe('open, new, delete', () => {
  it('open selects on the server and loads; delete of the open project falls back to the default', async () => {
    handler = (url, init) => {
      if (init.method === 'PUT') return { status: 200, body: { projectId: PROJECT_ID } };
      if (init.method === 'DELETE') return { status: 204 };
      return { status: 200, body: storedProject('5') };
    };
    const store = makeStore(true);
    await flush();
    calls = [];
    expect(await store.dispatch(openProject(PROJECT_ID)).unwrap()).toEqual({ ok: true });
    expect(calls.filter((c) => !c.url.includes('telemetry')).map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/project/selected',
      `GET /api/v1/project/${PROJECT_ID}`,
    ]);
    expect(store.getState().project).toMatchObject({
      projectId: PROJECT_ID,
      concurrencyToken: '5',
      name: 'Plant',
    });
    expect(await store.dispatch(deleteProject(PROJECT_ID)).unwrap()).toEqual({ ok: true });
    expect(store.getState().project).toMatchObject({ projectId: null, name: 'Default project' });
  });

  it('open failure keeps the current project and reports the message', async () => {
    handler = () => ({
      status: 404,
      body: {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        userMessages: [{ message: 'The project was not found.', level: 'error' }],
      },
    });
    const store = makeStore(true);
    await flush();
    calls = [];
    store.dispatch(projectActions.projectRenamed('Mine'));
    expect(await store.dispatch(openProject(PROJECT_ID)).unwrap()).toEqual({
      ok: false,
      message: 'The project was not found.',
    });
    expect(store.getState().project).toMatchObject({ name: 'Mine', saveError: 'The project was not found.' });
  });

  it('new project: default, renamed, unsaved', async () => {
    handler = () => ({ status: 500 });
    const store = makeStore(true);
    await flush();
    calls = [];
    await store.dispatch(newProject('Second plant'));
    expect(store.getState().project).toMatchObject({
      projectId: null,
      name: 'Second plant',
      concurrencyToken: null,
    });
    expect(selectCalculations(store.getState())).toHaveLength(1);
  });
});
