import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DynamicFormDataInput } from '../definition/index';
import { FormModel, type FormAreaMessage, type FormModelOptions } from './FormModel';
import { createRecordingTransport, createRecordingView } from './testing';

const offer: DynamicFormDataInput = {
  formId: '10',
  formName: 'OfferRequest',
  formVersion: 1,
  entityInstanceId: '5',
  concurrencyTokens: { '5': 'v1' },
  sections: [
    {
      name: 'Contact',
      elements: [
        { name: 'Email', sortOrder: 2 },
        { name: 'ContactName', sortOrder: 1 },
        { name: 'Company', sortOrder: 3 },
      ],
    },
    { name: 'More', collapsable: true, collapsed: true, elements: [{ name: 'Note', sortOrder: 0 }] },
    { name: 'Locked', readonly: true, elements: [{ name: 'Code' }] },
  ],
  elements: [
    { name: 'ContactName', controlType: 'TextBox', required: true },
    { name: 'Email', controlType: 'TextBox', required: true, settings: { type: 'email' } },
    { name: 'Company', controlType: 'TextBox', settings: { maxLength: 5 } },
    { name: 'Note', controlType: 'TextBox', required: true },
    { name: 'Code', controlType: 'TextBox', required: true },
  ],
};

function setup(form: DynamicFormDataInput = offer, options: Partial<FormModelOptions> = {}) {
  const transport = createRecordingTransport(form);
  const view = createRecordingView();
  const messages: FormAreaMessage[] = [];
  const errors: unknown[] = [];
  const model = new FormModel({
    transport,
    formView: view,
    onUserMessages: (list) => messages.push(...list),
    onError: (error) => errors.push(error),
    ...options,
  });
  return { model, transport, view, messages, errors };
}

async function loaded(form: DynamicFormDataInput = offer, options: Partial<FormModelOptions> = {}) {
  const context = setup(form, options);
  await context.model.load({ formId: form.formId, entityInstanceId: form.entityInstanceId ?? null });
  context.model.markRendered();
  return context;
}

function fillValid(model: FormModel) {
  model.setValue('ContactName', 'Ana');
  model.setValue('Email', 'ana@example.si');
  model.setValue('Note', 'n');
}

describe('lifecycle (spec §4)', () => {
  it('goes through load, build, initial render and form loaded', async () => {
    const { model, transport } = setup();
    const stages: string[] = [];
    model.subscribe(() => {
      const stage = model.getState().stage;
      if (stages.at(-1) !== stage) stages.push(stage);
    });
    const done = model.whenLoaded();
    await model.load({ formId: '10' });
    model.markRendered();
    await done;
    expect(stages).toEqual(['load', 'build', 'initialRender', 'formLoaded']);
    expect(transport.loads[0]).toMatchObject({ formId: '10', asDialog: false });
  });

  it("raises 'Form has not been loaded yet.' before the load", () => {
    const { model } = setup();
    expect(() => model.setValue('Email', 'x')).toThrow('Form has not been loaded yet.');
    expect(() => model.validate()).toThrow('Form has not been loaded yet.');
  });

  it("raises 'Form view was not set. Set formView on form options.' without a view", async () => {
    const { model } = await loaded(offer, { formView: undefined });
    model.setView(undefined);
    expect(() => model.validate()).toThrow('Form view was not set. Set formView on form options.');
    await expect(model.close()).rejects.toThrow('Form view was not set. Set formView on form options.');
  });

  it('raises the missing-control error', async () => {
    const { model } = await loaded();
    expect(() => model.setValue('Nope', 1)).toThrow("Control with base name 'Nope' does not exist.");
    expect(() => model.field('Nope')).toThrow("Control with base name 'Nope' does not exist.");
  });
});

describe('locks (spec §4)', () => {
  it('is locked while any lock is held; clear-and-lock holds exactly one', async () => {
    const { model } = await loaded();
    model.lock();
    model.lock();
    model.unlock();
    expect(model.getState().locked).toBe(true);
    model.unlock();
    expect(model.getState().locked).toBe(false);
    model.unlock();
    expect(model.locked).toBe(false);
    model.lock();
    model.lock();
    model.clearAndLock();
    model.unlock();
    expect(model.locked).toBe(false);
  });
});

