import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reach as reachFrom } from './importGraph.testing';

/**
 * Issue 14: "Heavy editors load lazily: a form without them downloads none of their code."
 * A bundler puts into the entry chunk exactly what the entry reaches through static imports;
 * `import()` starts a chunk of its own. So walking the static import graph of this package's
 * entry (the way Vite/Rollup do) and finding none of the editors' packages proves their code is
 * not in the chunk of a form without them. Type-only imports are erased and not followed.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const HEAVY = /^(@tiptap\/|prosemirror-|@codemirror\/|@lezer\/|dompurify$|codemirror$)/;
const reach = (entry: string) => reachFrom(entry, SRC);

describe('heavy editors are lazy', () => {
  it('the package entry (every form) reaches no TipTap, ProseMirror, CodeMirror or DOMPurify code', () => {
    const { packages, modules } = reach(join(SRC, 'index.ts'));
    const heavy = [...packages].filter(([name]) => HEAVY.test(name)).map(([name, by]) => `${name} ← ${by}`);
    expect(heavy).toEqual([]);
    // The editors' own modules are not in the graph either, only their light wrappers.
    const names = [...modules].map((m) => m.slice(SRC.length + 1));
    expect(names).toContain('controls/RichTextArea/RichTextArea.tsx');
    expect(names).toContain('controls/CodeEditor/CodeEditor.tsx');
    for (const lazyModule of [
      'controls/RichTextArea/RichTextEditor.tsx',
      'controls/RichTextArea/RichTextView.tsx',
      'controls/CodeEditor/CodeMirrorEditor.tsx',
      'controls/JsonExpression/JsonExpressionEditor.tsx',
      'sanitize/sanitizeRichText.ts',
    ])
      expect(names).not.toContain(lazyModule);
  });

  it('the lazy chunks do hold the editors (the walk sees what it should)', () => {
    const rich = reach(join(SRC, 'controls/RichTextArea/RichTextEditor.tsx')).packages;
    expect([...rich.keys()]).toEqual(
      expect.arrayContaining(['@tiptap/react', '@tiptap/starter-kit', 'dompurify']),
    );
    const code = reach(join(SRC, 'controls/JsonExpression/JsonExpressionEditor.tsx')).packages;
    expect([...code.keys()]).toEqual(
      expect.arrayContaining(['@codemirror/state', '@codemirror/view', '@codemirror/autocomplete']),
    );
  });

  it('the core entry (the server imports it) reaches none of them either', () => {
    const { packages } = reach(join(SRC, 'core/index.ts'));
    expect([...packages.keys()].filter((name) => HEAVY.test(name))).toEqual([]);
  });
});
