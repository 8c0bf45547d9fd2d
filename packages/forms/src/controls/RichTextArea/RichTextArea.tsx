import { Suspense, lazy } from 'react';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { richTextHeight, richTextSettings, richTextValue } from './settings';

// The editor (TipTap + ProseMirror + DOMPurify) and the read-only view (DOMPurify) are chunks of
// their own: this module is all a form's bundle carries for the type (issue 14: heavy editors
// load lazily, a form without them downloads none of their code).
const RichTextEditor = lazy(() => import('./RichTextEditor'));
const RichTextView = lazy(() => import('./RichTextView'));

/** What shows while an editor chunk loads: the same height, a polite status. */
export function EditorLoading({ minHeight }: { minHeight: number }) {
  const t = useT();
  return (
    <div className="ic-editor-loading" role="status" style={{ minHeight }}>
      {t('Editor_Loading')}
    </div>
  );
}

/** RichTextArea (spec §3): HTML edited with a formatting toolbar; read-only shows it sanitised. */
export function RichTextArea({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const settings = richTextSettings(field.settings);
  const value = richTextValue(field.value);
  const minHeight = richTextHeight(settings);
  if (field.readonly)
    return (
      <Suspense fallback={<EditorLoading minHeight={0} />}>
        <RichTextView html={value} id={inputId} labelId={labelId} describedBy={describedBy} />
      </Suspense>
    );
  return (
    <Suspense fallback={<EditorLoading minHeight={minHeight} />}>
      <RichTextEditor
        value={value}
        onChange={onChange}
        inputId={inputId}
        labelId={labelId}
        label={field.displayName}
        describedBy={describedBy}
        invalid={invalid}
        tabIndex={tabIndex}
        minHeight={minHeight}
        toolbar={settings.toolbar}
        placeholder={settings.placeholder}
      />
    </Suspense>
  );
}
