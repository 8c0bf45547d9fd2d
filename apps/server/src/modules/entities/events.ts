import type { Db } from '../../db/index';
import type { Actor, EntityDefinition, InstanceRecord } from './types';

/** An instance was written by a form save (inside the save's transaction, before it commits). */
export interface InstanceSavedEvent {
  entity: EntityDefinition;
  record: InstanceRecord;
  created: boolean;
  actor: Actor;
  /** The save's action (SAVE, SAVEANDCLOSE, …). */
  action: string;
}

/** What a listener may ask of the form: open a workflow task next (spec §4, OpenWfTask). */
export interface InstanceSavedAnswer {
  openWfTaskId?: string;
}

export type InstanceSavedListener = (
  tx: Db,
  event: InstanceSavedEvent,
) => Promise<InstanceSavedAnswer | null>;

const savedListeners = new WeakMap<Db, Set<InstanceSavedListener>>();

/**
 * Lets another module act on a saved instance in the same transaction (the workflow module starts
 * the Offer process for a new OfferRequest: the request and its process exist together or not at
 * all). Returns the function that removes the listener.
 */
export function onInstanceSaved(db: Db, listener: InstanceSavedListener): () => void {
  let set = savedListeners.get(db);
  if (!set) savedListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Runs the listeners of `db` for a save in `tx`; the first OpenWfTask answer wins. */
export async function instanceSaved(db: Db, tx: Db, event: InstanceSavedEvent): Promise<InstanceSavedAnswer> {
  const answer: InstanceSavedAnswer = {};
  for (const listener of savedListeners.get(db) ?? []) {
    const result = await listener(tx, event);
    if (result?.openWfTaskId && !answer.openWfTaskId) answer.openWfTaskId = result.openWfTaskId;
  }
  return answer;
}
