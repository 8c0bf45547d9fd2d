import { describe, expect, it } from 'vitest';
import {
  FormModel,
  createRecordingTransport,
  createRecordingView,
  type DynamicFormDataInput,
  type FormAreaMessage,
} from '../core/index';
import { attachFormScript } from './attachFormScript';
import {
  FORM_SCRIPT_FAILED_KEY,
  FORM_SCRIPT_STOPPED_KEY,
  type FormScriptMessage,
  type FormScriptRuntime,
} from './FormScriptRuntime';
import { createNodeScriptWorker, scriptUrl } from './nodeScriptWorker.testing';

const form: DynamicFormDataInput = {
  formId: 'Scripted',
  formName: 'Scripted',
  formVersion: 1,
  javascriptVersion: 'v1',
  entityInstanceId: '5',
  sections: [{ name: 'Main', elements: [{ name: 'Name' }, { name: 'Echo' }, { name: 'Note' }] }],
  elements: [
    { name: 'Name', controlType: 'TextBox' },
    { name: 'Echo', controlType: 'TextBox' },
    { name: 'Note', controlType: 'TextBox' },
  ],
};

async function setup(script: string, hookTimeoutMs = 1500) {
  const transport = createRecordingTransport(form);
  const view = createRecordingView();
  const messages: FormAreaMessage[] = [];
  const logged: unknown[] = [];
  const model = new FormModel({ transport, formView: view, onUserMessages: (m) => messages.push(...m) });
  await model.load({ formId: 'Scripted', entityInstanceId: '5' });
  const runtime: FormScriptRuntime = attachFormScript(model, {
    url: scriptUrl(script),
    createWorker: createNodeScriptWorker,
    hookTimeoutMs,
    translate: (key, values) => `${key}:${values?.hook}:${values?.detail}`,
    showMessages: (m) => messages.push(...m),
    log: (error) => logged.push(error),
  });
  return { model, view, transport, messages, logged, runtime };
}

async function settle(runtime: FormScriptRuntime) {
  await runtime.ready();
  // A hook queued by a hook's own change lands behind it: wait twice.
  await runtime.idle();
  await runtime.idle();
}

