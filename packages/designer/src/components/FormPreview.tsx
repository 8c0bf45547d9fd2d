import { useEffect, useMemo, useState } from 'react';
import { FormToolbar, FormView, controlRegistry } from '@insulcalc/forms';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  definitionIssueText,
  formDefinitionSchema,
  type DynamicFormDataInput,
  type FormElementInput,
  type FormToolbarButton,
} from '@insulcalc/forms/core';
import type { DesignDefinition } from '../core/index';
import { useT } from '../i18n';

/** A value to show for a control in the preview, when the definition gives none. */
export function sampleValue(element: FormElementInput): unknown {
  switch (element.controlType) {
    case 'TextBox':
      return element.settings?.type === 'email' ? 'anna.novak@example.com' : 'Anna Novak';
    case 'Numeric':
      return 42;
    case 'Boolean':
      return true;
    case 'Date':
      return '2026-11-24';
    case 'DateTime':
      return '2026-11-24T10:30:00Z';
    case 'Time':
      return '10:30';
    case 'Dropdown':
    case 'RadioGroup': {
      const options = element.settings?.options;
      const first = Array.isArray(options) ? (options[0] as { value?: unknown } | undefined) : undefined;
      return first?.value ?? null;
    }
    default:
      return null;
  }
}

/**
 * The live preview: the real engine (FormModel and FormView) over an in-memory transport that
 * answers the load with the designed definition and sample values; saves are recorded, not sent.
 * Texts come from `resolve` (the designer's texts in the current language, else the app's).
 */
export function FormPreview({
  definition,
  formId,
  resolve,
}: {
  definition: DesignDefinition;
  formId: string;
  resolve(text: string | undefined): string | undefined;
}) {
  const t = useT();
  const data = useMemo<DynamicFormDataInput>(
    () => ({
      ...definition,
      formId,
      formVersion: 1,
      entityInstanceId: 'preview',
      formName: resolve(definition.formName) ?? '',
      title: resolve(definition.title),
      toolbarButtons: ((definition.toolbarButtons ?? []) as FormToolbarButton[]).map((b) => ({
        ...b,
        title: resolve(b.title),
        tooltip: resolve(b.tooltip),
      })),
      sections: (definition.sections ?? []).map((s) => ({
        ...s,
        displayName: resolve(s.displayName),
        tooltip: resolve(s.tooltip),
      })),
      elements: (definition.elements ?? []).map((e) => ({
        ...e,
        displayName: resolve(e.displayName),
        tooltip: resolve(e.tooltip),
        value: e.value ?? (sampleValue(e) as never),
        settings: Object.fromEntries(
          Object.entries(e.settings ?? {}).map(([k, v]) => [
            k,
            typeof v === 'string' && ['text', 'placeholder'].includes(k) ? (resolve(v) ?? v) : v,
          ]),
        ),
      })),
    }),
    [definition, formId, resolve],
  );
  // Each problem in the reader's words, never zod's English (decision 0039); the schema runs the
  // cross-checks too (`definitionIssues`), which carry their kind in the issue's params.
  const problems = useMemo(() => {
    const parsed = formDefinitionSchema.safeParse({ ...data, formId, formVersion: 1 });
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const { kind, values } = definitionIssueText(issue);
      return `${issue.path.join('.')}: ${t(`DefinitionIssue_${kind}`, values)}`;
    });
  }, [data, formId, t]);
  const [model, setModel] = useState<FormModel | null>(null);
  useEffect(() => {
    if (problems.length) return;
    const next = new FormModel({
      transport: createRecordingTransport(data),
      formView: createRecordingView(),
    });
    let active = true;
    void next.load({ formId, entityInstanceId: 'preview' }).then(() => {
      if (!active) return;
      next.markRendered();
      setModel(next);
    });
    return () => {
      active = false;
    };
  }, [data, formId, problems.length]);
  if (problems.length)
    return (
      <div role="alert" className="ic-designer-error">
        <p>{t('Designer_PreviewInvalid')}</p>
        <ul>
          {problems.slice(0, 20).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  if (!model) return <p role="status">{t('Designer_PreviewLoading')}</p>;
  return (
    <div className="ic-designer-preview" data-testid="designer-preview">
      <FormToolbar model={model} asDialog={false} />
      <FormView model={model} registry={controlRegistry} formKey={`preview-${formId}`} />
    </div>
  );
}
