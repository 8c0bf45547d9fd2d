/**
 * Autosave of a signed-in user's project (decision 0003), as a listener on the app's listener
 * middleware — plain TypeScript, no React:
 *
 * - a moment ({@link AUTOSAVE_DELAY_MS}) after the last edit the project is saved: created on the
 *   server (and selected) when it is not stored yet, else updated with the concurrency token;
 * - never two saves in flight: edits during a save lead to one more save after it;
 * - a conflict (409) stops autosaving that project until the user chooses (reload the server's
 *   version, or overwrite it with theirs); the edits stay;
 * - a network or server failure keeps the edits, is shown, and is tried again with back-off
 *   ({@link AUTOSAVE_RETRY_DELAYS_MS});
 * - leaving the page while changes are unsaved asks first (beforeunload), and starts the save;
 * - a manual save ({@link projectSaveRequested}: the Save button, Ctrl/Cmd+S) saves at once.
 *
 *   const listener = createListenerMiddleware();
 *   addProjectAutosaveListener(listener.startListening);
 */
import {
  createAction,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { saveProject, selectProjectsSignedIn, type ProjectFlowState } from './projectFlows';
import { projectActions } from './projectSlice';

/** The pause after the last edit before the project is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

/** Waits before the 1st, 2nd, 3rd… retry of a failed save; the last one repeats. */
export const AUTOSAVE_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000];

/** Save now (the Save button, Ctrl/Cmd+S); `overwrite` after a conflict saves over the other version. */
export const projectSaveRequested = createAction<{ overwrite?: boolean } | undefined>(
  'project/saveRequested',
);

/** A signed-in user's project has changes the server does not have yet. */
export function selectProjectUnsaved(state: ProjectFlowState): boolean {
  return selectProjectsSignedIn(state) && state.project.status === 'ready' && state.project.dirty;
}

type BeforeUnloadTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ProjectAutosaveOptions {
  /** Default {@link AUTOSAVE_DELAY_MS}. */
  delayMs?: number;
  /** Default {@link AUTOSAVE_RETRY_DELAYS_MS}. */
  retryDelaysMs?: readonly number[];
  /** Where to ask before leaving with unsaved changes: `window` in a browser; null for none. */
  beforeUnloadTarget?: BeforeUnloadTarget | null;
}

type Dispatch = ThunkDispatch<ProjectFlowState, unknown, UnknownAction>;
type StartListening = TypedStartListening<ProjectFlowState, Dispatch>;

/** Registers the autosave; returns the function that stops it. */
export function addProjectAutosaveListener(
  startListening: StartListening,
  options: ProjectAutosaveOptions = {},
): () => void {
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const retryDelays = options.retryDelaysMs?.length ? options.retryDelaysMs : AUTOSAVE_RETRY_DELAYS_MS;
  const unloadTarget =
    options.beforeUnloadTarget !== undefined
      ? options.beforeUnloadTarget
      : typeof window !== 'undefined'
        ? window
        : null;

  let api: { dispatch: Dispatch; getState: () => ProjectFlowState } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The pending timer is a retry after a failure (edits do not bring it forward). */
  let retrying = false;
  let failures = 0;
  let running = false;
  /** Asked to save while a save ran: one more save after it. */
  let again: { overwrite: boolean; manual: boolean } | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    retrying = false;
  };
  const schedule = (ms: number, retry: boolean) => {
    cancelTimer();
    retrying = retry;
    timer = setTimeout(() => {
      timer = null;
      retrying = false;
      void run({ overwrite: false, manual: false });
    }, ms);
  };

  const canSave = (state: ProjectFlowState, manual: boolean): boolean => {
    if (!selectProjectsSignedIn(state) || state.project.status !== 'ready') return false;
    const p = state.project;
    if (manual)
      return p.dirty || p.projectId === null || p.saveStatus === 'conflict' || p.saveStatus === 'error';
    // A conflict waits for the user's choice.
    return p.dirty && p.saveStatus !== 'conflict';
  };

  async function run(request: { overwrite: boolean; manual: boolean }): Promise<void> {
    if (!api) return;
    if (running) {
      again = {
        overwrite: (again?.overwrite ?? false) || request.overwrite,
        manual: (again?.manual ?? false) || request.manual,
      };
      return;
    }
    if (!canSave(api.getState(), request.manual)) return;
    const { dispatch } = api;
    running = true;
    let result;
    try {
      result = await dispatch(
        saveProject({ overwrite: request.overwrite, onlyIfDirty: !request.manual }),
      ).unwrap();
    } catch {
      result = null;
    } finally {
      running = false;
    }
    if (result && !result.ok && result.status === 'conflict') {
      failures = 0;
      again = null;
      cancelTimer();
      return;
    }
    if (result && !result.ok && result.status === 'error' && result.retryable) {
      const wait = retryDelays[Math.min(failures, retryDelays.length - 1)]!;
      failures += 1;
      dispatch(projectActions.saveRetryScheduled(wait));
      again = null;
      schedule(wait, true);
      return;
    }
    if (result && result.ok) failures = 0;
    const next = again;
    again = null;
    if (next) await run(next);
  }

  const onBeforeUnload = (event: Event) => {
    if (!api || !selectProjectUnsaved(api.getState())) return;
    // Start the save now: it completes if the user stays.
    if (timer !== null && !retrying) {
      cancelTimer();
      void run({ overwrite: false, manual: false });
    }
    event.preventDefault();
    try {
      // Older browsers ask only when returnValue is set (to any non-empty text).
      (event as BeforeUnloadEvent).returnValue = 'unsaved';
    } catch {
      // a plain Event: preventDefault is enough
    }
  };
  unloadTarget?.addEventListener('beforeunload', onBeforeUnload);

  const unsubscribeEdits = startListening({
    predicate: (_action, current, previous) =>
      current.project.editRevision !== previous.project.editRevision ||
      current.project.loadId !== previous.project.loadId ||
      selectProjectsSignedIn(current) !== selectProjectsSignedIn(previous),
    effect: (_action, listenerApi) => {
      api = { dispatch: listenerApi.dispatch, getState: listenerApi.getState };
      const current = listenerApi.getState();
      const previous = listenerApi.getOriginalState();
      if (
        current.project.loadId !== previous.project.loadId ||
        selectProjectsSignedIn(current) !== selectProjectsSignedIn(previous)
      ) {
        // Another project, or signed in/out: whatever was pending belonged to the one before.
        cancelTimer();
        failures = 0;
        again = null;
        return;
      }
      if (!canSave(current, false) || retrying) return;
      schedule(delayMs, false);
    },
  });

  const unsubscribeRequests = startListening({
    actionCreator: projectSaveRequested,
    effect: (action, listenerApi) => {
      api = { dispatch: listenerApi.dispatch, getState: listenerApi.getState };
      cancelTimer();
      failures = 0;
      void run({ overwrite: action.payload?.overwrite === true, manual: true });
    },
  });

  return () => {
    cancelTimer();
    unsubscribeEdits();
    unsubscribeRequests();
    unloadTarget?.removeEventListener('beforeunload', onBeforeUnload);
  };
}
