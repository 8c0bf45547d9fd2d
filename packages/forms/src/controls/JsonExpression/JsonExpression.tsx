import { Suspense, lazy, useMemo } from 'react';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { DISPLAY_CONTROL_TYPES } from '../../core/index';
import { EditorLoading } from '../RichTextArea/RichTextArea';
import { codeEditorHeights } from '../CodeEditor/settings';
import { jsonExpressionSettings } from './settings';

const JsonExpressionEditor = lazy(() => import('./JsonExpressionEditor'));

/**
 * JsonExpression (spec §3): edits and checks a JSON Logic rule, offering the form's fields as
 * completions. The rule is validated by the type's validator on the client and the server
 * (known operations only, no `__proto__` paths).
 */
export function JsonExpression({
  field,
  model,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const settings = useMemo(() => jsonExpressionSettings(field.settings), [field.settings]);
  const { minHeight, maxHeight } = codeEditorHeights(settings);
  const names = model.fieldNames().join('\n');
  const fields = useMemo(() => {
    if (!settings.offerFormFields) return (settings.extraFields ?? []).map((name) => ({ name }));
    const own = names
      .split('\n')
      .filter((name) => name && name !== field.name)
      .map((name) => model.getField(name))
      .filter((f) => f !== undefined && !DISPLAY_CONTROL_TYPES.has(f.controlType))
      .map((f) => ({ name: f!.name, label: f!.displayName }));
    return [...own, ...(settings.extraFields ?? []).map((name) => ({ name }))];
    // `names` stands for the model's field list; the settings are the field's own.
  }, [names, model, field.name, settings.offerFormFields, settings.extraFields]);
  const texts = useMemo(
    () => ({
      field: t('JsonExpression_Field'),
      operation: t('JsonExpression_Operation'),
      issue: (key: string, values?: Record<string, string | number>) => t(key, values),
    }),
    [t],
  );
  return (
    <Suspense fallback={<EditorLoading minHeight={minHeight} />}>
      <JsonExpressionEditor
        value={field.value}
        onChange={onChange}
        fields={fields}
        checkFields={settings.offerFormFields}
        texts={texts}
        id={inputId}
        labelId={labelId}
        describedBy={describedBy}
        invalid={invalid}
        readOnly={field.readonly}
        tabIndex={tabIndex}
        minHeight={minHeight}
        maxHeight={maxHeight}
      />
    </Suspense>
  );
}
