import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PATTERN,
  READONLY_PASSWORD_MASK,
  displayedTextBoxValue,
  validateTextBox,
} from './textBoxValidation';

describe('validateTextBox', () => {
  it('reports validation_maxlength with the limit when the value is longer', () => {
    expect(validateTextBox({ maxLength: 3 }, 'abcd')).toEqual({
      valid: false,
      failure: { key: 'validation_maxlength', values: { maxLength: 3 } },
    });
    expect(validateTextBox({ maxLength: 3 }, 'abc').valid).toBe(true);
  });
  it("uses the field's own invalid-pattern message when set", () => {
    const result = validateTextBox({ pattern: '[0-9]+', invalidPatternMessage: 'Digits only' }, '12a');
    expect(result).toEqual({
      valid: false,
      failure: { key: 'Validation_Field_Pattern', message: 'Digits only' },
    });
  });
  it('falls back to Validation_Field_Pattern with the field name and pattern', () => {
    const result = validateTextBox({ pattern: '[0-9]+', displayName: 'Code' }, 'x');
    expect(result).toEqual({
      valid: false,
      failure: { key: 'Validation_Field_Pattern', values: { fieldName: 'Code', pattern: '[0-9]+' } },
    });
  });
  it('checks e-mail fields against the default pattern', () => {
    expect(validateTextBox({ type: 'email' }, 'ana.novak@example.si').valid).toBe(true);
    expect(validateTextBox({ type: 'email' }, 'Ana@example.si').valid).toBe(false);
    expect(validateTextBox({ type: 'email' }, 'ana@example.info').valid).toBe(false);
    expect(validateTextBox({ type: 'email' }, 'not-an-address').valid).toBe(false);
    expect(new RegExp(DEFAULT_EMAIL_PATTERN).test('a_b+c@d-e.co')).toBe(true);
  });
  it('treats an unusable pattern as a mismatch rather than throwing', () => {
    expect(validateTextBox({ pattern: '(' }, 'x').valid).toBe(false);
  });
  it('reports required before length or pattern and skips readonly fields', () => {
    expect(validateTextBox({ required: true, maxLength: 1 }, '')).toEqual({
      valid: false,
      failure: { key: 'validation_required' },
    });
    expect(validateTextBox({ readonly: true, maxLength: 1 }, 'long').valid).toBe(true);
  });
  it('masks read-only passwords with six asterisks', () => {
    expect(displayedTextBoxValue({ type: 'password', readonly: true }, 'secret')).toBe(
      READONLY_PASSWORD_MASK,
    );
    expect(READONLY_PASSWORD_MASK).toBe('******');
    expect(displayedTextBoxValue({ type: 'password' }, 'secret')).toBe('secret');
  });
});
