import { validateRequired } from '../validation/fieldValidation';
import { isEmptyValue } from '../validation/isEmptyValue';
import { validateTextBox, type TextBoxType } from '../validation/textBoxValidation';
import { validateJsonExpression } from '../jsonExpression/jsonExpression';
import type { FieldValidator } from './fieldTypes';

const requiredOnly: FieldValidator = (field, value) => validateRequired(field, value);

const textBox: FieldValidator = (field, value) => {
  if (isEmptyValue(value)) return validateRequired(field, value);
  const settings = field.settings;
  return validateTextBox(
    {
      required: field.required,
      readonly: field.readonly,
      hidden: field.hidden,
      displayName: field.displayName,
      type: (settings.type as TextBoxType | undefined) ?? 'text',
      maxLength: typeof settings.maxLength === 'number' ? settings.maxLength : null,
      pattern: typeof settings.pattern === 'string' ? settings.pattern : null,
      invalidPatternMessage:
        typeof settings.invalidPatternMessage === 'string' ? settings.invalidPatternMessage : null,
    },
    String(value),
  );
};

/**
 * Validators by control type (spec §5). A type without one is checked for `required` only;
 * FormModel options add or replace entries (a team's own control type brings its own).
 */
export const DEFAULT_VALIDATORS: Readonly<Record<string, FieldValidator>> = {
  TextBox: textBox,
  JsonExpression: validateJsonExpression,
};

export function validatorFor(
  controlType: string,
  validators: Readonly<Record<string, FieldValidator>>,
): FieldValidator {
  return validators[controlType] ?? requiredOnly;
}
