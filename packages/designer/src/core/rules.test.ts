import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  addElement,
  moveToSection,
  removeElement,
  sectionPlaces,
  textKey,
  uniqueElementName,
  unplacedElements,
  updateElement,
  type DesignDefinition,
} from './definitionEdits';
import {
  computedValueCycles,
  deriveElementDependencies,
  renameRuleVariable,
  unknownRuleFields,
} from './rules';
import { parseSettingInput, settingsFields, settingsProblems } from './settingsFields';

const elements = [
  { name: 'Width', rules: {} },
  { name: 'Height' },
  { name: 'Area', rules: { value: { '*': [{ var: 'Width' }, { var: 'Height' }] } } },
  { name: 'Note', rules: { visible: { '>': [{ var: 'Area' }, 10] }, required: { var: 'Note' } } },
];

describe('rule dependencies', () => {
  it('derives, for each control, the elements whose rules read it (self-reads left out)', () => {
    expect(deriveElementDependencies(elements)).toEqual({
      Area: ['Note'],
      Height: ['Area'],
      Width: ['Area'],
    });
  });

  it('finds rules reading fields the form does not have, with the rule kind', () => {
    expect(
      unknownRuleFields([...elements, { name: 'X', rules: { readonly: { var: 'Address.City' } } }]),
    ).toEqual([{ element: 'X', kind: 'readonly', field: 'Address' }]);
    expect(unknownRuleFields(elements)).toEqual([]);
  });

  it('finds cycles between computed values, including a value reading itself', () => {
    expect(computedValueCycles(elements)).toEqual([]);
    const cyclic = [
      { name: 'A', rules: { value: { '+': [{ var: 'B' }, 1] } } },
      { name: 'B', rules: { value: { '+': [{ var: 'C' }, 1] } } },
      { name: 'C', rules: { value: { var: 'A' } } },
      { name: 'D', rules: { value: { var: 'D' } } },
      { name: 'E', rules: { visible: { var: 'F' } } },
      { name: 'F', rules: { visible: { var: 'E' } } },
    ];
    expect(computedValueCycles(cyclic)).toEqual([['A', 'B', 'C'], ['D']]);
  });
});

const base = (): DesignDefinition => ({
  formName: 'Test',
  sections: [
    { name: 'One', elements: [{ name: 'Width', sortOrder: 10 }] },
    { name: 'Two', elements: [] },
  ],
  elements: [{ name: 'Width', controlType: 'Numeric' }],
});

describe('definition edits', () => {
  it('adds a control with a unique name at the end of a section, in a new row', () => {
    const first = addElement(base(), 'One', { controlType: 'TextBox' });
    const second = addElement(first.definition, 'One', { controlType: 'TextBox' });
    expect([first.name, second.name]).toEqual(['TextBox', 'TextBox2']);
    expect(sectionPlaces(second.definition, 'One').map((p) => [p.name, p.newRow])).toEqual([
      ['Width', false],
      ['TextBox', true],
      ['TextBox2', true],
    ]);
    expect(uniqueElementName(base(), '9 lives!')).toBe('F9lives');
  });

  it('moves a control to another section keeping its spans, and removes it everywhere', () => {
    const def = addElement(
      base(),
      'One',
      { controlType: 'TextBox', name: 'Note' },
      { colSpan: 6 },
    ).definition;
    const moved = moveToSection(def, 'Note', 'Two', 0);
    expect(sectionPlaces(moved, 'One').map((p) => p.name)).toEqual(['Width']);
    expect(sectionPlaces(moved, 'Two')).toMatchObject([{ name: 'Note', colSpan: 6 }]);
    const removed = removeElement(moved, 'Note');
    expect(removed.elements!.map((e) => e.name)).toEqual(['Width']);
    expect(sectionPlaces(removed, 'Two')).toEqual([]);
  });

  it('recomputes dependencies when a rule changes, and lists unplaced elements', () => {
    let def = addElement(base(), 'One', { controlType: 'Numeric', name: 'Double' }).definition;
    def = updateElement(def, 'Double', { rules: { value: { '*': [{ var: 'Width' }, 2] } } });
    expect(def.elementDependencies).toEqual({ Width: ['Double'] });
    expect(
      unplacedElements({ ...def, elements: [...def.elements!, { name: 'Loose', controlType: 'Hidden' }] }),
    ).toEqual(['Loose']);
  });

  it('names translation keys after the form and the element', () => {
    expect(textKey('OfferRequest', 'Fax-No.', 'Label')).toBe('Designer_OfferRequest_FaxNo_Label');
    expect(textKey('Offer-Request', 'Fax', 'Tooltip')).toBe('Designer_OfferRequest_Fax_Tooltip');
  });
});

