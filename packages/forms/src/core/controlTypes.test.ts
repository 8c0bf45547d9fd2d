import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES, isControlType } from './controlTypes';

describe('control types', () => {
  it("lists the spec's thirty registered types and the two record controls once each", () => {
    expect(CONTROL_TYPES).toHaveLength(32);
    expect(new Set(CONTROL_TYPES).size).toBe(32);
    expect(CONTROL_TYPES).toEqual(expect.arrayContaining(['CalculationSummary', 'SentDocuments']));
  });
  it('recognises registered names only', () => {
    expect(isControlType('Numeric')).toBe(true);
    expect(isControlType('numeric')).toBe(false);
  });
});
