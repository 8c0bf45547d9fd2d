import { isForbiddenPath, rulePaths } from '../rules/ruleVariables';
import { shouldValidate, validateRequired } from '../validation/fieldValidation';
import { isEmptyValue } from '../validation/isEmptyValue';
import {
  VALID,
  invalid,
  type ValidationFailure,
  type ValidationResult,
} from '../validation/validationResult';
import type { FieldValidator } from '../model/fieldTypes';

/** The operations json-logic-js 2.0.5 evaluates (no custom operation is registered anywhere). */
export const JSON_LOGIC_OPERATIONS: readonly string[] = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  '!',
  '!!',
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'in',
  'cat',
  'substr',
  'merge',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'log',
];

/** Deepest nesting a rule may have (a guard against pathological input, not a real limit). */
const MAX_DEPTH = 64;

/** Why a rule is refused, as a translatable failure; null when it is a valid JSON Logic rule. */
export function jsonLogicRuleIssue(rule: unknown): ValidationFailure | null {
  if (typeof rule === 'string' || typeof rule === 'undefined') return { key: 'JsonExpression_InvalidJson' };
  const unknown = unknownOperation(rule, 0);
  if (unknown === DEPTH_EXCEEDED) return { key: 'JsonExpression_TooDeep', values: { depth: MAX_DEPTH } };
  if (unknown !== null) return { key: 'JsonExpression_UnknownOperation', values: { operation: unknown } };
  const forbidden = rulePaths(rule).find(isForbiddenPath);
  if (forbidden !== undefined) return { key: 'JsonExpression_ForbiddenPath', values: { path: forbidden } };
  return null;
}

const DEPTH_EXCEEDED = Symbol('depth');

/**
 * The first operation json-logic-js would not know. An object with exactly one key is an
 * operation (json-logic-js's `is_logic`); objects with more keys are data and are searched inside.
 */
function unknownOperation(rule: unknown, depth: number): string | null | typeof DEPTH_EXCEEDED {
  if (depth > MAX_DEPTH) return DEPTH_EXCEEDED;
  if (Array.isArray(rule)) {
    for (const item of rule) {
      const found = unknownOperation(item, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (rule === null || typeof rule !== 'object') return null;
  const keys = Object.keys(rule);
  if (keys.length === 1 && !JSON_LOGIC_OPERATIONS.includes(keys[0]!)) return keys[0]!;
  for (const value of Object.values(rule)) {
    const found = unknownOperation(value, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Parses a JsonExpression's text: the rule when it is JSON, else the parser's message. The
 * control stores the parsed rule; text that does not parse is kept as the raw string, which the
 * validator refuses (so a broken rule can never be saved as the last good one silently).
 */
export function parseJsonExpression(
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The text a JsonExpression shows for a stored value (pretty-printed JSON; raw text as is). */
export function formatJsonExpression(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The JsonExpression validator (client and server): required, then a valid JSON Logic rule. */
export const validateJsonExpression: FieldValidator = (field, value): ValidationResult => {
  if (isEmptyValue(value)) return validateRequired(field, value);
  if (!shouldValidate(field)) return VALID;
  const issue = jsonLogicRuleIssue(value);
  return issue ? invalid(issue) : VALID;
};
