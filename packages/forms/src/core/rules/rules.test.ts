import { describe, expect, it } from 'vitest';
import { evaluateRule, isRuleTruthy } from './evaluateRule';
import { isForbiddenPath, ruleVariables } from './ruleVariables';

describe('ruleVariables', () => {
  it('finds the controls a rule reads, statically', () => {
    const rule = {
      and: [
        { '==': [{ var: 'Country' }, 'SI'] },
        { '>': [{ var: ['Address.Zip', 0] }, 1000] },
        { missing: ['Email', 'Phone'] },
        { missing_some: [1, ['Fax', 'Mobile']] },
      ],
    };
    expect(ruleVariables(rule).sort()).toEqual(['Address', 'Country', 'Email', 'Fax', 'Mobile', 'Phone']);
    expect(ruleVariables(true)).toEqual([]);
    expect(ruleVariables(undefined)).toEqual([]);
  });
  it('searches a computed var path for the names it reads', () => {
    expect(ruleVariables({ var: { cat: ['Prefix', { var: 'Kind' }] } })).toEqual(['Kind']);
  });
});

describe('evaluateRule', () => {
  it('evaluates visible/required/readonly/computed rules', () => {
    expect(evaluateRule({ '==': [{ var: 'Country' }, 'SI'] }, { Country: 'SI' })).toEqual({
      ok: true,
      value: true,
    });
    expect(evaluateRule({ '*': [{ var: 'Qty' }, { var: 'Price' }] }, { Qty: 3, Price: 2.5 })).toEqual({
      ok: true,
      value: 7.5,
    });
  });
  it('rejects __proto__, constructor and prototype paths', () => {
    expect(evaluateRule({ var: '__proto__.polluted' }, {})).toEqual({
      ok: false,
      error: "Rule reads a forbidden path '__proto__.polluted'.",
    });
    expect(evaluateRule({ var: 'a.constructor' }, { a: {} }).ok).toBe(false);
    expect(isForbiddenPath('x.prototype')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('turns an unknown operation into an error result, not a throw', () => {
    const result = evaluateRule({ method: [{ var: 'a' }, 'toString'] }, { a: 1 });
    expect(result.ok).toBe(false);
  });
  it('uses JSON Logic truthiness', () => {
    expect(isRuleTruthy([])).toBe(false);
    expect(isRuleTruthy('0')).toBe(true);
  });
});
