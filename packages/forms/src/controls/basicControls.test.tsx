import { render, screen } from '@testing-library/react';
import { validationField } from './testing';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import {
  FormModel,
  VALID,
  createRecordingTransport,
  createRecordingView,
  type ValidationResult,
} from '../core/index';
import { FormView } from '../react/FormView';
import { BASIC_CONTROLS, createBasicControlRegistry } from './basicControls';
import { BUILTIN_CONTROLS } from './builtinControls';

describe('the basic control registry', () => {
  it('holds the plain data-entry types, each as the full registry defines its settings', () => {
    const types = BASIC_CONTROLS.map((definition) => definition.type).sort();
    expect(types).toEqual(
      [
        'Boolean',
        'Date',
        'DateTime',
        'Dropdown',
        'FormButton',
        'FormHeader',
        'FormLabel',
        'Hidden',
        'Link',
        'Numeric',
        'RadioGroup',
        'TextBox',
        'Time',
      ].sort(),
    );
    for (const definition of BASIC_CONTROLS) {
      const full = BUILTIN_CONTROLS.find((entry) => entry.type === definition.type)!;
      expect(definition.settingsSchema).toBe(full.settingsSchema);
      expect(definition.validator).toBe(full.validator);
    }
    expect(createBasicControlRegistry()).not.toBe(createBasicControlRegistry());
  });

  it("checks the basic types' values with their specs and reads no other control's spec", () => {
    const validators = createBasicControlRegistry().validators();
    expect(Object.keys(validators).sort()).toEqual(
      ['Boolean', 'Date', 'DateTime', 'Dropdown', 'Numeric', 'RadioGroup', 'TextBox', 'Time'].sort(),
    );
    const field = (_controlType: string, settings: Record<string, unknown> = {}) => validationField(settings);
    const firstKey = (result: ValidationResult) => (result.valid ? null : result.failure.key);
    // The value schemas (a component's own validator used to replace them for text and numbers).
    expect(firstKey(validators.Numeric!(field('Numeric'), 'abc'))).toBe('DynamicForm_InvalidValue');
    expect(firstKey(validators.TextBox!(field('TextBox'), { a: 1 }))).toBe('DynamicForm_InvalidValue');
    expect(firstKey(validators.Dropdown!(field('Dropdown'), { a: 1 }))).toBe('DynamicForm_InvalidValue');
    expect(firstKey(validators.Date!(field('Date'), 'tomorrow'))).toBe('DynamicForm_InvalidValue');
    // And the types' own rules behind them.
    expect(firstKey(validators.Numeric!(field('Numeric', { max: 5 }), 9))).not.toBeNull();
    expect(firstKey(validators.TextBox!(field('TextBox', { maxLength: 2 }), 'abc'))).not.toBeNull();
    expect(validators.Numeric!(field('Numeric', { max: 5 }), 3)).toEqual(VALID);
    expect(validators.TextBox!(field('TextBox', { maxLength: 2 }), 'ok')).toEqual(VALID);
  });

  it('renders a lazily loaded react-aria control once its code is in', async () => {
    const registry = createBasicControlRegistry();
    const data = {
      formId: 'basic',
      formName: 'Basic',
      formVersion: 1,
      sections: [{ name: 'Main', elements: [{ name: 'Colour' }, { name: 'Name' }] }],
      elements: [
        {
          name: 'Colour',
          controlType: 'Dropdown',
          displayName: 'Colour',
          settings: { options: [{ value: 'r', text: 'Red' }] },
          value: 'r',
        },
        { name: 'Name', controlType: 'TextBox', displayName: 'Name', value: 'Ada' },
      ],
    };
    const model = new FormModel({
      transport: createRecordingTransport(data),
      formView: createRecordingView(),
      validators: registry.validators(),
    });
    await model.load({ formId: 'basic', entityInstanceId: null });
    render(
      <I18nProvider language="en" messages={{}} isProduction={false}>
        <FormView model={model} registry={registry} formKey="basic" />
      </I18nProvider>,
    );
    // The text box is in the entry; the select arrives with its chunk.
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ada');
    expect((await screen.findByRole('button', { name: /Red/ })).textContent).toContain('Red');
  });
});
