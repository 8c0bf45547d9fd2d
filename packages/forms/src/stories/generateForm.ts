import type { DynamicFormDataInput, FormElementInput, SectionElementInput } from '../core/index';

export interface GeneratedFormOptions {
  text?: number;
  number?: number;
  select?: number;
  date?: number;
  boolean?: number;
  /** How many fields are required (spread over the types). */
  required?: number;
  /** How many fields are shown only while a boolean is true (JSON Logic `visible` rules). */
  rules?: number;
  /** Fields per section. */
  sectionSize?: number;
}

/** The benchmark's mix (issue 14 item 8): 500 fields in five types, 50 required, 20 rules. */
export const BENCH_FORM: Required<GeneratedFormOptions> = {
  text: 250,
  number: 100,
  select: 75,
  date: 50,
  boolean: 25,
  required: 50,
  rules: 20,
  sectionSize: 50,
};

const SELECT_OPTIONS = Array.from({ length: 8 }, (_, i) => ({ value: `o${i + 1}`, text: `Option ${i + 1}` }));

/**
 * A form definition of many fields, the same for the 500-field story and `bench:forms`: fields
 * named f001…, in sections of 50 on the 12-column grid (four per row), every tenth required, and
 * the first `rules` text fields visible only while boolean field b<k> is checked.
 */
export function generateForm(options: GeneratedFormOptions = {}): DynamicFormDataInput {
  const o = { ...BENCH_FORM, ...options };
  const kinds: FormElementInput['controlType'][] = [
    ...Array<string>(o.text).fill('TextBox'),
    ...Array<string>(o.number).fill('Numeric'),
    ...Array<string>(o.select).fill('Dropdown'),
    ...Array<string>(o.date).fill('Date'),
    ...Array<string>(o.boolean).fill('Boolean'),
  ];
  const total = kinds.length;
  // Every n-th field that can be required (a checkbox cannot), spread over the whole form.
  const candidates = kinds.flatMap((kind, index) => (kind === 'Boolean' ? [] : [index]));
  const step = o.required > 0 ? Math.max(1, Math.floor(candidates.length / o.required)) : 0;
  const requiredSet = new Set(step ? candidates.filter((_, i) => i % step === 0).slice(0, o.required) : []);
  const booleans: string[] = [];
  const elements: FormElementInput[] = kinds.map((controlType, index) => {
    const name = `f${String(index + 1).padStart(3, '0')}`;
    if (controlType === 'Boolean') booleans.push(name);
    const required = requiredSet.has(index);
    const element: FormElementInput = {
      name,
      controlType,
      displayName: `${controlType === 'TextBox' ? 'Text' : controlType} field ${index + 1}`,
      required,
    };
    if (controlType === 'Dropdown') element.settings = { options: SELECT_OPTIONS };
    if (controlType === 'Numeric') element.settings = { decimals: 2 };
    return element;
  });
  // Rules: text fields 2, 4, 6 … are shown only while the k-th boolean is true.
  let ruled = 0;
  for (const element of elements) {
    if (ruled >= o.rules || booleans.length === 0) break;
    if (element.controlType !== 'TextBox' || element.required) continue;
    const index = Number(element.name.slice(1));
    if (index % 2 !== 0) continue;
    element.rules = { visible: { '==': [{ var: booleans[ruled % booleans.length]! }, true] } };
    ruled += 1;
  }
  const sections: { name: string; displayName: string; elements: SectionElementInput[] }[] = [];
  elements.forEach((element, index) => {
    const sectionIndex = Math.floor(index / o.sectionSize);
    if (!sections[sectionIndex])
      sections[sectionIndex] = {
        name: `s${sectionIndex + 1}`,
        displayName: `Section ${sectionIndex + 1}`,
        elements: [],
      };
    sections[sectionIndex]!.elements.push({ name: element.name, colSpan: 3, sortOrder: index });
  });
  return {
    formId: 'generated',
    formName: `Generated form of ${total} fields`,
    formVersion: 1,
    entityInstanceId: null,
    sections,
    elements,
  };
}
