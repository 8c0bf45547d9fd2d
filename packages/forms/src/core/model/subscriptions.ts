/**
 * FormModel's listeners: the form's (state changes), each field's (its snapshot changed) and
 * after-save ones. Listeners are copied before a notification, so one may unsubscribe itself.
 */
export class FormSubscriptions<Saved> {
  private readonly formListeners = new Set<() => void>();
  private readonly fieldListeners = new Map<string, Set<() => void>>();
  private readonly savedListeners = new Set<(answer: Saved) => void>();

  subscribe(listener: () => void): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  subscribeField(name: string, listener: () => void): () => void {
    let listeners = this.fieldListeners.get(name);
    if (!listeners) this.fieldListeners.set(name, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  onSaved(listener: (answer: Saved) => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  notifyForm(): void {
    for (const listener of [...this.formListeners]) listener();
  }

  notifyField(name: string): void {
    const listeners = this.fieldListeners.get(name);
    if (listeners) for (const listener of [...listeners]) listener();
  }

  notifySaved(answer: Saved): void {
    for (const listener of [...this.savedListeners]) listener(answer);
  }

  /** Drops the form's and the fields' listeners (dispose); after-save listeners stay. */
  clear(): void {
    this.formListeners.clear();
    this.fieldListeners.clear();
  }
}
