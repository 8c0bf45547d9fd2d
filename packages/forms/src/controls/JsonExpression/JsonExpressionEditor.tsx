import { useMemo, useState } from 'react';
import { formatJsonExpression, parseJsonExpression } from '../../core/index';
import CodeMirrorEditor from '../CodeEditor/CodeMirrorEditor';
import { jsonLogicSupport, type JsonLogicTexts, type RuleField } from './jsonLogicSupport';

export interface JsonExpressionEditorProps {
  value: unknown;
  onChange(value: unknown): void;
  fields: readonly RuleField[];
  checkFields: boolean;
  texts: JsonLogicTexts;
  id: string;
  labelId: string;
  describedBy?: string | undefined;
  invalid: boolean;
  readOnly: boolean;
  tabIndex: number;
  minHeight: number;
  maxHeight?: number | undefined;
}

/**
 * The JsonExpression editor (a lazy chunk with CodeMirror): JSON text of a JSON Logic rule.
 * Text that parses becomes the value (the rule); text that does not is passed on as the raw
 * string, which the type's validator refuses, so a half-typed rule is never saved as valid.
 */
export default function JsonExpressionEditor({
  value,
  onChange,
  fields,
  checkFields,
  texts,
  id,
  labelId,
  describedBy,
  invalid,
  readOnly,
  tabIndex,
  minHeight,
  maxHeight,
}: JsonExpressionEditorProps) {
  // The text being edited; the model holds the parsed rule, whose reformatting must not move
  // the cursor while typing, so the model's value replaces the text only when it differs.
  const [text, setText] = useState(() => formatJsonExpression(value));
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    // Derived state (React's "adjusting state when a prop changes"): a value from outside.
    setSeen(value);
    const current = parseJsonExpression(text);
    const same = current.ok
      ? JSON.stringify(current.value) === JSON.stringify(value ?? null)
      : typeof value === 'string' && value === text;
    if (!same) setText(formatJsonExpression(value));
  }
  const extensions = useMemo(
    () => jsonLogicSupport(fields, checkFields, texts),
    [fields, checkFields, texts],
  );
  return (
    <CodeMirrorEditor
      value={text}
      onChange={(next) => {
        setText(next);
        const parsed = parseJsonExpression(next);
        const nextValue = parsed.ok ? parsed.value : next;
        setSeen(nextValue);
        onChange(nextValue);
      }}
      language="json"
      id={id}
      labelId={labelId}
      describedBy={describedBy}
      invalid={invalid}
      readOnly={readOnly}
      tabIndex={tabIndex}
      minHeight={minHeight}
      maxHeight={maxHeight}
      extensions={extensions}
    />
  );
}
