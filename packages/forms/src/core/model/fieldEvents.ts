/**
 * Spec §3 "Form field": a field raises input, change and blur events. `input`: the user edited
 * the control (each keystroke of a text, a choice picked; `value` is what the control holds now,
 * a text as typed before it is parsed); `change`: the field's value changed (`value` is the new
 * value, also for a script's change); `blur`: the focus left the field (`value` is its value).
 */
export type FieldEventType = 'input' | 'change' | 'blur';

export interface FieldEvent {
  type: FieldEventType;
  name: string;
  value: unknown;
}

export type FieldEventListener = (event: FieldEvent) => void;

/**
 * The listeners of field events, for every field or for one. Raising with nobody listening
 * builds no event object (a keystroke stays as cheap as before the events existed).
 */
export class FieldEvents {
  private readonly everyField = new Set<FieldEventListener>();
  private readonly byField = new Map<string, Set<FieldEventListener>>();

  /** `name` limits the listener to one field's events. */
  listen(listener: FieldEventListener, name?: string): () => void {
    if (name === undefined) {
      this.everyField.add(listener);
      return () => this.everyField.delete(listener);
    }
    let listeners = this.byField.get(name);
    if (!listeners) this.byField.set(name, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byField.get(name) === listeners) this.byField.delete(name);
    };
  }

  /** A listener that throws is reported and does not stop the others (nor the edit). */
  raise(type: FieldEventType, name: string, value: unknown, report: (error: unknown) => void): void {
    const own = this.byField.get(name);
    if (this.everyField.size === 0 && !own) return;
    const event: FieldEvent = { type, name, value };
    for (const listener of [...(own ?? []), ...this.everyField])
      try {
        listener(event);
      } catch (error) {
        report(error);
      }
  }

  clear(): void {
    this.everyField.clear();
    this.byField.clear();
  }
}
