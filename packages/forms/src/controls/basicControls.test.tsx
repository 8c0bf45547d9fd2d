import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { FormModel, createRecordingTransport, createRecordingView } from '../core/index';
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
