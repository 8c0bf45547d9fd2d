import { act, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { beforeAll, describe, expect, it } from 'vitest';
import { installLayoutStubs } from '../RichTextArea/jsdomLayout';
import { renderControl } from '../testing';
import { jsonLogicCompletions, jsonLogicDiagnostics } from './jsonLogicSupport';
import { patient } from '../../../../../scripts/patience.mjs';

beforeAll(installLayoutStubs);

const texts = {
  field: 'Form field',
  operation: 'JSON Logic operation',
  issue: (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`,
};

function setText(content: Element, text: string) {
  const view = EditorView.findFromDOM(content as HTMLElement)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

const elements = [
  { name: 'Rule', controlType: 'JsonExpression', displayName: 'Visible when' },
  { name: 'Kind', controlType: 'TextBox', displayName: 'Kind of pipe' },
  { name: 'Size', controlType: 'Numeric', displayName: 'Size' },
];

describe('JsonExpression', () => {
  it('stores the parsed rule; a broken rule or a __proto__ path is refused by validation', async () => {
    const { model } = await renderControl(elements[0]!, {
      extra: {
        elements,
        sections: [{ name: 'Main', elements: elements.map((e) => ({ name: e.name })) }],
      },
    });
    const content = await screen.findByRole('textbox', { name: 'Visible when' }, { timeout: patient(15000) });
    setText(content, '{"==": [{"var": "Kind"}, "pipe"]}');
    expect(model.field('Rule').value).toEqual({ '==': [{ var: 'Kind' }, 'pipe'] });
    expect(model.validate()).toBe(true);
    setText(content, '{"==": [{"var": "Kind"}, ');
    expect(model.field('Rule').value).toBe('{"==": [{"var": "Kind"}, ');
    act(() => {
      expect(model.validate()).toBe(false);
    });
    await screen.findByText('The rule is not valid JSON.');
    setText(content, '{"var": "__proto__.polluted"}');
    act(() => {
      expect(model.validate()).toBe(false);
    });
    await screen.findByText('The rule may not read "__proto__.polluted".');
    // The editor's linter marks it too (the extension runs in the live editor).
    await waitFor(() => expect(document.querySelector('.cm-lintRange-error')).not.toBeNull(), {
      timeout: patient(5000),
    });
  });

  it('shows a stored rule formatted, read-only', async () => {
    await renderControl({
      name: 'Rule',
      controlType: 'JsonExpression',
      displayName: 'Rule',
      readonly: true,
      value: { and: [true, { var: 'A' }] },
    });
    const content = await screen.findByRole('textbox', { name: 'Rule' }, { timeout: patient(15000) });
    await waitFor(() => expect(content.textContent).toContain('"and": ['));
    expect(content.getAttribute('aria-readonly')).toBe('true');
  });

  it('offers operations at a key and the form fields at a var path', () => {
    const complete = jsonLogicCompletions([{ name: 'Kind', label: 'Kind of pipe' }, { name: 'Size' }], texts);
    const at = (doc: string) => {
      const state = EditorState.create({ doc });
      return complete(new CompletionContext(state, doc.length, false));
    };
    const key = at('{"');
    expect(key!.options.map((o) => o.label)).toContain('==');
    expect(key!.options.map((o) => o.label)).not.toContain('Kind');
    const path = at('{"var": "K');
    expect(path!.from).toBe(9);
    expect(path!.options.map((o) => o.label)).toEqual(['Kind', 'Size']);
    expect(path!.options[0]!.detail).toBe('Form field: Kind of pipe');
    expect(at('{"missing": ["Size", "')!.options.map((o) => o.label)).toEqual(['Kind', 'Size']);
    expect(at('{"var": 1}')).toBeNull();
  });

  it('marks syntax errors, refused rules and unknown fields', () => {
    const fields = [{ name: 'Kind' }];
    expect(jsonLogicDiagnostics('{"==": [1,', fields, texts)[0]!.severity).toBe('error');
    const unknownOp = jsonLogicDiagnostics('{"eval": ["x"]}', fields, texts);
    expect(unknownOp[0]!.message).toContain('JsonExpression_UnknownOperation');
    expect(unknownOp[0]!.from).toBe(1);
    expect(jsonLogicDiagnostics('{"var": "constructor"}', fields, texts)[0]!.message).toContain(
      'JsonExpression_ForbiddenPath',
    );
    const unknownField = jsonLogicDiagnostics('{"==": [{"var": "Colour"}, 1]}', fields, texts);
    expect(unknownField).toEqual([
      { from: 16, to: 24, severity: 'warning', message: 'JsonExpression_UnknownField {"name":"Colour"}' },
    ]);
    expect(jsonLogicDiagnostics('{"var": "Kind"}', fields, texts)).toEqual([]);
    expect(jsonLogicDiagnostics('{"var": "Colour"}', null, texts)).toEqual([]);
  });
});
