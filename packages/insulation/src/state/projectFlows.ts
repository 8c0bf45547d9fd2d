import {
  createAsyncThunk,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { isApiError, type ApiError } from '@insulcalc/shell';
import { insulationApi } from '../api/insulationApi';
import { fromStoredProject, toStoredCalculations, type StoredProject } from '../domain/stored';
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
  | { ok: false; status: 'conflict' | 'error' | 'anonymous'; message: string };

function errorText(e: unknown): string {
  if (isApiError(e)) return (e as ApiError).message;
  return e instanceof Error ? e.message : 'Project_SaveFailed';
}

/**
 * Saves the project for a signed-in user: POST (create, and make it the selected project) when it
 * has never been saved, else PUT with the concurrency token. A stale token (409) sets saveStatus
 * 'conflict' with the server's translated message and keeps every local edit; `overwrite: true`
 * then saves over the other version (it reloads the current token first).
 */
export const saveProject = createAsyncThunk<
  SaveProjectResult,
  { overwrite?: boolean } | void,
  { state: ProjectFlowState }
>('project/save', async (arg, { dispatch, getState }) => {
  const state = getState();
  if (!isAuthenticated(state)) {
    dispatch(projectActions.saveFailed('AccessDenied_Text'));
    return { ok: false, status: 'anonymous', message: 'AccessDenied_Text' };
  }
  const p = state.project;
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
          insulationApi.endpoints.getProject.initiate(p.projectId, { subscribe: false, forceRefetch: true }),
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
      }),
    );
    return { ok: true, projectId: saved.projectId, concurrencyToken: saved.concurrencyToken };
  } catch (e) {
    const message = errorText(e);
    if (isApiError(e) && e.status === 409) {
      dispatch(projectActions.saveConflicted(message));
      return { ok: false, status: 'conflict', message };
    }
    dispatch(projectActions.saveFailed(message));
    return { ok: false, status: 'error', message };
  }
});

/**
 * Opens a saved project: makes it the selected project on the server, then loads it. On failure
 * the current project stays and `saveError` carries the message.
 */
export const openProject = createAsyncThunk<
  { ok: boolean; message?: string },
  string,
  { state: ProjectFlowState }
>('project/open', async (projectId, { dispatch }) => {
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

/** Starts a new, unsaved project (the default project, renamed); the first save creates it. */
export const newProject = createAsyncThunk<void, string | void, { state: ProjectFlowState }>(
  'project/new',
  async (name, { dispatch }) => {
    dispatch(projectActions.defaultProjectUsed());
    if (name) dispatch(projectActions.projectRenamed(name));
  },
);

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
 * Registers the start rule on a listener middleware: when the profile first arrives, and whenever
 * the user signs in or out, the start project is loaded again.
 *
 *   const listener = createListenerMiddleware();
 *   addProjectStartListener(listener.startListening);
 */
export function addProjectStartListener(
  startListening: TypedStartListening<
    ProjectFlowState,
    ThunkDispatch<ProjectFlowState, unknown, UnknownAction>
  >,
): () => void {
  return startListening({
    predicate: (_action, current, previous) => {
      const now = current.profile?.profile ?? null;
      if (!now) return false;
      const before = previous.profile?.profile ?? null;
      return before === null || before.isAuthenticated !== now.isAuthenticated;
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.dispatch(loadStartProject({ isAuthenticated: isAuthenticated(api.getState()) }));
    },
  });
}
