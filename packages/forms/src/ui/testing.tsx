import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@insulcalc/i18n';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
  type FormElementInput,
} from '../core/index';
import { controlRegistry } from '../controls/builtinControls';
import { singleFormData } from '../controls/testing';
import { FormView } from '../react/FormView';
import { testMessages } from '../react/testing';
import controlTexts from '../../translations/controls.json';

// jsdom has no CSS.escape; react-aria's popovers and listboxes call it.
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

/** The package's test texts plus the list, grid, language and icon controls' own. */
export const controlTestMessages: Record<string, string> = {
  ...testMessages,
  ...Object.fromEntries(Object.entries(controlTexts).map(([key, value]) => [key, value.en])),
};

export function ControlsTestI18n({ children, language = 'en' }: { children: ReactNode; language?: string }) {
  return (
    <I18nProvider language={language as 'en'} messages={controlTestMessages} isProduction={false}>
      {children}
    </I18nProvider>
  );
}

/** A one-control form, loaded and rendered with these controls' texts. */
export async function renderWithControls(
  elements: FormElementInput | FormElementInput[],
  options: { language?: string; extra?: Partial<DynamicFormDataInput> } = {},
): Promise<RenderResult & { model: FormModel }> {
  const data = singleFormData(Array.isArray(elements) ? elements : [elements], options.extra);
  // The registry's validators, as DynamicForm gives them to its model (FormGrid, MultiLang …).
  const model = new FormModel({
    transport: createRecordingTransport(data),
    formView: createRecordingView(),
    validators: controlRegistry.validators(),
  });
  await model.load({ formId: data.formId, entityInstanceId: data.entityInstanceId ?? null });
  model.markRendered();
  const utils = render(
    <ControlsTestI18n language={options.language}>
      <FormView model={model} registry={controlRegistry} formKey="c" />
    </ControlsTestI18n>,
  );
  return { model, ...utils };
}
