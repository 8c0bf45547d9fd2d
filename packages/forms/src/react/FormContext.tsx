import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldSnapshot, FormModel, FormState } from '../core/index';

export const FormModelContext = createContext<FormModel | null>(null);

/** The form model of the surrounding DynamicForm / FormView. */
export function useFormModel(): FormModel {
  const model = useContext(FormModelContext);
  if (!model) throw new Error('useFormModel() must be used inside a FormView.');
  return model;
}

/**
 * One field's snapshot. Subscribes to that field only: a keystroke in another control does not
 * re-render the caller (the model replaces a snapshot only when it changes).
 */
export function useField(name: string): FieldSnapshot | undefined {
  const model = useFormModel();
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeField(name, listener),
    [model, name],
  );
  const get = useCallback(() => model.getField(name), [model, name]);
  return useSyncExternalStore(subscribe, get, get);
}

/** A slice of the form-level state; the caller re-renders only when the slice changes. */
export function useFormState<T>(select: (state: FormState) => T, model?: FormModel): T {
  const contextModel = useContext(FormModelContext);
  const active = model ?? contextModel;
  if (!active) throw new Error('useFormState() needs a form model.');
  const get = useCallback(() => select(active.getState()), [active, select]);
  return useSyncExternalStore(active.subscribe, get, get);
}
