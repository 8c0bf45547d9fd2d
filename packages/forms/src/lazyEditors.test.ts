import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14: "Heavy editors load lazily: a form without them downloads none of their code."
 * A bundler puts into the entry chunk exactly what the entry reaches through static imports;
 * `import()` starts a chunk of its own. So walking the static import graph of this package's
 * entry (the way Vite/Rollup do) and finding none of the editors' packages proves their code is
 * not in the chunk of a form without them. Type-only imports are erased and not followed.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const HEAVY = /^(@tiptap\/|prosemirror-|@codemirror\/|@lezer\/|dompurify$|codemirror$)/;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Static, value-level import and re-export specifiers of one module. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly)) continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Every package a module reaches through static imports, and the local modules on the way. */
function reach(entry: string): { packages: Map<string, string>; modules: Set<string> } {
  const packages = new Map<string, string>();
  const modules = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else if (!packages.has(specifier)) packages.set(specifier, file.slice(SRC.length + 1));
    }
  }
  return { packages, modules };
}

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
