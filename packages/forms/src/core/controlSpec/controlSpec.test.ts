import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { invalid, VALID } from '../validation/validationResult';
import type { FieldValidationInput } from '../model/fieldTypes';
import { controlSpecOf, controlSpecs, registerControlSpec, specValidator } from './index';

const field = (settings: FieldValidationInput['settings'], required = false) => ({
  name: 'x',
  displayName: 'X',
  required,
  readonly: false,
  hidden: false,
  settings,
});

describe('control specs', () => {
  it('every built-in spec carries the browser rules the server now enforces', () => {
    const numeric = specValidator(controlSpecOf('Numeric'));
    expect(numeric(field({ max: 10 }), 11)).toEqual(
      invalid({ key: 'DynamicForm_Numeric_Max', values: { max: 10 } }),
    );
    expect(numeric(field({ min: 1 }), 0).valid).toBe(false);
    const multi = specValidator(controlSpecOf('MultiselectDropdown'));
    expect(multi(field({ maxSelected: 1, options: [] }), ['a', 'b'])).toEqual(
      invalid({ key: 'Multiselect_TooMany', values: { max: 1 } }),
    );
    expect(specValidator(controlSpecOf('IconLookup'))(field({}), 'not an icon').valid).toBe(false);
    expect(specValidator(controlSpecOf('MultiLang'))(field({}, true), {}).valid).toBe(false);
    expect(controlSpecs.validators()).toHaveProperty('FormGrid');
  });

  it('a type registered in one place is validated by its value schema and own checks, then removed', () => {
    const remove = registerControlSpec({
      type: 'PostalCode',
      valueSchema: z.string().regex(/^\d{4}$/),
      validator: (f, value) =>
        value === '0000' ? invalid({ key: 'PostalCode_Reserved' }) : specValidator(undefined)(f, value),
    });
    const validate = specValidator(controlSpecOf('PostalCode'));
    expect(validate(field({}), 'abc')).toEqual(invalid({ key: 'DynamicForm_InvalidValue' }));
    expect(validate(field({}), '0000')).toEqual(invalid({ key: 'PostalCode_Reserved' }));
    expect(validate(field({}), '1000')).toEqual(VALID);
    expect(validate(field({}, true), '').valid).toBe(false);
    expect(controlSpecs.validators()).toHaveProperty('PostalCode');
    remove();
    expect(controlSpecOf('PostalCode')).toBeUndefined();
  });

  it('describes settings for the designer: labels and help by key, technical ones advanced', () => {
    const settings = controlSpecOf('TextBox')!.settings!;
    expect(settings.placeholder).toEqual({
      label: 'Designer_Setting_placeholder',
      help: 'Designer_Setting_placeholder_Help',
    });
    expect(settings.enableEditInDialog!.advanced).toBe(true);
  });
});
