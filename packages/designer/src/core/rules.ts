import { ruleVariables } from '@insulcalc/forms/core';

/** The four rule kinds of an element (decision 0007): visibility, required, read-only, computed value. */
export const RULE_KINDS = ['visible', 'required', 'readonly', 'value'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** What the rule functions need of a definition: element names and their rules. */
export interface RuleElement {
  name: string;
  rules?: Partial<Record<RuleKind, unknown>> | undefined;
}

/** The control names each rule of an element reads. */
export function ruleReads(element: RuleElement): { kind: RuleKind; names: string[] }[] {
  const result: { kind: RuleKind; names: string[] }[] = [];
  for (const kind of RULE_KINDS) {
    const rule = element.rules?.[kind];
    if (rule === undefined) continue;
    result.push({ kind, names: ruleVariables(rule) });
  }
  return result;
}

/**
 * Element dependencies derived from the rules: control name → the elements whose rules read it
 * (the `elementDependencies` of the definition, which tells the engine what to recompute and
 * reload when a control changes). An element reading itself is left out; keys and lists sorted.
 */
export function deriveElementDependencies(elements: readonly RuleElement[]): Record<string, string[]> {
  const names = new Set(elements.map((e) => e.name));
  const map = new Map<string, Set<string>>();
  for (const element of elements)
    for (const { names: reads } of ruleReads(element))
      for (const source of reads) {
        if (source === element.name || !names.has(source)) continue;
        let targets = map.get(source);
        if (!targets) map.set(source, (targets = new Set()));
        targets.add(element.name);
      }
  return Object.fromEntries([...map.keys()].sort().map((source) => [source, [...map.get(source)!].sort()]));
}

/** A rule that reads a field the form does not have. */
export interface UnknownRuleField {
  element: string;
  kind: RuleKind;
  field: string;
}

/** Rules reading names that are not elements of the form (a typo, or a deleted field). */
export function unknownRuleFields(elements: readonly RuleElement[]): UnknownRuleField[] {
  const names = new Set(elements.map((e) => e.name));
  const found: UnknownRuleField[] = [];
  for (const element of elements)
    for (const { kind, names: reads } of ruleReads(element))
      for (const field of reads) if (!names.has(field)) found.push({ element: element.name, kind, field });
  return found;
}

/**
 * Cycles between computed values: element A's `value` rule reads B and B's reads A (or A reads
 * itself). The engine would recompute them forever, so each cycle is reported once, as the list
 * of its element names in the order found (starting at the alphabetically first). Visibility,
 * required and read-only rules produce no values, so they cannot close a cycle.
 */
export function computedValueCycles(elements: readonly RuleElement[]): string[][] {
  const names = new Set(elements.map((e) => e.name));
  const edges = new Map<string, string[]>();
  for (const element of elements) {
    const rule = element.rules?.value;
    if (rule === undefined) continue;
    edges.set(
      element.name,
      ruleVariables(rule)
        .filter((n) => names.has(n))
        .sort(),
    );
  }
  // Tarjan's strongly connected components: a component of two or more, or one reading itself.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (edges.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Operations whose arguments are variable paths (as `ruleVariables` of the engine reads them). */
const PATH_OPERATIONS = new Set(['var', 'missing', 'missing_some']);

/** `path` with its first segment renamed, when that segment is `from` (`Width.mm` → `Size.mm`). */
function renamePath(path: unknown, from: string, to: string): unknown {
  if (typeof path !== 'string') return path;
  const [head, ...rest] = path.split('.');
  return head === from ? [to, ...rest].join('.') : path;
}

/**
 * A JSON Logic rule with every read of the control `from` rewritten to `to`: the paths of `var`
 * (its default value is an expression and is searched too), `missing` and `missing_some`, at any
 * depth. Everything else is kept as it is, so a rule that does not read `from` comes back equal.
 * A computed path (`{"var": {"cat": …}}`) cannot be known ahead; its inner expression is searched.
 */
export function renameRuleVariable(rule: unknown, from: string, to: string): unknown {
  if (Array.isArray(rule)) return rule.map((item) => renameRuleVariable(item, from, to));
  if (rule === null || typeof rule !== 'object') return rule;
  const out: Record<string, unknown> = {};
  for (const [operation, argument] of Object.entries(rule as Record<string, unknown>)) {
    if (!PATH_OPERATIONS.has(operation)) {
      out[operation] = renameRuleVariable(argument, from, to);
      continue;
    }
    const path = (p: unknown) =>
      typeof p === 'string' ? renamePath(p, from, to) : renameRuleVariable(p, from, to);
    if (operation === 'var')
      out[operation] = Array.isArray(argument)
        ? argument.map((a, i) => (i === 0 ? path(a) : renameRuleVariable(a, from, to)))
        : path(argument);
    else if (operation === 'missing')
      out[operation] = Array.isArray(argument)
        ? argument.map((a) => (Array.isArray(a) ? a.map(path) : path(a)))
        : path(argument);
    else
      out[operation] = Array.isArray(argument)
        ? argument.map((a, i) =>
            i === 1 && Array.isArray(a) ? a.map(path) : renameRuleVariable(a, from, to),
          )
        : renameRuleVariable(argument, from, to);
  }
  return out;
}

/** An element's rules with reads of `from` rewritten to `to`; the same object when none read it. */
export function renameInRules<E extends RuleElement>(element: E, from: string, to: string): E {
  if (!element.rules || !ruleReads(element).some((r) => r.names.includes(from))) return element;
  const rules: Partial<Record<RuleKind, unknown>> = {};
  for (const [kind, rule] of Object.entries(element.rules))
    rules[kind as RuleKind] = renameRuleVariable(rule, from, to);
  return { ...element, rules };
}
