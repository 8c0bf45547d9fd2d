/** A translatable validation failure: the key is looked up in the translations, values fill it. */
export interface ValidationFailure {
  key: string;
  values?: Record<string, string | number>;
  /** A message configured on the field itself, shown verbatim instead of the key's text. */
  message?: string;
}

export type ValidationResult = { valid: true } | { valid: false; failure: ValidationFailure };

export const VALID: ValidationResult = { valid: true };

export function invalid(failure: ValidationFailure): ValidationResult {
  return { valid: false, failure };
}
