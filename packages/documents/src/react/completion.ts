/**
 * Completion in the template editor: the entity's field paths (from a sample instance), the
 * placeholder filters and the block types, offered for the word at the cursor.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { FILTER_NAMES } from '../core/index';

export const BLOCK_TYPES = [
  'brand',
  'heading',
  'paragraph',
  'row',
  'table',
  'each',
  'if',
  'image',
  'chart',
  'pageBreak',
  'space',
] as const;

/** A CodeMirror completion source over the given paths, filters and block types. */
export function templateCompletion(
  paths: readonly string[],
  labels: { field: string; filter: string; block: string },
) {
  const options = [
    ...paths.map((p) => ({ label: p, type: 'variable', detail: labels.field })),
    ...FILTER_NAMES.map((f) => ({ label: f, type: 'function', detail: labels.filter })),
    ...BLOCK_TYPES.map((b) => ({ label: b, type: 'keyword', detail: labels.block })),
  ];
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[\w$.]*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options, validFor: /^[\w$.]*$/ };
  };
}
