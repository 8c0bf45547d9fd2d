import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { invalid, VALID } from '../validation/validationResult';
import type { FieldValidationInput } from '../model/fieldTypes';
import {
  BUILTIN_CONTROL_SPECS,
  controlSpecOf,
  controlSpecs,
  registerControlSpec,
  specValidator,
} from './index';
import { CONTROL_TYPES } from '../controlTypes';
import type { FormElement } from '../definition/element';

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

  it('every built-in spec declares its value shape (spec §3 control types)', () => {
    expect(BUILTIN_CONTROL_SPECS.filter((spec) => !spec.valueSchema).map((spec) => spec.type)).toEqual([]);
    for (const type of CONTROL_TYPES) expect(controlSpecOf(type)?.valueSchema, type).toBeDefined();
  });

  it.each([
    ['TextBox', 'Ana', { a: 1 }],
    ['Numeric', 12.5, 'twelve'],
    ['Boolean', true, 'yes'],
    ['Dropdown', 'SI', { value: 'SI' }],
    ['Date', '2026-11-29', '29.11.2026'],
    ['DateTime', '2026-11-29T10:00:00.000Z', 'tomorrow'],
    ['Time', '10:30:00', '10h30'],
    ['File', [{ fileId: 'f1' }], 'f1.pdf'],
    ['Lookup', 'c9a6', { id: 'c9a6' }],
    ['MultiselectLookup', ['a', 2], 'a'],
    ['MultiselectDropdown', ['a', 'b'], 'a,b'],
    ['MultiLang', { en: 'Hello', de: 'Hallo' }, 5],
    ['IconLookup', 'bi-house', ['bi-house']],
    ['FormGrid', [{ Name: 'x' }], 5],
    ['RichTextArea', '<p>Hi</p>', { html: 'x' }],
  ])('%s takes %j and refuses %j', (type, good, bad) => {
    const validate = specValidator(controlSpecOf(type));
    const settings: FieldValidationInput['settings'] = type === 'IconLookup' ? {} : { options: [] };
    expect(validate(field(settings), good).valid).toBe(true);
    expect(validate(field(settings), bad)).toEqual(invalid({ key: 'DynamicForm_InvalidValue' }));
  });

  it('checkConsistency reports settings that contradict each other, on the types that have any', () => {
    const element = (controlType: string, settings: Record<string, unknown>) =>
      ({ name: 'x', controlType, settings }) as unknown as FormElement;
    const check = (type: string, settings: Record<string, unknown>) =>
      controlSpecOf(type)!.checkConsistency!(element(type, settings));
    expect(check('Numeric', { min: 10, max: 1 })).toEqual(['min (10) is greater than max (1).']);
    expect(check('Numeric', { min: 1, max: 10 })).toEqual([]);
    expect(check('TextBox', { pattern: '([a-z' })[0]).toMatch(/not a valid regular expression/);
    expect(check('Date', { min: '2026-12-01', max: '2026-01-01' })).toEqual([
      'min (2026-12-01) is later than max (2026-01-01).',
    ]);
    expect(check('Date', { min: 'soon' })).toEqual(['min (soon) is not a date or time.']);
    expect(check('Dropdown', { options: [{ value: 'a' }, { value: 'a' }] })).toEqual([
      'The option value a is used more than once.',
    ]);
    expect(
      check('MultiselectCheckbox', { options: [{ value: 'a' }], minSelected: 2, maxSelected: 1 }),
    ).toEqual([
      'minSelected (2) is greater than maxSelected (1).',
      'minSelected (2) is more than the 1 options.',
    ]);
    expect(check('FormGrid', { columns: [], minRows: 5, maxRows: 2 })).toEqual([
      'minRows (5) is greater than maxRows (2).',
      'A FormGrid needs at least one column.',
    ]);
    expect(check('MultiLang', { languages: ['en', 'en'] })).toEqual([
      'The language en is listed more than once.',
    ]);
    // Types whose settings cannot contradict each other have no checks.
    expect(controlSpecOf('Boolean')!.checkConsistency).toBeUndefined();
  });
});
