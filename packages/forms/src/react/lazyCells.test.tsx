import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import { FormModel, createRecordingTransport, createRecordingView } from '../core/index';
import { controlRegistry } from '../controls/builtinControls';
import { generateForm } from '../stories/generateForm';
import { FormView } from './FormView';
import { LAZY_FIELD_THRESHOLD } from './lazyCells';

/**
 * jsdom lays nothing out (every rectangle is empty), so no cell starts on screen: every cell of a
 * large form starts dormant, and the test plays the IntersectionObserver.
 */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser reports these cells near the viewport. */
  show(elements: Element[]) {
    this.callback(
      elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const messages = { validation_required: 'This field is required.' };

async function renderForm(fields: number) {
  const data = generateForm({
    text: fields - 10,
    number: 4,
    select: 2,
    date: 2,
    boolean: 2,
    required: 5,
    rules: 1,
    sectionSize: 50,
  });
  const model = new FormModel({
    transport: createRecordingTransport(data),
    formView: createRecordingView(),
    validators: controlRegistry.validators(),
  });
  await model.load({ formId: data.formId, entityInstanceId: null });
  render(
    <I18nProvider language="en" messages={messages} isProduction={false}>
      <FormView model={model} registry={controlRegistry} formKey="lazy" />
    </I18nProvider>,
  );
  return { model, data };
}

const cellOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

describe('lazy cells of a large form', () => {
  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders dormant cells that keep the label, the value and the keyboard', async () => {
    await renderForm(LAZY_FIELD_THRESHOLD + 20);
    expect(document.querySelectorAll('[data-dormant]').length).toBeGreaterThan(LAZY_FIELD_THRESHOLD);
    expect(document.querySelector('.ic-form-lazy')).not.toBeNull();
    // Labelled (find-in-page finds the label text, a screen reader reads the name) and focusable.
    const input = screen.getByRole('textbox', { name: 'Text field 5' });
    expect(input.closest('[data-dormant]')).not.toBeNull();
    expect(input.tabIndex).toBe(0);
    // Focusing it renders the real control, which takes the focus.
    act(() => input.focus());
    const real = screen.getByRole('textbox', { name: 'Text field 5' });
    expect(cellOf('f005').hasAttribute('data-dormant')).toBe(false);
    expect(document.activeElement).toBe(real);
    fireEvent.change(real, { target: { value: 'typed' } });
    expect((real as HTMLInputElement).value).toBe('typed');
  });

  it('a dormant Dropdown shows the chosen option’s text, not its stored value', async () => {
    const { model, data } = await renderForm(LAZY_FIELD_THRESHOLD + 20);
    const dropdown = data.elements!.find((element) => element.controlType === 'Dropdown')!;
    act(() => model.setValue(dropdown.name, 'o3'));
    const cell = cellOf(dropdown.name);
    expect(cell.hasAttribute('data-dormant')).toBe(true);
    expect(cell.querySelector('input')!.value).toBe('Option 3');
    // A value no option has (a retired code) still shows itself rather than nothing.
    act(() => model.setValue(dropdown.name, 'gone'));
    expect(cellOf(dropdown.name).querySelector('input')!.value).toBe('gone');
  });

  it('wakes the cells the IntersectionObserver sees near the viewport', async () => {
    await renderForm(LAZY_FIELD_THRESHOLD + 20);
    const observer = TestIntersectionObserver.instances.at(-1)!;
    const cell = cellOf('f010');
    expect(observer.observed.has(cell)).toBe(true);
    act(() => observer.show([cell]));
    expect(cellOf('f010').hasAttribute('data-dormant')).toBe(false);
    expect(cellOf('f011').hasAttribute('data-dormant')).toBe(true);
  });

  it('a dormant checkbox works as it is, and rules and errors reach dormant cells', async () => {
    const { model, data } = await renderForm(LAZY_FIELD_THRESHOLD + 20);
    const ruled = data.elements!.find((element) => element.rules?.visible)!;
    const booleanName = (ruled.rules!.visible as { '==': [{ var: string }, boolean] })['=='][0].var;
    expect(cellOf(ruled.name).hidden).toBe(true);
    const checkbox = cellOf(booleanName).querySelector<HTMLInputElement>('input[type=checkbox]')!;
    act(() => checkbox.click());
    expect(model.getField(booleanName)!.value).toBe(true);
    expect(cellOf(ruled.name).hidden).toBe(false);
    act(() => {
      model.validate();
    });
    const required = data.elements!.filter((element) => element.required).map((element) => element.name);
    for (const name of required)
      expect(cellOf(name).querySelector('.ic-field-error')?.textContent).toBe('This field is required.');
  });

  it('a reload of the same form keeps the woken cells and the focus', async () => {
    const { model, data } = await renderForm(LAZY_FIELD_THRESHOLD + 20);
    act(() => screen.getByRole('textbox', { name: 'Text field 5' }).focus());
    const real = screen.getByRole('textbox', { name: 'Text field 5' });
    expect(document.activeElement).toBe(real);
    await act(async () => {
      await model.load({ formId: data.formId, entityInstanceId: null });
    });
    expect(cellOf('f005').hasAttribute('data-dormant')).toBe(false);
    expect(document.activeElement).toBe(real);
  });

  it('renders every control at once below the threshold', async () => {
    await renderForm(LAZY_FIELD_THRESHOLD - 20);
    expect(document.querySelectorAll('[data-dormant]').length).toBe(0);
    expect(document.querySelector('.ic-form-lazy')).toBeNull();
  });
});
