import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSnapshot, FormModel, FormState } from '@insulcalc/forms/core';

const none = () => () => undefined;

/** The live value of one field of a form model (null before the form loaded). */
export function useModelValue(model: FormModel | null, name: string): unknown {
  return useModelField(model, name)?.value ?? null;
}

/** The live snapshot of one field of a form model (value, read-only flag, message); null before it loaded. */
export function useModelField(model: FormModel | null, name: string): FieldSnapshot | null {
  const subscribe = useCallback(
    (listener: () => void) => (model ? model.subscribeField(name, listener) : none()),
    [model, name],
  );
  const get = useCallback(() => model?.getField(name) ?? null, [model, name]);
  return useSyncExternalStore(subscribe, get, get);
}

/** One part of a form model's state (read-only, saving …); `fallback` before there is a model. */
export function useModelState<T>(model: FormModel | null, select: (state: FormState) => T, fallback: T): T {
  const subscribe = useCallback(
    (listener: () => void) => (model ? model.subscribe(listener) : none()),
    [model],
  );
  const get = useCallback(() => (model ? select(model.getState()) : fallback), [model, select, fallback]);
  return useSyncExternalStore(subscribe, get, get);
}
