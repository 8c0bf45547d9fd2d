import type { Trace } from './trace';

/** Traces kept per user (the panel shows the last 10; a few more survive a page change). */
export const TRACES_PER_USER = 50;
/** Users whose traces are kept at once (least recently profiled first out). */
export const MAX_USERS = 200;

/**
 * The recorded traces, per user, in this process's memory: a diagnostic aid that needs no table
 * and costs nothing on disk. With several server processes each keeps its own (decision 0016).
 */
export class TraceStore {
  private readonly byUser = new Map<string, Trace[]>();

  add(userId: string, trace: Trace): void {
    const list = this.byUser.get(userId) ?? [];
    this.byUser.delete(userId);
    list.push(trace);
    if (list.length > TRACES_PER_USER) list.splice(0, list.length - TRACES_PER_USER);
    this.byUser.set(userId, list);
    if (this.byUser.size > MAX_USERS) this.byUser.delete(this.byUser.keys().next().value!);
  }

  /** The user's newest traces first. */
  latest(userId: string, count: number): Trace[] {
    return (this.byUser.get(userId) ?? []).slice(-count).reverse();
  }

  find(userId: string, id: string): Trace | undefined {
    return this.byUser.get(userId)?.find((t) => t.id === id);
  }

  clear(userId: string): void {
    this.byUser.delete(userId);
  }
}
