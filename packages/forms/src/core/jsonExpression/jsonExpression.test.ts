import { describe, expect, it } from 'vitest';
import { DEFAULT_VALIDATORS } from '../model/validators';
import {
  formatJsonExpression,
  jsonLogicRuleIssue,
  parseJsonExpression,
  validateJsonExpression,
} from './jsonExpression';

const field = {
  name: 'Rule',
  displayName: 'Rule',
  required: false,
  readonly: false,
  hidden: false,
  settings: {},
};

describe('JsonExpression rules', () => {
  it('accepts JSON Logic rules and data literals', () => {
    expect(jsonLogicRuleIssue({ '==': [{ var: 'Kind' }, 'pipe'] })).toBeNull();
    expect(jsonLogicRuleIssue({ and: [true, { '>': [{ var: 'Size' }, 10] }] })).toBeNull();
    expect(jsonLogicRuleIssue([1, 2, 3])).toBeNull();
    expect(jsonLogicRuleIssue(true)).toBeNull();
    // Two keys: data, not an operation (json-logic-js's is_logic).
    expect(jsonLogicRuleIssue({ a: 1, b: { var: 'X' } })).toBeNull();
  });
  it('refuses unknown operations, even nested', () => {
    expect(jsonLogicRuleIssue({ method: ['x', 'constructor'] })).toEqual({
      key: 'JsonExpression_UnknownOperation',
      values: { operation: 'method' },
    });
    expect(jsonLogicRuleIssue({ if: [{ eval: 'x' }, 1, 2] })?.values).toEqual({ operation: 'eval' });
  });
  it('refuses __proto__, constructor and prototype paths', () => {
    expect(jsonLogicRuleIssue({ var: '__proto__.polluted' })).toEqual({
      key: 'JsonExpression_ForbiddenPath',
      values: { path: '__proto__.polluted' },
    });
    expect(jsonLogicRuleIssue({ missing: ['a', 'b.constructor'] })?.key).toBe('JsonExpression_ForbiddenPath');
    expect(jsonLogicRuleIssue({ '==': [{ var: 'x.prototype' }, 1] })?.key).toBe(
      'JsonExpression_ForbiddenPath',
    );
  });
  it('refuses text that is not JSON (the raw string the control keeps) and absurd nesting', () => {
    expect(jsonLogicRuleIssue('{"==": [1,')).toEqual({ key: 'JsonExpression_InvalidJson' });
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { '!': [deep] };
    expect(jsonLogicRuleIssue(deep)?.key).toBe('JsonExpression_TooDeep');
  });
  it('parses and formats the text the editor shows', () => {
    expect(parseJsonExpression('{"var":"A"}')).toEqual({ ok: true, value: { var: 'A' } });
    expect(parseJsonExpression('  ')).toEqual({ ok: true, value: null });
    expect(parseJsonExpression('{').ok).toBe(false);
    expect(formatJsonExpression({ var: 'A' })).toBe('{\n  "var": "A"\n}');
    expect(formatJsonExpression(null)).toBe('');
  });
  it('is the default validator of the type (the server uses the same), skipping read-only fields', () => {
    expect(DEFAULT_VALIDATORS.JsonExpression).toBe(validateJsonExpression);
    expect(validateJsonExpression(field, { var: '__proto__' }).valid).toBe(false);
    expect(validateJsonExpression({ ...field, readonly: true }, { var: '__proto__' }).valid).toBe(true);
    expect(validateJsonExpression({ ...field, required: true }, null)).toEqual({
      valid: false,
      failure: { key: 'validation_required' },
    });
    expect(validateJsonExpression(field, null).valid).toBe(true);
  });
});
