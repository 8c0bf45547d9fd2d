import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dynamicFormDataSchema,
  type DynamicFormData,
  type DynamicFormDataInput,
  type FormSaveAnswer,
} from '../definition/index';
import { FieldStore } from './fieldStore';
import { INITIAL_STATE, type FormAreaMessage, type FormLifecycle, type FormState } from './formTypes';
import { SaveController } from './saveController';
import { createRecordingTransport, createRecordingView } from './testing';
import { DEFAULT_VALIDATORS } from './validators';

afterEach(() => vi.useRealTimers());

const form: DynamicFormDataInput = {
  formId: 'F',
  formName: 'F',
  formVersion: 1,
  entityInstanceId: '7',
  autoSave: true,
  concurrencyTokens: { '7': 'v1' },
  sections: [{ name: 'Main', elements: [{ name: 'Name' }, { name: 'Title' }, { name: 'Comment' }] }],
  elements: [
    { name: 'Name', controlType: 'TextBox', required: true, value: 'Ana' },
    { name: 'Title', controlType: 'FormHeader' },
    { name: 'Comment', controlType: 'TextBox', settings: { workflowComment: true } },
  ],
};

/** A SaveController over a real FieldStore, recording transport and view, and a plain state. */
function harness(input: DynamicFormDataInput = form, options: { reloadFails?: boolean } = {}) {
  const data: DynamicFormData = dynamicFormDataSchema.parse(input);
  const transport = createRecordingTransport(input);
  const view = createRecordingView();
  const log: string[] = [];
  const messages: FormAreaMessage[] = [];
  const reported: unknown[] = [];
  const saved: FormSaveAnswer[] = [];
  let state: FormState = {
    ...INITIAL_STATE,
    stage: 'formLoaded',
    data,
    entityInstanceId: data.entityInstanceId ?? null,
  };
  let locks = 0;
  let lifecycle: FormLifecycle = {};
  const fields = new FieldStore(
    { formReadonly: () => state.readonly, report: (e) => reported.push(e), notifyField: () => undefined },
    DEFAULT_VALIDATORS,
  );
  fields.load(data);
  const controller: SaveController = new SaveController(
    {
      fields,
      state: () => state,
      setState: (patch) => {
        if (patch.saving !== undefined) log.push(`saving:${patch.saving}`);
        state = { ...state, ...patch };
      },
      replaceData: (next) => void (state = { ...state, data: next }),
      requireData: () => state.data!,
      requireView: () => view,
      view: () => view,
      validate: ({ silent }) => {
        log.push(`validate:${Boolean(silent)}`);
        return [...fields.all()].every((record) => fields.validate(record, Boolean(silent)));
      },
      setValue: (name, value) => {
        fields.require(name).value = value;
        state = { ...state, dirty: true };
      },
      applyElementData: (name, elementData) => fields.applyElementData(name, elementData),
      applyMessages: (list) => messages.push(...list),
      reloadSaved: async (id) => {
        log.push(`reload:${id}`);
        if (options.reloadFails) throw new Error('reload failed');
      },
      clear: () => log.push('clear'),
      lock: () => void ((locks += 1), log.push('lock')),
      unlock: () => void ((locks -= 1), log.push('unlock')),
      get locked() {
        return locks > 0;
      },
      lifecycle: () => lifecycle,
      notifySaved: (answer) => saved.push(answer),
      track: (work) => work,
      translate: (key) => `t:${key}`,
      report: (e) => reported.push(e),
    },
    { transport, autoSaveDelayMs: 100, lockPollMs: 10 },
  );
  return {
    controller,
    fields,
    transport,
    view,
    log,
    messages,
    reported,
    saved,
    state: () => state,
    dirty: () => void (state = { ...state, dirty: true }),
    lock: () => void (locks += 1),
    unlock: () => void (locks -= 1),
    setLifecycle: (next: FormLifecycle) => void (lifecycle = next),
  };
}

