import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { autocompletion } from '@codemirror/autocomplete';
import { linter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import {
  JSON_LOGIC_OPERATIONS,
  jsonLogicRuleIssue,
  parseJsonExpression,
  ruleVariables,
} from '../../core/index';

/** A field a rule may read, as offered in completions. */
export interface RuleField {
  name: string;
  label?: string;
}

export interface JsonLogicTexts {
  field: string;
  operation: string;
  /** The text of a validation failure (a translation key with values). */
  issue(key: string, values?: Record<string, string | number>): string;
}

/** Where in a rule the cursor's string sits: an operation key, a path, or somewhere else. */
function stringRole(before: string): 'operation' | 'path' | 'any' {
  if (/[{]\s*$/.test(before)) return 'operation';
  if (/"(var|missing|missing_some)"\s*:\s*\[?\s*(\d+\s*,\s*)?(\[\s*)?("[^"]*"\s*,\s*)*$/.test(before))
    return 'path';
  return 'any';
}

/** True when the text ends inside a JSON string (an odd number of unescaped quotes). */
function insideString(before: string): boolean {
  let inside = false;
  for (let i = 0; i < before.length; i++) {
    const c = before[i];
    if (c === '\\' && inside) i++;
    else if (c === '"') inside = !inside;
  }
  return inside;
}

/** Completions inside a JSON string: JSON Logic operations at a key, the form's fields at a path. */
export function jsonLogicCompletions(fields: readonly RuleField[], texts: JsonLogicTexts) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"[^"\\]*/);
    if (!word || !insideString(context.state.sliceDoc(0, context.pos))) return null;
    const from = word.from + 1;
    const role = stringRole(context.state.sliceDoc(Math.max(0, word.from - 200), word.from));
    const options = [
      ...(role !== 'path'
        ? JSON_LOGIC_OPERATIONS.map((op) => ({ label: op, type: 'keyword', detail: texts.operation }))
        : []),
      ...(role !== 'operation'
        ? fields.map((f) => ({
            label: f.name,
            type: 'variable',
            detail: f.label && f.label !== f.name ? `${texts.field}: ${f.label}` : texts.field,
          }))
        : []),
    ];
    return { from, options, validFor: /^[^"\\]*$/ };
  };
}

/** The position of the first `"name` string in the text, for marking a problem there. */
function positionOf(text: string, name: string): { from: number; to: number } {
  const at = text.indexOf(JSON.stringify(name));
  if (at < 0) return { from: 0, to: Math.min(text.length, 1) };
  return { from: at, to: at + JSON.stringify(name).length };
}

/**
 * Problems of a rule's text: JSON syntax (with the parser's message), then the shared validator's
 * refusals (unknown operation, `__proto__` paths), then fields the form does not have (warnings).
 */
export function jsonLogicDiagnostics(
  text: string,
  fields: readonly RuleField[] | null,
  texts: JsonLogicTexts,
): Diagnostic[] {
  if (text.trim() === '') return [];
  const parsed = parseJsonExpression(text);
  if (!parsed.ok) {
    const at = /position (\d+)/.exec(parsed.error);
    const from = Math.min(at ? Number(at[1]) : text.length, text.length);
    return [
      {
        from: Math.max(0, from - 1),
        to: Math.max(from, 1),
        severity: 'error',
        message: `${texts.issue('JsonExpression_InvalidJson')} ${parsed.error}`,
      },
    ];
  }
  const issue = jsonLogicRuleIssue(parsed.value);
  if (issue) {
    const target = String(issue.values?.operation ?? issue.values?.path ?? '');
    return [
      { ...positionOf(text, target), severity: 'error', message: texts.issue(issue.key, issue.values) },
    ];
  }
  if (!fields) return [];
  const known = new Set(fields.map((f) => f.name));
  return ruleVariables(parsed.value)
    .filter((name) => !known.has(name))
    .map((name) => ({
      ...positionOf(text, name),
      severity: 'warning' as const,
      message: texts.issue('JsonExpression_UnknownField', { name }),
    }));
}

/**
 * The editor extensions of JsonExpression: completions and the rule linter (the editor swaps them
 * when the form's fields or the language change).
 */
export function jsonLogicSupport(
  fields: readonly RuleField[],
  checkFields: boolean,
  texts: JsonLogicTexts,
): Extension {
  return [
    autocompletion({ override: [jsonLogicCompletions(fields, texts)] }),
    linter((view) => jsonLogicDiagnostics(view.state.doc.toString(), checkFields ? fields : null, texts), {
      delay: 300,
    }),
  ];
}
