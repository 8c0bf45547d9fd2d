import { describe, expect, it } from 'vitest';
import { FieldEvents, type FieldEvent } from './fieldEvents';

describe('FieldEvents', () => {
  it('tells every-field listeners and the named field’s own, in that order', () => {
    const events = new FieldEvents();
    const heard: string[] = [];
    events.listen((event) => heard.push(`all:${event.type}:${event.name}`));
    events.listen((event) => heard.push(`A:${event.type}:${String(event.value)}`), 'A');
    events.raise('input', 'A', 'x', () => undefined);
    events.raise('blur', 'B', 1, () => undefined);
    expect(heard).toEqual(['A:input:x', 'all:input:A', 'all:blur:B']);
  });

  it('unsubscribes, and clear drops every listener', () => {
    const events = new FieldEvents();
    const heard: FieldEvent[] = [];
    const off = events.listen((event) => heard.push(event), 'A');
    events.listen((event) => heard.push(event));
    off();
    events.raise('change', 'A', 2, () => undefined);
    expect(heard).toEqual([{ type: 'change', name: 'A', value: 2 }]);
    events.clear();
    events.raise('change', 'A', 3, () => undefined);
    expect(heard).toHaveLength(1);
  });

  it('reports a listener that throws and still tells the others', () => {
    const events = new FieldEvents();
    const reported: unknown[] = [];
    const heard: string[] = [];
    events.listen(() => {
      throw new Error('broken');
    }, 'A');
    events.listen((event) => heard.push(event.type));
    events.raise('blur', 'A', null, (error) => reported.push(error));
    expect(heard).toEqual(['blur']);
    expect(String(reported[0])).toContain('broken');
  });
});
