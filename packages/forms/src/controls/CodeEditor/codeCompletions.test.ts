import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { completionSourceOf, type CodeCompletion } from './codeCompletions';

const api: CodeCompletion[] = [
  { label: 'onLoad', type: 'function', detail: 'export function onLoad(form)' },
  { label: 'onChange', type: 'function' },
  { label: 'getValue', type: 'method', member: 'form', detail: '(name) => unknown', info: 'The value.' },
  { label: 'setValue', type: 'method', member: 'form' },
];

function complete(text: string, explicit = false) {
  const state = EditorState.create({ doc: text });
  const result = completionSourceOf(api)(new CompletionContext(state, text.length, explicit));
  return result && !(result instanceof Promise)
    ? { from: result.from, labels: result.options.map((o) => o.label) }
    : null;
}

describe('completionSourceOf', () => {
  it('offers the form methods after `form.`, from the dot on', () => {
    expect(complete('  form.')).toEqual({ from: 7, labels: ['getValue', 'setValue'] });
    expect(complete('  form.se')).toEqual({ from: 7, labels: ['getValue', 'setValue'] });
  });

  it('offers the hooks for a typed word, not the members', () => {
    expect(complete('export function on')?.labels).toEqual(['onLoad', 'onChange']);
  });

  it('stays quiet on an empty word unless asked', () => {
    expect(complete('x = ')).toBeNull();
    expect(complete('x = ', true)?.labels).toEqual(['onLoad', 'onChange']);
  });

  it('offers nothing after an object it does not know', () => {
    expect(complete('Math.')).toBeNull();
  });
});