describe('form scripts in the sandboxed worker', () => {
  it('onLoad runs when the form is loaded and may set values and show messages', async () => {
    const { model, messages, runtime } = await setup(`
      export function onLoad(form) { form.setValue('Note', 'loaded ' + form.getValue('Name')); form.showMessage('Hello', 'warn'); }
    `);
    model.markRendered();
    await settle(runtime);
    expect(model.getField('Note')?.value).toMatch(/^loaded /);
    expect(messages).toContainEqual(expect.objectContaining({ message: 'Hello', level: 'warn' }));
    runtime.dispose();
  });

  it('onChange sees the change; its own setValue does not call onChange again', async () => {
    const { model, runtime } = await setup(`
      let calls = 0;
      export function onChange(form, name, value) {
        calls += 1;
        if (name === 'Name') form.setValue('Echo', String(value).toUpperCase() + ' #' + calls);
      }
    `);
    model.setValue('Name', 'ana');
    await settle(runtime);
    expect(model.getField('Echo')?.value).toBe('ANA #1');
    runtime.dispose();
  });

  it('onInput and onBlur see the field events (spec §3) with the field and the value', async () => {
    const { model, runtime } = await setup(`
      export function onInput(form, name, value) { if (name === 'Name') form.setValue('Echo', 'typing ' + value); }
      export function onBlur(form, name, value) { form.setValue('Note', 'left ' + name + ' at ' + value); }
    `);
    model.fieldInput('Name', 'an');
    await settle(runtime);
    expect(model.getField('Echo')?.value).toBe('typing an');
    model.setValue('Name', 'ana');
    model.fieldBlur('Name');
    await settle(runtime);
    expect(model.getField('Note')?.value).toBe('left Name at ana');
    runtime.dispose();
    // Detached: the events no longer reach the script.
    model.fieldInput('Name', 'x');
    await runtime.idle();
    expect(model.getField('Echo')?.value).toBe('typing an');
  });

  it('onBeforeSave returning false cancels the save; otherwise it runs before validation', async () => {
    const { model, transport, runtime } = await setup(`
      export function onBeforeSave(form, action) {
        if (form.getValue('Name') === 'no') return false;
        form.setValue('Note', 'saved by ' + action);
      }
    `);
    model.setValue('Name', 'no');
    expect(await model.save('SAVE')).toEqual({ kind: 'cancelled' });
    expect(transport.saves).toHaveLength(0);
    model.setValue('Name', 'yes');
    await model.save('SAVE');
    expect(transport.saves).toHaveLength(1);
    expect(transport.saves[0]!.fields).toContainEqual(['Note', '"saved by SAVE"']);
    runtime.dispose();
  });

  it('onAfterSave receives the saved instance', async () => {
    const { model, messages, runtime } = await setup(`
      export function onAfterSave(form, result) { form.showMessage('saved ' + result.entityInstanceId); }
    `);
    model.setValue('Name', 'x');
    await model.save('SAVE');
    await settle(runtime);
    expect(messages).toContainEqual(expect.objectContaining({ message: 'saved 5' }));
    runtime.dispose();
  });

  it('onClose runs before the form closes, and may wait for work of its own', async () => {
    const { model, view, messages, runtime } = await setup(`
      export async function onClose(form) { await Promise.resolve(); form.showMessage('bye'); }
    `);
    await model.close();
    expect(messages).toContainEqual(expect.objectContaining({ message: 'bye' }));
    expect(view.closed).toHaveLength(1);
    runtime.dispose();
  });

  it('a lock the hook does not release ends with the hook', async () => {
    const { model, runtime } = await setup(`export function onChange(form) { form.lock(); }`);
    model.setValue('Name', 'x');
    await settle(runtime);
    expect(model.locked).toBe(false);
    runtime.dispose();
  });

  it.each([
    ['document.cookie', `export function onLoad() { return document.cookie; }`],
    ['fetch', `export async function onLoad() { await fetch('/api/v1/account/profile'); }`],
    ['globalThis.fetch', `export async function onLoad() { await globalThis.fetch('/x'); }`],
    ['indexedDB', `export function onLoad() { indexedDB.open('x'); }`],
    ['the worker scope', `export function onLoad() { self.postMessage({ kind: 'done', id: 1 }); }`],
  ])('a script that touches %s fails, shown as a form message and logged', async (_, script) => {
    const { model, messages, logged, runtime } = await setup(script);
    model.markRendered();
    await settle(runtime);
    expect(messages).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: expect.stringMatching(new RegExp(`^${FORM_SCRIPT_FAILED_KEY}:onLoad:ReferenceError`)),
      }),
    );
    expect(logged).toHaveLength(1);
    // The form goes on: the next change still works.
    model.setValue('Name', 'after');
    expect(model.getField('Name')?.value).toBe('after');
    runtime.dispose();
  });

  it('without workers the form runs without its script, with a message', async () => {
    const transport = createRecordingTransport(form);
    const messages: FormScriptMessage[] = [];
    const model = new FormModel({ transport, formView: createRecordingView() });
    await model.load({ formId: 'Scripted' });
    const runtime = attachFormScript(model, {
      url: scriptUrl('export function onChange() {}'),
      createWorker: () => {
        throw new ReferenceError('Worker is not defined');
      },
      translate: (key, values) => `${key}:${values?.detail}`,
      showMessages: (m) => messages.push(...m),
      log: () => undefined,
    });
    expect(await runtime.ready()).toBe(false);
    model.setValue('Name', 'x');
    expect(await model.save('SAVE')).toMatchObject({ kind: 'saved' });
    // Keyed with its values, so the message area re-translates it whole after a language switch.
    expect(messages).toEqual([
      {
        level: 'error',
        message: 'FormScript_LoadFailed:Worker is not defined',
        messageKey: 'FormScript_LoadFailed',
        values: { hook: 'load', detail: 'Worker is not defined' },
      },
    ]);
  });

  it('an endless loop is stopped: the worker ends, the form says so and goes on without the script', async () => {
    const { model, messages, logged, runtime } = await setup(
      `export function onChange(form, name) { if (name === 'Name') for (;;) {} else form.setValue('Echo', 'still running'); }`,
      300,
    );
    const started = Date.now();
    model.setValue('Name', 'loop');
    await settle(runtime);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(messages).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: expect.stringMatching(new RegExp(`^${FORM_SCRIPT_STOPPED_KEY}:onChange:`)),
      }),
    );
    expect(logged).toHaveLength(1);
    model.setValue('Note', 'next');
    await settle(runtime);
    expect(model.getField('Echo')?.value ?? null).toBeNull();
    runtime.dispose();
  });
});
