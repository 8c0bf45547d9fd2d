import { render, type RenderResult } from '@testing-library/react';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
  type FieldValidationInput,
  type FormElementInput,
} from '../core/index';
import { FormView } from '../react/FormView';
import { TestI18n } from '../react/testing';
import { controlRegistry } from './builtinControls';

/** A one-section form around the given elements, loaded and rendered (tests and stories). */
export function singleFormData(
  elements: FormElementInput[],
  extra: Partial<DynamicFormDataInput> = {},
): DynamicFormDataInput {
  return {
    formId: 'control-test',
    formName: 'Control test',
    formVersion: 1,
    entityInstanceId: '1',
    sections: [{ name: 'Main', elements: elements.map((element) => ({ name: element.name, colSpan: 12 })) }],
    elements,
    ...extra,
  };
}

export async function createLoadedModel(data: DynamicFormDataInput): Promise<FormModel> {
  const model = new FormModel({ transport: createRecordingTransport(data), formView: createRecordingView() });
  await model.load({ formId: data.formId, entityInstanceId: data.entityInstanceId ?? null });
  model.markRendered();
  return model;
}

export async function renderControl(
  element: FormElementInput,
  options: { language?: string; extra?: Partial<DynamicFormDataInput> } = {},
): Promise<RenderResult & { model: FormModel }> {
  const data = singleFormData([element], options.extra);
  const model = await createLoadedModel(data);
  const utils = render(
    <TestI18n language={options.language}>
      <FormView model={model} registry={controlRegistry} formKey="c" />
    </TestI18n>,
  );
  return { model, ...utils };
}

/** A field as a control type's validator reads it: optional, editable, shown, with these settings. */
export function validationField(settings: Record<string, unknown> = {}): FieldValidationInput {
  return {
    name: 'F',
    displayName: 'F',
    required: false,
    readonly: false,
    hidden: false,
    settings: settings as never,
  };
}
