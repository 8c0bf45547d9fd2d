/**
 * The reader's unit system in the browser: kept in localStorage (anonymous visitors' setting), and
 * for signed-in users taken from their profile's settings when the profile carries one (the User
 * settings form saves it on the server). One small external store so every `useUi()` follows a
 * switch at once, without a Redux store (components and stories render without one).
 */
import { useSyncExternalStore } from 'react';
import { isUnitSystem, type UnitSystem } from './units';

export const UNIT_SYSTEM_STORAGE_KEY = 'insulcalc.unitSystem';

const listeners = new Set<() => void>();
let current: UnitSystem | null = null;

function readStored(): UnitSystem {
  try {
    const stored = globalThis.localStorage?.getItem(UNIT_SYSTEM_STORAGE_KEY);
    return isUnitSystem(stored) ? stored : 'SI';
  } catch {
    // Storage blocked (privacy mode): SI.
    return 'SI';
  }
}

export function getUnitSystem(): UnitSystem {
  current ??= readStored();
  return current;
}

/** Sets the unit system and keeps it in this browser. */
export function setUnitSystem(system: UnitSystem): void {
  if (!isUnitSystem(system)) return;
  try {
    globalThis.localStorage?.setItem(UNIT_SYSTEM_STORAGE_KEY, system);
  } catch {
    // Not kept across visits; still switched for this page.
  }
  if (current === system) return;
  current = system;
  for (const listener of listeners) listener();
}

/** The User settings form's unit system of a signed-in user's profile, when it names a known one. */
export function unitSystemFromProfile(
  profile: { unitSystem?: unknown } | null | undefined,
): UnitSystem | null {
  const value = profile?.unitSystem;
  return isUnitSystem(value) ? value : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== UNIT_SYSTEM_STORAGE_KEY) return;
    current = readStored();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useUnitSystem(): UnitSystem {
  return useSyncExternalStore(subscribe, getUnitSystem, () => 'SI');
}
