import { Suspense, lazy } from 'react';
import type { ControlProps } from '../../react/controlRegistry';
import { EditorLoading } from '../RichTextArea/RichTextArea';
import type { CodeEditorProps } from './CodeMirrorEditor';
import { codeEditorHeights, codeEditorSettings } from './settings';

// CodeMirror and its language packs are chunks of their own (issue 14: heavy editors load lazily).
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/**
 * A CodeMirror 6 editor for any screen (the designer's form scripts, document templates, process
 * definitions as JSON): `import { CodeEditor } from '@insulcalc/forms'`. It loads its chunk on
 * first render and shows a loading status of the same height meanwhile. See the README.
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorLoading minHeight={props.minHeight ?? 200} />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}

/** The CodeEditor control (spec §3): text in the configured language. */
export function CodeEditorControl({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const settings = codeEditorSettings(field.settings);
  const { minHeight, maxHeight } = codeEditorHeights(settings);
  const value =
    typeof field.value === 'string'
      ? field.value
      : field.value == null
        ? ''
        : JSON.stringify(field.value, null, 2);
  return (
    <CodeEditor
      value={value}
      onChange={(text) => onChange(text === '' ? null : text)}
      language={settings.language}
      id={inputId}
      labelId={labelId}
      describedBy={describedBy}
      invalid={invalid}
      readOnly={field.readonly}
      lineNumbers={settings.lineNumbers}
      minHeight={minHeight}
      maxHeight={maxHeight}
      tabIndex={tabIndex}
    />
  );
}
