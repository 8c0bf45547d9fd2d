/**
 * An anonymous visitor's project, kept in this browser's localStorage so a reload does not lose it,
 * and the rule that tells whether it holds work worth offering at the first sign-in.
 * One key, versioned; anything unreadable is ignored (the default project is used instead).
 */
import { createDefaultCalculation, DEFAULT_PROJECT_NAME } from '../domain/defaults';
import { toStoredCalculation } from '../domain/stored';
import type { Calculation, Project } from '../domain/types';

export const LOCAL_PROJECT_KEY = 'insulcalc.configurator.project.v1';

/** Where the anonymous project is kept; the browser's localStorage unless a test passes another. */
export interface LocalProjectStore {
  load(): Project | null;
  save(project: Project): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadLocalProject(): Project | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(LOCAL_PROJECT_KEY);
  } catch {
    return null;
  }
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

/** The browser's localStorage under {@link LOCAL_PROJECT_KEY}. */
export const browserLocalProjectStore: LocalProjectStore = {
  load: loadLocalProject,
  save: saveLocalProject,
  clear: clearLocalProject,
};

/** A calculation's content without what differs between two untouched defaults (ids, flags). */
function content(c: Calculation): string {
  const stored = toStoredCalculation(c) as unknown as Record<string, unknown>;
  const { calculationId: _id, isSelected: _selected, isNew: _new, ...rest } = stored;
  const layers = Array.isArray(rest.insulationInfo)
    ? (rest.insulationInfo as Record<string, unknown>[]).map(({ insulationId: _layer, ...layer }) => layer)
    : rest.insulationInfo;
  return JSON.stringify({ ...rest, insulationInfo: layers });
}

/**
 * Whether a local project holds anonymous work worth keeping (decision 0003): it differs from the
 * untouched default project — another name, more than one calculation, or a calculation whose name
 * or any value differs from a new default calculation. Ids and selection flags do not count, so
 * opening the configurator and looking around is not work; an edit undone by hand is not either.
 */
export function isAnonymousWork(project: Project | null | undefined): project is Project {
  if (!project || project.calculationData.length === 0) return false;
  if (project.name.trim() !== DEFAULT_PROJECT_NAME) return true;
  if (project.calculationData.length > 1) return true;
  const fresh = content(createDefaultCalculation());
  return content(project.calculationData[0]!) !== fresh;
}
