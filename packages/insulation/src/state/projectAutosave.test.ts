// @vitest-environment node
import { createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { createAppStore, setProfile } from '@insulcalc/shell';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultCalculation } from '../domain/defaults';
import { toStoredCalculation, type StoredProject } from '../domain/stored';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_RETRY_DELAYS_MS,
  addProjectAutosaveListener,
  projectSaveRequested,
  selectProjectUnsaved,
} from './projectAutosave';
import { openProject, reloadSavedProject, type ProjectFlowState } from './projectFlows';
import { projectActions, projectReducer } from './projectSlice';
import { selectSelectedCalculation } from './projectSelectors';

// Each store's own HTTP client calls this fetch (set per test).
let apiFetch: typeof fetch = () => Promise.reject(new Error('No fetch set for this test.'));
const api = {
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
};

type Reply = { status: number; body?: unknown } | 'network';
type Handler = (
  url: string,
  method: string,
  body: Record<string, unknown> | undefined,
) => Reply | Promise<Reply>;

const PROJECT_ID = '0b6f5a0e-6a55-4d61-9a2b-1e0f3f1f7c11';
const OTHER_ID = '1c7a6b1f-7b66-4e72-8b3c-2f101f2f8d22';

let handler: Handler;
let calls: Array<{ url: string; method: string; body: Record<string, unknown> | undefined }>;
let inFlight = 0;
let maxInFlight = 0;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

function stored(token: string, name = 'Plant', id = PROJECT_ID): StoredProject {
  return {
    projectId: id,
    name,
    concurrencyToken: token,
    calculationData: [
      toStoredCalculation(createDefaultCalculation({ calculationId: 'x', isSelected: true })),
    ],
  };
}

const problem = (status: number, message: string) => ({
  status,
  body: { type: 'about:blank', title: 'Problem', status, userMessages: [{ message, level: 'error' }] },
});

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  inFlight = 0;
  maxInFlight = 0;
  apiFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url.includes('/telemetry/')) return json(204);
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url, method, body });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const reply = await handler(url, method, body);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return json(reply.status, reply.body);
    } finally {
      inFlight -= 1;
    }
  }) as typeof fetch;
});
afterEach(() => {
  vi.useRealTimers();
});

function makeStore(options: { authenticated?: boolean; unloadTarget?: EventTarget | null } = {}) {
  const listener = createListenerMiddleware();
  const stop = addProjectAutosaveListener(listener.startListening.withTypes<ProjectFlowState>(), {
    beforeUnloadTarget: (options.unloadTarget ?? null) as never,
  });
  const store = createAppStore({
    api,
    reducers: { project: projectReducer as Reducer },
    middleware: [listener.middleware],
    setupListeners: false,
    connectMessageSink: false,
  });
  store.dispatch(setProfile({ isAuthenticated: options.authenticated ?? true } as never));
  return Object.assign(store as typeof store & { getState: () => ProjectFlowState }, { stop });
}

type Store = ReturnType<typeof makeStore>;

function loadStored(store: Store, token = '3') {
  store.dispatch(
    projectActions.projectLoaded(
      {
        projectId: PROJECT_ID,
        name: 'Plant',
        calculationData: [createDefaultCalculation({ calculationId: 'x' })],
      },
      token,
    ),
  );
}

const temperature = (store: Store, value: number) =>
  store.dispatch(projectActions.calculationFieldChanged({ path: 'mediumDetails.mediumTemperature', value }));

const saves = () => calls.filter((c) => c.method === 'PUT' || c.method === 'POST');
const sentTemperature = (c: { body?: Record<string, unknown> }) =>
  (c.body!.calculationData as Array<Record<string, unknown>>)[0]!.mediumTemperature;

/** A reply the test releases by hand. */
function gate() {
  let open: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => (open = resolve));
  return { promise, open };
}