describe('dirty state and validation (spec §4, §5)', () => {
  it('any change marks the form dirty', async () => {
    const { model } = await loaded();
    expect(model.getState().dirty).toBe(false);
    model.setValue('Company', 'Ac');
    expect(model.getState().dirty).toBe(true);
    expect(model.canSave()).toBe(true);
  });

  it('validates on change and clears the error when the value becomes valid', async () => {
    const { model } = await loaded();
    model.setValue('Company', 'Acme Ltd');
    expect(model.field('Company').error).toEqual({ key: 'validation_maxlength', values: { maxLength: 5 } });
    model.setValue('Company', 'Acme');
    expect(model.field('Company').error).toBeNull();
    model.setValue('ContactName', 'x');
    model.setValue('ContactName', '');
    expect(model.field('ContactName').error).toEqual({ key: 'validation_required' });
  });

  it.each([[null], [''], [[]], [{}]])('a required field with %j is invalid', async (value) => {
    const { model } = await loaded();
    fillValid(model);
    model.setValue('ContactName', value);
    expect(model.validate({ silent: true })).toBe(false);
  });

  it('uses the default e-mail pattern', async () => {
    const { model } = await loaded();
    model.setValue('Email', 'Ana@Example');
    expect(model.field('Email').error?.key).toBe('Validation_Field_Pattern');
  });

  it('skips read-only (also through the section) and hidden fields', async () => {
    const { model } = await loaded({
      ...offer,
      elements: offer.elements!.map((e) => (e.name === 'Note' ? { ...e, hidden: true } : e)),
    });
    fillValid(model);
    expect(model.field('Code').readonly).toBe(true);
    expect(model.validate()).toBe(true);
  });

  it('focuses the failing field with the lowest sortOrder and opens its collapsed section', async () => {
    const { model, view } = await loaded();
    expect(model.validate()).toBe(false);
    // ContactName (sortOrder 1) is listed after Email (sortOrder 2) but comes first.
    expect(view.focused.at(-1)).toBe('ContactName');
    model.setValue('ContactName', 'Ana');
    model.setValue('Email', 'ana@example.si');
    expect(model.getState().collapsedSections.More).toBe(true);
    expect(model.validate()).toBe(false);
    expect(view.focused.at(-1)).toBe('Note');
    expect(model.getState().collapsedSections.More).toBe(false);
  });

  it('prefers the failing field that holds the focus; validity is combined', async () => {
    const { model, view } = await loaded();
    view.focusedField = 'Email';
    expect(model.validate()).toBe(false);
    expect(view.focused.at(-1)).toBe('Email');
    expect(model.field('ContactName').error).toEqual({ key: 'validation_required' });
  });

  it('silent validation shows nothing and focuses nothing', async () => {
    const { model, view } = await loaded();
    expect(model.validate({ silent: true })).toBe(false);
    expect(view.focused).toEqual([]);
    expect(model.field('ContactName').error).toBeNull();
  });

  it('remembers collapsed sections per form, instance and section', async () => {
    const storage = new Map<string, string>();
    const sectionStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const first = await loaded(offer, { sectionStorage });
    first.model.setSectionCollapsed('More', false);
    expect(storage.get('insulcalc.form.section:10:5:More')).toBe('0');
    const second = await loaded(offer, { sectionStorage });
    expect(second.model.getState().collapsedSections.More).toBe(false);
    const other = await loaded({ ...offer, entityInstanceId: '6' }, { sectionStorage });
    expect(other.model.getState().collapsedSections.More).toBe(true);
  });
});

describe('rules (JSON Logic)', () => {
  const ruled: DynamicFormDataInput = {
    formId: '20',
    formName: 'Rules',
    formVersion: 1,
    sections: [
      {
        name: 'Main',
        elements: [
          { name: 'Kind' },
          { name: 'VatId' },
          { name: 'Qty' },
          { name: 'Price' },
          { name: 'Total' },
        ],
      },
    ],
    elements: [
      { name: 'Kind', controlType: 'Dropdown', value: 'person' },
      {
        name: 'VatId',
        controlType: 'TextBox',
        rules: {
          visible: { '==': [{ var: 'Kind' }, 'company'] },
          required: { '==': [{ var: 'Kind' }, 'company'] },
          readonly: { '==': [{ var: 'Qty' }, 0] },
        },
      },
      { name: 'Qty', controlType: 'Numeric', value: 2 },
      { name: 'Price', controlType: 'Numeric', value: 3 },
      {
        name: 'Total',
        controlType: 'Numeric',
        rules: { value: { '*': [{ var: 'Qty' }, { var: 'Price' }] } },
      },
    ],
  };

  it('evaluates visible, required, readonly and computed values', async () => {
    const { model } = await loaded(ruled);
    expect(model.field('VatId').hidden).toBe(true);
    expect(model.field('Total').value).toBe(6);
    model.setValue('Kind', 'company');
    expect(model.field('VatId')).toMatchObject({ hidden: false, required: true, readonly: false });
    model.setValue('Qty', 0);
    expect(model.field('VatId').readonly).toBe(true);
    expect(model.field('Total').value).toBe(0);
  });

  it('a rule reading __proto__ reports an error and changes nothing', async () => {
    const { model, errors } = await loaded({
      ...ruled,
      elements: [
        ...ruled.elements!.slice(0, 4),
        { name: 'Total', controlType: 'Numeric', rules: { visible: { var: '__proto__.x' } } },
      ],
    });
    expect(model.field('Total').hidden).toBe(false);
    expect(String(errors[0])).toContain("forbidden path '__proto__.x'");
  });

  it('notifies only the fields a change touches', async () => {
    const { model } = await loaded(ruled);
    const seen: string[] = [];
    for (const name of model.fieldNames()) model.subscribeField(name, () => seen.push(name));
    model.setValue('Price', 4);
    expect(seen.sort()).toEqual(['Price', 'Total']);
  });
});

