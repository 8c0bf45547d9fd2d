import { describe, expect, it } from 'vitest';
import { dynamicFormDataSchema, type DynamicFormDataInput } from '../definition/index';
import { DependentReloads } from './dependentReloads';
import { FieldStore } from './fieldStore';
import type { FormAreaMessage } from './formTypes';
import { createRecordingTransport } from './testing';
import { DEFAULT_VALIDATORS } from './validators';

const form: DynamicFormDataInput = {
  formId: 'F',
  formName: 'F',
  formVersion: 1,
  entityInstanceId: '4',
  elementDependencies: { Country: ['City'] },
  sections: [{ name: 'Main', elements: [{ name: 'Country' }, { name: 'City' }, { name: 'Title' }] }],
  elements: [
    { name: 'Country', controlType: 'TextBox', value: 'SI' },
    { name: 'City', controlType: 'TextBox' },
    { name: 'Title', controlType: 'FormHeader' },
  ],
};

function harness() {
  const data = dynamicFormDataSchema.parse(form);
  const transport = createRecordingTransport(form);
  const reported: unknown[] = [];
  const messages: FormAreaMessage[] = [];
  const lockLog: string[] = [];
  const fields = new FieldStore(
    { formReadonly: () => false, report: (e) => reported.push(e), notifyField: () => undefined },
    DEFAULT_VALIDATORS,
  );
  fields.load(data);
  const reloads = new DependentReloads(
    {
      fields,
      state: () => ({ data, entityInstanceId: '4' }),
      lock: () => lockLog.push('lock'),
      unlock: () => lockLog.push('unlock'),
      applyMessages: (list) => messages.push(...list),
      track: (work) => work,
      report: (e) => reported.push(e),
    },
    transport,
  );
  return { reloads, fields, transport, reported, messages, lockLog };
}

describe('DependentReloads', () => {
  it('asks for the dependents with the value controls’ values, locked, and applies the answer', async () => {
    const h = harness();
    h.transport.onReload = () => ({
      data: { City: { value: 'Ljubljana' } },
      userMessages: [{ level: 'info', message: 'Reloaded' }],
    });
    await h.reloads.reload('Country');
    const { body } = h.transport.reloads[0]!;
    expect(body.reloadRequests).toEqual([{ ElementBaseName: 'City' }]);
    expect(body.dependantValues).toHaveProperty('Country', 'SI');
    expect(Object.keys(body.dependantValues ?? {})).toEqual(['Country', 'City']);
    expect(body.entityInstanceId).toBe('4');
    expect(h.fields.get('City')!.snapshot.value).toBe('Ljubljana');
    expect(h.messages).toMatchObject([{ level: 'info', message: 'Reloaded' }]);
    expect(h.lockLog).toEqual(['lock', 'unlock']);
  });

  it('a field nobody depends on asks nothing', async () => {
    const h = harness();
    await h.reloads.reload('City');
    expect(h.transport.reloads).toHaveLength(0);
    expect(h.lockLog).toEqual([]);
  });

  it('only the latest request per source applies; the older answer is reported and dropped', async () => {
    const h = harness();
    const answers: ((value: unknown) => void)[] = [];
    h.transport.onReload = () => new Promise((resolve) => answers.push(resolve));
    const first = h.reloads.reload('Country');
    const second = h.reloads.reload('Country');
    await Promise.resolve();
    await Promise.resolve();
    answers[1]!({ data: { City: { value: 'Maribor' } } });
    await second;
    answers[0]!({ data: { City: { value: 'Old' } } });
    await first;
    expect(h.fields.get('City')!.snapshot.value).toBe('Maribor');
    expect(h.reported).toHaveLength(1);
    expect(h.lockLog).toEqual(['lock', 'lock', 'unlock', 'unlock']);
  });

  it('a failed request is reported and the form unlocked', async () => {
    const h = harness();
    h.transport.onReload = () => {
      throw new Error('offline');
    };
    await h.reloads.reload('Country');
    expect(String(h.reported[0])).toContain('offline');
    expect(h.lockLog).toEqual(['lock', 'unlock']);
  });
});