describe('autosave (signed-in user)', () => {
  it('saves a moment after the last change, once, with the newest values', async () => {
    let token = 3;
    handler = () => ({ status: 200, body: stored(String(++token)) });
    const store = makeStore();
    loadStored(store);
    temperature(store, 110);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    temperature(store, 120);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    temperature(store, 130);
    expect(saves()).toHaveLength(0);
    expect(selectProjectUnsaved(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(saves()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ method: 'PUT', url: `/api/v1/project/${PROJECT_ID}` });
    expect(saves()[0]!.body).toMatchObject({ concurrencyToken: '3' });
    expect(sentTemperature(saves()[0]!)).toBe(130);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'saved',
      dirty: false,
      concurrencyToken: '4',
    });
    expect(selectProjectUnsaved(store.getState())).toBe(false);
    // Nothing more without a change.
    await vi.advanceTimersByTimeAsync(10 * AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
  });

  it('a project not stored yet is created (and selected), then updated with its token', async () => {
    handler = (_url, method) =>
      method === 'POST'
        ? { status: 201, body: stored('1', 'Default project') }
        : { status: 200, body: stored('2', 'Default project') };
    const store = makeStore();
    store.dispatch(projectActions.defaultProjectUsed());
    temperature(store, 90);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves().map((c) => c.method)).toEqual(['POST']);
    expect(saves()[0]!.body).toMatchObject({ name: 'Default project', select: true });
    expect(store.getState().project).toMatchObject({ projectId: PROJECT_ID, concurrencyToken: '1' });
    temperature(store, 95);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves().map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(saves()[1]!.body).toMatchObject({ concurrencyToken: '1' });
  });

  it('never two saves in flight: changes during a save lead to one more save after it', async () => {
    const first = gate();
    let n = 0;
    handler = () => (++n === 1 ? first.promise : { status: 200, body: stored(String(3 + n)) });
    const store = makeStore();
    loadStored(store);
    temperature(store, 110);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
    expect(store.getState().project.saveStatus).toBe('saving');
    // Typing goes on while the first save waits for its answer; the debounce passes twice.
    temperature(store, 120);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    temperature(store, 125);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    store.dispatch(projectSaveRequested()); // Ctrl+S meanwhile
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toHaveLength(1);
    first.open({ status: 200, body: stored('4') });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toHaveLength(2);
    expect(sentTemperature(saves()[1]!)).toBe(125);
    expect(saves()[1]!.body).toMatchObject({ concurrencyToken: '4' });
    await vi.advanceTimersByTimeAsync(5 * AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(2);
    expect(maxInFlight).toBe(1);
    expect(store.getState().project).toMatchObject({ dirty: false, saveStatus: 'saved' });
  });

  it('a manual save (Save button, Ctrl+S) saves at once', async () => {
    handler = () => ({ status: 200, body: stored('4') });
    const store = makeStore();
    loadStored(store);
    temperature(store, 140);
    store.dispatch(projectSaveRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
  });

  it('409: stops autosaving that project, keeps the edits and reports it; the user then chooses', async () => {
    let putAnswer: Reply = problem(409, 'Changed elsewhere.');
    handler = (_url, method) => (method === 'PUT' ? putAnswer : { status: 200, body: stored('7', 'Theirs') });
    const store = makeStore();
    loadStored(store);
    temperature(store, 150);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'conflict',
      saveError: 'Changed elsewhere.',
      dirty: true,
    });
    expect(selectSelectedCalculation(store.getState())!.mediumDetails.mediumTemperature).toBe(150);
    // No more autosaves of this project, whatever is typed.
    temperature(store, 155);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(1);
    expect(selectProjectUnsaved(store.getState())).toBe(true);

    // "Overwrite with mine": reads the current token, then saves over it.
    putAnswer = { status: 200, body: stored('8') };
    store.dispatch(projectSaveRequested({ overwrite: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-2)).toMatchObject({ method: 'GET', url: `/api/v1/project/${PROJECT_ID}` });
    expect(saves()).toHaveLength(2);
    expect(saves()[1]!.body).toMatchObject({ concurrencyToken: '7' });
    expect(sentTemperature(saves()[1]!)).toBe(155);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'saved',
      dirty: false,
      concurrencyToken: '8',
    });
    // Autosave is back.
    temperature(store, 160);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(3);
  });

  it('409, then "load the saved version": the server’s version replaces the edits', async () => {
    handler = (_url, method) =>
      method === 'PUT' ? problem(409, 'Changed elsewhere.') : { status: 200, body: stored('7', 'Theirs') };
    const store = makeStore();
    loadStored(store);
    temperature(store, 150);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(store.getState().project.saveStatus).toBe('conflict');
    await store.dispatch(reloadSavedProject());
    expect(store.getState().project).toMatchObject({
      name: 'Theirs',
      concurrencyToken: '7',
      dirty: false,
      saveStatus: 'idle',
    });
    expect(selectSelectedCalculation(store.getState())!.mediumDetails.mediumTemperature).toBe(100);
  });

  it('a network or server failure keeps the edits, says so and retries with back-off', async () => {
    const answers: Reply[] = ['network', problem(500, 'Server error.'), { status: 200, body: stored('4') }];
    handler = () => answers.shift()!;
    const store = makeStore();
    loadStored(store);
    temperature(store, 170);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(1);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'error',
      dirty: true,
      saveRetryInMs: AUTOSAVE_RETRY_DELAYS_MS[0],
    });
    expect(store.getState().project.saveError).toBeTruthy();
    // An edit during the back-off does not bring the retry forward.
    temperature(store, 175);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]! - 1);
    expect(saves()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves()).toHaveLength(2);
    expect(sentTemperature(saves()[1]!)).toBe(175);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'error',
      saveError: 'Server error.',
      saveRetryInMs: AUTOSAVE_RETRY_DELAYS_MS[1],
    });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[1]! - 1);
    expect(saves()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves()).toHaveLength(3);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'saved',
      dirty: false,
      saveRetryInMs: null,
    });
  });

  it('a refused save (400) is not retried; the next change tries again', async () => {
    const answers: Reply[] = [problem(400, 'Invalid value.'), { status: 200, body: stored('4') }];
    handler = () => answers.shift()!;
    const store = makeStore();
    loadStored(store);
    temperature(store, 1e12);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(store.getState().project).toMatchObject({ saveStatus: 'error', saveRetryInMs: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves()).toHaveLength(1);
    temperature(store, 120);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(2);
  });

  it('a project without a name is not sent; the status says why', async () => {
    handler = () => ({ status: 200, body: stored('4') });
    const store = makeStore();
    loadStored(store);
    store.dispatch(projectActions.projectRenamed('  '));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves()).toHaveLength(0);
    expect(store.getState().project).toMatchObject({
      saveStatus: 'error',
      saveError: 'Projects_NameRequired',
    });
  });

  it('asks before leaving while changes are unsaved, and starts the save', async () => {
    handler = () => ({ status: 200, body: stored('4') });
    const target = new EventTarget();
    const store = makeStore({ unloadTarget: target });
    loadStored(store);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    temperature(store, 180);
    expect(leave()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toHaveLength(1); // started without waiting for the debounce
    expect(leave()).toBe(false);
    store.stop();
    temperature(store, 185);
    expect(leave()).toBe(false); // stopped: no listener any more
  });

  it('opening another project saves the pending changes first; nothing of the old one is saved later', async () => {
    handler = (url, method) => {
      if (method === 'PUT' && url.endsWith('/selected'))
        return { status: 200, body: { projectId: OTHER_ID } };
      if (method === 'PUT') return { status: 200, body: stored('4') };
      return { status: 200, body: stored('9', 'Other', OTHER_ID) };
    };
    const store = makeStore();
    loadStored(store);
    temperature(store, 190);
    await store.dispatch(openProject(OTHER_ID));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/v1/project/${PROJECT_ID}`,
      'PUT /api/v1/project/selected',
      `GET /api/v1/project/${OTHER_ID}`,
    ]);
    expect(store.getState().project).toMatchObject({ projectId: OTHER_ID, dirty: false });
    await vi.advanceTimersByTimeAsync(10 * AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(3);
  });

  it('anonymous visitors: nothing is sent', async () => {
    handler = () => ({ status: 200, body: stored('4') });
    const store = makeStore({ authenticated: false });
    store.dispatch(projectActions.defaultProjectUsed());
    temperature(store, 120);
    store.dispatch(projectSaveRequested());
    await vi.advanceTimersByTimeAsync(10 * AUTOSAVE_DELAY_MS);
    expect(calls).toEqual([]);
    expect(selectProjectUnsaved(store.getState())).toBe(false);
  });
});
