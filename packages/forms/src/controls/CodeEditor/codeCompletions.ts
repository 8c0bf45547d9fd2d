import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';

/** One name an editor offers (an API description: a form script's hooks, `form.` methods …). */
export interface CodeCompletion {
  label: string;
  type?: 'function' | 'method' | 'variable' | 'keyword' | 'property';
  /** Shown beside the label: a signature. */
  detail?: string;
  /** Shown in the completion's info panel. */
  info?: string;
  /** Offered only after `member.` (e.g. `form` for the form API's methods); absent: a top-level name. */
  member?: string;
}

/**
 * A CodeMirror completion source from a plain API description: after `x.` it offers the names
 * whose `member` is `x`; elsewhere the top-level names, while a word is typed or when asked.
 */
export function completionSourceOf(completions: readonly CodeCompletion[]): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[A-Za-z_$][\w$]*$|$/);
    if (!word) return null;
    const line = context.state.doc.lineAt(context.pos);
    const before = context.state.sliceDoc(line.from, word.from);
    const owner = /([A-Za-z_$][\w$]*)\s*\.\s*$/.exec(before)?.[1] ?? null;
    if (!owner && word.from === word.to && !context.explicit) return null;
    const options = completions
      .filter((c) => (c.member ?? null) === owner)
      .map(({ label, type, detail, info }) => ({ label, type, detail, info }));
    if (options.length === 0) return null;
    return { from: word.from, options, validFor: /^[\w$]*$/ };
  };
}
