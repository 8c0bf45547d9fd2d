import { describe, expect, it } from 'vitest';
import {
  dynamicFormDataSchema,
  formDefinitionSchema,
  formLoadRequestSchema,
  formReloadRequestSchema,
  formSaveAnswerSchema,
  formSaveFieldsSchema,
  isControlField,
  decodeControlField,
} from './index';

const minimal = {
  formId: '10',
  formName: 'OfferRequest',
  formVersion: 1,
  sections: [{ name: 'Contact', elements: [{ name: 'ContactName' }, { name: 'Email', colSpan: 6 }] }],
  elements: [
    { name: 'ContactName', controlType: 'TextBox', required: true },
    { name: 'Email', controlType: 'TextBox', settings: { type: 'email' } },
  ],
};

describe('form definition schema', () => {
  it('fills the spec defaults (colSpan 12, rowSpan 1, tabIndex 32767, label left)', () => {
    const form = formDefinitionSchema.parse(minimal);
    const [first, second] = form.sections[0]!.elements;
    expect(first).toMatchObject({ colSpan: 12, rowSpan: 1, tabIndex: 32767, newRow: false, colGap: 0 });
    expect(second!.colSpan).toBe(6);
    expect(form.elements[0]).toMatchObject({
      labelPosition: 'left',
      hidden: false,
      value: null,
      settings: {},
    });
    expect(form.autoSave).toBe(false);
  });

  it('adds the instance fields of spec §3 Dynamic form data to the load answer', () => {
    const data = dynamicFormDataSchema.parse({
      ...minimal,
      entityInstanceId: '5',
      concurrencyTokens: { '5': 'abc' },
      helpContent: { id: '3', name: 'Offer help' },
      leftNavigationItems: [{ title: 'Contact', sectionName: 'Contact' }],
      userMessages: [{ message: 'Hi', level: 'info' }],
      entityLocks: [{ entityInstanceId: '5', lockedBy: 'Ana' }],
      dialogWidth: '80%',
    });
    expect(data.readonly).toBe(false);
    expect(data.userMessages[0]!.isHtml).toBe(false);
    expect(data.parameters).toEqual({});
  });

  it('rejects unknown, duplicate and twice-placed elements and unknown dependencies', () => {
    const result = formDefinitionSchema.safeParse({
      ...minimal,
      sections: [
        { name: 'A', elements: [{ name: 'ContactName' }, { name: 'ContactName' }, { name: 'Nope' }] },
      ],
      elementDependencies: { Email: ['Missing'] },
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Element 'ContactName' is placed twice.",
        "Unknown element 'Nope'.",
        "Unknown element 'Missing'.",
      ]),
    );
  });

  it('refuses names that reach Object.prototype', () => {
    const result = formDefinitionSchema.safeParse({
      ...minimal,
      elements: [...minimal.elements, { name: '__proto__', controlType: 'TextBox' }],
    });
    expect(result.success).toBe(false);
    expect(isControlField('__proto__')).toBe(false);
    expect(isControlField('constructor')).toBe(false);
  });

  it('accepts nested toolbar buttons with an action', () => {
    const form = formDefinitionSchema.parse({
      ...minimal,
      toolbarButtons: [
        { baseName: 'save', action: 'SAVE' },
        { baseName: 'more', items: [{ baseName: 'reject', action: 'REJECTTASK' }] },
      ],
    });
    expect(form.toolbarButtons[1]!.items![0]!.action).toBe('REJECTTASK');
    expect(
      formDefinitionSchema.safeParse({ ...minimal, toolbarButtons: [{ baseName: 'x', action: 'save' }] })
        .success,
    ).toBe(false);
  });
});

describe('forms calls', () => {
  it('load needs formId, formGroupId or entityId', () => {
    expect(formLoadRequestSchema.safeParse({}).success).toBe(false);
    expect(formLoadRequestSchema.parse({ formGroupId: '2', sectionName: 'General' })).toMatchObject({
      asDialog: false,
      requestReadOnly: false,
      parameters: {},
    });
  });

  it('save fields decode the multipart text (default action SAVE, JSON parameters and tokens)', () => {
    const fields = formSaveFieldsSchema.parse({
      EntityInstanceId: '',
      Parameters: '{"a":1}',
      ConcurrencyTokens: '{"5":"t"}',
      SortOrderHint: '3',
    });
    expect(fields).toEqual({
      EntityInstanceId: null,
      Action: 'SAVE',
      ParentEntityAttributeId: null,
      ParentEntityInstanceId: null,
      Parameters: { a: 1 },
      ConcurrencyTokens: { '5': 't' },
      SortOrderHint: 3,
    });
    expect(formSaveFieldsSchema.safeParse({ Parameters: '{bad' }).success).toBe(false);
    expect(isControlField('Email')).toBe(true);
    expect(isControlField('Action')).toBe(false);
    expect(decodeControlField('"x"')).toBe('x');
    expect(decodeControlField('{bad')).toBeUndefined();
  });

  it('save answer and reload request', () => {
    expect(
      formSaveAnswerSchema.parse({ entityInstanceId: '7', resultActionRequired: 'CloseForm' }),
    ).toMatchObject({ elements: {}, userMessages: [], resultActionRequired: 'CloseForm' });
    expect(formReloadRequestSchema.safeParse({ reloadRequests: [] }).success).toBe(false);
    expect(
      formReloadRequestSchema.parse({
        reloadRequests: [{ ElementBaseName: 'City' }],
        dependantValues: { Country: 'SI' },
      }),
    ).toMatchObject({ parameters: {} });
  });
});