describe('dependent reloads (spec §4)', () => {
  const dependent: DynamicFormDataInput = {
    ...offer,
    elementDependencies: { Company: ['Note'] },
  };

  it('reloads the dependants, locking and unlocking the form; skips the tokens element', async () => {
    const { model, transport } = await loaded(dependent);
    transport.onReload = () => ({
      data: { Note: { value: 'from server', readonly: true }, _001_ConcurrencyTokens: { value: 'x' } },
    });
    const lockStates: boolean[] = [];
    model.subscribe(() => lockStates.push(model.getState().locked));
    model.setValue('Company', 'Acme');
    expect(model.locked).toBe(true);
    await model.whenIdle();
    expect(model.locked).toBe(false);
    expect(transport.reloads[0]!.body.reloadRequests).toEqual([{ ElementBaseName: 'Note' }]);
    expect(transport.reloads[0]!.body.dependantValues).toMatchObject({ Company: 'Acme' });
    expect(model.field('Note')).toMatchObject({ value: 'from server', readonly: true });
  });

  it('discards a superseded answer with an error; the latest request wins', async () => {
    const { model, transport, errors } = await loaded(dependent);
    const resolvers: ((value: unknown) => void)[] = [];
    transport.onReload = () => new Promise((resolve) => resolvers.push(resolve));
    model.setValue('Company', 'A');
    model.setValue('Company', 'B');
    await Promise.resolve();
    await Promise.resolve();
    resolvers[1]!({ data: { Note: { value: 'second' } } });
    resolvers[0]!({ data: { Note: { value: 'first' } } });
    await model.whenIdle();
    expect(model.field('Note').value).toBe('second');
    expect(errors.map(String)).toContain(
      "FormError: Reload of 'Company' was discarded: a newer reload was issued.",
    );
    expect(model.locked).toBe(false);
  });
});

describe('autosave (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const auto: DynamicFormDataInput = { ...offer, autoSave: true, doNotReloadAfterSave: true };

  it('saves 5,000 ms after the last change (debounced), validating silently', async () => {
    const { model, transport, view } = await loaded(auto);
    fillValid(model);
    await vi.advanceTimersByTimeAsync(4999);
    model.setValue('Company', 'Acme');
    await vi.advanceTimersByTimeAsync(4999);
    expect(transport.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.saves).toHaveLength(1);
    expect(model.getState().dirty).toBe(false);
    expect(view.focused).toEqual([]);
  });

  it('waits while the form is locked, polling every 100 ms', async () => {
    const { model, transport } = await loaded(auto);
    fillValid(model);
    model.lock();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.saves).toHaveLength(0);
    model.unlock();
    await vi.advanceTimersByTimeAsync(99);
    expect(transport.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.saves).toHaveLength(1);
  });

  it('skips an invalid form silently', async () => {
    const { model, transport } = await loaded(auto);
    model.setValue('Company', 'Acme');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.saves).toHaveLength(0);
    expect(model.field('ContactName').error).toBeNull();
  });

  it('runs only for allowed, existing, editable forms', async () => {
    for (const form of [
      { ...auto, autoSave: false },
      { ...auto, entityInstanceId: null },
      { ...auto, readonly: true },
    ]) {
      const { model, transport } = await loaded(form);
      expect(model.autoSaveAllowed()).toBe(false);
      if (!form.readonly) fillValid(model);
      await vi.advanceTimersByTimeAsync(6000);
      expect(transport.saves).toHaveLength(0);
    }
  });

  it('is skipped with no changes or ignored changes (search page)', async () => {
    const clean = await loaded(auto);
    expect(await clean.model.runAutoSave()).toBe(false);
    const search = await loaded({ ...auto, isSearchPage: true });
    fillValid(search.model);
    await vi.advanceTimersByTimeAsync(5000);
    expect(search.transport.saves).toHaveLength(0);
    expect(search.model.hasUnsavedChanges()).toBe(false);
  });
});

