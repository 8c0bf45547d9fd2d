import { describe, expect, it } from 'vitest';
import type { DynamicFormDataInput } from '../definition/index';
import { FieldStore } from './fieldStore';
import { FormStages } from './formStages';
import { INITIAL_STATE, type FormAreaMessage, type FormState } from './formTypes';
import { sectionStorageKey } from './sectionStorage';
import { createRecordingTransport } from './testing';
import { DEFAULT_VALIDATORS } from './validators';

const form: DynamicFormDataInput = {
  formId: 'F',
  formName: 'F',
  formVersion: 1,
  entityInstanceId: '3',
  readonly: false,
  sections: [
    { name: 'Main', elements: [{ name: 'Name' }] },
    { name: 'More', collapsable: true, collapsed: true, elements: [{ name: 'Note' }] },
  ],
  elements: [
    { name: 'Name', controlType: 'TextBox', value: 'Ana' },
    { name: 'Note', controlType: 'TextBox' },
  ],
  userMessages: [{ level: 'info', message: 'Welcome' }],
};

function harness() {
  const transport = createRecordingTransport(form);
  const stored = new Map<string, string>([[sectionStorageKey('F', '3', 'More'), '0']]);
  const stages: string[] = [];
  const notified: string[] = [];
  const messages: FormAreaMessage[] = [];
  const work: string[] = [];
  let state: FormState = INITIAL_STATE;
  const fields = new FieldStore(
    { formReadonly: () => state.readonly, report: () => undefined, notifyField: () => undefined },
    DEFAULT_VALIDATORS,
  );
  const lifecycle = new FormStages(
    {
      fields,
      state: () => state,
      setState: (patch) => {
        state = { ...state, ...patch };
        if (patch.stage) stages.push(patch.stage);
      },
      replaceState: (next) => void (state = next),
      resetWork: () => work.push('reset'),
      cancelAutoSave: () => work.push('cancel'),
      applyMessages: (list) => messages.push(...list),
      notifyField: (name) => notified.push(name),
    },
    {
      transport,
      sectionStorage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => stored.set(key, value),
      },
    },
  );
  return { lifecycle, fields, transport, stages, notified, messages, work, state: () => state };
}

describe('FormStages', () => {
  it('load → build → initial render → form loaded; the state, fields and messages come from the answer', async () => {
    const h = harness();
    let loaded = false;
    void h.lifecycle.whenLoaded().then(() => (loaded = true));
    await h.lifecycle.load({ formId: 'F', entityInstanceId: '3', requestReadOnly: true });
    expect(h.stages).toEqual(['load', 'build', 'initialRender']);
    expect(h.state()).toMatchObject({ entityInstanceId: '3', readonly: true, dirty: false, cleared: false });
    // The stored choice wins over the definition's collapsed flag.
    expect(h.state().collapsedSections).toEqual({ Main: false, More: false });
    expect(h.fields.get('Name')!.snapshot).toMatchObject({ value: 'Ana', readonly: true });
    expect(h.notified).toEqual(['Name', 'Note']);
    expect(h.messages).toMatchObject([{ level: 'info', message: 'Welcome' }]);
    expect(h.work).toEqual(['reset']);
    await Promise.resolve();
    expect(loaded).toBe(false);
    h.lifecycle.markRendered();
    await Promise.resolve();
    expect(loaded).toBe(true);
    expect(h.state().stage).toBe('formLoaded');
    await h.lifecycle.whenLoaded();
  });

  it('marking rendered before the build does nothing', () => {
    const h = harness();
    h.lifecycle.markRendered();
    expect(h.state().stage).toBe('idle');
  });

  it('the reload after a save repeats the last request for the saved instance, silently', async () => {
    const h = harness();
    await h.lifecycle.load({ formId: 'F', entityInstanceId: null, parameters: { a: '1' } });
    await h.lifecycle.reloadSaved('F', '8');
    expect(h.transport.loads.at(-1)).toMatchObject({
      formId: 'F',
      entityInstanceId: '8',
      parameters: { a: '1' },
    });
    expect(h.state().entityInstanceId).toBe('8');
  });

  it('clear empties the fields, tells their listeners and marks the form cleared', async () => {
    const h = harness();
    await h.lifecycle.load({ formId: 'F', entityInstanceId: '3' });
    h.notified.length = 0;
    h.lifecycle.clear();
    expect(h.fields.size).toBe(0);
    expect(h.notified).toEqual(['Name', 'Note']);
    expect(h.state()).toMatchObject({ data: null, stage: 'idle', cleared: true });
    expect(h.work.at(-1)).toBe('cancel');
  });
});
