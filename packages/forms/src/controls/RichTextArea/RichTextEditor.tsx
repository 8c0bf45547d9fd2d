import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_DEFAULT_LINK_TARGET, isAllowedRichTextUrl } from '../../core/index';
import { sanitizeRichText } from '../../sanitize/sanitizeRichText';
import { RichTextToolbar } from './RichTextToolbar';
import { ensureEditorStyles } from './styles';

export interface RichTextEditorProps {
  /** The stored HTML ('' when empty). */
  value: string;
  /** Called with the editor's HTML, or null when the document is empty. */
  onChange(html: string | null): void;
  /** The id of the editing area (the field's label points at it). */
  inputId: string;
  labelId: string;
  /** The label's text, for the toolbar's name. */
  label: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  tabIndex?: number;
  minHeight: number;
  toolbar?: boolean;
  placeholder?: string | undefined;
}

/**
 * The TipTap editor of RichTextArea (and of each language tab of RichTextAreaMultiLang). This
 * module and everything it imports (TipTap, ProseMirror, DOMPurify) is a lazy chunk: the
 * controls load it with `React.lazy`, so a form without rich text never downloads it.
 *
 * Content that enters the editor from the stored value is sanitised first; pasted HTML passes
 * TipTap's schema (which knows no form controls or scripts) and is sanitised again on save.
 */
export default function RichTextEditor({
  value,
  onChange,
  inputId,
  labelId,
  label,
  describedBy,
  invalid = false,
  tabIndex = 0,
  minHeight,
  toolbar = true,
  placeholder,
}: RichTextEditorProps) {
  ensureEditorStyles();
  /** The HTML this editor last reported, so an echo of it from the model is not re-applied. */
  const emitted = useRef<string>(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // TipTap creates the editor at once but mounts its view with EditorContent: commands and the
  // view's DOM are usable only after the `create` event (v3 throws before).
  const [ready, setReady] = useState(false);
  const editor = useEditor({
    onCreate: () => setReady(true),
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedRichTextUrl(url),
          HTMLAttributes: { target: RICH_TEXT_DEFAULT_LINK_TARGET, rel: null },
        },
      }),
    ],
    content: sanitizeRichText(value),
    editorProps: {
      attributes: {
        id: inputId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        tabindex: String(tabIndex),
        class: 'ic-richtext-content',
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html === '' ? null : html);
    },
  });

  // A value changed outside the editor (reload, reset after save) replaces the content.
  useEffect(() => {
    if (!editor || !ready || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, ready, value]);

  // aria-invalid / describedby follow the field's validation without recreating the editor.
  useEffect(() => {
    if (!editor || !ready || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, ready, invalid, describedBy]);

  return (
    <div className="ic-richtext">
      {toolbar && editor && ready ? <RichTextToolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