describe('save actions (spec §4, §7)', () => {
  it("blocks an invalid save with 'Form not valid.' unless validation is skipped", async () => {
    const { model, transport } = await loaded();
    await expect(model.save()).rejects.toThrow('Form not valid.');
    expect(transport.saves).toHaveLength(0);
    await model.save('SAVE', { skipValidation: true });
    expect(transport.saves).toHaveLength(1);
  });

  it('sends the multipart fields, then reloads; the dirty flag clears', async () => {
    const { model, transport } = await loaded();
    const saved: unknown[] = [];
    model.onSaved((answer) => saved.push(answer.entityInstanceId));
    fillValid(model);
    const outcome = await model.save();
    expect(outcome).toMatchObject({ kind: 'saved', reloaded: true });
    const fields = Object.fromEntries(transport.saves[0]!.fields);
    expect(fields).toMatchObject({
      EntityInstanceId: '5',
      Action: 'SAVE',
      ConcurrencyTokens: '{"5":"v1"}',
      Parameters: '{}',
      ContactName: '"Ana"',
    });
    expect(transport.loads).toHaveLength(2);
    expect(model.getState().dirty).toBe(false);
    expect(saved).toEqual(['5']);
  });

  it('CLOSE closes without saving', async () => {
    const { model, transport, view } = await loaded();
    await model.save('CLOSE');
    expect(transport.saves).toHaveLength(0);
    expect(view.closed).toEqual([{ saved: false, action: 'CLOSE' }]);
  });

  it('*ANDCLOSE saves and closes', async () => {
    const { model, transport, view } = await loaded();
    fillValid(model);
    await model.save('SAVEANDCLOSE');
    expect(transport.saves).toHaveLength(1);
    expect(view.closed[0]).toMatchObject({ saved: true, entityInstanceId: '5' });
  });

  it('CloseForm closes; OpenWfTask opens the task', async () => {
    const first = await loaded();
    first.transport.onSave = () => ({ entityInstanceId: '5', resultActionRequired: 'CloseForm' });
    fillValid(first.model);
    await first.model.save();
    expect(first.view.closed).toHaveLength(1);
    const second = await loaded();
    second.transport.onSave = () => ({
      entityInstanceId: '5',
      resultActionRequired: 'OpenWfTask',
      openWfTaskId: '77',
    });
    fillValid(second.model);
    await second.model.save('APPROVETASK');
    expect(second.view.openedTasks).toEqual(['77']);
  });

  it('doNotReloadAfterSave shows messages and keeps the form', async () => {
    const { model, transport, messages } = await loaded({ ...offer, doNotReloadAfterSave: true });
    transport.onSave = () => ({
      entityInstanceId: '5',
      elements: { Company: { value: 'ACME' } },
      userMessages: [{ message: 'Thank you', level: 'info' }],
    });
    fillValid(model);
    await model.save();
    expect(transport.loads).toHaveLength(1);
    expect(model.field('Company').value).toBe('ACME');
    expect(messages.map((m) => m.message)).toEqual(['Thank you']);
  });

  it('a failed reload clears the form and says FormSaveSuccessMessage as info', async () => {
    const { model, transport, messages } = await loaded(offer, { translate: (key) => `t:${key}` });
    fillValid(model);
    transport.onLoad = () => {
      throw new Error('down');
    };
    await model.save();
    expect(model.getState()).toMatchObject({ cleared: true, data: null });
    expect(messages[0]).toMatchObject({
      level: 'info',
      message: 't:FormSaveSuccessMessage',
      messageKey: 'FormSaveSuccessMessage',
    });
  });

  it('replaces the address with the new id after the first save of a new instance', async () => {
    const { model, view, transport } = await loaded({ ...offer, entityInstanceId: null });
    transport.onSave = () => ({ entityInstanceId: '99' });
    fillValid(model);
    await model.save();
    expect(view.replacedIds).toEqual(['99']);
    expect(transport.loads.at(-1)!.entityInstanceId).toBe('99');
  });

  it('REJECTTASK asks for the workflow comment first; cancelling saves nothing', async () => {
    const form = {
      ...offer,
      sections: [...offer.sections!, { name: 'Wf', elements: [{ name: 'Comment' }] }],
      elements: [
        ...offer.elements!,
        { name: 'Comment', controlType: 'TextBox', settings: { workflowComment: true } },
      ],
    };
    const { model, view, transport } = await loaded(form);
    fillValid(model);
    view.comment = null;
    expect(await model.save('REJECTTASK')).toEqual({ kind: 'cancelled' });
    expect(transport.saves).toHaveLength(0);
    view.comment = 'Too expensive';
    await model.save('REJECTTASK');
    expect(Object.fromEntries(transport.saves[0]!.fields).Comment).toBe('"Too expensive"');
  });

  it('sends chosen files after the text fields', async () => {
    const form = {
      ...offer,
      elements: [...offer.elements!, { name: 'Attachment', controlType: 'File' }],
    };
    const { model, transport } = await loaded(form);
    fillValid(model);
    model.setFiles('Attachment', [{ file: new Blob(['abc'], { type: 'text/plain' }), name: 'a.txt' }]);
    expect(model.field('Attachment').value).toEqual([{ name: 'a.txt', size: 3, contentType: 'text/plain' }]);
    await model.save();
    expect(transport.saves[0]!.files).toMatchObject([{ field: 'Attachment', fileName: 'a.txt' }]);
  });
});

