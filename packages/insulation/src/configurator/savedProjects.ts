/**
 * Saved projects of a signed-in user through the insulation API (insulationApi) and the domain's
 * flows: save (create or update with the concurrency token), open, new, delete.
 */
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { insulationApi } from '../api/insulationApi';
import { fromStoredProject } from '../domain/stored';
import { projectActions, saveProject as saveProjectThunk, type ProjectRootState } from '../state/index';

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
  const request = dispatch(action as UnknownAction) as unknown as {
    unwrap: () => Promise<T>;
    unsubscribe?: () => void;
  };
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

export function useSavedProjects(): SavedProjectsApi {
  const dispatch = useDispatch() as Dispatch;
  const store = useStore<ProjectRootState>();

  const load = useCallback(
    async (projectId: string) => {
      const project = await run<{
        projectId: string;
        name: string;
        calculationData: never[];
        concurrencyToken: string;
      }>(dispatch, insulationApi.endpoints.getProject.initiate(projectId, { forceRefetch: true }));
      dispatch(projectActions.projectLoaded(fromStoredProject(project), project.concurrencyToken, 'server'));
    },
    [dispatch],
  );

  // The start project (spec §4) is loaded by the domain's start listener (addProjectStartListener,
  // registered by the app); saving is the domain's saveProject thunk.
  const save = useCallback(async () => {
    await dispatch(saveProjectThunk() as unknown as UnknownAction);
  }, [dispatch]);

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
