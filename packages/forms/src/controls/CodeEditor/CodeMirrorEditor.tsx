import { useEffect, useRef, type CSSProperties } from 'react';
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, linter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers as lineNumberGutter,
} from '@codemirror/view';
import { ensureEditorStyles } from '../RichTextArea/styles';
import { completionSourceOf, type CodeCompletion } from './codeCompletions';
import type { CodeLanguage } from './settings';

/** A problem to mark in the code (a server's script check): 1-based line and column. */
export interface CodeDiagnostic {
  line: number;
  column?: number;
  message: string;
  severity?: 'error' | 'warning' | 'info';
}

export interface CodeEditorProps {
  value: string;
  onChange?(text: string): void;
  language: CodeLanguage;
  /** The id of the editing area (a label's `htmlFor`). */
  id?: string;
  /** Name the editor by a visible label's id, or by a text. */
  labelId?: string;
  ariaLabel?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  readOnly?: boolean;
  lineNumbers?: boolean;
  minHeight?: number;
  maxHeight?: number | undefined;
  tabIndex?: number;
  /** More CodeMirror extensions (completions, linters); a new value replaces the previous one. */
  extensions?: Extension;
  /** Problems found elsewhere (ValidateJavaScript …), shown as lint marks. */
  diagnostics?: readonly CodeDiagnostic[];
  /** Names to offer as completions (an API description); keep the array stable between renders. */
  completions?: readonly CodeCompletion[];
}

const NO_COMPLETIONS: readonly CodeCompletion[] = [];

const completionsExtension = (completions: readonly CodeCompletion[]): Extension =>
  completions.length === 0
    ? []
    : EditorState.languageData.of(() => [{ autocomplete: completionSourceOf(completions) }]);

/** The default of `extensions`: one value, so the editor is not reconfigured on every render. */
const NO_EXTENSIONS: Extension = [];

/** Marks a change that came from the value prop, which is not reported back as an edit. */
const fromProps = Annotation.define<boolean>();

/** The language support of each setting, loaded on demand (HTML brings CSS and JS with it). */
async function languageSupport(language: CodeLanguage): Promise<Extension> {
  switch (language) {
    case 'json': {
      const { json, jsonParseLinter } = await import('@codemirror/lang-json');
      return [json(), linter(jsonParseLinter())];
    }
    case 'html': {
      const { html } = await import('@codemirror/lang-html');
      return html();
    }
    default: {
      const { javascript } = await import('@codemirror/lang-javascript');
      return javascript();
    }
  }
}

function toDiagnostics(state: EditorState, list: readonly CodeDiagnostic[]): Diagnostic[] {
  return list.map((d) => {
    const line = state.doc.line(Math.min(Math.max(1, d.line), state.doc.lines));
    const from = Math.min(line.from + Math.max(0, (d.column ?? 1) - 1), line.to);
    return { from, to: Math.max(from, line.to), severity: d.severity ?? 'error', message: d.message };
  });
}

/**
 * CodeMirror 6 in React. This module (and @codemirror/*) is a lazy chunk: CodeEditor,
 * JsonExpression and the exported `CodeEditor` component load it with `React.lazy`.
 *
 * Tab is left to the page (focus moves on), so the editor never traps keyboard users; indenting
 * follows Enter and the brackets. One EditorView lives for the component's lifetime; props
 * change it through compartments and transactions.
 */
export default function CodeMirrorEditor({
  value,
  onChange,
  language,
  id,
  labelId,
  ariaLabel,
  describedBy,
  invalid = false,
  readOnly = false,
  lineNumbers = true,
  minHeight = 200,
  maxHeight,
  tabIndex = 0,
  extensions = NO_EXTENSIONS,
  diagnostics,
  completions = NO_COMPLETIONS,
}: CodeEditorProps) {
  ensureEditorStyles();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    attributes: new Compartment(),
    gutters: new Compartment(),
    extra: new Compartment(),
    completions: new Compartment(),
  });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const attributes = (): Record<string, string> => {
    const attrs: Record<string, string> = { 'aria-multiline': 'true', tabindex: String(tabIndex) };
    if (id) attrs.id = id;
    if (labelId) attrs['aria-labelledby'] = labelId;
    else if (ariaLabel) attrs['aria-label'] = ariaLabel;
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (invalid) attrs['aria-invalid'] = 'true';
    if (readOnly) attrs['aria-readonly'] = 'true';
    return attrs;
  };
  const gutters = (): Extension =>
    lineNumbers ? [lineNumberGutter(), highlightActiveLineGutter(), foldGutter(), lintGutter()] : [];

  // Created once; later prop changes reconfigure it (below).
  useEffect(() => {
    const c = compartments.current;
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          c.gutters.of(gutters()),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          autocompletion(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          c.language.of([]),
          c.readOnly.of(EditorState.readOnly.of(readOnly)),
          c.attributes.of(EditorView.contentAttributes.of(attributes())),
          EditorView.theme({
            '&': { minHeight: `${minHeight}px`, ...(maxHeight ? { maxHeight: `${maxHeight}px` } : {}) },
            '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps)))
              onChangeRef.current?.(update.state.doc.toString());
          }),
          c.extra.of(extensions),
          c.completions.of(completionsExtension(completions)),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is created once per mount; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let active = true;
    void languageSupport(language).then((support) => {
      if (active && view.current)
        view.current.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      active = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        compartments.current.readOnly.reconfigure(EditorState.readOnly.of(readOnly)),
        compartments.current.attributes.reconfigure(EditorView.contentAttributes.of(attributes())),
        compartments.current.gutters.reconfigure(gutters()),
      ],
    });
    // attributes() and gutters() read exactly these props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly, id, labelId, ariaLabel, describedBy, invalid, tabIndex, lineNumbers]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.extra.reconfigure(extensions) });
  }, [extensions]);
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.completions.reconfigure(completionsExtension(completions)),
    });
  }, [completions]);

  // A value changed outside the editor (reload, reset) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (!current || !diagnostics) return;
    current.dispatch(setDiagnostics(current.state, toDiagnostics(current.state, diagnostics)));
  }, [diagnostics]);

  // The editor's height cap: the stylesheet's `.ic-code .cm-editor` rule reads it (the theme's own
  // max-height loses to that rule's higher specificity, so without it a long text grew the page).
  const style = maxHeight ? ({ '--ic-code-max-height': `${maxHeight}px` } as CSSProperties) : undefined;
  return <div ref={host} className="ic-code" data-language={language} style={style} />;
}