describe('form messages (spec §4)', () => {
  it('routes control errors, warnings and infos to the control, the rest to the message area', async () => {
    const { model, view, messages } = await loaded({
      ...offer,
      elements: offer.elements!.map((e) => (e.name === 'Note' ? { ...e, hidden: true } : e)),
    });
    model.applyMessages([
      { message: 'Taken', level: 'error', controlName: 'Email' },
      { message: 'Check', level: 'warn', controlName: 'Company' },
      { message: 'FYI', level: 'info', controlName: 'ContactName' },
      { message: 'Hidden one', level: 'error', controlName: 'Note' },
      { message: 'General', level: 'error' },
    ]);
    expect(model.field('Email').error).toEqual({ message: 'Taken' });
    expect(view.focused).toEqual(['Email']);
    expect(model.field('Company').warning).toBe('Check');
    expect(model.field('ContactName').info).toBe('FYI');
    expect(messages.map((m) => m.message)).toEqual(['Hidden one', 'General']);
  });
});

describe('closing (spec §4)', () => {
  it('asks with Shared_Form_Dirty_Notification; cancelling rejects with Form unload cancelled.', async () => {
    const { model, view } = await loaded();
    model.setValue('Company', 'x');
    view.confirmAnswer = false;
    await expect(model.close()).rejects.toThrow('Form unload cancelled.');
    expect(view.confirmations).toEqual(['Shared_Form_Dirty_Notification']);
    view.confirmAnswer = true;
    await model.close();
    expect(view.closed).toHaveLength(1);
  });

  it('does not ask when changes are ignored', async () => {
    const { model, view } = await loaded(offer, { ignoreUnsavedChanges: true });
    model.setValue('Company', 'x');
    await model.close();
    expect(view.confirmations).toEqual([]);
  });

  it('attempts an autosave first', async () => {
    const { model, view, transport } = await loaded({ ...offer, autoSave: true, doNotReloadAfterSave: true });
    fillValid(model);
    await model.close();
    expect(transport.saves).toHaveLength(1);
    expect(view.confirmations).toEqual([]);
  });
});

describe('FormModel field events (spec §3: input, change and blur)', () => {
  it('raises input for an edit (value untouched), change for a new value, blur with the field’s value', async () => {
    const { model, errors } = await loaded();
    const heard: string[] = [];
    model.onFieldEvent((event) => heard.push(`${event.type}:${event.name}:${String(event.value)}`));
    const own: string[] = [];
    model.onFieldEvent((event) => own.push(event.type), 'Email');
    model.fieldInput('ContactName', 'An');
    expect(model.field('ContactName').value).toBeNull();
    expect(model.getState().dirty).toBe(false);
    model.setValue('ContactName', 'Ana');
    model.setValue('ContactName', 'Ana');
    model.fieldBlur('ContactName');
    model.fieldBlur('Email');
    model.fieldInput('Missing', 'x');
    model.fieldBlur('Missing');
    expect(heard).toEqual([
      'input:ContactName:An',
      'change:ContactName:Ana',
      'blur:ContactName:Ana',
      'blur:Email:null',
    ]);
    expect(own).toEqual(['blur']);
    expect(errors).toEqual([]);
  });

  it('a listener that throws is reported and the change still applies; dispose stops the events', async () => {
    const { model, errors } = await loaded();
    model.onFieldEvent(() => {
      throw new Error('listener broke');
    });
    model.setValue('ContactName', 'Ana');
    expect(model.field('ContactName').value).toBe('Ana');
    expect(String(errors[0])).toContain('listener broke');
    model.dispose();
    model.fieldBlur('ContactName');
    expect(errors).toHaveLength(1);
  });
});
