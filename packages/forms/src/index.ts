export { isEmptyValue } from './validation/isEmptyValue';
export { VALID, invalid, type ValidationFailure, type ValidationResult } from './validation/validationResult';
export {
  isFieldHidden,
  isFieldReadonly,
  shouldValidate,
  validateRequired,
  type FieldState,
} from './validation/fieldValidation';
export {
  DEFAULT_EMAIL_PATTERN,
  READONLY_PASSWORD_MASK,
  displayedTextBoxValue,
  validateTextBox,
  type TextBoxSettings,
  type TextBoxType,
} from './validation/textBoxValidation';
export {
  CONTROL_TYPES,
  DEFAULT_COLUMN_SPAN,
  DEFAULT_CONTROL_TAB_INDEX,
  FORM_GRID_COLUMNS,
  isControlType,
  type ControlType,
} from './controlTypes';