describe('SaveController', () => {
  it('builds the save body from the fixed fields, the value controls and the chosen files', () => {
    const h = harness();
    const descriptors = h.controller.chooseFiles('Name', [{ file: new Blob(['abc']), name: 'a.txt' }]);
    expect(descriptors).toEqual([{ name: 'a.txt', size: 3, contentType: undefined }]);
    const body = h.controller.saveBody('SAVE');
    expect(body.formId).toBe('F');
    expect(Object.fromEntries(body.fields)).toMatchObject({ Name: '"Ana"', Comment: 'null' });
    expect(body.fields.some(([name]) => name === 'Title')).toBe(false);
    expect(body.files.map((file) => file.fileName)).toEqual(['a.txt']);
    h.controller.reset();
    expect(h.controller.saveBody('SAVE').files).toEqual([]);
  });

  it('saves locked and validated, keeps the answer’s id and tokens, tells the listeners, then reloads', async () => {
    const h = harness({ ...form, entityInstanceId: null });
    h.transport.onSave = () => ({ entityInstanceId: '9', concurrencyTokens: { '9': 'v2' } });
    h.dirty();
    const outcome = await h.controller.save('SAVE');
    expect(outcome).toMatchObject({ kind: 'saved', reloaded: true });
    expect(h.log).toEqual(['validate:false', 'lock', 'saving:true', 'saving:false', 'unlock', 'reload:9']);
    expect(h.state()).toMatchObject({ dirty: false, entityInstanceId: '9' });
    expect(h.state().data!.concurrencyTokens).toEqual({ '9': 'v2' });
    expect(h.view.replacedIds).toEqual(['9']);
    expect(h.saved).toHaveLength(1);
  });

  it('a failed reload after the save clears the form and says the save succeeded', async () => {
    const h = harness(form, { reloadFails: true });
    const outcome = await h.controller.save('SAVE');
    expect(outcome).toMatchObject({ kind: 'saved', reloaded: false });
    expect(h.log.at(-1)).toBe('clear');
    expect(h.messages[0]).toMatchObject({ level: 'info', messageKey: 'FormSaveSuccessMessage' });
    expect(String(h.reported[0])).toContain('reload failed');
  });

  it('CLOSE closes without saving, *ANDCLOSE saves and closes, onBeforeSave false cancels', async () => {
    const h = harness();
    expect(await h.controller.save('CLOSE')).toEqual({ kind: 'closed' });
    expect(h.transport.saves).toHaveLength(0);
    expect(await h.controller.save('SAVEANDCLOSE')).toMatchObject({ kind: 'closed' });
    expect(h.view.closed).toEqual([
      { saved: false, action: 'CLOSE' },
      { saved: true, entityInstanceId: '7', action: 'SAVEANDCLOSE' },
    ]);
    h.setLifecycle({ beforeSave: async () => false });
    expect(await h.controller.save('SAVE')).toEqual({ kind: 'cancelled' });
    expect(h.transport.saves).toHaveLength(1);
  });

  it('REJECTTASK asks for the workflow comment first; no comment cancels', async () => {
    const h = harness();
    h.view.comment = 'Too expensive';
    await h.controller.save('REJECTTASK');
    expect(h.fields.require('Comment').value).toBe('Too expensive');
    h.view.comment = null;
    expect(await h.controller.save('REJECTTASK')).toEqual({ kind: 'cancelled' });
  });

  it('an invalid form is not saved', async () => {
    const h = harness();
    h.fields.require('Name').value = '';
    await expect(h.controller.save('SAVE')).rejects.toThrow();
    expect(h.transport.saves).toHaveLength(0);
  });

  it('autosave debounces, waits while the form is locked, validates silently and saves', async () => {
    vi.useFakeTimers();
    const h = harness();
    h.dirty();
    h.controller.scheduleAutoSave();
    await vi.advanceTimersByTimeAsync(60);
    h.controller.scheduleAutoSave();
    h.lock();
    await vi.advanceTimersByTimeAsync(150);
    expect(h.transport.saves).toHaveLength(0);
    expect(h.controller.autoSavePending).toBe(false);
    h.unlock();
    await vi.advanceTimersByTimeAsync(20);
    expect(h.transport.saves).toHaveLength(1);
    expect(h.log[0]).toBe('validate:true');
  });

  it('autosave only for a form that allows it, an existing instance, not read-only', async () => {
    expect(harness().controller.autoSaveAllowed()).toBe(true);
    expect(harness({ ...form, autoSave: false }).controller.autoSaveAllowed()).toBe(false);
    expect(harness({ ...form, entityInstanceId: null }).controller.autoSaveAllowed()).toBe(false);
    const clean = harness();
    expect(await clean.controller.runAutoSave()).toBe(false);
  });

  it('close: an autosave attempt, the dirty confirmation, the closing hook, then the view closes', async () => {
    const h = harness({ ...form, autoSave: false });
    const closing: string[] = [];
    h.setLifecycle({ closing: async () => void closing.push('closing') });
    h.dirty();
    h.view.confirmAnswer = false;
    await expect(h.controller.close()).rejects.toThrow();
    expect(h.view.confirmations).toEqual(['t:Shared_Form_Dirty_Notification']);
    expect(h.view.closed).toEqual([]);
    h.view.confirmAnswer = true;
    await h.controller.close({ saved: false });
    expect(closing).toEqual(['closing']);
    expect(h.view.closed).toEqual([{ saved: false }]);
    // An autosaving form saves on close instead of asking.
    const auto = harness();
    auto.dirty();
    await auto.controller.close();
    expect(auto.transport.saves).toHaveLength(1);
    expect(auto.view.confirmations).toEqual([]);
  });
});
