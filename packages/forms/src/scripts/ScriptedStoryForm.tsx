import { useEffect, useState } from 'react';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
  type FormAreaMessage,
} from '../core/index';
import { controlRegistry } from '../controls/builtinControls';
import { FormToolbar } from '../react/FormToolbar';
import { FormView } from '../react/FormView';
import { attachFormScript } from './attachFormScript';

/**
 * A form with a script, for stories: the form loads from an in-memory transport and its script
 * runs in the real sandboxed worker, imported from a `data:` URL instead of the server. The
 * messages the script and the runtime show are listed below the form.
 */
export function ScriptedStoryForm({ data, script }: { data: DynamicFormDataInput; script: string }) {
  const [messages, setMessages] = useState<FormAreaMessage[]>([]);
  const [model] = useState(
    () =>
      new FormModel({
        transport: createRecordingTransport(data),
        formView: createRecordingView(),
        onUserMessages: (shown) => setMessages((before) => [...before, ...shown]),
      }),
  );
  useEffect(() => {
    const runtime = attachFormScript(model, {
      url: `data:text/javascript,${encodeURIComponent(script)}`,
      translate: (key, values) => `${key}: ${String(values?.detail ?? '')}`,
      showMessages: (shown) => setMessages((before) => [...before, ...shown]),
    });
    void model
      .load({ formId: data.formId, entityInstanceId: data.entityInstanceId ?? null })
      .then(() => model.markRendered());
    return () => runtime.dispose();
  }, [model, data, script]);
  return (
    <div style={{ maxWidth: 960 }}>
      <FormToolbar model={model} asDialog={false} />
      <FormView model={model} registry={controlRegistry} formKey="scripted" />
      <div role="status" aria-label="Form messages">
        <ul>
          {messages.map((m, index) => (
            <li key={index} data-level={m.level}>
              {m.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
