// @vitest-environment node
import { createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { createAppStore, setProfile } from '@insulcalc/shell';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDefaultCalculation, createDefaultProject } from '../domain/defaults';
import { toStoredCalculation, type StoredProject } from '../domain/stored';
import type { Project } from '../domain/types';
import {
  discardAnonymousProject,
  keepAnonymousProject,
  postponeAnonymousProject,
  uniqueProjectName,
} from './anonymousProject';
import { isAnonymousWork, type LocalProjectStore } from './localProject';
import { addProjectStartListener, type ProjectFlowState } from './projectFlows';
import { projectReducer } from './projectSlice';
import { selectCalculations } from './projectSelectors';

// Each store's own HTTP client calls this fetch (set per test).
let apiFetch: typeof fetch = () => Promise.reject(new Error('No fetch set for this test.'));
const api = {
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
};

type Reply = { status: number; body?: unknown };
let handler: (url: string, method: string) => Reply;
let calls: Array<{ url: string; method: string; body: Record<string, unknown> | undefined }>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

beforeEach(() => {
  calls = [];
  apiFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url.includes('/telemetry/')) return json(204);
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    });
    const r = handler(url, method);
    return json(r.status, r.body);
  }) as typeof fetch;
});

const SERVER_ID = '0b6f5a0e-6a55-4d61-9a2b-1e0f3f1f7c11';
const KEPT_ID = '2d8b7c20-8c77-4f83-9c4d-3a212a3a9e33';

function serverProject(): StoredProject {
  return {
    projectId: SERVER_ID,
    name: 'Plant',
    concurrencyToken: '3',
    calculationData: [
      toStoredCalculation(createDefaultCalculation({ calculationId: 's', name: 'Server line' })),
    ],
  };
}

/** An anonymous visitor's work: renamed, two calculations, one value changed. */
function anonymousWork(): Project {
  const project = createDefaultProject();
  project.name = 'Boiler room';
  project.calculationData[0]!.name = 'Feed line';
  project.calculationData[0]!.mediumDetails.mediumTemperature = 135;
  project.calculationData.push(createDefaultCalculation({ name: 'Return line', isNew: true }));
  return project;
}

