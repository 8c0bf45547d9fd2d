/**
 * Saved projects of a signed-in user through the insulation API (insulationApi): load the
 * selected project on start (else the work kept in this browser, else the default project), save
 * (create or update with the concurrency token), open, new, delete.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { insulationApi } from '../api/insulationApi';
import { fromStoredProject } from '../domain/stored';
import { projectActions, selectProjectSaveBody, type ProjectRootState } from '../state/index';
import { loadLocalProject } from './localProject';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface ApiErrorLike {
  status?: unknown;
  message?: unknown;
}

function errorText(error: unknown): string | null {
  const e = error as ApiErrorLike | undefined;
  return typeof e?.message === 'string' && e.message ? e.message : null;
}

async function run<T>(dispatch: Dispatch, action: unknown): Promise<T> {
  const request = dispatch(action as UnknownAction) as unknown as { unwrap: () => Promise<T>; unsubscribe?: () => void };
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe?.();
  }
}

export interface SavedProjectsApi {
  save: () => Promise<void>;
  open: (projectId: string) => Promise<void>;
  startNew: (name: string) => void;
  remove: (projectId: string) => Promise<void>;
}

export function useSavedProjects(signedIn: boolean, onLoadFailed: () => void): SavedProjectsApi {
  const dispatch = useDispatch() as Dispatch;
  const store = useStore<ProjectRootState>();
  const started = useRef(false);

  const load = useCallback(
    async (projectId: string) => {
      const project = await run<{ projectId: string; name: string; calculationData: never[]; concurrencyToken: string }>(
        dispatch,
        insulationApi.endpoints.getProject.initiate(projectId, { forceRefetch: true }),
      );
      dispatch(projectActions.projectLoaded(fromStoredProject(project), project.concurrencyToken, 'server'));
    },
    [dispatch],
  );

  // Start (spec §4): the selected project, on failure the default one.
  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    if (store.getState().project.source === 'server') return;
    dispatch(projectActions.projectLoading());
    void (async () => {
      try {
        const { projectId } = await run<{ projectId: string | null }>(dispatch, insulationApi.endpoints.getSelectedProjectId.initiate(undefined, { forceRefetch: true }));
        if (projectId) {
          await load(projectId);
          return;
        }
        // Nothing saved yet: carry over the work done before signing in, if any.
        const kept = loadLocalProject();
        if (kept) dispatch(projectActions.projectLoaded(kept, null, 'default'));
        else dispatch(projectActions.defaultProjectUsed());
      } catch {
        dispatch(projectActions.defaultProjectUsed());
        onLoadFailed();
      }
    })();
  }, [signedIn, dispatch, store, load, onLoadFailed]);

  const save = useCallback(async () => {
    const state = store.getState();
    const body = selectProjectSaveBody(state);
    const projectId = state.project.projectId;
    dispatch(projectActions.saveStarted());
    try {
      const saved = projectId
        ? await run<{ projectId: string; concurrencyToken: string }>(
            dispatch,
            insulationApi.endpoints.saveProject.initiate({ projectId, name: body.name, calculationData: body.calculationData, concurrencyToken: body.concurrencyToken ?? '0' }),
          )
        : await run<{ projectId: string; concurrencyToken: string }>(
            dispatch,
            insulationApi.endpoints.createProject.initiate({ name: body.name, calculationData: body.calculationData, select: true }),
          );
      dispatch(projectActions.saveSucceeded({ projectId: saved.projectId, concurrencyToken: saved.concurrencyToken }));
    } catch (error) {
      const status = (error as ApiErrorLike | undefined)?.status;
      if (status === 409) dispatch(projectActions.saveConflicted(errorText(error)));
      else dispatch(projectActions.saveFailed(errorText(error)));
    }
  }, [dispatch, store]);

  const open = useCallback(
    async (projectId: string) => {
      try {
        await run(dispatch, insulationApi.endpoints.selectProject.initiate(projectId));
        await load(projectId);
      } catch (error) {
        dispatch(projectActions.saveFailed(errorText(error)));
      }
    },
    [dispatch, load],
  );

  const startNew = useCallback(
    (name: string) => {
      dispatch(projectActions.defaultProjectUsed());
      dispatch(projectActions.projectRenamed(name));
    },
    [dispatch],
  );

  const remove = useCallback(
    async (projectId: string) => {
      try {
        await run(dispatch, insulationApi.endpoints.deleteProject.initiate(projectId));
        if (store.getState().project.projectId === projectId) dispatch(projectActions.defaultProjectUsed());
      } catch (error) {
        dispatch(projectActions.saveFailed(errorText(error)));
      }
    },
    [dispatch, store],
  );

  return { save, open, startNew, remove };
}
