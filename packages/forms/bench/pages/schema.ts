import type { FormElementInput } from '../../src/core/index';
import { generateForm } from '../../src/stories/generateForm';

/** The generated form as JSON Schema (RJSF and JSON Forms read the same one). */
export const data = generateForm();
export const elements = data.elements!;
export const requiredNames = elements.filter((element) => element.required).map((element) => element.name);
export const ruleOf = (element: FormElementInput): string | null =>
  element.rules?.visible
    ? (element.rules.visible as { '==': [{ var: string }, boolean] })['=='][0].var
    : null;
export const firstRuled = elements.find((element) => element.rules?.visible)!;
export const ruleBoolean = ruleOf(firstRuled)!;
export const lastField = elements[elements.length - 1]!.name;

interface Property {
  type: string;
  title: string;
  format?: string;
  oneOf?: { const: string; title: string }[];
}

export function propertyOf(element: FormElementInput): Property {
  const title = element.displayName ?? element.name;
  switch (element.controlType) {
    case 'Numeric':
      return { type: 'number', title };
    case 'Dropdown':
      return {
        type: 'string',
        title,
        oneOf: ((element.settings?.options as { value: string; text: string }[]) ?? []).map((o) => ({
          const: o.value,
          title: o.text,
        })),
      };
    case 'Date':
      return { type: 'string', title, format: 'date' };
    case 'Boolean':
      return { type: 'boolean', title };
    default:
      return { type: 'string', title };
  }
}