function memoryStore(initial: Project | null): LocalProjectStore & { value: Project | null } {
  const store = {
    value: initial,
    load: () => (store.value ? (JSON.parse(JSON.stringify(store.value)) as Project) : null),
    save: (p: Project) => {
      store.value = p;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

/** The signed-in start: the start listener with a local store, then the profile arrives. */
async function signedInStart(local: LocalProjectStore, authenticated = true) {
  const listener = createListenerMiddleware();
  addProjectStartListener(listener.startListening.withTypes<ProjectFlowState>(), { localProjects: local });
  const store = createAppStore({
    api,
    reducers: { project: projectReducer as Reducer },
    middleware: [listener.middleware],
    setupListeners: false,
    connectMessageSink: false,
  });
  store.dispatch(setProfile({ isAuthenticated: authenticated } as never));
  await new Promise((r) => setTimeout(r, 20));
  return store as typeof store & { getState: () => ProjectFlowState };
}

const serverHandler =
  (overrides: Partial<Record<string, Reply>> = {}) =>
  (url: string, method: string): Reply => {
    const key = `${method} ${url}`;
    if (overrides[key]) return overrides[key]!;
    if (url.endsWith('/api/v1/project/selected')) return { status: 200, body: { projectId: SERVER_ID } };
    if (method === 'GET' && url === '/api/v1/project') return { status: 200, body: [] };
    if (method === 'POST')
      return {
        status: 201,
        body: {
          projectId: KEPT_ID,
          name: (calls.at(-1)!.body as { name: string }).name,
          concurrencyToken: '1',
          calculationData: (calls.at(-1)!.body as { calculationData: unknown[] }).calculationData,
        },
      };
    return { status: 200, body: serverProject() };
  };

describe('what counts as anonymous work', () => {
  it('the untouched default project is not work; a name, a calculation or a value is', () => {
    expect(isAnonymousWork(null)).toBe(false);
    expect(isAnonymousWork(createDefaultProject())).toBe(false);
    const renamed = createDefaultProject();
    renamed.name = 'Boiler room';
    expect(isAnonymousWork(renamed)).toBe(true);
    const two = createDefaultProject();
    two.calculationData.push(createDefaultCalculation());
    expect(isAnonymousWork(two)).toBe(true);
    const edited = createDefaultProject();
    edited.calculationData[0]!.ambientConditions.ambientTemperature = 25;
    expect(isAnonymousWork(edited)).toBe(true);
    edited.calculationData[0]!.ambientConditions.ambientTemperature = 10; // undone by hand
    expect(isAnonymousWork(edited)).toBe(false);
    const renamedCalculation = createDefaultProject();
    renamedCalculation.calculationData[0]!.name = 'North';
    expect(isAnonymousWork(renamedCalculation)).toBe(true);
  });

  it('a kept name gets a suffix only when the user already has one like it', () => {
    expect(uniqueProjectName('Boiler room', ['Plant'])).toBe('Boiler room');
    expect(uniqueProjectName('Boiler room', ['boiler room'])).toBe('Boiler room (2)');
    expect(uniqueProjectName('Boiler room', ['Boiler room', 'Boiler room (2)'])).toBe('Boiler room (3)');
    expect(uniqueProjectName('  ', [])).toBe('Default project');
    expect(uniqueProjectName('x'.repeat(200), ['x'.repeat(200)])).toBe(`${'x'.repeat(196)} (2)`);
  });
});

describe('the offer at the first signed-in start', () => {
  it('anonymous work in this browser is offered once the server project is loaded', async () => {
    handler = serverHandler();
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local);
    expect(store.getState().project).toMatchObject({ projectId: SERVER_ID, source: 'server' });
    expect(store.getState().project.anonymousOffer).toMatchObject({ status: 'offered', error: null });
    expect(store.getState().project.anonymousOffer.project!.name).toBe('Boiler room');
    expect(local.value).not.toBeNull();
  });

  it('an untouched local copy is not offered and is dropped', async () => {
    handler = serverHandler();
    const local = memoryStore(createDefaultProject());
    const store = await signedInStart(local);
    expect(store.getState().project.anonymousOffer.status).toBe('none');
    expect(local.value).toBeNull();
  });

  it('anonymous visitors are not offered anything', async () => {
    handler = serverHandler();
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local, false);
    expect(store.getState().project.anonymousOffer.status).toBe('none');
    expect(local.value).not.toBeNull();
  });
});

describe('answering the offer', () => {
  it('keep: created with every calculation, selected and loaded; the local copy is cleared', async () => {
    handler = serverHandler({
      'GET /api/v1/project': { status: 200, body: [{ projectId: SERVER_ID, name: 'Boiler room' }] },
    });
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local);
    const result = await store.dispatch(keepAnonymousProject({ localProjects: local })).unwrap();
    expect(result).toEqual({ ok: true, projectId: KEPT_ID });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/v1/project');
    expect(post.body).toMatchObject({ name: 'Boiler room (2)', select: true });
    const sent = post.body!.calculationData as Array<Record<string, unknown>>;
    expect(sent.map((c) => c.name)).toEqual(['Feed line', 'Return line']);
    expect(sent[0]!.mediumTemperature).toBe(135);
    expect(store.getState().project).toMatchObject({
      projectId: KEPT_ID,
      name: 'Boiler room (2)',
      concurrencyToken: '1',
      source: 'server',
      dirty: false,
      anonymousOffer: { status: 'none', project: null },
    });
    expect(selectCalculations(store.getState()).map((c) => c.name)).toEqual(['Feed line', 'Return line']);
    expect(local.value).toBeNull();
  });

  it('keep fails: the local copy stays, the error is kept and the offer stands; keeping again works', async () => {
    handler = serverHandler({
      'POST /api/v1/project': {
        status: 500,
        body: { title: 'Error', status: 500, userMessages: [{ message: 'Database away.', level: 'error' }] },
      },
    });
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local);
    const failed = await store.dispatch(keepAnonymousProject({ localProjects: local })).unwrap();
    expect(failed).toEqual({ ok: false, message: 'Database away.' });
    expect(store.getState().project.anonymousOffer).toMatchObject({
      status: 'failed',
      error: 'Database away.',
    });
    expect(store.getState().project.anonymousOffer.project!.calculationData).toHaveLength(2);
    expect(store.getState().project.projectId).toBe(SERVER_ID);
    expect(local.value!.name).toBe('Boiler room');

    handler = serverHandler();
    const kept = await store.dispatch(keepAnonymousProject({ localProjects: local })).unwrap();
    expect(kept.ok).toBe(true);
    expect(store.getState().project).toMatchObject({ projectId: KEPT_ID, name: 'Boiler room' });
    expect(local.value).toBeNull();
  });

  it('discard: the local copy is cleared and the selected server project is loaded', async () => {
    handler = serverHandler();
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local);
    calls = [];
    await store.dispatch(discardAnonymousProject({ localProjects: local }));
    expect(local.value).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/project/selected',
      `GET /api/v1/project/${SERVER_ID}`,
    ]);
    expect(store.getState().project).toMatchObject({
      projectId: SERVER_ID,
      name: 'Plant',
      anonymousOffer: { status: 'none' },
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('later: nothing is sent or lost; the next start offers it again', async () => {
    handler = serverHandler();
    const local = memoryStore(anonymousWork());
    const store = await signedInStart(local);
    store.dispatch(postponeAnonymousProject());
    expect(store.getState().project.anonymousOffer).toMatchObject({ status: 'postponed', project: null });
    expect(local.value!.name).toBe('Boiler room');
    const next = await signedInStart(local);
    expect(next.getState().project.anonymousOffer.status).toBe('offered');
  });
});
