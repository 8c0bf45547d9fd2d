import type { FormModel } from '../core/index';
import { FormScriptRuntime, type FormScriptRuntimeOptions } from './FormScriptRuntime';

/**
 * Connects a form's script to its model: onLoad each time the form reaches stage form loaded,
 * onInput when the user edits a field (`value`: what the control holds, a text as typed), onChange
 * after a value changes (not for the script's own changes), onBlur when the focus leaves a field
 * (spec §3 field events: input, change, blur), onBeforeSave before a save
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
  const offFieldEvents = model.onFieldEvent((event) => {
    if (event.type === 'input') void runtime.run('onInput', event.name, event.value);
    else if (event.type === 'blur') void runtime.run('onBlur', event.name, event.value);
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
    offFieldEvents();
    model.setLifecycle(undefined);
    dispose();
  };
  return runtime;
}
