import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reach } from './importGraph.testing';

/**
 * Issue 14: a form without heavy editors downloads less script than JSON Forms (bench:forms,
 * "gzipped JS"). What an embedding page of plain data entry imports — `FormView`,
 * `createBasicControlRegistry()` and the core's `FormModel` — must statically reach no react-aria
 * (its choice and date controls and the help tooltip load when first rendered), no redux store
 * and no list, grid, lookup or editor module. A bundler puts into the page's first chunk exactly
 * what these reach through static imports, so this walk guards the bench's figure.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
// `basic.ts` is the package's lean entry (`@insulcalc/forms/basic`: the form model, FormView, the
// basic registry); the built dist/basic.js holds what it reaches (tsup splitting).
const BASIC_PATH = ['basic.ts', 'react/FormView.tsx', 'controls/basicControls.tsx', 'core/index.ts'];
const NOT_IN_FIRST_LOAD =
  /^(react-aria-components|react-aria|react-stately|@react-aria\/|@react-stately\/|@internationalized\/date|@reduxjs\/toolkit|react-redux|react-router|@insulcalc\/shell|@insulcalc\/dialogs$|@tanstack\/|exceljs|dayjs)(\/|$)/;

function basicPath() {
  const packages = new Map<string, string>();
  const modules = new Set<string>();
  for (const entry of BASIC_PATH) {
    const reached = reach(join(SRC, entry), SRC);
    for (const [name, by] of reached.packages) if (!packages.has(name)) packages.set(name, by);
    for (const module of reached.modules) modules.add(module.slice(SRC.length + 1));
  }
  return { packages, modules };
}

describe('the basic path (FormView, the basic registry, FormModel)', () => {
  it('reaches no react-aria, redux store, table, export or date library code', () => {
    const { packages } = basicPath();
    const heavy = [...packages]
      .filter(([name]) => NOT_IN_FIRST_LOAD.test(name))
      .map(([n, by]) => `${n} ← ${by}`);
    expect(heavy).toEqual([]);
    // The walk does see packages (it would pass vacuously otherwise).
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'zod', 'json-logic-js']));
  });

  it('loads the react-aria controls and the help tooltip lazily, and reaches no list, grid or editor module', () => {
    const { modules } = basicPath();
    expect(modules).toContain('controls/TextBox/TextBox.tsx');
    expect(modules).toContain('ui/Tooltip.tsx');
    for (const lazyModule of [
      'controls/Boolean/Boolean.tsx',
      'controls/Dropdown/Dropdown.tsx',
      'controls/Date/Date.tsx',
      'controls/DateTime/DateTime.tsx',
      'controls/RadioGroup/RadioGroup.tsx',
      'controls/Time/Time.tsx',
      'ui/AriaHelpTooltip.tsx',
    ])
      expect(modules).not.toContain(lazyModule);
    // A control's settings.ts (its Zod settings schema, part of its specification in the core) may
    // be reached; its component and everything it imports may not.
    const listsAndEditors = [...modules].filter((m) =>
      /^(grid|views|pages|dialogs\/(?!names)|controls\/(ViewGrid|FormGrid|Lookup|RichText|CodeEditor|JsonExpression|MultiLang|IconLookup|DualListbox|Multiselect)[^/]*\/(?!settings\.ts$))/.test(
        m,
      ),
    );
    expect(listsAndEditors).toEqual([]);
  });

  it('the lazy modules do hold react-aria (the walk sees what it should)', () => {
    const { packages } = reach(join(SRC, 'ui/AriaHelpTooltip.tsx'), SRC);
    expect([...packages.keys()]).toContain('react-aria-components');
    expect([...reach(join(SRC, 'controls/Dropdown/Dropdown.tsx'), SRC).packages.keys()]).toContain(
      'react-aria-components',
    );
  });
});
