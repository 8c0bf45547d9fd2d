/**
 * The offer to keep an anonymous visitor's project at the first sign-in (decision 0003). The start
 * listener makes the offer (offerAnonymousWork); the dialog answers it with these flows:
 *
 * - keep: the local project is created on the server under the user's account with all its
 *   calculations (name kept, a " (2)" suffix when the user already has a project of that name),
 *   becomes the selected project and is loaded; the local copy is cleared. When the request fails
 *   the local copy stays, the error is kept and the offer stands.
 * - discard: the local copy is cleared and the user's selected server project is loaded.
 * - later (Escape, closing the dialog): nothing changes; the offer is made again on the next start.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isApiError } from '@insulcalc/shell';
import { insulationApi } from '../api/insulationApi';
import { DEFAULT_PROJECT_NAME } from '../domain/defaults';
import { fromStoredProject, toStoredCalculations } from '../domain/stored';
import { browserLocalProjectStore, type LocalProjectStore } from './localProject';
import { loadStartProject, type ProjectFlowState } from './projectFlows';
import { projectActions } from './projectSlice';

/** Longest project name the server accepts. */
export const MAX_PROJECT_NAME_LENGTH = 200;

/**
 * The name a kept project gets: its own (trimmed; the default name when empty), or with " (2)",
 * " (3)", … when the user already has a project of that name (compared ignoring case).
 */
export function uniqueProjectName(name: string, existing: readonly string[]): string {
  const base = (name.trim() || DEFAULT_PROJECT_NAME).slice(0, MAX_PROJECT_NAME_LENGTH);
  const taken = new Set(existing.map((n) => n.trim().toLocaleLowerCase()));
  if (!taken.has(base.toLocaleLowerCase())) return base;
  for (let i = 2; ; i++) {
    const suffix = ` (${i})`;
    const candidate = base.slice(0, MAX_PROJECT_NAME_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

export interface AnonymousProjectArg {
  /** Where the anonymous project is kept (default: this browser's localStorage). */
  localProjects?: LocalProjectStore;
}

export type KeepAnonymousProjectResult = { ok: true; projectId: string } | { ok: false; message: string };

function message(e: unknown): string {
  if (isApiError(e)) return e.message;
  return e instanceof Error ? e.message : 'Project_SaveFailed';
}

/** Keep: create the offered project on the server, select and load it, clear the local copy. */
export const keepAnonymousProject = createAsyncThunk<
  KeepAnonymousProjectResult,
  AnonymousProjectArg | void,
  { state: ProjectFlowState }
>('project/keepAnonymous', async (arg, { dispatch, getState }) => {
  const localProjects = (arg && arg.localProjects) || browserLocalProjectStore;
  const offer = getState().project.anonymousOffer;
  if (!offer.project || offer.status === 'keeping') return { ok: false, message: 'Project_NotFound' };
  const local = offer.project;
  dispatch(projectActions.anonymousProjectKeeping());
  try {
    let existing: string[] = [];
    try {
      const list = await dispatch(
        insulationApi.endpoints.listProjects.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      existing = list.map((p) => p.name);
    } catch {
      // Without the list the name is kept as it is: a duplicate name is allowed by the server.
    }
    const saved = await dispatch(
      insulationApi.endpoints.createProject.initiate({
        name: uniqueProjectName(local.name, existing),
        calculationData: toStoredCalculations(local.calculationData),
        select: true,
      }),
    ).unwrap();
    localProjects.clear();
    dispatch(projectActions.projectLoaded(fromStoredProject(saved), saved.concurrencyToken, 'server'));
    dispatch(projectActions.anonymousProjectSettled());
    return { ok: true, projectId: saved.projectId };
  } catch (e) {
    const text = message(e);
    dispatch(projectActions.anonymousProjectKeepFailed(text));
    return { ok: false, message: text };
  }
});

/** Discard: clear the local copy and load the user's selected server project. */
export const discardAnonymousProject = createAsyncThunk<
  void,
  AnonymousProjectArg | void,
  { state: ProjectFlowState }
>('project/discardAnonymous', async (arg, { dispatch }) => {
  const localProjects = (arg && arg.localProjects) || browserLocalProjectStore;
  localProjects.clear();
  dispatch(projectActions.anonymousProjectSettled());
  await dispatch(loadStartProject({ isAuthenticated: true }));
});

/** Later: the local copy stays and the offer is made again on the next start. */
export const postponeAnonymousProject = () => projectActions.anonymousProjectPostponed();
