import { isEmptyValue } from './isEmptyValue';
import { VALID, invalid, type ValidationResult } from './validationResult';

export interface FieldState {
  required?: boolean;
  readonly?: boolean;
  hidden?: boolean;
  /** The section's flags make the field readonly or hidden too (spec §4). */
  sectionReadonly?: boolean;
  sectionHidden?: boolean;
}

export const isFieldReadonly = (field: FieldState): boolean =>
  Boolean(field.readonly || field.sectionReadonly);
export const isFieldHidden = (field: FieldState): boolean => Boolean(field.hidden || field.sectionHidden);

/** Readonly or hidden fields are not validated (spec §5). */
export function shouldValidate(field: FieldState): boolean {
  return !isFieldReadonly(field) && !isFieldHidden(field);
}

export function validateRequired(field: FieldState, value: unknown): ValidationResult {
  if (!shouldValidate(field) || !field.required) return VALID;
  return isEmptyValue(value) ? invalid({ key: 'validation_required' }) : VALID;
}
