import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { countRenders, measureKeystrokes, pageReady, until } from './protocol';
import { elements, firstRuled, lastField, propertyOf, requiredNames, ruleBoolean, ruleOf } from './schema';

/**
 * @rjsf/core 6 with @rjsf/validator-ajv8: the fields as properties; a rule is JSON Schema's
 * if/then (the field exists only while its boolean is true), as RJSF documents conditionals.
 */
const properties: Record<string, unknown> = {};
const conditionals: unknown[] = [];
for (const element of elements) {
  const rule = ruleOf(element);
  if (rule)
    conditionals.push({
      if: { properties: { [rule]: { const: true } }, required: [rule] },
      then: { properties: { [element.name]: propertyOf(element) } },
    });
  else properties[element.name] = propertyOf(element);
}
const schema: RJSFSchema = {
  type: 'object',
  properties,
  required: requiredNames,
  allOf: conditionals,
} as RJSFSchema;
const uiSchema: UiSchema = {
  'ui:order': elements.map((element) => element.name),
  'ui:submitButtonOptions': { norender: true },
};
const formRef = createRef<Form>();

const byId = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement | null;

window.__bench = {
  async mount() {
    const start = performance.now();
    createRoot(document.getElementById('root')!).render(
      <Form
        ref={formRef}
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
      />,
    );
    return until(() => byId(lastField) !== null, start);
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
    formRef.current!.validateForm();
    return until(() => document.querySelectorAll('.error-detail li').length > 0, start);
  },
  errorsShown: () => document.querySelectorAll('.error-detail li').length,
};
pageReady();
