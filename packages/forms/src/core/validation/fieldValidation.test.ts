import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './isEmptyValue';
import { isFieldHidden, isFieldReadonly, validateRequired } from './fieldValidation';

describe('isEmptyValue', () => {
  it.each([null, undefined, '', [], {}])('treats %j as empty', (value) =>
    expect(isEmptyValue(value)).toBe(true),
  );
  it.each([0, false, ' ', [0], { a: 1 }, new Date(0)])('treats %j as a value', (value) =>
    expect(isEmptyValue(value)).toBe(false),
  );
});

describe('validateRequired', () => {
  it('fails a required empty value with validation_required', () => {
    expect(validateRequired({ required: true }, '')).toEqual({
      valid: false,
      failure: { key: 'validation_required' },
    });
  });
  it('passes once the value is given', () => {
    expect(validateRequired({ required: true }, 'x')).toEqual({ valid: true });
  });
  it('does not validate readonly or hidden fields, including through their section', () => {
    expect(validateRequired({ required: true, readonly: true }, null).valid).toBe(true);
    expect(validateRequired({ required: true, hidden: true }, null).valid).toBe(true);
    expect(validateRequired({ required: true, sectionReadonly: true }, null).valid).toBe(true);
    expect(validateRequired({ required: true, sectionHidden: true }, null).valid).toBe(true);
  });
  it('derives readonly and hidden from the field or its section', () => {
    expect(isFieldReadonly({ sectionReadonly: true })).toBe(true);
    expect(isFieldHidden({ hidden: false, sectionHidden: true })).toBe(true);
    expect(isFieldHidden({})).toBe(false);
  });
});
