import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES, isControlType } from './controlTypes';

describe('control types', () => {
  it('lists the thirty registered types of the spec once each', () => {
    expect(CONTROL_TYPES).toHaveLength(30);
    expect(new Set(CONTROL_TYPES).size).toBe(30);
  });
  it('recognises registered names only', () => {
    expect(isControlType('Numeric')).toBe(true);
    expect(isControlType('numeric')).toBe(false);
  });
});
