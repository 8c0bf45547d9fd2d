import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
} from '../core/index';
import { createBasicControlRegistry } from '../controls/basicControls';
import type { ControlProps } from './controlRegistry';
import { FormView } from './FormView';

const form: DynamicFormDataInput = {
  formId: 'events',
  formName: 'Events',
  formVersion: 1,
  sections: [
    {
      name: 'Main',
      elements: [{ name: 'Name' }, { name: 'Amount' }, { name: 'Agree' }, { name: 'Range' }],
    },
  ],
  elements: [
    { name: 'Name', controlType: 'TextBox', displayName: 'Name' },
    { name: 'Amount', controlType: 'Numeric', displayName: 'Amount' },
    { name: 'Agree', controlType: 'Boolean', displayName: 'Agree' },
    { name: 'Range', controlType: 'TwoInputs', displayName: 'Range' },
  ],
};

/** A control of two native inputs: focus moving between them stays inside the field. */
function TwoInputs({ field, onChange }: ControlProps) {
  const [from, to] = Array.isArray(field.value) ? (field.value as string[]) : ['', ''];
  return (
    <span>
      <input aria-label="From" value={from} onChange={(e) => onChange([e.target.value, to])} />
      <input aria-label="To" value={to} onChange={(e) => onChange([from, e.target.value])} />
    </span>
  );
}

async function setup() {
  const registry = createBasicControlRegistry();
  registry.register({ type: 'TwoInputs', Component: TwoInputs });
  const model = new FormModel({
    transport: createRecordingTransport(form),
    formView: createRecordingView(),
    validators: registry.validators(),
  });
  await model.load({ formId: 'events', entityInstanceId: null });
  const heard: string[] = [];
  model.onFieldEvent((event) => heard.push(`${event.type}:${event.name}:${JSON.stringify(event.value)}`));
  render(
    <I18nProvider language="en" messages={{}} isProduction={false}>
      <FormView model={model} registry={registry} formKey="events" />
    </I18nProvider>,
  );
  return { model, heard };
}

/** The cell raises blur a task after the focus left (a focus back in cancels it). */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('FieldCell field events (spec §3)', () => {
  it('a text box raises input then change per keystroke, and blur when the focus leaves it', async () => {
    const { heard } = await setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    act(() => name.focus());
    fireEvent.input(name, { target: { value: 'A' } });
    fireEvent.input(name, { target: { value: 'An' } });
    act(() => screen.getByRole('textbox', { name: 'Amount' }).focus());
    await nextTask();
    expect(heard).toEqual([
      'input:Name:"A"',
      'change:Name:"A"',
      'input:Name:"An"',
      'change:Name:"An"',
      'blur:Name:"An"',
    ]);
  });

  it('a number raises input with the text as typed and changes only when it is committed on blur', async () => {
    const { heard } = await setup();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    act(() => amount.focus());
    fireEvent.input(amount, { target: { value: '12' } });
    expect(heard).toEqual(['input:Amount:"12"']);
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    await nextTask();
    expect(heard).toEqual(['input:Amount:"12"', 'change:Amount:12', 'blur:Amount:12']);
  });

  it('a control without a native text input (a checkbox) raises one input with its new value', async () => {
    const { heard } = await setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Agree' }));
    expect(heard).toEqual(['input:Agree:true', 'change:Agree:true']);
  });

  it('focus moving inside one field is no blur; leaving it is one', async () => {
    const { heard } = await setup();
    act(() => screen.getByRole('textbox', { name: 'From' }).focus());
    act(() => screen.getByRole('textbox', { name: 'To' }).focus());
    await nextTask();
    expect(heard).toEqual([]);
    act(() => screen.getByRole('textbox', { name: 'Name' }).focus());
    await nextTask();
    expect(heard).toEqual(['blur:Range:null']);
  });
});
