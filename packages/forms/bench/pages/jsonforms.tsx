import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { JsonSchema, UISchemaElement, ValidationMode } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { countRenders, measureKeystrokes, pageReady, until } from './protocol';
import { elements, firstRuled, lastField, propertyOf, requiredNames, ruleBoolean, ruleOf } from './schema';

/** @jsonforms/react with its vanilla renderers: one Control per field, rules as SHOW conditions. */
const schema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(elements.map((element) => [element.name, propertyOf(element)])),
  required: requiredNames,
} as JsonSchema;
const uischema: UISchemaElement = {
  type: 'VerticalLayout',
  elements: elements.map((element) => {
    const rule = ruleOf(element);
    return {
      type: 'Control',
      scope: `#/properties/${element.name}`,
      ...(rule
        ? {
            rule: {
              effect: 'SHOW',
              condition: { scope: `#/properties/${rule}`, schema: { const: true } },
            },
          }
        : {}),
    };
  }),
} as UISchemaElement;

const control: { setMode: (mode: ValidationMode) => void } = { setMode: () => {} };

function App() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const [mode, setValidationMode] = useState<ValidationMode>('ValidateAndHide');
  useEffect(() => {
    control.setMode = setValidationMode;
  }, []);
  return (
    <JsonForms
      schema={schema}
      uischema={uischema}
      data={data}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      validationMode={mode}
      onChange={({ data: next }) => setData(next as Record<string, unknown>)}
    />
  );
}

const byId = (name: string) =>
  document.getElementById(`#/properties/${name}-input`) as HTMLInputElement | null;
const visible = (name: string) => {
  const input = byId(name);
  return input !== null && input.closest('[style*="display: none"], [hidden]') === null;
};

window.__bench = {
  async mount() {
    const start = performance.now();
    createRoot(document.getElementById('root')!).render(<App />);
    return until(() => byId(lastField) !== null, start);
  },
  keystrokes: (count) => measureKeystrokes(byId('f001')!, count),
  rendersPerKeystroke: (count) => countRenders(byId('f003')!, count),
  async toggleRule() {
    const start = performance.now();
    byId(ruleBoolean)!.click();
    return until(() => visible(firstRuled.name), start);
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
    control.setMode('ValidateAndShow');
    return until(
      () =>
        [...document.querySelectorAll('.validation')].filter((node) => (node.textContent ?? '').trim() !== '')
          .length > 0,
      start,
    );
  },
  errorsShown: () =>
    [...document.querySelectorAll('.validation_error')].filter(
      (node) => (node.textContent ?? '').trim() !== '',
    ).length,
};
pageReady();
