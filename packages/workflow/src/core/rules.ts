import jsonLogic from 'json-logic-js';
import type { RulesLogic } from 'json-logic-js';

/** Path segments a rule may never read: they reach the object prototype, not the instance. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** The `var` paths a JSON Logic rule reads (found statically, without evaluating it). */
export function rulePaths(rule: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node)) {
      if (op === 'var') {
        const first = Array.isArray(args) ? args[0] : args;
        if (typeof first === 'string' || typeof first === 'number') out.push(String(first));
        else walk(first);
      } else walk(args);
    }
  };
  walk(rule);
  return out;
}

export function isForbiddenPath(path: string): boolean {
  return path.split('.').some((segment) => FORBIDDEN.has(segment));
}

export type RuleOutcome = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Evaluates a JSON Logic rule over an entity instance's values. A rule that reads a forbidden
 * path or throws gives an error outcome: a broken rule in stored data must not crash the engine.
 */
export function evaluateRule(rule: unknown, data: Readonly<Record<string, unknown>>): RuleOutcome {
  const forbidden = rulePaths(rule).find(isForbiddenPath);
  if (forbidden !== undefined) return { ok: false, error: `Rule reads a forbidden path '${forbidden}'.` };
  try {
    return { ok: true, value: jsonLogic.apply(rule as RulesLogic, data) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** JSON Logic truthiness (an empty array is false). */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** The value at a dotted path of the instance (no prototype paths). */
export function valueAt(data: Readonly<Record<string, unknown>>, path: string): unknown {
  if (isForbiddenPath(path)) return undefined;
  let node: unknown = data;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
