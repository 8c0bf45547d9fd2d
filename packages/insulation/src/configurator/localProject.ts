/**
 * Anonymous visitors' work is kept in this browser's localStorage, so a reload does not lose it.
 * One key, versioned; anything unreadable is ignored (the default project is used instead).
 */
import type { Project } from '../domain/types';

export const LOCAL_PROJECT_KEY = 'insulcalc.configurator.project.v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadLocalProject(): Project | null {
  const raw = storage()?.getItem(LOCAL_PROJECT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Project;
    if (
      !value ||
      typeof value.name !== 'string' ||
      !Array.isArray(value.calculationData) ||
      value.calculationData.length === 0
    )
      return null;
    // A kept project is always the local default project: never a server id.
    return { ...value, projectId: null };
  } catch {
    return null;
  }
}

export function saveLocalProject(project: Project): void {
  try {
    storage()?.setItem(LOCAL_PROJECT_KEY, JSON.stringify({ ...project, projectId: null }));
  } catch {
    // Storage full or blocked: the work stays in memory.
  }
}

export function clearLocalProject(): void {
  try {
    storage()?.removeItem(LOCAL_PROJECT_KEY);
  } catch {
    // ignore
  }
}
