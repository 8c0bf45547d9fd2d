import { describe, expect, it } from 'vitest';
import { dynamicFormDataSchema, type DynamicFormDataInput } from '../definition/index';
import { FieldStore } from './fieldStore';
import { DEFAULT_VALIDATORS } from './validators';

const form: DynamicFormDataInput = {
  formId: 'F',
  formName: 'F',
  formVersion: 1,
  sections: [
    {
      name: 'First',
      elements: [
        { name: 'B', sortOrder: 2 },
        { name: 'A', sortOrder: 1 },
      ],
    },
    { name: 'Second', readonly: true, elements: [{ name: 'Total', sortOrder: 0 }] },
  ],
  elements: [
    { name: 'A', controlType: 'TextBox', required: true, value: 2 },
    { name: 'B', controlType: 'TextBox', value: 3, rules: { visible: { '>': [{ var: 'A' }, 1] } } },
    { name: 'Total', controlType: 'Numeric', rules: { value: { '+': [{ var: 'A' }, { var: 'B' }] } } },
    { name: 'Broken', controlType: 'TextBox', rules: { required: { unknownOperation: [1] } } },
  ],
};

function store(readonly = false) {
  const notified: string[] = [];
  const reported: unknown[] = [];
  const fields = new FieldStore(
    {
      formReadonly: () => readonly,
      report: (error) => reported.push(error),
      notifyField: (name) => notified.push(name),
    },
    DEFAULT_VALIDATORS,
  );
  fields.load(dynamicFormDataSchema.parse(form));
  return { fields, notified, reported };
}

describe('FieldStore', () => {
  it('builds a snapshot per field with computed values, rule flags and section flags, telling nobody', () => {
    const { fields, notified, reported } = store();
    expect(fields.names()).toEqual(['A', 'B', 'Total', 'Broken']);
    expect(fields.get('Total')!.snapshot).toMatchObject({ value: 5, readonly: true, section: 'Second' });
    expect(fields.get('B')!.snapshot.hidden).toBe(false);
    expect(notified).toEqual([]);
    // A broken rule is reported, the field still has its snapshot.
    expect(fields.get('Broken')!.snapshot.required).toBe(false);
    expect(String(reported[0])).toContain("Rule 'required' of 'Broken'");
    expect(Object.getPrototypeOf(fields.values())).toBeNull();
  });

  it('a changed value reaches the fields whose rules read it, and only changed snapshots notify', () => {
    const { fields, notified } = store();
    fields.require('A').value = 0;
    fields.propagate('A');
    expect(fields.get('Total')!.snapshot.value).toBe(3);
    expect(fields.get('B')!.snapshot.hidden).toBe(true);
    expect(notified.sort()).toEqual(['A', 'B', 'Total']);
    notified.length = 0;
    fields.refresh('A');
    expect(notified).toEqual([]);
  });

  it('the form’s read-only flag makes every snapshot read-only', () => {
    expect(store(true).fields.get('A')!.snapshot.readonly).toBe(true);
    expect(store(false).fields.get('A')!.snapshot.readonly).toBe(false);
  });

  it('server data changes a field and its readers; an unknown control is reported, not thrown', () => {
    const { fields, reported } = store();
    fields.applyElementData('A', { value: 10, validationWarning: 'Check', displayName: 'Amount' });
    expect(fields.get('A')!.snapshot).toMatchObject({ value: 10, warning: 'Check', displayName: 'Amount' });
    expect(fields.get('Total')!.snapshot.value).toBe(13);
    fields.applyElementData('Nope', { value: 1 });
    expect(String(reported.at(-1))).toContain('Nope');
    expect(() => fields.require('Nope')).toThrow(/Nope/);
  });

  it('validates a field (silently or not) and picks the first invalid by focus, section and sortOrder', () => {
    const { fields } = store();
    const a = fields.require('A');
    a.value = '';
    expect(fields.validate(a, true)).toBe(false);
    expect(a.snapshot.error).toBeNull();
    expect(fields.validate(a, false)).toBe(false);
    expect(a.snapshot.error).not.toBeNull();
    const b = fields.require('B');
    const total = fields.require('Total');
    expect(fields.firstInvalid([total, b, a], null)).toBe(a);
    expect(fields.firstInvalid([total, b, a], 'Total')).toBe(total);
    expect(fields.firstInvalid([], null)).toBeUndefined();
  });

  it('clear empties it', () => {
    const { fields } = store();
    fields.clear();
    expect(fields.size).toBe(0);
    expect(fields.get('A')).toBeUndefined();
  });
});
