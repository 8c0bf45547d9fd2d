import jsonLogic from 'json-logic-js';
import type { RulesLogic } from 'json-logic-js';
import { isForbiddenPath, rulePaths } from './ruleVariables';

export type RuleResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Evaluates a JSON Logic rule over the form's values. A rule that reads a forbidden path
 * (`__proto__` …), or that throws, gives an error result instead of a value: a broken rule must
 * never break the form.
 */
export function evaluateRule(rule: unknown, values: Readonly<Record<string, unknown>>): RuleResult {
  const forbidden = rulePaths(rule).find(isForbiddenPath);
  if (forbidden !== undefined) return { ok: false, error: `Rule reads a forbidden path '${forbidden}'.` };
  try {
    return { ok: true, value: jsonLogic.apply(rule as RulesLogic, values) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** JSON Logic truthiness (an empty array is false), the way `if` and `!!` see it. */
export function isRuleTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}
