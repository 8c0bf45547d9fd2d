import { useCallback, useSyncExternalStore } from 'react';
import type { FormModel } from '@insulcalc/forms/core';

const none = () => () => undefined;

/** The live value of one field of a form model (null before the form loaded). */
export function useModelValue(model: FormModel | null, name: string): unknown {
  const subscribe = useCallback(
    (listener: () => void) => (model ? model.subscribeField(name, listener) : none()),
    [model, name],
  );
  const get = useCallback(() => model?.getField(name)?.value ?? null, [model, name]);
  return useSyncExternalStore(subscribe, get, get);
}
