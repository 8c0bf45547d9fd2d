import { act, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../../react/testing';
import { installLayoutStubs } from '../RichTextArea/jsdomLayout';
import { renderControl } from '../testing';
import { CodeEditor } from './CodeEditor';
import { codeEditorHeights } from './settings';
import { patient } from '../../../../../scripts/patience.mjs';

beforeAll(installLayoutStubs);

/** The CodeMirror view behind an editing area (how a test types: one transaction). */
export function viewOf(content: Element): EditorView {
  const view = EditorView.findFromDOM(content as HTMLElement);
  if (!view) throw new Error('no CodeMirror view');
  return view;
}

function type(content: Element, text: string, at?: number) {
  const view = viewOf(content);
  const pos = at ?? view.state.doc.length;
  act(() => view.dispatch({ changes: { from: pos, insert: text }, userEvent: 'input.type' }));
}

describe('CodeEditor control', () => {
  it('edits the value in the configured language, labelled by the field', async () => {
    const { model } = await renderControl({
      name: 'Script',
      controlType: 'CodeEditor',
      displayName: 'Script',
      value: 'const a = 1;',
      settings: { language: 'javascript', rows: 5 },
    });
    const content = await screen.findByRole('textbox', { name: 'Script' }, { timeout: patient(15000) });
    expect(content.textContent).toContain('const a = 1;');
    expect(content.closest('.ic-code')!.getAttribute('data-language')).toBe('javascript');
    type(content, '\nconst b = 2;');
    expect(model.field('Script').value).toBe('const a = 1;\nconst b = 2;');
    expect(model.hasUnsavedChanges()).toBe(true);
  });

  it('read-only: focusable, aria-readonly, edits refused', async () => {
    await renderControl({
      name: 'Script',
      controlType: 'CodeEditor',
      displayName: 'Script',
      readonly: true,
      value: '{"a": 1}',
      settings: { language: 'json' },
    });
    const content = await screen.findByRole('textbox', { name: 'Script' }, { timeout: patient(15000) });
    expect(content.getAttribute('aria-readonly')).toBe('true');
    expect(viewOf(content).state.readOnly).toBe(true);
  });

  it('the exported component takes a label text, diagnostics and reports changes', async () => {
    const onChange = vi.fn();
    render(
      <TestI18n>
        <CodeEditor
          value={'let x = ;\n'}
          onChange={onChange}
          language="javascript"
          ariaLabel="Form script"
          diagnostics={[{ line: 1, column: 9, message: 'Unexpected token' }]}
        />
      </TestI18n>,
    );
    const content = await screen.findByRole('textbox', { name: 'Form script' }, { timeout: patient(15000) });
    await waitFor(() => expect(document.querySelector('.cm-lintRange-error')).not.toBeNull());
    type(content, '1', 8);
    expect(onChange).toHaveBeenLastCalledWith('let x = 1;\n');
  });

  it('maxHeight caps the editor through the stylesheet variable (a long text scrolls inside)', async () => {
    render(
      <TestI18n>
        <CodeEditor value={'{}\n'.repeat(200)} language="json" ariaLabel="Definition" maxHeight={320} />
      </TestI18n>,
    );
    const content = await screen.findByRole('textbox', { name: 'Definition' }, { timeout: patient(15000) });
    const host = content.closest<HTMLElement>('.ic-code')!;
    expect(host.style.getPropertyValue('--ic-code-max-height')).toBe('320px');
  });

  it('heights follow rows like a text area', () => {
    expect(codeEditorHeights({})).toEqual({ minHeight: 200, maxHeight: undefined });
    expect(codeEditorHeights({ rows: 4, maxRows: 30 })).toEqual({ minHeight: 80, maxHeight: 600 });
  });
});
