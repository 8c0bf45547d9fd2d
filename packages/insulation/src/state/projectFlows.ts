import {
  createAsyncThunk,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@insulcalc/shell';
import { insulationApi } from '../api/insulationApi';
import { fromStoredProject, toStoredCalculations, type StoredProject } from '../domain/stored';
import { browserLocalProjectStore, isAnonymousWork, type LocalProjectStore } from './localProject';
import { projectActions, type ProjectState } from './projectSlice';

/** The root state the flows read: the project slice and the shell's profile. */
export interface ProjectFlowState {
  project: ProjectState;
  profile?: { profile: { isAuthenticated?: boolean } | null };
}

export type StartProjectResult =
  | { source: 'server'; projectId: string }
  | { source: 'default'; reason: 'anonymous' | 'noSelectedProject' | 'loadFailed' };

/** The shell profile's flag (the same rule as the shell's selectIsAuthenticated). */
const isAuthenticated = (state: ProjectFlowState): boolean =>
  state.profile?.profile?.isAuthenticated === true;

/** Whether the projects are a signed-in user's (saved on the server) rather than an anonymous visitor's. */
export const selectProjectsSignedIn = isAuthenticated;

/**
 * The start rule (spec §4): an authenticated user loads the selected project id, then the project.
 * On failure, when there is no selected project, or for anonymous users, the default project with
 * one default calculation is used (spec §8: project load failure falls back, no error shown).
 * `isAuthenticated` defaults to the shell profile's flag.
 */
export const loadStartProject = createAsyncThunk<
  StartProjectResult,
  { isAuthenticated?: boolean } | void,
  { state: ProjectFlowState }
>('project/loadStart', async (arg, { dispatch, getState }) => {
  const authenticated = (arg && arg.isAuthenticated) ?? isAuthenticated(getState());
  dispatch(projectActions.projectLoading());
  if (!authenticated) {
    dispatch(projectActions.defaultProjectUsed());
    return { source: 'default', reason: 'anonymous' };
  }
  try {
    const selected = await dispatch(
      insulationApi.endpoints.getSelectedProjectId.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    ).unwrap();
    if (!selected.projectId) {
      dispatch(projectActions.defaultProjectUsed());
      return { source: 'default', reason: 'noSelectedProject' };
    }
    const stored = await dispatch(
      insulationApi.endpoints.getProject.initiate(selected.projectId, {
        subscribe: false,
        forceRefetch: true,
      }),
    ).unwrap();
    dispatch(projectActions.projectLoaded(fromStoredProject(stored), stored.concurrencyToken, 'server'));
    return { source: 'server', projectId: stored.projectId };
  } catch {
    dispatch(projectActions.defaultProjectUsed());
    return { source: 'default', reason: 'loadFailed' };
  }
});

export type SaveProjectResult =
  | { ok: true; projectId: string; concurrencyToken: string }
  | { ok: true; skipped: true }
  | {
      ok: false;
      status: 'conflict' | 'error' | 'anonymous' | 'invalid';
      message: string;
      /** A network or server failure (no answer, 5xx, 408, 429): trying again may work. */
      retryable?: boolean;
    };

export interface SaveProjectArg {
  /** After a conflict: save over the other version (reloads its current token first). */
  overwrite?: boolean;
  /** Autosave: nothing is sent when there is nothing unsaved. */
  onlyIfDirty?: boolean;
}

/** Translation key of a save refused in the browser because the project has no name. */
export const PROJECT_NAME_REQUIRED = 'Projects_NameRequired';

function errorText(e: unknown): string {
  if (isApiError(e)) return (e as ApiError).message;
  return e instanceof Error ? e.message : 'Project_SaveFailed';
}

/** A failure worth trying again: no answer, an unreadable one, a server error, timeout, too many requests. */
export function isRetryableSaveError(e: unknown): boolean {
  if (!isApiError(e)) return false;
  const status = e.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

/**
 * One save at a time per store: a save waits for the one before it and then reads the newest
 * state, so two saves of a project are never in flight together (whoever starts them: autosave,
 * the Save button, Ctrl+S, opening another project).
 */
const saveQueues = new WeakMap<object, Promise<unknown>>();

function queued<T>(key: object, work: () => Promise<T>): Promise<T> {
  const before = saveQueues.get(key);
  // Nothing in flight: start at once (the save reads the state as it is now).
  const mine = before ? before.then(work, work) : work();
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  saveQueues.set(key, tail);
  void tail.then(() => {
    if (saveQueues.get(key) === tail) saveQueues.delete(key);
  });
  return mine;
}

/**
 * Saves the project for a signed-in user: POST (create, and make it the selected project) when it
 * has never been saved, else PUT with the concurrency token. A stale token (409) sets saveStatus
 * 'conflict' with the server's translated message and keeps every local edit; `overwrite: true`
 * then saves over the other version (it reloads the current token first). Saves are serialised
 * per store; an answer for a project that is no longer loaded is ignored.
 */
export const saveProject = createAsyncThunk<
  SaveProjectResult,
  SaveProjectArg | void,
  { state: ProjectFlowState }
>('project/save', (arg, { dispatch, getState }) =>
  queued(getState, async (): Promise<SaveProjectResult> => {
    const state = getState();
    if (!isAuthenticated(state)) {
      dispatch(projectActions.saveFailed('AccessDenied_Text'));
      return { ok: false, status: 'anonymous', message: 'AccessDenied_Text' };
    }
    const p = state.project;
    if (arg && arg.onlyIfDirty && !p.dirty) return { ok: true, skipped: true };
    const loadId = p.loadId;
    if (p.name.trim() === '') {
      dispatch(projectActions.saveFailed(PROJECT_NAME_REQUIRED, loadId));
      return { ok: false, status: 'invalid', message: PROJECT_NAME_REQUIRED };
    }
    const editRevision = p.editRevision;
    const calculationData = toStoredCalculations(p.calculations);
    const savedCalculationIds = p.calculations.map((c) => c.calculationId);
    dispatch(projectActions.saveStarted());
    try {
      let saved: StoredProject;
      if (p.projectId === null || p.concurrencyToken === null) {
        saved = await dispatch(
          insulationApi.endpoints.createProject.initiate({ name: p.name, calculationData, select: true }),
        ).unwrap();
      } else {
        let token = p.concurrencyToken;
        if (arg && arg.overwrite) {
          const current = await dispatch(
            insulationApi.endpoints.getProject.initiate(p.projectId, {
              subscribe: false,
              forceRefetch: true,
            }),
          ).unwrap();
          token = current.concurrencyToken;
        }
        saved = await dispatch(
          insulationApi.endpoints.saveProject.initiate({
            projectId: p.projectId,
            name: p.name,
            calculationData,
            concurrencyToken: token,
          }),
        ).unwrap();
      }
      dispatch(
        projectActions.saveSucceeded({
          projectId: saved.projectId,
          concurrencyToken: saved.concurrencyToken,
          editRevision,
          savedCalculationIds,
          loadId,
        }),
      );
      return { ok: true, projectId: saved.projectId, concurrencyToken: saved.concurrencyToken };
    } catch (e) {
      const message = errorText(e);
      if (isApiError(e) && e.status === 409) {
        dispatch(projectActions.saveConflicted(message, loadId));
        return { ok: false, status: 'conflict', message };
      }
      dispatch(projectActions.saveFailed(message, loadId));
      return { ok: false, status: 'error', message, retryable: isRetryableSaveError(e) };
    }
  }),
);

/**
 * Before the open project is replaced (open another, start a new one): a signed-in user's unsaved
 * changes are saved first. False when that failed: the project stays, with its edits and the error.
 */
async function saveBeforeLeaving(
  dispatch: ThunkDispatch<ProjectFlowState, unknown, UnknownAction>,
  getState: () => ProjectFlowState,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const state = getState();
  if (!isAuthenticated(state) || !state.project.dirty) return { ok: true };
  const result = await dispatch(saveProject({ onlyIfDirty: true })).unwrap();
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}

/**
 * Opens a saved project: saves the open one's unsaved changes first, makes the other one the
 * selected project on the server, then loads it. On failure the current project stays and
 * `saveError` carries the message.
 */
export const openProject = createAsyncThunk<
  { ok: boolean; message?: string },
  string,
  { state: ProjectFlowState }
>('project/open', async (projectId, { dispatch, getState }) => {
  const saved = await saveBeforeLeaving(dispatch, getState);
  if (!saved.ok) return saved;
  try {
    await dispatch(insulationApi.endpoints.selectProject.initiate(projectId)).unwrap();
    const stored = await dispatch(
      insulationApi.endpoints.getProject.initiate(projectId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(projectActions.projectLoaded(fromStoredProject(stored), stored.concurrencyToken, 'server'));
    return { ok: true };
  } catch (e) {
    const message = errorText(e);
    dispatch(projectActions.saveFailed(message));
    return { ok: false, message };
  }
});

/**
 * After a conflict: drops the local edits and loads the version stored on the server (decision
 * 0003). The project stays selected.
 */
export const reloadSavedProject = createAsyncThunk<
  { ok: boolean; message?: string },
  void,
  { state: ProjectFlowState }
>('project/reloadSaved', async (_arg, { dispatch, getState }) => {
  const projectId = getState().project.projectId;
  if (!projectId) return { ok: false, message: 'Project_NotFound' };
  try {
    const stored = await dispatch(
      insulationApi.endpoints.getProject.initiate(projectId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(projectActions.projectLoaded(fromStoredProject(stored), stored.concurrencyToken, 'server'));
    return { ok: true };
  } catch (e) {
    const message = errorText(e);
    dispatch(projectActions.saveFailed(message));
    return { ok: false, message };
  }
});

/**
 * Starts a new, unsaved project (the default project, renamed) after saving the open one's
 * changes; the first save (autosave) creates it.
 */
export const newProject = createAsyncThunk<
  { ok: boolean; message?: string },
  string | void,
  { state: ProjectFlowState }
>('project/new', async (name, { dispatch, getState }) => {
  const saved = await saveBeforeLeaving(dispatch, getState);
  if (!saved.ok) return saved;
  dispatch(projectActions.defaultProjectUsed());
  if (name) dispatch(projectActions.projectRenamed(name));
  return { ok: true };
});

/** Deletes a saved project; deleting the open one switches to the default project. */
export const deleteProject = createAsyncThunk<
  { ok: boolean; message?: string },
  string,
  { state: ProjectFlowState }
>('project/delete', async (projectId, { dispatch, getState }) => {
  try {
    await dispatch(insulationApi.endpoints.deleteProject.initiate(projectId)).unwrap();
    if (getState().project.projectId === projectId) dispatch(projectActions.defaultProjectUsed());
    return { ok: true };
  } catch (e) {
    const message = errorText(e);
    dispatch(projectActions.saveFailed(message));
    return { ok: false, message };
  }
});

/**
 * At the start of a signed-in session: when this browser still holds an anonymous visitor's work
 * (isAnonymousWork, decision 0003), offer to keep it; a local copy that holds no work is dropped.
 * Returns whether the offer was made.
 */
export function offerAnonymousWork(
  dispatch: ThunkDispatch<ProjectFlowState, unknown, UnknownAction>,
  localProjects: LocalProjectStore,
): boolean {
  const local = localProjects.load();
  if (isAnonymousWork(local)) {
    dispatch(projectActions.anonymousProjectOffered(local));
    return true;
  }
  if (local) localProjects.clear();
  return false;
}

export interface ProjectStartListenerOptions {
  /** Where an anonymous visitor's project is kept (default: this browser's localStorage); null: never offer. */
  localProjects?: LocalProjectStore | null;
}

/**
 * Registers the start rule on a listener middleware: when the profile first arrives, and whenever
 * the user signs in or out, the start project is loaded again. For a signed-in user whose browser
 * holds anonymous work, the offer to keep it follows (signing in reloads the page, so this is the
 * first start after the sign-in).
 *
 *   const listener = createListenerMiddleware();
 *   addProjectStartListener(listener.startListening);
 */
export function addProjectStartListener(
  startListening: TypedStartListening<
    ProjectFlowState,
    ThunkDispatch<ProjectFlowState, unknown, UnknownAction>
  >,
  options: ProjectStartListenerOptions = {},
): () => void {
  const localProjects =
    options.localProjects === undefined ? browserLocalProjectStore : options.localProjects;
  return startListening({
    predicate: (_action, current, previous) => {
      const now = current.profile?.profile ?? null;
      if (!now) return false;
      const before = previous.profile?.profile ?? null;
      return before === null || before.isAuthenticated !== now.isAuthenticated;
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const authenticated = isAuthenticated(api.getState());
      await api.dispatch(loadStartProject({ isAuthenticated: authenticated }));
      if (authenticated && localProjects) offerAnonymousWork(api.dispatch, localProjects);
    },
  });
}
