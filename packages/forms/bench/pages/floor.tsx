import { memo, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormElementInput } from '../../src/core/index';
import { generateForm } from '../../src/stories/generateForm';
import { countRenders, measureKeystrokes, pageReady, until } from './protocol';

/**
 * The page's own limit: 500 memoised controlled inputs, each with its own state. Rules and
 * validate-all go through a tiny store that only the fields concerned subscribe to.
 */
const data = generateForm();
const elements = data.elements!;
const firstRuled = elements.find((element) => element.rules?.visible)!;
const ruleOf = (element: FormElementInput) =>
  element.rules?.visible
    ? (element.rules.visible as { '==': [{ var: string }, boolean] })['=='][0].var
    : null;
const ruleBoolean = ruleOf(firstRuled)!;

const booleans = new Map<string, boolean>();
let showErrors = false;
const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version++;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useStoreValue = <T,>(read: () => T) => useSyncExternalStore(subscribe, read);
const values = new Map<string, unknown>();

const Field = memo(function Field({ element }: { element: FormElementInput }) {
  const [value, setValue] = useState<string | boolean>(element.controlType === 'Boolean' ? false : '');
  const rule = ruleOf(element);
  const visible = useStoreValue(() => (rule ? booleans.get(rule) === true : true));
  const errors = useStoreValue(() => (element.required ? showErrors : false));
  if (!visible) return null;
  const id = element.name;
  const missing = errors && element.required && (value === '' || value === false);
  const change = (next: string | boolean) => {
    setValue(next);
    values.set(id, next);
    if (element.controlType === 'Boolean') {
      booleans.set(id, next === true);
      emit();
    }
  };
  let input;
  if (element.controlType === 'Boolean')
    input = (
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => change(e.target.checked)} />
    );
  else if (element.controlType === 'Dropdown')
    input = (
      <select id={id} value={String(value)} onChange={(e) => change(e.target.value)}>
        <option value="" />
        {((element.settings?.options as { value: string; text: string }[]) ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    );
  else
    input = (
      <input
        id={id}
        type={element.controlType === 'Date' ? 'date' : 'text'}
        inputMode={element.controlType === 'Numeric' ? 'decimal' : undefined}
        value={String(value)}
        onChange={(e) => change(e.target.value)}
      />
    );
  return (
    <div className="field" data-field={id}>
      <label htmlFor={id}>{element.displayName}</label>
      {input}
      {missing ? <div className="err">This field is required.</div> : null}
    </div>
  );
});

function Form() {
  return (
    <form>
      {elements.map((element) => (
        <Field key={element.name} element={element} />
      ))}
    </form>
  );
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement | null;

window.__bench = {
  async mount() {
    const start = performance.now();
    createRoot(document.getElementById('root')!).render(<Form />);
    return until(() => byId(elements[elements.length - 1]!.name) !== null, start);
  },
  keystrokes: (count) => measureKeystrokes(byId('f001')!, count),
  rendersPerKeystroke: (count) => countRenders(byId('f003')!, count),
  async toggleRule() {
    const start = performance.now();
    byId(ruleBoolean)!.click();
    return until(() => byId(firstRuled.name) !== null, start);
  },
  async validateAll() {
    for (const name of ['f001', 'f003']) {
      const input = byId(name)!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await until(() => true, performance.now());
    const start = performance.now();
    showErrors = true;
    emit();
    return until(() => document.querySelectorAll('.err').length > 0, start);
  },
  errorsShown: () => document.querySelectorAll('.err').length,
};
void version;
pageReady();