describe('settings fields from a control’s schema', () => {
  const schema = z.object({
    placeholder: z.string().max(500).optional(),
    maxLength: z.number().int().min(0).optional(),
    type: z.enum(['text', 'textarea']).default('text'),
    autofocus: z.boolean().default(false),
    options: z.array(z.object({ value: z.string() })).default([]),
  });

  it('gives each property an input by its type', () => {
    expect(settingsFields(schema)).toEqual([
      { key: 'placeholder', kind: 'string', maxLength: 500 },
      { key: 'maxLength', kind: 'integer', minimum: 0, maximum: undefined },
      { key: 'type', kind: 'enum', values: ['text', 'textarea'] },
      { key: 'autofocus', kind: 'boolean' },
      { key: 'options', kind: 'json' },
    ]);
    expect(settingsFields(undefined)).toEqual([]);
  });

  it('reports the schema’s problems per setting and parses inputs', () => {
    expect(settingsProblems(schema, { maxLength: -1 })).toMatchObject([{ key: 'maxLength' }]);
    expect(settingsProblems(schema, { maxLength: 5, codeList: 'countries' })).toEqual([]);
    const integer = { key: 'maxLength', kind: 'integer' } as const;
    expect(parseSettingInput(integer, '12,5')).toEqual({ value: 12.5, remove: false });
    expect(parseSettingInput(integer, '')).toEqual({ value: undefined, remove: true });
    expect(parseSettingInput({ key: 'o', kind: 'json' }, '[1')).toMatchObject({ error: expect.any(String) });
  });
});

describe('rename and sections', () => {
  it('renames an element with its place; a taken name changes nothing', async () => {
    const { renameElement, addSection } = await import('./definitionEdits');
    const def = addElement(base(), 'One', { controlType: 'TextBox', name: 'Note' }).definition;
    const renamed = renameElement(def, 'Note', 'Remark');
    expect(renamed.elements!.map((e) => e.name)).toEqual(['Width', 'Remark']);
    expect(sectionPlaces(renamed, 'One').map((p) => p.name)).toEqual(['Width', 'Remark']);
    expect(renameElement(def, 'Note', 'Width')).toBe(def);
    expect(addSection(def, 'Three').sections!.map((s) => s.name)).toEqual(['One', 'Two', 'Three']);
    expect(addSection(def, 'One')).toBe(def);
  });
});

describe('renaming rewrites the rules that name the element', () => {
  it('rewrites var (with a path and a default), missing and missing_some, and nothing else', () => {
    const rule = {
      and: [
        { '>': [{ var: 'Width' }, 10] },
        { '==': [{ var: ['Width.mm', { var: 'Widths' }] }, { var: 'WidthNote' }] },
        { missing: ['Width', 'Height'] },
        { missing: [['Width']] },
        { missing_some: [1, ['Height', 'Width.unit']] },
        { in: ['Width', { var: 'Tags' }] },
        { var: { cat: ['Wid', 'th'] } },
      ],
    };
    expect(renameRuleVariable(rule, 'Width', 'Breadth')).toEqual({
      and: [
        { '>': [{ var: 'Breadth' }, 10] },
        { '==': [{ var: ['Breadth.mm', { var: 'Widths' }] }, { var: 'WidthNote' }] },
        { missing: ['Breadth', 'Height'] },
        { missing: [['Breadth']] },
        { missing_some: [1, ['Height', 'Breadth.unit']] },
        // A string literal compared with a value is data, not a read of the control.
        { in: ['Width', { var: 'Tags' }] },
        { var: { cat: ['Wid', 'th'] } },
      ],
    });
    expect(renameRuleVariable({ var: 'Width' }, 'Height', 'Tall')).toEqual({ var: 'Width' });
  });

  it('renameElement rewrites every rule reading the old name (its own too) and the dependencies follow', async () => {
    const { renameElement } = await import('./definitionEdits');
    const def: DesignDefinition = {
      formName: 'F',
      sections: [{ name: 'One', elements: elements.map((e) => ({ name: e.name })) }],
      elements: elements.map((e) => ({ ...e, controlType: 'TextBox' })),
    };
    const renamed = renameElement(def, 'Area', 'Surface');
    const byName = Object.fromEntries(renamed.elements!.map((e) => [e.name, e]));
    expect(byName.Surface!.rules).toEqual({ value: { '*': [{ var: 'Width' }, { var: 'Height' }] } });
    expect(byName.Note!.rules).toEqual({
      visible: { '>': [{ var: 'Surface' }, 10] },
      required: { var: 'Note' },
    });
    // Elements whose rules do not read it keep their objects.
    expect(byName.Height).toBe(def.elements![1]);
    expect(unknownRuleFields(renamed.elements!)).toEqual([]);
    expect(renamed.elementDependencies).toEqual({
      Height: ['Surface'],
      Surface: ['Note'],
      Width: ['Surface'],
    });
    const self = renameElement(def, 'Note', 'Remark');
    expect(self.elements!.find((e) => e.name === 'Remark')!.rules).toEqual({
      visible: { '>': [{ var: 'Area' }, 10] },
      required: { var: 'Remark' },
    });
  });
});
