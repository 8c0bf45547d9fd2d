import { isEmptyValue } from './isEmptyValue';
import { isFieldReadonly, shouldValidate, validateRequired, type FieldState } from './fieldValidation';
import { VALID, invalid, type ValidationResult } from './validationResult';

export type TextBoxType = 'text' | 'textarea' | 'email' | 'password';

export interface TextBoxSettings extends FieldState {
  displayName?: string;
  type?: TextBoxType;
  maxLength?: number | null;
  pattern?: string | null;
  invalidPatternMessage?: string | null;
}

/**
 * Spec §5: lowercase letters, digits and symbols before an at sign, a domain, and an ending of
 * 2 to 3 letters.
 */
export const DEFAULT_EMAIL_PATTERN = '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,3}$';

/** What a read-only password shows instead of its value. */
export const READONLY_PASSWORD_MASK = '******';

function patternFor(settings: TextBoxSettings): string | null {
  if (settings.pattern) return settings.pattern;
  return settings.type === 'email' ? DEFAULT_EMAIL_PATTERN : null;
}

function matchesWhole(pattern: string, value: string): boolean | null {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return null;
  }
}

/** Required, then maxLength, then pattern — the first failure wins. */
export function validateTextBox(
  settings: TextBoxSettings,
  value: string | null | undefined,
): ValidationResult {
  const required = validateRequired(settings, value);
  if (!required.valid) return required;
  if (!shouldValidate(settings) || isEmptyValue(value)) return VALID;
  const text = String(value);
  if (typeof settings.maxLength === 'number' && text.length > settings.maxLength) {
    return invalid({ key: 'validation_maxlength', values: { maxLength: settings.maxLength } });
  }
  const pattern = patternFor(settings);
  if (pattern) {
    const matches = matchesWhole(pattern, text);
    if (matches === false || matches === null) {
      if (settings.invalidPatternMessage)
        return invalid({ key: 'Validation_Field_Pattern', message: settings.invalidPatternMessage });
      return invalid({
        key: 'Validation_Field_Pattern',
        values: { fieldName: settings.displayName ?? '', pattern },
      });
    }
  }
  return VALID;
}

/** The text a text box shows: read-only passwords are masked. */
export function displayedTextBoxValue(settings: TextBoxSettings, value: string | null | undefined): string {
  if (settings.type === 'password' && isFieldReadonly(settings)) return READONLY_PASSWORD_MASK;
  return value ?? '';
}
