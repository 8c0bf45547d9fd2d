import { describe, expect, it } from 'vitest';
import { locateJsonPath, syntaxErrorPosition } from './jsonPath';

const text = JSON.stringify(
  {
    key: 'Offer',
    activities: [
      { id: 'a', form: { formGroupId: 'X' }, note: 'with "quotes", [brackets] and {braces}' },
      { id: 'b', assignment: { type: 'group', group: 'sales' } },
    ],
    empty: [],
  },
  null,
  2,
);
const lines = text.split('\n');

describe('locateJsonPath', () => {
  it('finds the line and column of a member, across arrays and strings that look like JSON', () => {
    const assignment = locateJsonPath(text, 'activities.1.assignment');
    expect(assignment).not.toBeNull();
    expect(lines[assignment!.line - 1]).toContain('"assignment": {');
    expect(lines[assignment!.line - 1]!.slice(assignment!.column - 1)).toBe('{');
    expect(lines[locateJsonPath(text, ['activities', 0, 'form'])!.line - 1]).toContain('"form"');
    expect(locateJsonPath(text, 'key')).toEqual({ line: 2, column: 10 });
    expect(locateJsonPath(text, '')).toEqual({ line: 1, column: 1 });
  });

  it('answers null for a missing member or text that does not parse that far', () => {
    expect(locateJsonPath(text, 'activities.2')).toBeNull();
    expect(locateJsonPath(text, 'empty.0')).toBeNull();
    expect(locateJsonPath(text, 'nothing')).toBeNull();
    expect(locateJsonPath('{"a": [1, 2', 'a.5')).toBeNull();
    expect(locateJsonPath('', 'a')).toBeNull();
  });
});

describe('syntaxErrorPosition', () => {
  it('names where the text stops being JSON, or null for valid JSON', () => {
    expect(syntaxErrorPosition(text)).toBeNull();
    expect(syntaxErrorPosition('{\n  "a": [1,\n    ,]\n}')).toEqual({ line: 3, column: 5 });
    expect(syntaxErrorPosition('{"a": 1} x')).toEqual({ line: 1, column: 10 });
    expect(syntaxErrorPosition('{"a": tru}')).toEqual({ line: 1, column: 7 });
    expect(syntaxErrorPosition('')).toEqual({ line: 1, column: 1 });
  });
});
