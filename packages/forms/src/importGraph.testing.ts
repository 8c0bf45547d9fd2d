import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The static import graph of this package's sources, walked the way Vite/Rollup put modules into
 * a chunk: a bundler puts into an entry's chunk exactly what it reaches through static imports;
 * `import()` starts a chunk of its own. Type-only imports are erased and not followed. The tests
 * that prove what a form's first download holds (heavy editors, react-aria) use it.
 */
export function resolveLocal(from: string, specifier: string): string | null {
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
export function staticImports(file: string): string[] {
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
export function reach(entry: string, root: string): { packages: Map<string, string>; modules: Set<string> } {
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
      } else if (!packages.has(specifier)) packages.set(specifier, file.slice(root.length + 1));
    }
  }
  return { packages, modules };
}
