#!/usr/bin/env node
// One declaration per wire type (issue 27 item 3): every type that crosses HTTP is declared once,
// in @insulcalc/api-schema (a zod schema and its z.output type), and server and clients import it.
// This check fails when a package or app declares an interface or type alias with the name of a
// wire type (`ProjectDto`, or `UserMessage` for `UserMessageDto`) whose declaration does not
// derive from the api-schema type (`extends UserMessageDto`, `= Omit<ProjectDto, …>`): such a
// copy compiles today and drifts tomorrow.
//
//   node --import tsx scripts/check-wire-types.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaEntry = path.join(root, 'packages/api-schema/src/index.ts');

/** The type names @insulcalc/api-schema exports. */
function wireTypeNames() {
  const program = ts.createProgram([schemaEntry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaEntry);
  const names = new Set();
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) names.add(symbol.name);
  }
  return names;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'reports', 'storybook-static'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const wire = wireTypeNames();
if (wire.size < 20)
  throw new Error(`check-wire-types: found only ${wire.size} api-schema types; is the entry right?`);
/**
 * Names that are another concept, not a copy: the engine stands alone (no dependency on the API
 * package) with its own input model, and i18n's `Language` is a language code, not the wire's
 * `{ code, localName }` entry.
 */
const OTHER_CONCEPTS = new Map([
  ['packages/thermal/src/enums.ts#Material', 'the engine material enumeration'],
  ['packages/thermal/src/model-types.ts#Product', "the engine's product input"],
  ['packages/i18n/src/languages.ts#Language', 'a language code'],
]);
/** The wire type a local name copies: the same name, or the name without its "Dto". */
const copied = (name) => (wire.has(name) ? name : wire.has(`${name}Dto`) ? `${name}Dto` : undefined);

const roots = ['packages', 'apps']
  .flatMap((folder) => readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name)))
  .filter((dir) => statSync(dir).isDirectory() && !dir.endsWith(`${path.sep}api-schema`))
  .flatMap((dir) => ['src', 'test'].map((sub) => path.join(dir, sub)))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });

const findings = [];
for (const dir of roots) {
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    // Local names of api-schema imports (`import type { X as Y }`), so `type Z = Y` counts as X.
    const imported = new Map();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@insulcalc/api-schema')
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imported.set(element.name.text, element.propertyName?.text ?? element.name.text);
    }
    const derives = (shape, original) =>
      new RegExp(`\\b${original}\\b`).test(shape) ||
      [...imported].some(([local, name]) => name === original && new RegExp(`\\b${local}\\b`).test(shape));
    const visit = (node) => {
      if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name) {
        const original = copied(node.name.text);
        if (original) {
          // Derived from the wire type (extends it, aliases it, picks from it): not a copy.
          const shape = ts.isInterfaceDeclaration(node)
            ? (node.heritageClauses ?? []).map((clause) => clause.getText(source)).join(' ')
            : node.type.getText(source);
          const key = `${path.relative(root, file)}#${node.name.text}`;
          if (!derives(shape, original) && !OTHER_CONCEPTS.has(key)) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            findings.push(
              `${path.relative(root, file)}:${line + 1} declares ${node.name.text}, a copy of the wire type ${original}`,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

if (findings.length > 0) {
  console.error(
    `${findings.length} wire type(s) declared outside @insulcalc/api-schema:\n${findings.join('\n')}`,
  );
  console.error('Import the type from @insulcalc/api-schema (or derive from it: extends / Omit / Pick).');
  process.exit(1);
}
console.log(`wire types: ${wire.size} in @insulcalc/api-schema, no copies elsewhere`);
