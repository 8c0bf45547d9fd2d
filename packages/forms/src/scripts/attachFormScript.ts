import type { FormModel } from '../core/index';
import { FormScriptRuntime, type FormScriptRuntimeOptions } from './FormScriptRuntime';

/**
 * Connects a form's script to its model: onLoad each time the form reaches stage form loaded,
 * onChange after a value changes (not for the script's own changes), onBeforeSave before a save
 * validates (false cancels it), onAfterSave with the save's answer, onClose before the form
 * closes. Returns the runtime (its `dispose` ends the worker and detaches the hooks).
 */
export function attachFormScript(
  model: FormModel,
  options: Omit<FormScriptRuntimeOptions, 'model'>,
): FormScriptRuntime {
  const runtime = new FormScriptRuntime({ ...options, model });
  model.setLifecycle({
    changed: (name, value) => {
      if (!runtime.applyingOwnChange) void runtime.run('onChange', name, value);
    },
    beforeSave: (action) => runtime.run('onBeforeSave', action),
    closing: async () => {
      await runtime.run('onClose');
    },
  });
  const offSaved = model.onSaved((answer) => {
    void runtime.run('onAfterSave', {
      entityInstanceId: answer.entityInstanceId ?? null,
      resultActionRequired: answer.resultActionRequired ?? null,
    });
  });
  let stage = model.getState().stage;
  if (stage === 'formLoaded') void runtime.run('onLoad');
  const offState = model.subscribe(() => {
    const next = model.getState().stage;
    if (next === 'formLoaded' && stage !== 'formLoaded') void runtime.run('onLoad');
    stage = next;
  });
  const dispose = runtime.dispose.bind(runtime);
  runtime.dispose = () => {
    offState();
    offSaved();
    model.setLifecycle(undefined);
    dispose();
  };
  return runtime;
}
