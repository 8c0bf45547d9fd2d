import { useEffect, useState } from 'react';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
  type FormElementInput,
} from '../core/index';
import { controlRegistry } from '../controls/builtinControls';
import type { ControlRegistry } from './controlRegistry';
import { FormToolbar } from './FormToolbar';
import { FormView } from './FormView';

/** A form loaded from an in-memory transport, for stories (saves are recorded, not sent). */
export function StoryForm({
  data,
  registry = controlRegistry,
  toolbar = false,
}: {
  data: DynamicFormDataInput;
  registry?: ControlRegistry;
  toolbar?: boolean;
}) {
  const [model] = useState(
    () => new FormModel({ transport: createRecordingTransport(data), formView: createRecordingView() }),
  );
  useEffect(() => {
    void model
      .load({ formId: data.formId, entityInstanceId: data.entityInstanceId ?? null })
      .then(() => model.markRendered());
  }, [model, data]);
  return (
    <div style={{ maxWidth: 960 }}>
      {toolbar ? <FormToolbar model={model} asDialog={false} /> : null}
      <FormView model={model} registry={registry} formKey="story" />
    </div>
  );
}

/** One control in a one-section form (of a record of `entityId` when given). */
export function ControlStory({ elements, entityId }: { elements: FormElementInput[]; entityId?: string }) {
  const data: DynamicFormDataInput = {
    // The record's entity, for controls that read the record from the server (its documents).
    ...(entityId ? { entityId } : {}),
    formId: 'story',
    formName: 'Story',
    formVersion: 1,
    entityInstanceId: '1',
    sections: [
      {
        name: 'Main',
        displayName: 'Example',
        elements: elements.map((e) => ({ name: e.name, colSpan: 12 })),
      },
    ],
    elements,
  };
  return <StoryForm data={data} />;
}
