import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolbarShortcutContext } from '@insulcalc/dialogs';
import { createShellServices, installShortcuts, type ShellServices } from '@insulcalc/shell';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
} from '../core/index';
import { BUILTIN_CONTROLS } from '../controls/builtinControls';
import { TextBox } from '../controls/TextBox/TextBox';
import { createControlRegistry, type ControlProps } from './controlRegistry';
import { FormToolbar } from './FormToolbar';
import { FormView } from './FormView';
import { TestI18n } from './testing';

const form: DynamicFormDataInput = {
  formId: 'f1',
  formName: 'Contact',
  formVersion: 1,
  entityInstanceId: '5',
  sections: [
    {
      name: 'Main',
      displayName: 'Main data',
      collapsable: true,
      elements: [
        { name: 'First', colSpan: 6 },
        { name: 'Second', colSpan: 6 },
        { name: 'Stars', colSpan: 4, newRow: true },
        { name: 'Mystery' },
        { name: 'Locked' },
      ],
    },
  ],
  elements: [
    {
      name: 'First',
      controlType: 'CountingText',
      displayName: 'First name',
      required: true,
      tooltip: 'Given name',
    },
    { name: 'Second', controlType: 'CountingText', displayName: 'Last name' },
    { name: 'Stars', controlType: 'StarRating', displayName: 'Rating', value: 3 },
    { name: 'Mystery', controlType: 'Nope', displayName: 'Mystery' },
    {
      name: 'Locked',
      controlType: 'TextBox',
      displayName: 'Code',
      readonly: true,
      enableBorderlessReadonly: true,
      value: 'X1',
    },
  ],
};

const renders: Record<string, number> = {};
function countRender(name: string) {
  renders[name] = (renders[name] ?? 0) + 1;
}
function CountingText(props: ControlProps) {
  countRender(props.field.name);
  return <TextBox {...props} />;
}
function StarRating({ field, inputId }: ControlProps) {
  return <output id={inputId}>{'★'.repeat(Number(field.value))}</output>;
}

// The services of the test's own store (its shortcut registry).
let services: ShellServices = createShellServices();

async function setup(definition: DynamicFormDataInput = form) {
  services = createShellServices();
  const registry = createControlRegistry(BUILTIN_CONTROLS);
  registry.register({ type: 'CountingText', Component: CountingText });
  registry.register({ type: 'StarRating', Component: StarRating });
  const transport = createRecordingTransport(definition);
  const model = new FormModel({ transport, formView: createRecordingView(), sectionStorage: sessionStorage });
  await model.load({ formId: 'f1', entityInstanceId: '5' });
  const utils = render(
    <TestI18n services={services}>
      <ToolbarShortcutContext.Provider value={services.keyboard.register}>
        <FormToolbar model={model} asDialog={false} />
        <FormView model={model} registry={registry} formKey="t" />
      </ToolbarShortcutContext.Provider>
    </TestI18n>,
  );
  return { model, transport, ...utils };
}

afterEach(() => {
  for (const key of Object.keys(renders)) delete renders[key];
  sessionStorage.clear();
});

describe('FormView', () => {
  it('places elements on the 12-column grid with their spans', async () => {
    const { container } = await setup();
    const first = container.querySelector<HTMLElement>('[data-field=First]')!;
    expect(first.style.getPropertyValue('--ic-col-span')).toBe('6');
    const stars = container.querySelector<HTMLElement>('[data-field=Stars]')!;
    expect(stars.style.getPropertyValue('--ic-col-start')).toBe('1');
    // Mystery (12 columns) does not fit after Stars (4): a row break goes before it.
    expect(container.querySelectorAll('.ic-row-break')).toHaveLength(1);
  });

  it('renders a control type another team registered, and a placeholder for an unknown one', async () => {
    await setup();
    expect(screen.getByText('★★★')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'The control type “Nope” of field Mystery is not available yet.',
    );
  });

  it('a keystroke re-renders only its own control', async () => {
    await setup();
    const before = { ...renders };
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Ana' } });
    expect(renders.First).toBe(before.First! + 1);
    expect(renders.Second).toBe(before.Second);
  });

  it('shows label, tooltip trigger, required marker and the error, warning and info separately', async () => {
    const { model, container } = await setup();
    expect(screen.getByText('First name').parentElement!.querySelector('.ic-required')).toBeTruthy();
    // The star never wraps alone under the label: a no-break space ties it to the label's last word.
    expect(container.querySelector('label[for] .ic-required')!.textContent).toBe('\u00a0*');
    expect(screen.getByRole('button', { name: 'Help: First name' })).toBeTruthy();
    act(() =>
      model.applyMessages([
        { message: 'Bad', level: 'error', controlName: 'First' },
        { message: 'Careful', level: 'warn', controlName: 'First' },
        { message: 'Note', level: 'info', controlName: 'First' },
      ]),
    );
    const cell = container.querySelector('[data-field=First]')!;
    expect(cell.querySelector('.ic-field-error')!.textContent).toBe('Bad');
    expect(cell.querySelector('.ic-field-warning')!.textContent).toBe('Careful');
    expect(cell.querySelector('.ic-field-info')!.textContent).toBe('Note');
    expect(screen.getByRole('textbox', { name: /First name/ }).getAttribute('aria-describedby')).toContain(
      'ic-t-First-error',
    );
    expect(container.querySelector('[data-field=Locked] .ic-field')!.className).toContain('ic-borderless');
  });

  it('collapses a section and remembers it in session storage', async () => {
    const { container } = await setup();
    fireEvent.click(screen.getByRole('button', { name: /Main data/ }));
    expect(container.querySelector('.ic-form-grid')!.hasAttribute('hidden')).toBe(true);
    expect(sessionStorage.getItem('insulcalc.form.section:f1:5:Main')).toBe('1');
  });
});

describe('FormToolbar', () => {
  it('disables Save without changes; Ctrl+S saves once there are changes', async () => {
    const { transport } = await setup();
    const uninstall = installShortcuts({ registry: services.keyboard });
    try {
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
      fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Ana' } });
      await act(async () => {
        fireEvent.keyDown(window, { key: 's', ctrlKey: true });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(transport.saves).toHaveLength(1);
    } finally {
      uninstall();
    }
  });
});
